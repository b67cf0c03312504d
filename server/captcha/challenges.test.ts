import { withDb } from '../../tests/server/database.ts';
import { CHALLENGE_TTL_MS, ChallengeStore, proofVersion, SECCODE_SUFFIX } from './challenges.ts';

const db = withDb();
let clock = 0;
let store: ChallengeStore;
beforeEach(() => {
  clock = Date.parse('2026-05-01T00:00:00Z');
  store = new ChallengeStore(db(), () => clock);
});

const errorCodeOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    return (error as { errorCode?: string }).errorCode;
  }
  return undefined;
};

const v3 = (challenge: string, validate: string) => ({ geetestChallenge: challenge, geetestSeccode: `${validate}${SECCODE_SUFFIX}` });
const v4 = (challenge: string, validate: string) => ({
  geetestValidateV4: JSON.stringify({
    lot_number: challenge,
    captcha_output: validate,
    pass_token: validate,
    gen_time: '1700000000',
    captcha_id: 'royal88-captcha',
  }),
});

describe('ChallengeStore', async () => {
  test('issues a 32-hex challenge with a 4-digit code, different each time', async () => {
    const a = await store.issue('royal88');
    const b = await store.issue('royal88');
    expect(a.challenge).toMatch(/^[0-9a-f]{32}$/);
    expect(a.code).toMatch(/^[0-9]{4}$/);
    expect(b.challenge).not.toBe(a.challenge);
    expect(await store.puzzleCode(a.challenge)).toBe(a.code);
  });

  test('a wrong code may be retried; the right one gives a 64-hex validate, once', async () => {
    const { challenge, code } = await store.issue('royal88');
    const wrong = code === '0000' ? '0001' : '0000';
    expect(await errorCodeOf(store.check(challenge, wrong))).toBe('captcha.wrong');
    const validate = await store.check(challenge, ` ${code} `);
    expect(validate).toMatch(/^[0-9a-f]{64}$/);
    expect(await errorCodeOf(store.check(challenge, code))).toBe('captcha.expired');
    expect(await errorCodeOf(store.puzzleCode(challenge))).toBe('captcha.expired');
  });

  test('an unknown challenge is expired', async () => {
    expect(await errorCodeOf(store.puzzleCode('f'.repeat(32)))).toBe('captcha.expired');
    expect(await errorCodeOf(store.check('f'.repeat(32), '1234'))).toBe('captcha.expired');
  });

  test.each([
    { name: 'v3', proof: v3 },
    { name: 'v4', proof: v4 },
  ])('a $name proof is consumed once, by the merchant that asked', async ({ proof }) => {
    const { challenge, code } = await store.issue('royal88');
    const validate = await store.check(challenge, code);
    expect(await store.consume('xoso68', proof(challenge, validate))).toBe(false);
    expect(await store.consume('royal88', proof(challenge, validate))).toBe(true);
    expect(await store.consume('royal88', proof(challenge, validate))).toBe(false);
  });

  test('a proof is refused before the puzzle is answered, with a forged validate, or malformed', async () => {
    const { challenge, code } = await store.issue('royal88');
    const forged = 'a'.repeat(64);
    expect(await store.consume('royal88', v3(challenge, forged))).toBe(false);
    const validate = await store.check(challenge, code);
    expect(await store.consume('royal88', v3(challenge, forged))).toBe(false);
    expect(await store.consume('royal88', v4(challenge, forged))).toBe(false);
    expect(await store.consume('royal88', { geetestChallenge: challenge, geetestSeccode: validate })).toBe(false);
    expect(await store.consume('royal88', { geetestChallenge: challenge })).toBe(false);
    expect(await store.consume('royal88', { geetestValidateV4: 'not json' })).toBe(false);
    expect(await store.consume('royal88', { geetestValidateV4: JSON.stringify({ lot_number: challenge }) })).toBe(false);
    // None of those spent it.
    expect(await store.consume('royal88', v4(challenge, validate))).toBe(true);
  });

  test('challenges expire after 10 minutes, answered ones 10 minutes after the answer', async () => {
    const stale = await store.issue('royal88');
    const answered = await store.issue('royal88');
    clock += CHALLENGE_TTL_MS - 1;
    const validate = await store.check(answered.challenge, answered.code);
    clock += 1;
    expect(await errorCodeOf(store.puzzleCode(stale.challenge))).toBe('captcha.expired');
    clock += CHALLENGE_TTL_MS - 2;
    expect(await store.consume('royal88', v3(answered.challenge, validate))).toBe(true);

    const late = await store.issue('royal88');
    const lateValidate = await store.check(late.challenge, late.code);
    clock += CHALLENGE_TTL_MS;
    expect(await store.consume('royal88', v3(late.challenge, lateValidate))).toBe(false);
  });

  test('proofVersion tells the proofs apart', () => {
    expect(proofVersion({})).toBeUndefined();
    expect(proofVersion({ geetestChallenge: '', geetestValidateV4: '' })).toBeUndefined();
    expect(proofVersion({ geetestChallenge: 'c' })).toBe('v3');
    expect(proofVersion({ geetestChallenge: 'c', geetestSeccode: 's', geetestValidateV4: '{}' })).toBe('v4');
  });

  test('a challenge issued by one instance is answered and spent on another, and spent once however many try at once', async () => {
    const [one, two, three] = [new ChallengeStore(db()), new ChallengeStore(db()), new ChallengeStore(db())];
    const { challenge, code } = await one.issue('royal88');
    expect(await two.puzzleCode(challenge)).toBe(code);
    const validate = await three.check(challenge, code);
    const spent = await Promise.all([one, two, three].map((store) => store.consume('royal88', v3(challenge, validate))));
    expect(spent.filter(Boolean)).toHaveLength(1);
  });

  test('the table keeps what a proof must show only as its hash', async () => {
    const { challenge, code } = await store.issue('royal88');
    const validate = await store.check(challenge, code);
    const rows = await db().query<{ validate: string }>('SELECT validate FROM captcha_challenges WHERE challenge = $1', [challenge]);
    expect(rows[0].validate).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0].validate).not.toBe(validate);
  });
});
