// The link a member shares to invite friends: registration on this site, carrying their code as `r`.
import { PATHS } from './paths.ts';

export function referralLink(origin: string, code: string): string {
  const url = new URL(PATHS.register, origin);
  url.searchParams.set('r', code);
  return url.toString();
}
