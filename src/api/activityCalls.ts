// Calls of the activity pages: a promotion's details, the daily sign-in calendar, newcomer tasks, the
// rescue bonus and vouchers. They load with those pages, not with the first screen. Reads stay quiet
// (the page says what went wrong, with a retry); a claim that fails alerts the server's message.
import type { NoviceTasks, Promotion, PromotionDetailQuery, RescueInfo, SignInCalendar, Vouchers } from '../config/types.generated.ts';
import type { ApiClient } from './client.ts';

/** A promotion's errorCode when no promotion has the id asked for. */
export const PROMOTION_NOT_FOUND = 'promotion.not.found';
/** An activity's errorCode when the merchant does not run it. */
export const ACTIVITY_NOT_AVAILABLE = 'activity.not.available';

export const fetchPromotionDetail = (api: ApiClient, id: number) =>
  api.get<Promotion>('/wps/relay/MCSFE_getPromotionDetail', { query: { id: String(id) } satisfies PromotionDetailQuery, alert: false });

export const fetchSignInCalendar = (api: ApiClient) => api.get<SignInCalendar>('/wps/relay/MCSFE_getSignInCalendar', { alert: false });
export const signIn = (api: ApiClient) => api.post<SignInCalendar>('/wps/relay/MCSFE_signIn', {});

export const fetchNoviceTasks = (api: ApiClient) => api.get<NoviceTasks>('/wps/relay/MCSFE_getNoviceTasks', { alert: false });
export const claimNoviceTask = (api: ApiClient, taskId: string) => api.post<NoviceTasks>('/wps/relay/MCSFE_claimNoviceTask', { taskId });

export const fetchRescueInfo = (api: ApiClient) => api.get<RescueInfo>('/wps/relay/MCSFE_getRescueInfo', { alert: false });

export const fetchVouchers = (api: ApiClient) => api.get<Vouchers>('/wps/relay/MCSFE_getVouchers', { alert: false });
export const claimVoucher = (api: ApiClient, voucherId: string) => api.post<Vouchers>('/wps/relay/MCSFE_claimVoucher', { voucherId });
