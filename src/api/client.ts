// The HTTP client of the operator API, one per root store (pages rendered side by side on the server
// each have their own). It alone knows headers, tokens, time-outs, the response envelope and the error
// catalogue; stores call it through the typed functions in ./calls.ts, components never do. It rests on
// the browser's fetch: everything else a client library would add is the few lines below, and its
// weight would land on every first load.
import { sessionStore, STORAGE_KEYS } from '../platform/storage.ts';
import { shortHash } from '../platform/shortHash.ts';
import { ApiError, classifyFailure, type Reaction } from './failures.ts';
import { freshAnswer, keptAnswer } from './sessionCache.ts';

export const DEFAULT_TIMEOUT_MS = 30_000;
export const DEFAULT_LANGUAGE_HEADER = 'CN';

/** Transport codes of calls that got no answer (the names the catalogue and spec section 8 use). */
export const TIMED_OUT = 'ECONNABORTED';
export const NO_ANSWER = 'ERR_NETWORK';

/**
 * Paths that never carry the session token (spec section 7's no-token list), whatever the caller asks.
 * Logout is one: it names the session it ends in its body, so a session the server already dropped
 * cannot answer 401 and bring up 'please log in' just as the player leaves.
 */
export const NO_TOKEN_PATHS: readonly string[] = ['/wps/system/location', '/wps/session/key/rsa', '/wps/session/logout', '/wps/check/username'];

const sendsToken = (url: string, options: SendOptions) => options.auth !== false && !NO_TOKEN_PATHS.includes(url.split('?')[0]);

type Envelope<T> = { success: true; value: T } | { success: false; message?: string; errorCode?: string; value?: unknown };
type Fetch = (input: string, init: RequestInit) => Promise<Response>;

export interface ClientSettings {
  /** The merchant code sent as the Merchant header (unset until the site config is known). */
  merchant?: string;
  language: () => string | undefined;
  token: () => string | undefined;
  /** Told of every failure the catalogue does not keep silent, and of log-outs. */
  onFailure: (reaction: Reaction, error: ApiError) => void;
}

export interface GetOptions {
  /**
   * The query's parameters, those undefined or null left out: for most calls an object of the call's
   * query type generated from schema/requests/ (an interface, hence `object`).
   */
  query?: object;
  /** Keep the answer in this browser session, keyed by a hash of the URL, for the session time (sessionCache.ts). */
  cache?: boolean;
  /** Show failures to the player (default true). */
  alert?: boolean;
  /** Send the session token (default true). */
  auth?: boolean;
  /** A probe: its failure is the caller's alone (no alert, and a 401 logs nobody out). */
  probe?: boolean;
  timeout?: number;
  headers?: Record<string, string>;
}

export interface SendOptions extends Omit<GetOptions, 'query' | 'cache'> {
  moduleId?: string;
  /** Server codes the caller answers itself (a dialog rather than an alert). */
  quietCodes?: readonly string[];
}

export class ApiClient {
  private fetch: Fetch;
  private baseURL: string;
  private originHeaders: Record<string, string> = {};
  private settings: ClientSettings = { language: () => undefined, token: () => undefined, onFailure: () => undefined };

  /**
   * Requests go to the page's own origin unless `baseURL` says where (a page rendered on the server asks
   * the API by its full address, with `headers` of its own); `fetch` replaces the network, for tests of
   * the client itself.
   */
  constructor(options: { baseURL?: string; headers?: Record<string, string>; fetch?: Fetch } = {}) {
    this.baseURL = options.baseURL ?? '';
    this.originHeaders = options.headers ?? {};
    this.fetch = options.fetch ?? ((input, init) => fetch(input, init));
  }

  configure(settings: Partial<ClientSettings>): void {
    this.settings = { ...this.settings, ...settings };
  }

  get merchant(): string | undefined {
    return this.settings.merchant;
  }

  async get<T>(url: string, options: GetOptions = {}): Promise<T> {
    const fullUrl = withQuery(url, options.query);
    const cacheKey = options.cache ? STORAGE_KEYS.cachePrefix + shortHash(`${this.settings.merchant ?? ''}|${fullUrl}`) : undefined;
    if (cacheKey) {
      const cached = freshAnswer<T>(sessionStore.getJson(cacheKey), Date.now());
      if (cached) return cached.value;
    }
    const value = await this.request<T>('GET', fullUrl, undefined, options);
    if (cacheKey) sessionStore.setJson(cacheKey, keptAnswer(value, Date.now()));
    return value;
  }

  post<T>(url: string, body?: unknown, options: SendOptions = {}): Promise<T> {
    return this.request<T>('POST', url, body ?? {}, options);
  }

  put<T>(url: string, body?: unknown, options: SendOptions = {}): Promise<T> {
    return this.request<T>('PUT', url, body ?? {}, options);
  }

  delete<T>(url: string, body?: unknown, options: SendOptions = {}): Promise<T> {
    return this.request<T>('DELETE', url, body ?? {}, options);
  }

  private async request<T>(method: string, url: string, body: unknown, options: SendOptions): Promise<T> {
    if (!url) throw new ApiError('url is null');
    const alert = options.alert ?? true;
    const probe = options.probe;
    const headers: Record<string, string> = { ...this.originHeaders, ...options.headers, Language: this.settings.language() ?? DEFAULT_LANGUAGE_HEADER };
    if (this.settings.merchant) headers.Merchant = this.settings.merchant;
    const token = sendsToken(url, options) ? this.settings.token() : undefined;
    if (token) headers.Authorization = `Bearer ${token}`;
    if (options.moduleId) headers.ModuleId = options.moduleId;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    let response: Response;
    try {
      response = await this.fetch(this.baseURL + url, {
        method,
        headers,
        credentials: 'include',
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeout ?? DEFAULT_TIMEOUT_MS),
      });
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      const transportCode = timedOut ? TIMED_OUT : NO_ANSWER;
      throw this.fail(new ApiError((error as Error).message, { transportCode }), { alert, transportCode, probe });
    }
    const answer = (await response.json().catch(() => undefined)) as Envelope<T> | undefined;
    const status = response.status;
    if (answer && typeof answer === 'object' && 'success' in answer) {
      if (answer.success && response.ok) return answer.value;
      const failed = answer as { message?: string; errorCode?: string; value?: unknown };
      const error = new ApiError(failed.message ?? 'unknown error', {
        status,
        errorCode: failed.errorCode,
        details: failed.value,
        serverMessage: failed.message,
      });
      throw this.fail(error, { status, body: failed, alert: alert && !isQuiet(options, failed.errorCode), probe });
    }
    const unreadable = response.ok ? 'The server sent an answer the app cannot read' : `The server answered ${status}`;
    throw this.fail(new ApiError(unreadable, { status, errorCode: response.ok ? 'bad_response' : undefined }), {
      status,
      body: response.ok ? {} : undefined,
      alert,
      probe,
    });
  }

  private fail(
    error: ApiError,
    { probe, ...input }: { status?: number; body?: { message?: string; errorCode?: string }; alert: boolean; transportCode?: string; probe?: boolean },
  ): ApiError {
    if (probe) return error;
    const online = typeof navigator === 'undefined' ? true : navigator.onLine;
    const reaction = classifyFailure({ ...input, online });
    if (reaction.kind !== 'silent') this.settings.onFailure(reaction, error);
    return error;
  }
}

const isQuiet = (options: SendOptions, code: string | undefined) => Boolean(code && options.quietCodes?.includes(code));

function withQuery(url: string, query: GetOptions['query']): string {
  if (!url || !query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== null) params.set(key, String(value));
  const text = params.toString();
  if (!text) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${text}`;
}
