// Which requests get a page rendered on the server, for which page and in which language: the rules,
// apart from the rendering, so each is a small table test.
import type { LanguageCode } from '../../src/config/types.generated.ts';
import { pickLanguage } from '../../src/i18n/languages.ts';
import { languageInCookie } from '../../src/platform/languageCookie.ts';
import type { EntryPage } from '../../src/app/serverEntry.tsx';
import { playerLanguageChoice } from '../../src/rules/languageChoice.ts';

export type { EntryPage };

/** The entry page a path is, by the paths each answers on (the app's page registry); a trailing slash is the same path. */
export function entryPageOf(pathname: string, paths: Readonly<Record<EntryPage, readonly string[]>>): EntryPage | undefined {
  const trimmed = pathname.length > 3 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  for (const [page, list] of Object.entries(paths) as [EntryPage, readonly string[]][]) {
    if (list.includes(pathname) || list.includes(trimmed)) return page;
  }
  return undefined;
}

/** The language the browser will show: the link's, else the one the player picked before (told by cookie), else the merchant's. */
export function pageLanguage(input: {
  query: URLSearchParams;
  cookie: string | undefined;
  allowed: readonly LanguageCode[];
  merchantDefault: string;
}): LanguageCode {
  const picked = languageInCookie(input.cookie);
  return playerLanguageChoice([input.query.get('language'), picked], input.allowed) ?? pickLanguage([input.merchantDefault], input.allowed);
}

/**
 * The language a link chose, remembered by the same cookie the app sets once it runs: a player who taps
 * a link before the app has taken the page over reaches the next page in the link's language too.
 */
export function languageToRemember(query: URLSearchParams, allowed: readonly LanguageCode[]): LanguageCode | undefined {
  return playerLanguageChoice([query.get('language')], allowed);
}

/**
 * A link carrying a session token is checked by the browser before anything shows (the route guard
 * waits for the API's word), so the server leaves that page to the browser.
 */
export function carriesSession(query: URLSearchParams): boolean {
  return query.has('token') || query.has('tokens');
}
