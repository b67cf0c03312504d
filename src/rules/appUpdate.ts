// Where a page goes when the player takes a new version (spec section 2): the main pages load again in
// place; any other goes to home, since the page it shows may not exist, or mean the same, in the new one.
import { HOME_PATHS, PATHS } from './paths.ts';

/** The pages a player reaches from the footer or comes back to, reloaded where they are. */
export const MAIN_PAGES: readonly string[] = [...HOME_PATHS, PATHS.activity, PATHS.memberHome, PATHS.login, PATHS.register, PATHS.registerHtml];

export type ReloadPlan = { kind: 'in-place' } | { kind: 'home'; path: typeof PATHS.home };

export function reloadAfterUpdate(pathname: string): ReloadPlan {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return MAIN_PAGES.includes(pathname) || MAIN_PAGES.includes(trimmed) ? { kind: 'in-place' } : { kind: 'home', path: PATHS.home };
}
