// The activity pages' calls: a promotion's details, the daily sign-in calendar, newcomer tasks, the
// rescue bonus and vouchers. Content comes from the merchant file's `content.activities`; what each
// member did (sign-ins, claims) is kept in the database.
import type { LocalizedText, MerchantActivities, MerchantFile, Vouchers } from '../../src/config/types.generated.ts';
import { localize } from '../content/announcements.ts';
import { dayIn } from '../activities/days.ts';
import { memberProgress } from '../activities/memberProgress.ts';
import { claimedTasks, recordTaskClaim, servedTasks } from '../activities/noviceTasks.ts';
import { servedPromotion } from '../activities/promotions.ts';
import { lossBetween, rescueAnswer, rescuePeriod } from '../activities/rescue.ts';
import { calendarOf, lastSignIn, recordSignIn } from '../activities/signIn.ts';
import { recordVoucherClaim, servedVoucher, voucherClaims } from '../activities/vouchers.ts';
import { badRequest, notFound } from '../http/errors.ts';
import type { ApiRouter, MemberContext } from './context.ts';
import { depositStats } from '../memberArea/stats.ts';
import type { Member } from '../accounts/members.ts';
import type { ApiDeps } from './deps.ts';

type Part = 'signIn' | 'noviceTasks' | 'rescue' | 'vouchers';

/** The merchant's settings of one activity; a merchant without them does not run it. */
function activityOf<P extends Part>(merchant: MerchantFile, part: P): { activities: MerchantActivities; settings: NonNullable<MerchantActivities[P]> } {
  const activities = merchant.content.activities;
  const settings = activities?.[part];
  if (!activities || !settings) throw notFound('This activity is not available', 'activity.not.available');
  return { activities, settings: settings as NonNullable<MerchantActivities[P]> };
}

