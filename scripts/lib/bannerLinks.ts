// A banner's link (spec sections 3 and 5) must lead somewhere the app follows: an http(s) address
// (a new tab) or a path of the app under /m. Anything else, a javascript: URL first of all, is refused
// here, before an operator ships it; the app would not follow it either.
import type { Banner } from '../../src/config/types.generated.ts';
import { contentLinkTarget } from '../../src/rules/contentLink.ts';

export interface BannerLinkProblem {
  index: number;
  message: string;
}

export function bannerLinkProblems(banners: readonly Banner[]): BannerLinkProblem[] {
  const problems: BannerLinkProblem[] = [];
  banners.forEach((banner, index) => {
    const link = banner.linkage?.trim();
    if (banner.linkageType !== 'URL' || !link) return;
    if (contentLinkTarget(link).kind === 'drop') {
      problems.push({ index, message: `banner link "${link.slice(0, 60)}" must be an http(s) address or an app path starting with /m` });
    }
  });
  return problems;
}
