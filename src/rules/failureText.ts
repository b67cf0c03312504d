// What a page says in place of content it could not load: the words the error catalogue (spec section
// 8) would alert, so a quiet read shows the same message inline instead of a blank page.
import { ApiError, classifyFailure, type ERROR_BUNDLE } from '../api/failures.ts';

export type FailureText =
  | { message: string }
  | { messageId: 'unknown_error' | 'timeout_retry_please' | 'network_offline' | 'network_slowly' }
  /** A server code's words in the errors bundle (loaded when shown), the server's text when it lacks the code. */
  | { messageId: string; bundle: typeof ERROR_BUNDLE; message?: string };

export function failureText(error: unknown, online: boolean): FailureText {
  if (!(error instanceof ApiError)) return { messageId: 'unknown_error' };
  // Only the server's own words are shown: never a transport detail such as 'The server answered 500'.
  // 'bad_response' is the client's own code for an answer it could not read: not one the server sent.
  const errorCode = error.errorCode === 'bad_response' ? undefined : error.errorCode;
  const body = error.status !== undefined ? { message: error.serverMessage, errorCode } : undefined;
  const reaction = classifyFailure({ status: error.status, transportCode: error.transportCode, body, alert: true, online });
  if (reaction.kind === 'notice') return { messageId: reaction.messageId };
  if (reaction.kind !== 'alert') return { messageId: 'unknown_error' };
  if (reaction.bundle && reaction.messageId)
    return { messageId: reaction.messageId, bundle: reaction.bundle, ...(reaction.message ? { message: reaction.message } : {}) };
  if (reaction.message) return { message: reaction.message };
  return { messageId: reaction.messageId === 'timeout_retry_please' ? 'timeout_retry_please' : 'unknown_error' };
}

/** The server's code of a failed call, if it sent one. */
export const errorCodeOf = (error: unknown): string | undefined => (error instanceof ApiError ? error.errorCode : undefined);
