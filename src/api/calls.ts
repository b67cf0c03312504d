// One typed function per call of the operator API.
import type {
  AnnouncementList,
  AnnouncementsQuery,
  BannerList,
  CustomerServiceScript,
  DomainRoute,
  NewGameVendors,
  NewGameVendorsQuery,
  SiteConfig,
  SiteConfigQuery,
  StatusQuery,
} from '../config/types.generated.ts';
import { type ApiClient, DEFAULT_TIMEOUT_MS, TIMED_OUT } from './client.ts';
import { ApiError } from './failures.ts';
import type { AvailablePromotions, CountryList, CustomerServiceAnswer, DepositSettings, LanesAnswer, MemberInfo, SystemStatus } from './types.ts';

export const PING_TIMEOUT_MS = 5_000;

/** The site config of the merchant this host belongs to; the preview may name one with `merchant`. */
export const fetchSiteConfig = (api: ApiClient, merchant?: string | null) =>
  api.get<SiteConfig>('/wps/system/config', { query: { merchant: merchant ?? undefined } satisfies SiteConfigQuery, auth: false, alert: false });

type EarlyAnswer = { status: number; body: { success?: boolean; value?: unknown; message?: string; errorCode?: string } };
type EarlyName = 'config' | 'banners';

/**
 * An answer index.html asked for before the app's code arrived, taken once; without one (or when that
 * request failed on the way), the normal call. index.html's request has no time-out of its own: one
 * that has not answered within a call's time-out has timed out, as the call would have.
 */
async function early<T>(name: EarlyName, call: () => Promise<T>): Promise<T> {
  const holder = (globalThis as unknown as { __wlEarly?: Partial<Record<EarlyName, Promise<EarlyAnswer>>> }).__wlEarly;
  const pending = holder?.[name];
  if (holder) delete holder[name];
  const answer = pending ? await withinCallTimeout(pending.catch(() => undefined)) : undefined;
  if (!answer || typeof answer.body !== 'object' || answer.body === null) return call();
  if (answer.body.success) return answer.body.value as T;
  throw new ApiError(answer.body.message ?? 'unknown error', { status: answer.status, errorCode: answer.body.errorCode, serverMessage: answer.body.message });
}

function withinCallTimeout<T>(pending: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ApiError('signal timed out', { transportCode: TIMED_OUT })), DEFAULT_TIMEOUT_MS);
  });
  return Promise.race([pending, timedOut]).finally(() => clearTimeout(timer));
}

/** The site config, from index.html's early request when there is one. */
export const fetchBootConfig = (api: ApiClient, merchant?: string | null): Promise<SiteConfig> => early('config', () => fetchSiteConfig(api, merchant));

/** The status call's query (schema/requests/status-query.schema.json, which the server checks too). */
export type { StatusQuery };

export const fetchStatus = (api: ApiClient, query: StatusQuery) => api.get<SystemStatus>('/wps/system/status', { query, auth: false, alert: false });

export const fetchCountries = (api: ApiClient) => api.get<CountryList>('/wps/system/country', { cache: true, auth: false });
export const fetchDomainRoute = (api: ApiClient) => api.get<DomainRoute>('/wps/system/domainRoute', { auth: false, alert: false });
/** The connectivity ping: a probe, so its failure is the connectivity store's to tell, never an alert or a logout. */
export const ping = (api: ApiClient) =>
  api.get<{ pong: number }>('/wps/system/test/ping', { timeout: PING_TIMEOUT_MS, auth: false, alert: false, probe: true });

/** Every banner group of the merchant (home's carousel, the save-image popups), early on home. */
export const fetchBanners = (api: ApiClient) => early('banners', () => api.get<BannerList>('/wps/system/banners', { auth: false, alert: false }));

export const fetchCustomerService = (api: ApiClient) => api.get<CustomerServiceAnswer>('/wps/system/customerService', { auth: false, alert: false });
export const fetchLanes = (api: ApiClient) => api.get<LanesAnswer>('/wps/game/lanes', { alert: false });
/** The vendors with new games (spec section 7, platform html5), by account type. */
export const fetchNewGameVendors = (api: ApiClient) =>
  api.get<NewGameVendors>('/wps/relay/GCSGAME_newGameVendor', { query: { platform: 'html5' } satisfies NewGameVendorsQuery, auth: false, alert: false });
export const fetchMemberInfo = (api: ApiClient) => api.get<MemberInfo>('/wps/member/info');
/** The member behind a token handed over in a link, asked before the app adopts it (never the stored one). */
export const fetchMemberInfoOf = (api: ApiClient, token: string) =>
  api.get<MemberInfo>('/wps/member/info', { auth: false, probe: true, headers: { Authorization: `Bearer ${token}` } });
export const pushMemberLanguage = (api: ApiClient, language: string) => api.post<null>('/wps/member/language', { language }, { alert: false });

export const fetchAnnouncements = (api: ApiClient) =>
  api.get<AnnouncementList>('/wps/relay/MCSFE_getListAnnouncements', {
    query: { types: 'PR', platform: 'M', category: 'app_download' } satisfies AnnouncementsQuery,
    alert: false,
  });

export const fetchAvailablePromotions = (api: ApiClient) =>
  api.get<AvailablePromotions>('/wps/relay/MCSFE_getMerchantAvailablePromotions', { auth: false, alert: false });

export const fetchDepositSettings = (api: ApiClient) => api.get<DepositSettings>('/wps/relay/MCSFE_getDepositSettings', { alert: false });
export const fetchCustomerServiceScript = (api: ApiClient) => api.get<CustomerServiceScript>('/wps/relay/WPSCORE_getCustomerServiceScript', { alert: false });
