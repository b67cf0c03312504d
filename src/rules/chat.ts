// The customer-service chat: what the chat-launch call is asked, which answer the app follows, and how
// the unread count reads on the footer button.
import type { ChatLaunchQuery } from '../config/types.generated.ts';
import { chatLanguage } from '../i18n/languages.ts';
import { webAddress } from './webAddress.ts';

export interface ChatLaunchInput {
  /** The merchant's name, shown as the chat's title. */
  title: string;
  /** Where the chat's back button returns the player: the page they left. */
  backUrl: string;
  language: string;
  headerColor: string;
}

/** Query parameters that carry a session token (spec section 2): they never leave with the way back. */
const TOKEN_PARAMS = ['token', 'tokens'];

/** The page to come back to, without a session token the page may have arrived with. */
export function chatBackUrl(href: string): string {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return href;
  }
  for (const name of TOKEN_PARAMS) url.searchParams.delete(name);
  return url.href;
}

/** The query of CBS_launchChat: b2c=1, the title, the way back, the chat language and the header colour. */
export function chatLaunchQuery(input: ChatLaunchInput): ChatLaunchQuery {
  return {
    b2c: '1',
    title: input.title,
    backUrl: chatBackUrl(input.backUrl),
    language: chatLanguage(input.language),
    headerColor: input.headerColor,
  };
}

/** The chat address to open: a web address only (a script or other scheme is never followed). */
export const chatTarget = webAddress;

/** The number on the badge: nothing at zero, at most "99+". */
export function unreadBadge(count: number): string | undefined {
  if (!Number.isFinite(count) || count <= 0) return undefined;
  return count > 99 ? '99+' : String(Math.floor(count));
}