export function activityRoutes(router: ApiRouter, deps: ApiDeps): void {
  const { db } = deps;

  /** The merchant, the member behind the token, and texts in the player's language. */
  const memberCall = (ctx: MemberContext) => {
    const { merchant, member } = ctx;
    const language = ctx.language?.toUpperCase();
    const text = (value: LocalizedText | undefined) => localize(value, language, merchant.languages.default);
    return { merchant, member, text };
  };

  const calendar = async (merchant: MerchantFile, member: Member, text: (value: LocalizedText | undefined) => string) => {
    const { activities, settings } = activityOf(merchant, 'signIn');
    const today = dayIn(activities.timeZone, new Date());
    return calendarOf(settings.rewards, await lastSignIn(db, member.id), today, text(settings.rules));
  };

  const tasks = async (merchant: MerchantFile, member: Member, text: (value: LocalizedText | undefined) => string) => {
    const { settings } = activityOf(merchant, 'noviceTasks');
    const [progress, claimed] = await Promise.all([memberProgress(db, member), claimedTasks(db, member.id)]);
    return servedTasks({
      settings,
      progress,
      claimed,
      registeredAt: member.createdAt,
      now: new Date(),
      title: (task) => text(task.title),
      rules: text(settings.rules),
    });
  };

  const vouchers = async (merchant: MerchantFile, member: Member, text: (value: LocalizedText | undefined) => string): Promise<Vouchers> => {
    const { settings } = activityOf(merchant, 'vouchers');
    const [claims, deposits] = await Promise.all([voucherClaims(db, member.id), depositStats(db, member.id)]);
    const now = new Date();
    return {
      vouchers: settings.map((entry) =>
        servedVoucher(entry, {
          title: text(entry.title),
          registeredAt: member.createdAt,
          claimedAt: claims.get(entry.id),
          depositCount: deposits.depositCount,
          now,
        }),
      ),
      depositCount: deposits.depositCount,
    };
  };

  router
    .get(
      '/wps/relay/MCSFE_getPromotionDetail',
      { needs: 'merchant', query: 'requests/promotion-detail-query.schema.json', answer: 'answers/promotion.schema.json' },
      (ctx) => {
        const { merchant } = ctx;
        const id = Number(ctx.query.id);
        const entry = Number.isInteger(id) ? merchant.content.promotions.find((p) => p.id === id) : undefined;
        if (!entry) throw notFound('No such promotion', 'promotion.not.found');
        return servedPromotion(entry, merchant, ctx.language?.toUpperCase(), true);
      },
    )
    .get('/wps/relay/MCSFE_getSignInCalendar', { needs: 'member', answer: 'answers/sign-in-calendar.schema.json' }, async (ctx) => {
      const { merchant, member, text } = memberCall(ctx);
      return calendar(merchant, member, text);
    })
    .post('/wps/relay/MCSFE_signIn', { needs: 'member', answer: 'answers/sign-in-calendar.schema.json' }, async (ctx) => {
      const { merchant, member, text } = memberCall(ctx);
      const before = await calendar(merchant, member, text);
      const today = before.days.find((d) => d.today);
      if (before.signedToday || !today || !(await recordSignIn(db, member.id, before.today, today.day, today.reward))) {
        throw badRequest('You have signed in today already', 'sign_in.already');
      }
      return calendar(merchant, member, text);
    })
    .get('/wps/relay/MCSFE_getNoviceTasks', { needs: 'member', answer: 'answers/novice-tasks.schema.json' }, async (ctx) => {
      const { merchant, member, text } = memberCall(ctx);
      return tasks(merchant, member, text);
    })
    .post(
      '/wps/relay/MCSFE_claimNoviceTask',
      { needs: 'member', body: 'requests/activity-claim.schema.json', answer: 'answers/novice-tasks.schema.json' },
      async (ctx) => {
        const { merchant, member, text } = memberCall(ctx);
        const current = await tasks(merchant, member, text);
        const task = current.tasks.find((t) => t.id === ctx.body.taskId);
        if (!task) throw notFound('No such task', 'task.not.found');
        if (task.status === 'CLAIMED') throw badRequest('This reward has been claimed already', 'task.already.claimed');
        if (task.status === 'EXPIRED') throw badRequest('The newcomer tasks have ended', 'task.expired');
        if (task.status !== 'CLAIMABLE') throw badRequest('This task is not done yet', 'task.not.completed');
        if (!(await recordTaskClaim(db, member.id, task.id, task.reward))) throw badRequest('This reward has been claimed already', 'task.already.claimed');
        return tasks(merchant, member, text);
      },
    )
    .get('/wps/relay/MCSFE_getRescueInfo', { needs: 'member', answer: 'answers/rescue-info.schema.json' }, async (ctx) => {
      const { merchant, member, text } = memberCall(ctx);
      const { activities, settings } = activityOf(merchant, 'rescue');
      const today = dayIn(activities.timeZone, new Date());
      const { from, to } = rescuePeriod(settings.period, today);
      const loss = await lossBetween(db, member.id, activities.timeZone, from, to);
      return rescueAnswer(settings, loss, today, text(settings.rules));
    })
    .get('/wps/relay/MCSFE_getVouchers', { needs: 'member', answer: 'answers/vouchers.schema.json' }, async (ctx) => {
      const { merchant, member, text } = memberCall(ctx);
      return vouchers(merchant, member, text);
    })
    .post(
      '/wps/relay/MCSFE_claimVoucher',
      { needs: 'member', body: 'requests/activity-claim.schema.json', answer: 'answers/vouchers.schema.json' },
      async (ctx) => {
        const { merchant, member, text } = memberCall(ctx);
        const current = await vouchers(merchant, member, text);
        const voucher = current.vouchers.find((v) => v.id === ctx.body.voucherId);
        if (!voucher) throw notFound('No such voucher', 'voucher.not.found');
        if (voucher.status === 'USED') throw badRequest('This voucher has been used already', 'voucher.already.claimed');
        if (voucher.status === 'EXPIRED') throw badRequest('This voucher has expired', 'voucher.expired');
        if (!voucher.claimable) throw badRequest(`This voucher needs ${voucher.minDeposits} successful deposits first`, 'voucher.not.eligible');
        if (!(await recordVoucherClaim(db, member.id, voucher.id, voucher.amount)))
          throw badRequest('This voucher has been used already', 'voucher.already.claimed');
        return vouchers(merchant, member, text);
      },
    );
}
