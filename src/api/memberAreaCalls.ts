// Calls of the member area: VIP rank progress and benefits, the mission leaderboard, referrals and
// feedback. They load with the member-area pages, not with the first screen.
import type { VipCondition } from '../config/types.generated.ts';
import { api } from './client.ts';

export interface ConditionProgress extends VipCondition {
  /** The member's value so far. */
  current: number;
  met: boolean;
}

export interface RankProgressAnswer {
  /** The next rank's conditions with the member's values (none at the top). */
  currentProgress: ConditionProgress[];
  playerRankProgress: { completedConditions: number; totalExpectedConditions: number; labelId: number | null };
  /** The next rank's name in the request's language. */
  nextLabelName?: string | null;
}

export interface VipRankAnswer {
  labelId: number;
  labelName: string;
  rankLevel: number;
  type: 'AUTO' | 'MANUAL';
  conditions: VipCondition[];
  benefits: string[];
}

export interface VipBenefitsAnswer {
  ranks: VipRankAnswer[];
  /** The member's own rank, null while they hold none. */
  currentLabelId: number | null;
}

export interface LeaderBoardRow {
  /** Null for the member's own row while they have no score. */
  rank: number | null;
  /** Masked, except the member's own. */
  userName: string;
  score: number;
  self: boolean;
}

export interface LeaderBoardAnswer {
  title: string;
  description: string | null;
  metric: 'depositTotal' | 'depositCount';
  startsAt: string | null;
  endsAt: string | null;
  entries: LeaderBoardRow[];
  /** The member's own row wherever it ranks; null for a visitor. */
  own: LeaderBoardRow | null;
}

export interface ReferralInfo {
  steps: string[];
  reward: string | null;
  /** The member's own code; null for a visitor. */
  code: string | null;
  invitedCount: number | null;
}

export interface FeedbackPayload {
  category: string;
  message: string;
  contact: string | null;
}

/** Feedback codes the page explains in the player's language rather than with the server's text. */
export const FEEDBACK_CODES = ['feedback.category.invalid', 'feedback.message.required', 'feedback.message.too.long', 'feedback.contact.too.long', 'feedback.too.frequent'] as const;

export const fetchRankProgress = () => api.get<RankProgressAnswer>('/wps/relay/MCSFE_getPlayerRankProgress', { alert: false });
export const fetchVipBenefits = () => api.get<VipBenefitsAnswer>('/wps/relay/MCSFE_getVipBenefits', { alert: false });
/** Null when the merchant runs no mission. */
export const fetchLeaderBoard = () => api.get<LeaderBoardAnswer | null>('/wps/relay/MCSFE_getLeaderBoard', { alert: false });
export const fetchReferralInfo = () => api.get<ReferralInfo>('/wps/relay/MCSFE_getReferralInfo', { alert: false });
export const sendFeedback = (payload: FeedbackPayload) =>
  api.post<{ id: number }>('/wps/member/feedback', payload, { quietCodes: FEEDBACK_CODES });
