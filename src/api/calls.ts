// One typed function per call of the operator API.
import type { Announcement, Banner, SiteConfig } from '../config/types.generated.ts';
import { api } from './client.ts';
import { ApiError } from './failures.ts';
import type {
  AvailablePromotions, CountryList, CustomerServiceAnswer, DepositSettings, LanesAnswer, MemberInfo, SystemStatus,
} from './types.ts';

export const PING_TIMEOUT_MS = 5_000;

/** The site config of the merchant this host belongs to; the preview may name one with `merchant`. */
export const fetchSiteConfig = (merchant?: string | null) =>
  api.get<SiteConfig>('/wps/system/config', { query: { merchant }, auth: false, alert: false });

type EarlyAnswer = { status: number; body: { success?: boolean; value?: unknown; message?: string; errorCode?: string } };

/**
 * The site config asked for by index.html before the app's code arrived, when there is one; otherwise
 * (or when that request failed on the way) the normal call.
 */
export async function fetchBootConfig(merchant?: string | null): Promise<SiteConfig> {
  const holder = window as unknown as { __wlEarlyConfig?: Promise<EarlyAnswer> };
  const early = holder.__wlEarlyConfig;
  holder.__wlEarlyConfig = undefined;
  const answer = early ? await early.catch(() => undefined) : undefined;
  if (!answer || typeof answer.body !== 'object' || answer.body === null) return fetchSiteConfig(merchant);
  if (answer.body.success) return answer.body.value as SiteConfig;
  throw new ApiError(answer.body.message ?? 'unknown error', { status: answer.status, errorCode: answer.body.errorCode });
}

export const fetchStatus = (query: { device?: string; track?: string; originalDomain?: string; url?: string }) =>
  api.get<SystemStatus>('/wps/system/status', { query, auth: false, alert: false });

export const fetchCountries = () => api.get<CountryList>('/wps/system/country', { cache: true, auth: false });
export const fetchDomainRoute = () => api.get<{ lines: string[] }>('/wps/system/domainRoute', { auth: false, alert: false });
export const ping = () => api.get<{ pong: number }>('/wps/system/test/ping', { timeout: PING_TIMEOUT_MS, auth: false, alert: false });

export const fetchBanners = (groups?: string[]) =>
  api.get<Banner[]>('/wps/system/banners', { query: { groups: groups?.join(',') }, auth: false, alert: false });

export const fetchMarquee = () => api.get<string[]>('/wps/system/marquee', { auth: false, alert: false });
export const fetchCustomerService = () => api.get<CustomerServiceAnswer>('/wps/system/customerService', { auth: false, alert: false });
export const fetchLanes = () => api.get<LanesAnswer>('/wps/game/lanes', { alert: false });
export const fetchMemberInfo = () => api.get<MemberInfo>('/wps/member/info');
export const pushMemberLanguage = (language: string) => api.post<null>('/wps/member/language', { language }, { alert: false });

export const fetchAnnouncements = () =>
  api.get<Announcement[]>('/wps/relay/MCSFE_getListAnnouncements', { query: { types: 'PR', platform: 'M', category: 'app_download' }, alert: false });

export const fetchAvailablePromotions = () =>
  api.get<AvailablePromotions>('/wps/relay/MCSFE_getMerchantAvailablePromotions', { auth: false, alert: false });

export const fetchDepositSettings = () => api.get<DepositSettings>('/wps/relay/MCSFE_getDepositSettings', { alert: false });
export const fetchCustomerServiceScript = () => api.get<{ scripts: string }>('/wps/relay/WPSCORE_getCustomerServiceScript', { alert: false });
