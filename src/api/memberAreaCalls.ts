// Calls of the member area: VIP rank progress and benefits, the mission leaderboard, referrals and
// feedback. They load with the member-area pages, not with the first screen.
import type { FeedbackAnswer, FeedbackRequest, LeaderBoardAnswer, RankProgressAnswer, ReferralInfo, VipBenefitsAnswer } from '../config/types.generated.ts';
import type { ApiClient } from './client.ts';

/** The feedback body (schema/requests/, the server checks the same), every field sent. */
export type FeedbackPayload = Required<FeedbackRequest>;

/** Feedback codes the page explains in the player's language rather than with the server's text. */
export const FEEDBACK_CODES = [
  'feedback.category.invalid',
  'feedback.message.required',
  'feedback.message.too.long',
  'feedback.contact.too.long',
  'feedback.too.frequent',
] as const;

export const fetchRankProgress = (api: ApiClient) => api.get<RankProgressAnswer>('/wps/relay/MCSFE_getPlayerRankProgress', { alert: false });
export const fetchVipBenefits = (api: ApiClient) => api.get<VipBenefitsAnswer>('/wps/relay/MCSFE_getVipBenefits', { alert: false });
/** Null when the merchant runs no mission. */
export const fetchLeaderBoard = (api: ApiClient) => api.get<LeaderBoardAnswer | null>('/wps/relay/MCSFE_getLeaderBoard', { alert: false });
export const fetchReferralInfo = (api: ApiClient) => api.get<ReferralInfo>('/wps/relay/MCSFE_getReferralInfo', { alert: false });
export const sendFeedback = (api: ApiClient, payload: FeedbackPayload) =>
  api.post<FeedbackAnswer>('/wps/member/feedback', payload, { quietCodes: FEEDBACK_CODES });
