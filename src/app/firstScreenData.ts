// What a page rendered on the server carries for the browser: the site config, the messages and the
// content its first screen used, as JSON that never runs, so the browser asks for none of it again.
import type { LanguageCode, SiteConfig } from '../config/types.generated.ts';
import type { Bundle, CompiledMessages } from '../i18n/loadMessages.ts';
import type { ContentSnapshot } from '../stores/ContentStore.ts';

/** The id of the `<script type="application/json">` element holding it. */
export const FIRST_SCREEN_DATA_ID = 'wl-first-screen';

export interface FirstScreenData {
  /** Which entry page the server rendered (home, login, …). */
  page: string;
  merchantCode: string;
  config: SiteConfig;
  language: LanguageCode;
  messages: Partial<Record<Bundle, CompiledMessages>>;
  content: ContentSnapshot;
  /** What the page's first screen loaded beyond the content (its registry entry's firstScreen.load). */
  loaded?: unknown;
}

/** The data the server sent with this page, if it rendered it. */
export function readFirstScreenData(): FirstScreenData | undefined {
  const text = document.getElementById(FIRST_SCREEN_DATA_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as FirstScreenData;
  } catch {
    return undefined;
  }
}
