// The error catalogue of spec section 8: what the product does about each kind of failed call.

/** Server codes that mean the session is gone. */
export const LOGGED_OUT_CODES = ['customer.not.login', 'user.or.token.invalid', 'login.not.session'] as const;
export const NOTICE_MS = 1500;

/** The message bundle of the error texts, keyed by the server's errorCode (src/i18n/errors/messages/). */
export const ERROR_BUNDLE = 'errors';

/**
 * The errors bundle's message id for a server code. Whether the bundle has it is known only once it is
 * loaded (./errorMessage.ts chooses then), so no list of codes weighs on the first load.
 */
export const errorMessageId = (code: string | undefined): string | undefined => (code ? `${ERROR_BUNDLE}.${code}` : undefined);

export type NoticeId = 'network_offline' | 'network_slowly';

export type Reaction =
  /** Log out, clear the session store, and offer a way to log in. */
  | { kind: 'logout' }
  /** Nothing is shown: the caller still gets the rejection. */
  | { kind: 'silent' }
  /**
   * An alert in the player's language: for a server code, the errors bundle's text when it has the code
   * (else the server's message); without a code, the server's message or a core message.
   */
  | { kind: 'alert'; message?: string; messageId?: string; bundle?: typeof ERROR_BUNDLE }
  /** A short notice that goes away on its own. */
  | { kind: 'notice'; messageId: NoticeId; durationMs: number };

export interface FailureInput {
  /** HTTP status, when a response arrived. */
  status?: number;
  /** Transport code, e.g. ECONNABORTED for a time-out or ERR_NETWORK when no response arrived. */
  transportCode?: string;
  /** The server's error body, when it sent one. */
  body?: { message?: string; errorCode?: string };
  /** Whether the call asked for alerts (default on). */
  alert: boolean;
  /** navigator.onLine at the time of failure. */
  online: boolean;
}

export function classifyFailure({ status, transportCode, body, alert, online }: FailureInput): Reaction {
  const code = body?.errorCode ?? '';
  if (status === 401 || body?.message === 'CUSTOMER_NOT_LOGIN' || (LOGGED_OUT_CODES as readonly string[]).includes(code)) {
    return { kind: 'logout' };
  }
  if (status === 502 || !alert) return { kind: 'silent' };
  if (transportCode === 'ECONNABORTED' || transportCode === 'ETIMEDOUT') return { kind: 'alert', messageId: 'timeout_retry_please' };
  if (status === undefined) {
    return { kind: 'notice', messageId: online ? 'network_slowly' : 'network_offline', durationMs: NOTICE_MS };
  }
  if (code.startsWith('TOO_MANY_REQUEST')) return { kind: 'silent' };
  // The server's text is shown when it sent one (api/errorMessage.ts); the code's words stand in for none.
  const messageId = errorMessageId(code);
  if (messageId) return { kind: 'alert', messageId, bundle: ERROR_BUNDLE, ...(body?.message ? { message: body.message } : {}) };
  return body?.message ? { kind: 'alert', message: body.message } : { kind: 'alert', messageId: 'unknown_error' };
}

/** A failed call, with the server's code when it sent one. `name` is set because minifiers rename classes. */
export class ApiError extends Error {
  readonly status?: number;
  readonly errorCode?: string;
  readonly transportCode?: string;
  /** The value the server sent with the error (login_verify_required lists the verification methods). */
  readonly details?: unknown;
  /**
   * The message of the server's error body, when it sent one: the only text fit for the player. `message`
   * may instead say what went wrong on the way ('The server answered 500', 'signal timed out').
   */
  readonly serverMessage?: string;
  constructor(message: string, details: { status?: number; errorCode?: string; transportCode?: string; details?: unknown; serverMessage?: string } = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = details.status;
    this.errorCode = details.errorCode;
    this.transportCode = details.transportCode;
    this.details = details.details;
    this.serverMessage = details.serverMessage;
  }
}
