import { CHALLENGE_TTL_MS, ChallengeStore, proofVersion, SECCODE_SUFFIX } from './challenges.ts';

let clock = 0;
let store: ChallengeStore;
beforeEach(() => {
  clock = 1_000_000;
  store = new ChallengeStore(() => clock);
});

const errorCodeOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return (error as { errorCode?: string }).errorCode;
  }
  return undefined;
};

const v3 = (challenge: string, validate: string) => ({ geetestChallenge: challenge, geetestSeccode: `${validate}${SECCODE_SUFFIX}` });
const v4 = (challenge: string, validate: string) => ({
  geetestValidateV4: JSON.stringify({ lot_number: challenge, captcha_output: validate, pass_token: validate, gen_time: '1700000000', captcha_id: 'royal88-captcha' }),
});

describe('ChallengeStore', () => {
  test('issues a 32-hex challenge with a 4-digit code, different each time', () => {
    const a = store.issue('royal88');
    const b = store.issue('royal88');
    expect(a.challenge).toMatch(/^[0-9a-f]{32}$/);
    expect(a.code).toMatch(/^[0-9]{4}$/);
    expect(b.challenge).not.toBe(a.challenge);
    expect(store.puzzleCode(a.challenge)).toBe(a.code);
  });

  test('a wrong code may be retried; the right one gives an HMAC-SHA256 hex validate, once', () => {
    const { challenge, code } = store.issue('royal88');
    const wrong = code === '0000' ? '0001' : '0000';
    expect(errorCodeOf(() => store.check(challenge, wrong))).toBe('captcha.wrong');
    const validate = store.check(challenge, ` ${code} `);
    expect(validate).toMatch(/^[0-9a-f]{64}$/);
    expect(errorCodeOf(() => store.check(challenge, code))).toBe('captcha.expired');
    expect(errorCodeOf(() => store.puzzleCode(challenge))).toBe('captcha.expired');
  });

  test('an unknown challenge is expired', () => {
    expect(errorCodeOf(() => store.puzzleCode('f'.repeat(32)))).toBe('captcha.expired');
    expect(errorCodeOf(() => store.check('f'.repeat(32), '1234'))).toBe('captcha.expired');
  });

  test.each([
    { name: 'v3', proof: v3 },
    { name: 'v4', proof: v4 },
  ])('a $name proof is consumed once, by the merchant that asked', ({ proof }) => {
    const { challenge, code } = store.issue('royal88');
    const validate = store.check(challenge, code);
    expect(store.consume('xoso68', proof(challenge, validate))).toBe(false);
    expect(store.consume('royal88', proof(challenge, validate))).toBe(true);
    expect(store.consume('royal88', proof(challenge, validate))).toBe(false);
  });

  test('a proof is refused before the puzzle is answered, with a forged validate, or malformed', () => {
    const { challenge, code } = store.issue('royal88');
    const forged = 'a'.repeat(64);
    expect(store.consume('royal88', v3(challenge, forged))).toBe(false);
    const validate = store.check(challenge, code);
    expect(store.consume('royal88', v3(challenge, forged))).toBe(false);
    expect(store.consume('royal88', v4(challenge, forged))).toBe(false);
    expect(store.consume('royal88', { geetestChallenge: challenge, geetestSeccode: validate })).toBe(false);
    expect(store.consume('royal88', { geetestChallenge: challenge })).toBe(false);
    expect(store.consume('royal88', { geetestValidateV4: 'not json' })).toBe(false);
    expect(store.consume('royal88', { geetestValidateV4: JSON.stringify({ lot_number: challenge }) })).toBe(false);
    // None of those spent it.
    expect(store.consume('royal88', v4(challenge, validate))).toBe(true);
  });

  test('challenges expire after 10 minutes, answered ones 10 minutes after the answer', () => {
    const stale = store.issue('royal88');
    const answered = store.issue('royal88');
    clock += CHALLENGE_TTL_MS - 1;
    const validate = store.check(answered.challenge, answered.code);
    clock += 1;
    expect(errorCodeOf(() => store.puzzleCode(stale.challenge))).toBe('captcha.expired');
    clock += CHALLENGE_TTL_MS - 2;
    expect(store.consume('royal88', v3(answered.challenge, validate))).toBe(true);

    const late = store.issue('royal88');
    const lateValidate = store.check(late.challenge, late.code);
    clock += CHALLENGE_TTL_MS;
    expect(store.consume('royal88', v3(late.challenge, lateValidate))).toBe(false);
  });

  test('proofVersion tells the proofs apart', () => {
    expect(proofVersion({})).toBeUndefined();
    expect(proofVersion({ geetestChallenge: '', geetestValidateV4: '' })).toBeUndefined();
    expect(proofVersion({ geetestChallenge: 'c' })).toBe('v3');
    expect(proofVersion({ geetestChallenge: 'c', geetestSeccode: 's', geetestValidateV4: '{}' })).toBe('v4');
  });
});
