// What a page says in place of content it could not load: the words the error catalogue (spec section
// 8) would alert, so a quiet read shows the same message inline instead of a blank page.
import { ApiError, classifyFailure } from '../api/failures.ts';

export type FailureText = { message: string } | { messageId: 'unknown_error' | 'timeout_retry_please' | 'network_offline' | 'network_slowly' };

export function failureText(error: unknown, online: boolean): FailureText {
  if (!(error instanceof ApiError)) return { messageId: 'unknown_error' };
  // Only the server's own words are shown: never a transport detail such as 'The server answered 500'.
  const body = error.status !== undefined ? { message: error.serverMessage, errorCode: error.errorCode } : undefined;
  const reaction = classifyFailure({ status: error.status, transportCode: error.transportCode, body, alert: true, online });
  if (reaction.kind === 'notice') return { messageId: reaction.messageId };
  if (reaction.kind === 'alert') return reaction.message ? { message: reaction.message } : { messageId: reaction.messageId ?? 'unknown_error' };
  return { messageId: 'unknown_error' };
}

/** The server's code of a failed call, if it sent one. */
export const errorCodeOf = (error: unknown): string | undefined => (error instanceof ApiError ? error.errorCode : undefined);
