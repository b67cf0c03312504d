// The one HTTP client. It alone knows headers, tokens, time-outs, the response envelope and the error
// catalogue; stores call it through the typed functions in ./calls.ts, components never do.
import axios, { AxiosError, type AxiosAdapter, type AxiosInstance, type AxiosRequestConfig } from 'axios';
import { sessionStore, STORAGE_KEYS } from '../platform/storage.ts';
import { hashUrl } from './cacheKey.ts';
import { ApiError, classifyFailure, type Reaction } from './failures.ts';

export const DEFAULT_TIMEOUT_MS = 30_000;
export const DEFAULT_LANGUAGE_HEADER = 'CN';

type Envelope<T> = { success: true; value: T } | { success: false; message?: string; errorCode?: string; value?: unknown };

export interface ClientSettings {
  /** The merchant code sent as the Merchant header (unset until the site config is known). */
  merchant?: string;
  language: () => string | undefined;
  token: () => string | undefined;
  /** Told of every failure the catalogue does not keep silent, and of log-outs. */
  onFailure: (reaction: Reaction, error: ApiError) => void;
}

export interface GetOptions {
  query?: Record<string, string | number | boolean | undefined | null>;
  /** Keep the answer for this browser session, keyed by a hash of the URL. */
  cache?: boolean;
  /** Show failures to the player (default true). */
  alert?: boolean;
  /** Send the session token (default true). */
  auth?: boolean;
  timeout?: number;
  headers?: Record<string, string>;
}

export interface SendOptions extends Omit<GetOptions, 'query' | 'cache'> {
  moduleId?: string;
  /** Server codes the caller answers itself (a dialog rather than an alert). */
  quietCodes?: readonly string[];
}

export class ApiClient {
  private readonly http: AxiosInstance;
  private settings: ClientSettings = { language: () => undefined, token: () => undefined, onFailure: () => undefined };

  /** `adapter` replaces the network, for tests of the client itself. */
  constructor(options: { baseURL?: string; adapter?: AxiosAdapter } = {}) {
    this.http = axios.create({ baseURL: options.baseURL ?? '', adapter: options.adapter, timeout: DEFAULT_TIMEOUT_MS, withCredentials: true });
  }

  configure(settings: Partial<ClientSettings>): void {
    this.settings = { ...this.settings, ...settings };
  }

  get merchant(): string | undefined {
    return this.settings.merchant;
  }

  async get<T>(url: string, options: GetOptions = {}): Promise<T> {
    const fullUrl = withQuery(url, options.query);
    const cacheKey = options.cache ? STORAGE_KEYS.cachePrefix + hashUrl(`${this.settings.merchant ?? ''}|${fullUrl}`) : undefined;
    if (cacheKey) {
      const cached = sessionStore.getJson<{ value: T }>(cacheKey);
      if (cached) return cached.value;
    }
    const value = await this.request<T>({ method: 'GET', url: fullUrl }, options);
    if (cacheKey) sessionStore.setJson(cacheKey, { value });
    return value;
  }

  post<T>(url: string, body?: unknown, options: SendOptions = {}): Promise<T> {
    return this.request<T>({ method: 'POST', url, data: body ?? {} }, options);
  }

  put<T>(url: string, body?: unknown, options: SendOptions = {}): Promise<T> {
    return this.request<T>({ method: 'PUT', url, data: body ?? {} }, options);
  }

  delete<T>(url: string, body?: unknown, options: SendOptions = {}): Promise<T> {
    return this.request<T>({ method: 'DELETE', url, data: body ?? {} }, options);
  }

  private async request<T>(config: AxiosRequestConfig, options: SendOptions): Promise<T> {
    if (!config.url) throw new ApiError('url is null');
    const alert = options.alert ?? true;
    const headers: Record<string, string> = { ...options.headers, Language: this.settings.language() ?? DEFAULT_LANGUAGE_HEADER };
    if (this.settings.merchant) headers.Merchant = this.settings.merchant;
    const token = options.auth === false ? undefined : this.settings.token();
    if (token) headers.Authorization = `Bearer ${token}`;
    if (options.moduleId) headers.ModuleId = options.moduleId;
    if (config.data !== undefined) headers['Content-Type'] = 'application/json';
    try {
      const response = await this.http.request<Envelope<T>>({ ...config, headers, timeout: options.timeout ?? DEFAULT_TIMEOUT_MS });
      const body = response.data;
      if (body && typeof body === 'object' && 'success' in body) {
        if (body.success) return body.value;
        const error = new ApiError(body.message ?? 'unknown error', { status: response.status, errorCode: body.errorCode, details: body.value });
        throw this.fail(error, { status: response.status, body, alert: alert && !isQuiet(options, body.errorCode) });
      }
      throw this.fail(new ApiError('The server sent an answer the app cannot read', { status: response.status, errorCode: 'bad_response' }), { status: response.status, body: {}, alert });
    } catch (error) {
      if (error instanceof ApiError) throw error;
      if (!(error instanceof AxiosError)) throw error;
      const status = error.response?.status;
      const body = (error.response?.data ?? undefined) as { message?: string; errorCode?: string; value?: unknown } | undefined;
      const apiError = new ApiError(body?.message ?? error.message, { status, errorCode: body?.errorCode, transportCode: error.code, details: body?.value });
      throw this.fail(apiError, { status, body: typeof body === 'object' ? body : undefined, alert: alert && !isQuiet(options, body?.errorCode), transportCode: error.code });
    }
  }

  private fail(error: ApiError, input: { status?: number; body?: { message?: string; errorCode?: string }; alert: boolean; transportCode?: string }): ApiError {
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

/** The client every store uses. */
export const api = new ApiClient();
