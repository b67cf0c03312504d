// The member area: VIP rank and progress, benefits per rank, the mission leaderboard, referrals and
// feedback. Content comes from the merchant file (content.vip, leaderBoard, referral); what belongs to
// a member (deposits, an assigned rank, referral codes, feedback) from the database.
import type { ClubLabel, LeaderBoardAnswer, MerchantFile, RankProgressAnswer, ReferralInfo, VipBenefitsAnswer } from '../../src/config/types.generated.ts';
import { localize } from '../content/announcements.ts';
import type { Db } from '../db/index.ts';
import type { ApiRouter } from './context.ts';
import type { Member } from '../accounts/members.ts';
import { feedbackFrom, storeFeedback } from '../memberArea/feedback.ts';
import { memberScore, periodBounds, serveBoard } from '../memberArea/leaderBoard.ts';
import { invitedCount, referralCodeOf } from '../memberArea/referrals.ts';
import { assignedLabelId, depositStats } from '../memberArea/stats.ts';
import { playerRankProgress, vipStanding, type VipStanding } from '../memberArea/vip.ts';
import type { ApiDeps } from './deps.ts';

export type { ClubLabel };

async function standingOf(db: Db, merchant: MerchantFile, memberId: number): Promise<VipStanding> {
  const ranks = merchant.content.vip?.ranks ?? [];
  if (ranks.length === 0) return { rank: undefined, next: undefined, conditions: [] };
  const [stats, assigned] = await Promise.all([depositStats(db, memberId), assignedLabelId(db, memberId)]);
  return vipStanding(ranks, stats, assigned);
}

/** The request's language, for texts a merchant wrote in several. */
const languageOf = (ctx: { language?: string }) => ctx.language?.toUpperCase();

/** The member's VIP rank as the member info's clubLabel: null while they hold none. */
export async function memberClubLabel(db: Db, merchant: MerchantFile, member: Member, language: string | undefined): Promise<ClubLabel | null> {
  const { rank } = await standingOf(db, merchant, member.id);
  if (!rank) return null;
  return { labelId: rank.id, labelName: localize(rank.labelName, language, merchant.languages.default), type: rank.type, rankLevel: rank.rankLevel };
}

export function memberAreaRoutes(router: ApiRouter, deps: ApiDeps): void {
  const { db } = deps;
  router
    .get(
      '/wps/relay/MCSFE_getPlayerRankProgress',
      { needs: 'member', answer: 'answers/rank-progress.schema.json' },
      async (ctx): Promise<RankProgressAnswer> => {
        const { merchant, member } = ctx;
        const standing = await standingOf(db, merchant, member.id);
        return {
          currentProgress: standing.conditions,
          playerRankProgress: playerRankProgress(standing),
          nextLabelName: standing.next ? localize(standing.next.labelName, languageOf(ctx), merchant.languages.default) : null,
        };
      },
    )
    .get('/wps/relay/MCSFE_getVipBenefits', { needs: 'session', answer: 'answers/vip-benefits.schema.json' }, async (ctx): Promise<VipBenefitsAnswer> => {
      const { merchant, member } = ctx;
      const language = languageOf(ctx);
      const fallback = merchant.languages.default;
      const current = member ? (await standingOf(db, merchant, member.id)).rank : undefined;
      const ranks = [...(merchant.content.vip?.ranks ?? [])].sort((a, b) => a.rankLevel - b.rankLevel);
      return {
        ranks: ranks.map((rank) => ({
          labelId: rank.id,
          labelName: localize(rank.labelName, language, fallback),
          rankLevel: rank.rankLevel,
          type: rank.type,
          conditions: rank.conditions,
          benefits: rank.benefits.map((benefit) => localize(benefit, language, fallback)),
        })),
        currentLabelId: current?.id ?? null,
      };
    })
    .get(
      '/wps/relay/MCSFE_getLeaderBoard',
      { needs: 'session', answer: 'answers/leader-board-answer.schema.json', answerOrNull: true },
      async (ctx): Promise<LeaderBoardAnswer | null> => {
        const { merchant, member } = ctx;
        const board = merchant.content.leaderBoard;
        if (!board) return null;
        const language = languageOf(ctx);
        const fallback = merchant.languages.default;
        const { startsAt, endsAt } = periodBounds(board.period ?? 'week', new Date());
        const score = member ? memberScore(board, await depositStats(db, member.id, { since: startsAt, until: endsAt })) : 0;
        return {
          title: localize(board.title, language, fallback),
          description: board.description ? localize(board.description, language, fallback) : null,
          metric: board.metric,
          startsAt: startsAt?.toISOString() ?? null,
          endsAt: endsAt?.toISOString() ?? null,
          ...serveBoard(board, member && { userName: member.username, score }),
        };
      },
    )
    .get('/wps/relay/MCSFE_getReferralInfo', { needs: 'session', answer: 'answers/referral-info.schema.json' }, async (ctx): Promise<ReferralInfo> => {
      const { merchant, member } = ctx;
      const program = merchant.content.referral;
      const language = languageOf(ctx);
      const fallback = merchant.languages.default;
      const [code, invited] = member ? await Promise.all([referralCodeOf(db, member.id, merchant.merchantCode), invitedCount(db, member.id)]) : [null, null];
      return {
        steps: (program?.steps ?? []).map((step) => localize(step, language, fallback)),
        reward: program?.reward ? localize(program.reward, language, fallback) : null,
        code,
        invitedCount: invited,
      };
    })
    .post(
      '/wps/member/feedback',
      { needs: 'member', body: 'requests/feedback-request.schema.json', answer: 'answers/feedback-answer.schema.json' },
      async (ctx) => {
        const { merchant, member } = ctx;
        const id = await storeFeedback(db, merchant.merchantCode, member.id, feedbackFrom(ctx.body));
        return { id };
      },
    );
}
