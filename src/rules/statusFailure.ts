// What a failed status call shows (spec section 8): domain_not_available opens the domain-error modal;
// anything else an alert titled 'notice' with the server's message, or 'Error' when it sent none.
export type StatusFailureOverlay =
  | { type: 'domain-error'; props: { message?: string } }
  | { type: 'alert'; props: { titleId: 'notice'; message?: string; messageId?: 'error' } };

export interface StatusFailure {
  errorCode?: string;
  message?: string;
  /** Whether the server answered at all (a message of a failed connection is not the server's). */
  answered: boolean;
}

export function statusFailureOverlay({ errorCode, message, answered }: StatusFailure): StatusFailureOverlay {
  const serverMessage = answered && message ? message : undefined;
  if (errorCode === 'domain_not_available') return { type: 'domain-error', props: { message: serverMessage } };
  return { type: 'alert', props: serverMessage ? { titleId: 'notice', message: serverMessage } : { titleId: 'notice', messageId: 'error' } };
}
