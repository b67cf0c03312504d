// The activity calls against the real server: what each merchant's file offers, and what a member's
// sign-ins and claims leave in the database.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { recordDeposit } from '../accounts/deposits.ts';
import { createMember, createSession } from '../accounts/members.ts';
import { base, root, send, server, withScratchServer } from '../../tests/server/support.ts';

withScratchServer();

let serial = 0;
/** A fresh royal88 member (or of another merchant) and the headers of its calls, in English. */
async function member(merchantCode = 'royal88', extra: { mobileNum?: string } = {}) {
  const created = await createMember(server.db, { merchantCode, username: `act${serial++}${Date.now() % 10_000}`, password: 'secret-123', ...extra });
  const token = await createSession(server.db, created.id, merchantCode, '127.0.0.1');
  const headers = { Merchant: merchantCode, Language: 'EN', Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
  return { id: created.id, headers };
}

async function call<T>(path: string, headers: Record<string, string>, body?: unknown) {
  const answer = await send(base, path, { method: body === undefined ? 'GET' : 'POST', headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: answer.status, body: answer.json<{ success: boolean; value: T; errorCode?: string }>() };
}

describe('promotions', () => {
  test("the list is in the player's language and leaves the rules out; the detail has them", async () => {
    const list = await call<{ promotions: { id: number; title: string; rules?: string }[] }>('/wps/relay/MCSFE_getMerchantAvailablePromotions', {
      Merchant: 'royal88',
      Language: 'EN',
    });
    expect(list.body.value.promotions.find((p) => p.id === 102)).toEqual({
      id: 102,
      promotionType: 'LOGIN',
      title: 'Daily sign-in',
      enabled: true,
      banner: '/cdn/royal88/banner-3.webp',
    });
    const detail = await call<Record<string, unknown>>('/wps/relay/MCSFE_getPromotionDetail?id=101', { Merchant: 'royal88', Language: 'TW' });
    expect(detail.body.value).toMatchObject({
      id: 101,
      promotionType: 'FIRST_DEPOSIT',
      title: '首存 100%',
      startTime: '2026-01-01T00:00:00+08:00',
      endTime: '2027-12-31T23:59:59+08:00',
      rules: expect.stringContaining('每位會員限領一次'),
    });
  });

  test.each(['999', 'abc', ''])('an unknown id (%s) is promotion.not.found', async (id) => {
    const answer = await call(`/wps/relay/MCSFE_getPromotionDetail?id=${id}`, { Merchant: 'royal88' });
    expect(answer.status).toBe(404);
    expect(answer.body.errorCode).toBe('promotion.not.found');
  });
});

describe('activity calls need a member', () => {
  test.each(['/wps/relay/MCSFE_getSignInCalendar', '/wps/relay/MCSFE_getNoviceTasks', '/wps/relay/MCSFE_getRescueInfo', '/wps/relay/MCSFE_getVouchers'])(
    '%s',
    async (path) => {
      const answer = await call(path, { Merchant: 'royal88' });
      expect(answer.status).toBe(401);
      expect(answer.body.errorCode).toBe('customer.not.login');
    },
  );
});

describe('daily sign-in', () => {
  type Calendar = {
    today: string;
    signedToday: boolean;
    todayReward: number;
    days: { day: number; signed: boolean; today: boolean; reward: number }[];
    rules: string;
  };

  test('a sign-in is recorded once a day and stays signed; a second one the same day is refused', async () => {
    const { headers } = await member();
    const before = (await call<Calendar>('/wps/relay/MCSFE_getSignInCalendar', headers)).body.value;
    expect(before).toMatchObject({ signedToday: false, todayReward: 2, rules: expect.stringContaining('Seven days in a row') });
    expect(before.days.map((d) => d.reward)).toEqual([2, 3, 5, 5, 8, 8, 18]);

    const after = (await call<Calendar>('/wps/relay/MCSFE_signIn', headers, {})).body.value;
    expect(after.signedToday).toBe(true);
    expect(after.days.filter((d) => d.signed).map((d) => d.day)).toEqual([1]);
    expect((await call<Calendar>('/wps/relay/MCSFE_getSignInCalendar', headers)).body.value.signedToday).toBe(true);

    const again = await call('/wps/relay/MCSFE_signIn', headers, {});
    expect(again.status).toBe(400);
    expect(again.body.errorCode).toBe('sign_in.already');
  });

  test("yesterday's sign-in carries the cycle on to day 2", async () => {
    const { id, headers } = await member();
    const today = (await call<Calendar>('/wps/relay/MCSFE_getSignInCalendar', headers)).body.value.today;
    await server.db.query(`INSERT INTO activity_sign_ins (member_id, sign_day, cycle_day, reward) VALUES ($1, $2::date - 1, 1, 2)`, [id, today]);
    const calendar = (await call<Calendar>('/wps/relay/MCSFE_signIn', headers, {})).body.value;
    expect(calendar.days.filter((d) => d.signed).map((d) => d.day)).toEqual([1, 2]);
    expect(calendar.todayReward).toBe(3);
  });

  test('a merchant without activities says each is not available', async () => {
    const { headers } = await member('sorte777');
    const file = path.join(root, 'merchants/sorte777.json');
    const original = readFileSync(file, 'utf8');
    try {
      const merchant = JSON.parse(original) as { content: Record<string, unknown> };
      delete merchant.content.activities;
      writeFileSync(file, JSON.stringify(merchant, null, 2));
      await server.reload();
      for (const pathname of [
        '/wps/relay/MCSFE_getSignInCalendar',
        '/wps/relay/MCSFE_getNoviceTasks',
        '/wps/relay/MCSFE_getRescueInfo',
        '/wps/relay/MCSFE_getVouchers',
      ]) {
        const answer = await call(pathname, headers);
        expect([pathname, answer.status, answer.body.errorCode]).toEqual([pathname, 404, 'activity.not.available']);
      }
    } finally {
      writeFileSync(file, original);
      await server.reload();
    }
  });
});

describe('newcomer tasks', () => {
  type Tasks = { tasks: { id: string; progress: number; status: string; reward: number }[]; endsAt: string | null };
  const statusOf = (answer: Tasks, id: string) => answer.tasks.find((t) => t.id === id)?.status;

  test('a task done is claimed once; one not done is refused', async () => {
    const { id, headers } = await member('royal88', { mobileNum: '13800138000' });
    const before = (await call<Tasks>('/wps/relay/MCSFE_getNoviceTasks', headers)).body.value;
    expect(statusOf(before, 'first-sign-in')).toBe('IN_PROGRESS');
    expect(statusOf(before, 'bind-mobile')).toBe('CLAIMABLE');
    expect(before.endsAt).not.toBeNull();

    const notDone = await call('/wps/relay/MCSFE_claimNoviceTask', headers, { taskId: 'first-sign-in' });
    expect(notDone.body.errorCode).toBe('task.not.completed');

    await call('/wps/relay/MCSFE_signIn', headers, {});
    await recordDeposit(server.db, id, 600, 'SUCCESS');
    await recordDeposit(server.db, id, 500, 'SUCCESS');
    await recordDeposit(server.db, id, 900, 'FAILED');
    const progressed = (await call<Tasks>('/wps/relay/MCSFE_getNoviceTasks', headers)).body.value;
    expect(progressed.tasks.map((t) => [t.id, t.progress, t.status])).toEqual([
      ['first-sign-in', 1, 'CLAIMABLE'],
      ['sign-in-3-days', 1, 'IN_PROGRESS'],
      ['first-deposit', 1, 'CLAIMABLE'],
      ['deposit-1000', 1000, 'CLAIMABLE'],
      ['bind-mobile', 1, 'CLAIMABLE'],
    ]);

    const claimed = await call<Tasks>('/wps/relay/MCSFE_claimNoviceTask', headers, { taskId: 'first-sign-in' });
    expect(statusOf(claimed.body.value, 'first-sign-in')).toBe('CLAIMED');
    expect((await call('/wps/relay/MCSFE_claimNoviceTask', headers, { taskId: 'first-sign-in' })).body.errorCode).toBe('task.already.claimed');
    expect((await call('/wps/relay/MCSFE_claimNoviceTask', headers, { taskId: 'nope' })).body.errorCode).toBe('task.not.found');
  });

  test('past the newcomer window, tasks have ended and cannot be claimed', async () => {
    const { id, headers } = await member('xoso68', { mobileNum: '912345678' });
    await server.db.query(`UPDATE members SET created_at = now() - interval '8 days' WHERE id = $1`, [id]);
    const answer = (await call<Tasks>('/wps/relay/MCSFE_getNoviceTasks', headers)).body.value;
    expect(statusOf(answer, 'add-mobile')).toBe('EXPIRED');
    expect((await call('/wps/relay/MCSFE_claimNoviceTask', headers, { taskId: 'add-mobile' })).body.errorCode).toBe('task.expired');
  });
});

describe('rescue bonus', () => {
  type Rescue = { period: string; loss: number; tier: number | null; eligibleAmount: number; from: string; to: string };

  test("yesterday's successful deposits, in the merchant's days, set the tier and the amount", async () => {
    const { id, headers } = await member();
    const empty = (await call<Rescue>('/wps/relay/MCSFE_getRescueInfo', headers)).body.value;
    expect(empty).toMatchObject({ period: 'DAY', loss: 0, tier: null, eligibleAmount: 0 });
    const deposit = (amount: number, daysAgo: number) =>
      server.db.query(
        `INSERT INTO deposits (member_id, amount, status, created_at)
       VALUES ($1, $2, 'SUCCESS', ((now() AT TIME ZONE 'Asia/Shanghai')::date - $3::int + time '12:00') AT TIME ZONE 'Asia/Shanghai')`,
        [id, amount, daysAgo],
      );
    await deposit(4000, 1);
    await deposit(2000, 1);
    await deposit(9000, 0);
    await deposit(9000, 2);
    const answer = (await call<Rescue>('/wps/relay/MCSFE_getRescueInfo', headers)).body.value;
    expect(answer).toMatchObject({ loss: 6000, tier: 1, eligibleAmount: 300 });
    expect(answer.from).toBe(answer.to);
  });
});

describe('vouchers', () => {
  type Vouchers = { vouchers: { id: string; status: string; claimable: boolean }[]; depositCount: number };
  const find = (answer: Vouchers, id: string) => answer.vouchers.find((v) => v.id === id);

  test('a claimable voucher is claimed once and becomes used; one that needs deposits waits for them', async () => {
    const { id, headers } = await member();
    const before = (await call<Vouchers>('/wps/relay/MCSFE_getVouchers', headers)).body.value;
    expect(before.vouchers.map((v) => [v.id, v.status, v.claimable])).toEqual([
      ['welcome-18', 'AVAILABLE', true],
      ['first-deposit-100', 'AVAILABLE', false],
      ['loyal-deposit-50', 'AVAILABLE', false],
    ]);
    expect((await call('/wps/relay/MCSFE_claimVoucher', headers, { voucherId: 'first-deposit-100' })).body.errorCode).toBe('voucher.not.eligible');

    const claimed = (await call<Vouchers>('/wps/relay/MCSFE_claimVoucher', headers, { voucherId: 'welcome-18' })).body.value;
    expect(find(claimed, 'welcome-18')).toMatchObject({ status: 'USED', claimable: false, claimedAt: expect.any(String) });
    expect((await call('/wps/relay/MCSFE_claimVoucher', headers, { voucherId: 'welcome-18' })).body.errorCode).toBe('voucher.already.claimed');

    await recordDeposit(server.db, id, 100, 'SUCCESS');
    expect(find((await call<Vouchers>('/wps/relay/MCSFE_getVouchers', headers)).body.value, 'first-deposit-100')?.claimable).toBe(true);
  });

  test('a voucher past its days has expired and cannot be claimed', async () => {
    const { id, headers } = await member();
    await server.db.query(`UPDATE members SET created_at = now() - interval '8 days' WHERE id = $1`, [id]);
    const answer = (await call<Vouchers>('/wps/relay/MCSFE_getVouchers', headers)).body.value;
    expect(find(answer, 'welcome-18')?.status).toBe('EXPIRED');
    expect((await call('/wps/relay/MCSFE_claimVoucher', headers, { voucherId: 'welcome-18' })).body.errorCode).toBe('voucher.expired');
    expect((await call('/wps/relay/MCSFE_claimVoucher', headers, { voucherId: 'none' })).body.errorCode).toBe('voucher.not.found');
  });
});
