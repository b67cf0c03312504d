// Which words a failed call is told in: the operator API's own message when it sent one (it writes it in
// the player's language, the Language header, and it may say more: "2 attempts left"), else the errors
// bundle's text for its errorCode, once that bundle is in. Loaded with the screens that show failures.
import { ERROR_BUNDLE, errorMessageId } from './failures.ts';

export { ERROR_BUNDLE };

const PREFIX = `${ERROR_BUNDLE}.`;

/** Whether a message id names an error code's text (so the errors bundle must be in before it shows). */
export const isErrorMessageId = (id: string | undefined): id is string => Boolean(id?.startsWith(PREFIX) && id.length > PREFIX.length);

/** A failure to put into words: the server's text, and a message id (an error code's, or a screen's own). */
export interface FailureWords {
  message?: string;
  messageId?: string;
}

/**
 * What to show (spec section 8: "an alert with the server message"): the server's text when it sent one;
 * else an error code's text when the errors bundle has it (`has` asks the loaded messages); else a
 * message id of the screen's own, or 'unknown error'.
 */
export function chooseFailureWords({ message, messageId }: FailureWords, has: (id: string) => boolean): { message: string } | { messageId: string } {
  if (message) return { message };
  if (isErrorMessageId(messageId)) return { messageId: has(messageId) ? messageId : 'unknown_error' };
  return { messageId: messageId ?? 'unknown_error' };
}

/**
 * What a form says of a refusal the catalogue keeps quiet (throttling: TOO_MANY_REQUEST_*): the server's
 * words, the code's when it sent none. Undefined for any other failure, which the catalogue told.
 */
export function throttledWords(error: { errorCode?: string; serverMessage?: string }): FailureWords | undefined {
  if (!error.errorCode?.startsWith('TOO_MANY_REQUEST')) return undefined;
  return { ...(error.serverMessage ? { message: error.serverMessage } : {}), messageId: errorMessageId(error.errorCode) };
}
