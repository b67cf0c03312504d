// Banner groups both ways: a carousel or save-image popup players see must have banners in its group (else
// it shows nothing), and a banner must be in a group some shown part shows (else no player sees it).
import { didYouMean, joinPointer } from '../../problems.ts';
import type { Finding, LintRule } from '../rule.ts';

const SHOWS_GROUP = new Set(['banner-carousel', 'save-image-popup']);

export const bannerGroups: LintRule = {
  id: 'banner-group',
  severity: 'warning',
  summary: "a carousel or save-image popup shows a banner group the merchant has no banner in, or a banner's group is shown nowhere",
  check(fleet) {
    return fleet.merchants.flatMap(({ file, data, pages }) => {
      const banners = data.content.banners ?? [];
      const groups = [...new Set(banners.map((b) => b.groupName))];
      const shown = new Set<string>();
      /** Parts that would show a group were they shown: out of the order, or disabled. */
      const hidden = new Map<string, string>();
      const findings: Finding[] = pages.flatMap((page) =>
        page.parts.flatMap((part): Finding[] => {
          const group = part.props.group;
          if (!SHOWS_GROUP.has(part.type) || typeof group !== 'string') return [];
          if (!part.shown) {
            hidden.set(group, part.id);
            return [];
          }
          shown.add(group);
          if (groups.includes(group)) return [];
          const pointer =
            part.overridePointer && 'group' in (page.choice.props?.[part.id] ?? {})
              ? joinPointer(part.overridePointer, 'group')
              : joinPointer('/pages', page.name, 'template');
          const what = part.kind === 'overlay' ? 'popup' : 'block';
          return [
            {
              file,
              pointer,
              message: `${what} "${part.id}" of template "${page.template.name}" shows banner group "${group}", and no banner of this merchant is in it: it shows nothing`,
              suggestion: didYouMean(group, groups),
            },
          ];
        }),
      );
      banners.forEach((banner, index) => {
        if (shown.has(banner.groupName)) return;
        const pointer = joinPointer('/content/banners', index, 'groupName');
        const hiddenBy = hidden.get(banner.groupName);
        findings.push(
          hiddenBy
            ? {
                file,
                pointer,
                message: `"${hiddenBy}", the only part that shows group "${banner.groupName}", is disabled or out of the page's order: no player sees this banner`,
              }
            : {
                file,
                pointer,
                message: `no block or popup of this merchant's pages shows group "${banner.groupName}": no player sees this banner`,
                suggestion: didYouMean(banner.groupName, [...shown]),
              },
        );
      });
      return findings;
    });
  },
};
