// Which words a failed call is told in, once the errors bundle is in: its text for the server's
// errorCode when it has the code, else the server's own text. Loaded with the screens that show failures.
import { ERROR_BUNDLE, errorMessageId } from './failures.ts';

export { ERROR_BUNDLE };

const PREFIX = `${ERROR_BUNDLE}.`;

/** Whether a message id names an error code's text (so the errors bundle must be in before it shows). */
export const isErrorMessageId = (id: string | undefined): id is string => Boolean(id && id.startsWith(PREFIX) && id.length > PREFIX.length);

/** A failure to put into words: the server's text, and a message id (an error code's, or a screen's own). */
export interface FailureWords {
  message?: string;
  messageId?: string;
}

/**
 * What to show: an error code's text when the errors bundle has it (`has` asks the loaded messages), the
 * server's text for a code the app does not know, and a message id of the screen's own otherwise.
 */
export function chooseFailureWords({ message, messageId }: FailureWords, has: (id: string) => boolean): { message: string } | { messageId: string } {
  if (isErrorMessageId(messageId)) {
    if (has(messageId)) return { messageId };
    return message ? { message } : { messageId: 'unknown_error' };
  }
  return message ? { message } : { messageId: messageId ?? 'unknown_error' };
}

/**
 * What a form says of a refusal the catalogue keeps quiet (throttling: TOO_MANY_REQUEST_*): the code's
 * words, the server's as the fallback. Undefined for any other failure, which the catalogue told.
 */
export function throttledWords(error: { errorCode?: string; message: string }): FailureWords | undefined {
  if (!error.errorCode?.startsWith('TOO_MANY_REQUEST')) return undefined;
  return { message: error.message, messageId: errorMessageId(error.errorCode) };
}
