// The member area against the real server: VIP rank from deposits or an operator, benefits, the
// leaderboard, referrals (through a real registration) and feedback in the database.
import { recordDeposit } from '../accounts/deposits.ts';
import { createMember, createSession } from '../accounts/members.ts';
import { feedbackOf, FEEDBACK_LIMIT } from '../memberArea/feedback.ts';
import { assignLabel } from '../memberArea/stats.ts';
import { base, postEncrypted, send, server, withScratchServer } from '../../tests/server/support.ts';

withScratchServer();

type Envelope<T> = { success: boolean; value: T; errorCode?: string };
const call = async <T = Record<string, unknown>>(pathname: string, headers: Record<string, string>, init: { method?: string; body?: unknown } = {}) => {
  const answer = await send(base, pathname, {
    method: init.method,
    headers: { 'Content-Type': 'application/json', ...headers },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: answer.status, ...answer.json<Envelope<T>>() };
};

/** A xoso68 member (or another merchant's) with a live session: their request headers. */
async function member(username: string, merchantCode = 'xoso68', language = 'EN') {
  const created = await createMember(server.db, { merchantCode, username, password: 'secret-pass' });
  const token = await createSession(server.db, created.id, merchantCode, '127.0.0.1');
  return { id: created.id, headers: { Merchant: merchantCode, Language: language, Authorization: `Bearer ${token}` } };
}

describe('VIP rank', () => {
  test('no deposits: no clubLabel, and the progress leads to the first rank', async () => {
    const m = await member('vipnone');
    expect((await call('/wps/member/info', m.headers)).value).toMatchObject({ clubLabel: null });
    expect((await call('/wps/relay/MCSFE_getPlayerRankProgress', m.headers)).value).toEqual({
      currentProgress: [{ kind: 'depositCount', target: 1, current: 0, met: false }],
      playerRankProgress: { completedConditions: 0, totalExpectedConditions: 1, labelId: 21 },
      nextLabelName: 'Bronze',
    });
  });

  test("deposits earn an AUTO rank, named in the request's language", async () => {
    const m = await member('vipbronze');
    await recordDeposit(server.db, m.id, 3_000_000, 'SUCCESS');
    await recordDeposit(server.db, m.id, 9_000_000, 'FAILED');
    expect((await call('/wps/member/info', m.headers)).value).toMatchObject({ clubLabel: { labelId: 21, labelName: 'Bronze', type: 'AUTO', rankLevel: 1 } });
    expect((await call('/wps/member/info', { ...m.headers, Language: 'VI' })).value).toMatchObject({ clubLabel: { labelName: 'Đồng' } });
    const progress = await call<{ playerRankProgress: unknown; nextLabelName: string }>('/wps/relay/MCSFE_getPlayerRankProgress', m.headers);
    expect(progress.value.playerRankProgress).toEqual({ completedConditions: 1, totalExpectedConditions: 2, labelId: 22 });
    expect(progress.value.nextLabelName).toBe('Silver');
  });

  test("an operator's MANUAL rank tops the ladder: nothing left to reach", async () => {
    const m = await member('vipdiamond');
    await assignLabel(server.db, m.id, 24);
    expect((await call('/wps/member/info', m.headers)).value).toMatchObject({ clubLabel: { labelId: 24, labelName: 'Diamond', type: 'MANUAL', rankLevel: 4 } });
    expect((await call('/wps/relay/MCSFE_getPlayerRankProgress', m.headers)).value).toMatchObject({
      playerRankProgress: { completedConditions: 0, totalExpectedConditions: 0, labelId: null },
      nextLabelName: null,
    });
  });

  test('progress needs a session', async () => {
    expect((await call('/wps/relay/MCSFE_getPlayerRankProgress', { Merchant: 'xoso68' })).status).toBe(401);
  });

  test("benefits list every rank by level, with the member's own marked", async () => {
    const m = await member('vipsilver', 'royal88', 'TW');
    await assignLabel(server.db, m.id, 12);
    const answer = await call<{ ranks: { labelId: number; labelName: string; benefits: string[] }[]; currentLabelId: number | null }>(
      '/wps/relay/MCSFE_getVipBenefits',
      m.headers,
    );
    expect(answer.value.ranks.map((r) => [r.labelId, r.labelName])).toEqual([
      [11, '青銅'],
      [12, '白銀'],
      [13, '黃金'],
      [14, '鑽石'],
    ]);
    expect(answer.value.ranks[0].benefits).toEqual(['生日禮金 ¥38', '每週返水 0.3%']);
    expect(answer.value.currentLabelId).toBe(12);
    const visitor = await call<{ currentLabelId: number | null }>('/wps/relay/MCSFE_getVipBenefits', { Merchant: 'royal88' });
    expect(visitor.value.currentLabelId).toBeNull();
  });
});

describe('leaderboard', () => {
  type Board = {
    title: string;
    metric: string;
    startsAt: string;
    endsAt: string;
    entries: { rank: number; userName: string; score: number; self: boolean }[];
    own: unknown;
  };

  test('a visitor sees masked names of the week, and no row of their own', async () => {
    const board = (await call<Board>('/wps/relay/MCSFE_getLeaderBoard', { Merchant: 'xoso68', Language: 'EN' })).value;
    expect(board).toMatchObject({ title: 'Weekly leaderboard', metric: 'depositTotal', own: null });
    expect(board.entries).toHaveLength(10);
    expect(board.entries[0]).toEqual({ rank: 1, userName: 'th***9', score: 185_000_000, self: false });
    expect(new Date(board.startsAt).getUTCDay()).toBe(1);
    expect(Date.parse(board.endsAt) - Date.parse(board.startsAt)).toBe(7 * 86_400_000);
  });

  test('a member is ranked by their deposits of the period', async () => {
    const m = await member('racer1');
    expect((await call<Board>('/wps/relay/MCSFE_getLeaderBoard', m.headers)).value.own).toEqual({ rank: null, userName: 'racer1', score: 0, self: true });
    await recordDeposit(server.db, m.id, 70_000_000, 'SUCCESS');
    const board = (await call<Board>('/wps/relay/MCSFE_getLeaderBoard', m.headers)).value;
    expect(board.own).toEqual({ rank: 4, userName: 'racer1', score: 70_000_000, self: true });
    expect(board.entries[3]).toEqual({ rank: 4, userName: 'racer1', score: 70_000_000, self: true });
  });
});

describe('referrals', () => {
  type Info = { steps: string[]; reward: string | null; code: string | null; invitedCount: number | null };

  test('a visitor gets how inviting works; a member also their code and the friends it brought', async () => {
    const visitor = (await call<Info>('/wps/relay/MCSFE_getReferralInfo', { Merchant: 'xoso68', Language: 'EN' })).value;
    expect(visitor.steps[0]).toBe('Copy your own invitation link and send it to friends');
    expect(visitor).toMatchObject({ code: null, invitedCount: null, reward: '50,000 ₫ for every friend who joins and deposits' });

    const m = await member('inviter1');
    const first = (await call<Info>('/wps/relay/MCSFE_getReferralInfo', m.headers)).value;
    expect(first.code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(first.invitedCount).toBe(0);
    expect((await call<Info>('/wps/relay/MCSFE_getReferralInfo', m.headers)).value.code).toBe(first.code);

    const register = (username: string, referralCode: string) =>
      postEncrypted(
        base,
        '/wps/member/register',
        { username, password: 'secret-1', referralCode },
        { Merchant: 'xoso68', 'Content-Type': 'application/json', ModuleId: 'REG3' },
      );
    expect((await register('friend01', first.code!.toLowerCase())).json()).toMatchObject({ success: true });
    expect((await register('friend02', 'NOSUCHCD')).json()).toMatchObject({ success: true });
    expect((await call<Info>('/wps/relay/MCSFE_getReferralInfo', m.headers)).value.invitedCount).toBe(1);
  });
});

describe('feedback', () => {
  test('is stored for the member, trimmed', async () => {
    const m = await member('writer1');
    const answer = await call<{ id: number }>('/wps/member/feedback', m.headers, {
      method: 'POST',
      body: { category: 'deposit', message: '  My deposit is late  ', contact: '' },
    });
    expect(answer.success).toBe(true);
    const [stored] = await feedbackOf(server.db, m.id);
    expect(stored).toMatchObject({ id: answer.value.id, merchantCode: 'xoso68', category: 'deposit', message: 'My deposit is late', contact: null });
  });

  test.each([
    { body: { category: 'casino', message: 'hi' }, code: 'feedback.category.invalid' },
    { body: { category: 'game', message: '   ' }, code: 'feedback.message.required' },
    { body: { category: 'game', message: 'x'.repeat(501) }, code: 'feedback.message.too.long' },
    { body: { category: 'game', message: 'ok', contact: 'c'.repeat(101) }, code: 'feedback.contact.too.long' },
  ])('refuses $code', async ({ body, code }) => {
    const m = await member(`bad_${code.split('.').slice(1).join('_')}`.slice(0, 16));
    expect(await call('/wps/member/feedback', m.headers, { method: 'POST', body })).toMatchObject({ status: 400, errorCode: code });
  });

  test('needs a session, and a flood is refused for a while', async () => {
    expect((await call('/wps/member/feedback', { Merchant: 'xoso68' }, { method: 'POST', body: { category: 'other', message: 'hi' } })).status).toBe(401);
    const m = await member('flooder');
    for (let i = 0; i < FEEDBACK_LIMIT; i++) {
      expect((await call('/wps/member/feedback', m.headers, { method: 'POST', body: { category: 'other', message: `note ${i}` } })).success).toBe(true);
    }
    expect(await call('/wps/member/feedback', m.headers, { method: 'POST', body: { category: 'other', message: 'one more' } })).toMatchObject({
      status: 429,
      errorCode: 'feedback.too.frequent',
    });
  });
});
