// Calls of the activity pages: a promotion's details, the daily sign-in calendar, newcomer tasks, the
// rescue bonus and vouchers. They load with those pages, not with the first screen. Reads stay quiet
// (the page says what went wrong, with a retry); a claim that fails alerts the server's message.
import type { NoviceTaskEntry, Promotion, PromotionType, RescueTier } from '../config/types.generated.ts';
import { api } from './client.ts';

/** A promotion's errorCode when no promotion has the id asked for. */
export const PROMOTION_NOT_FOUND = 'promotion.not.found';
/** An activity's errorCode when the merchant does not run it. */
export const ACTIVITY_NOT_AVAILABLE = 'activity.not.available';

export interface CalendarDay {
  /** 1-based place in the cycle. */
  day: number;
  /** YYYY-MM-DD, in the merchant's days. */
  date: string;
  reward: number;
  signed: boolean;
  today: boolean;
}

export interface SignInCalendar {
  today: string;
  days: CalendarDay[];
  signedToday: boolean;
  todayReward: number;
  /** HTML. */
  rules: string;
}

export type TaskStatus = 'IN_PROGRESS' | 'CLAIMABLE' | 'CLAIMED' | 'EXPIRED';

export interface NoviceTask {
  id: string;
  title: string;
  goal: NoviceTaskEntry['goal'];
  target: number;
  /** Never past the target. */
  progress: number;
  reward: number;
  status: TaskStatus;
}

export interface NoviceTasks {
  tasks: NoviceTask[];
  /** When the newcomer window closes (ISO), or null without one. */
  endsAt: string | null;
  rules: string;
}

export interface RescueInfo {
  period: 'DAY' | 'WEEK';
  /** First and last day measured (YYYY-MM-DD). */
  from: string;
  to: string;
  loss: number;
  /** By rising minimum loss. */
  tiers: RescueTier[];
  /** Index in `tiers` of the tier reached, or null. */
  tier: number | null;
  eligibleAmount: number;
  rules: string;
}

export type VoucherStatus = 'AVAILABLE' | 'USED' | 'EXPIRED';

export interface Voucher {
  id: string;
  title: string;
  amount: number;
  minDeposits: number;
  expiresAt: string;
  status: VoucherStatus;
  claimable: boolean;
  claimedAt?: string;
  promotionType?: PromotionType;
}

export interface Vouchers {
  vouchers: Voucher[];
  depositCount: number;
}

export const fetchPromotionDetail = (id: number) =>
  api.get<Promotion>('/wps/relay/MCSFE_getPromotionDetail', { query: { id }, alert: false });

export const fetchSignInCalendar = () => api.get<SignInCalendar>('/wps/relay/MCSFE_getSignInCalendar', { alert: false });
export const signIn = () => api.post<SignInCalendar>('/wps/relay/MCSFE_signIn', {});

export const fetchNoviceTasks = () => api.get<NoviceTasks>('/wps/relay/MCSFE_getNoviceTasks', { alert: false });
export const claimNoviceTask = (taskId: string) => api.post<NoviceTasks>('/wps/relay/MCSFE_claimNoviceTask', { taskId });

export const fetchRescueInfo = () => api.get<RescueInfo>('/wps/relay/MCSFE_getRescueInfo', { alert: false });

export const fetchVouchers = () => api.get<Vouchers>('/wps/relay/MCSFE_getVouchers', { alert: false });
export const claimVoucher = (voucherId: string) => api.post<Vouchers>('/wps/relay/MCSFE_claimVoucher', { voucherId });
