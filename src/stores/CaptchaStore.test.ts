import { fetchCaptchaConfig, type CaptchaConfig, type CaptchaProof } from '../api/accountCalls.ts';
import { BotCheckError, initCaptcha, loadBotCheck } from '../platform/captcha/botCheck.ts';
import { fakeCaptcha, siteConfigWith } from '../../tests/unit/fixtures.tsx';
import { ActionBlocked } from './ActionBlocked.ts';
import { AlertStore } from './AlertStore.ts';
import { OverlayStore } from './OverlayStore.ts';
import { CaptchaStore, toProof, type CaptchaScene } from './CaptchaStore.ts';
import { ApiClient } from '../api/client.ts';

vi.mock('../platform/captcha/botCheck.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../platform/captcha/botCheck.ts')>()),
  loadBotCheck: vi.fn(),
  initCaptcha: vi.fn(),
}));
vi.mock('../api/accountCalls.ts', () => ({ fetchCaptchaConfig: vi.fn() }));

const challenge: CaptchaConfig = { gt: 'gt-1', challenge: 'ch-1', newCaptcha: true, success: 1, version: 'v3' };

/** A captcha of one scene on royal88, with its scene switches and version set by the test. */
function setUp({
  scene = 'login',
  version = 'v4',
  on = true,
  now = () => 10_000,
}: {
  scene?: CaptchaScene;
  version?: 'v3' | 'v4';
  on?: boolean;
  now?: () => number;
} = {}) {
  const config = siteConfigWith('royal88', {
    register: { captcha: { enabled: on } },
    gw: { GEETEST_VERSION: version },
    whitelabel: { GEETEST3: { login: true, sms: true, register: true } },
  });
  const alerts = new AlertStore(new OverlayStore());
  const fake = fakeCaptcha(version === 'v4' ? { lot_number: 'lot', captcha_output: 'out', pass_token: 'pass', gen_time: 123 } : undefined);
  vi.mocked(initCaptcha).mockResolvedValue(fake.obj);
  const captcha = new CaptchaStore(config, alerts, new ApiClient(), scene, () => 'EN', now);
  return { captcha, alerts, fake, messageIds: () => alerts.alerts.map((a) => a.messageId) };
}

/** Starts the captcha and lets the script announce it is ready. */
async function startReady(setup: ReturnType<typeof setUp>) {
  await setup.captcha.start();
  setup.fake.ready();
  expect(setup.captcha.state).toBe('waiting');
}

beforeEach(() => {
  vi.mocked(fetchCaptchaConfig).mockReset().mockResolvedValue(challenge);
  vi.mocked(loadBotCheck).mockReset().mockResolvedValue(undefined);
  vi.mocked(initCaptcha).mockReset();
});

describe('CaptchaStore', () => {
  test.each([
    { name: 'the captcha switch is off', on: false, scene: 'login' as const },
    { name: 'the scene is off', on: true, scene: 'login' as const, scenes: { login: false, sms: true, register: true } },
  ])('when $name, ensure() resolves with no proof and nothing loads', async ({ on, scene, scenes }) => {
    const config = siteConfigWith('royal88', {
      register: { captcha: { enabled: on } },
      whitelabel: { GEETEST3: scenes ?? { login: true, sms: true, register: true } },
    });
    const alerts = new AlertStore(new OverlayStore());
    const captcha = new CaptchaStore(config, alerts, new ApiClient(), scene, () => 'EN');
    expect(captcha.enabled).toBe(false);
    await captcha.start();
    await expect(captcha.ensure()).resolves.toEqual({});
    expect(captcha.state).toBe('idle');
    expect(fetchCaptchaConfig).not.toHaveBeenCalled();
    expect(loadBotCheck).not.toHaveBeenCalled();
    expect(alerts.alerts).toEqual([]);
  });

  test('goes loading → waiting → success, and the action gets the proof', async () => {
    const setup = setUp({ version: 'v3' });
    setup.fake.obj.getValidate = () => ({ geetest_challenge: 'c', geetest_validate: 'v', geetest_seccode: 's' });
    const started = setup.captcha.start();
    expect(setup.captcha.state).toBe('loading');
    await started;
    expect(setup.captcha.state).toBe('loading');
    expect(initCaptcha).toHaveBeenCalledWith(expect.objectContaining({ version: 'v3', gt: 'gt-1', challenge: 'ch-1', newCaptcha: true, offline: false }));
    setup.fake.ready();
    expect(setup.captcha.state).toBe('waiting');
    const proof = setup.captcha.ensure();
    expect(setup.fake.obj.verify).toHaveBeenCalledTimes(1);
    setup.fake.succeed();
    await expect(proof).resolves.toEqual({ geetestChallenge: 'c', geetestValidate: 'v', geetestSeccode: 's' });
    expect(setup.captcha.state).toBe('success');
    expect(setup.captcha.verified).toBe(true);
    // A result already there is handed over without a second puzzle.
    await expect(setup.captcha.ensure()).resolves.toEqual({ geetestChallenge: 'c', geetestValidate: 'v', geetestSeccode: 's' });
    expect(setup.fake.obj.verify).toHaveBeenCalledTimes(1);
  });

  test('the challenge request gets one retry: a first failure still ends waiting', async () => {
    vi.mocked(fetchCaptchaConfig).mockReset().mockRejectedValueOnce(new Error('timeout')).mockResolvedValueOnce(challenge);
    const setup = setUp();
    await startReady(setup);
    expect(fetchCaptchaConfig).toHaveBeenCalledTimes(2);
    expect(setup.captcha.error).toBeUndefined();
  });

  test('two failed challenge requests end in the error state', async () => {
    vi.mocked(fetchCaptchaConfig).mockReset().mockRejectedValue(new Error('timeout'));
    const setup = setUp();
    await setup.captcha.start();
    expect(fetchCaptchaConfig).toHaveBeenCalledTimes(2);
    expect(setup.captcha.state).toBe('error');
    expect(setup.captcha.error).toEqual({ message: 'timeout' });
  });

  test('a script that does not load is an error with its code; retry goes back to loading and then waiting', async () => {
    vi.mocked(loadBotCheck).mockRejectedValueOnce(new BotCheckError(60204, 'Network failure'));
    const setup = setUp();
    await setup.captcha.start();
    expect(setup.captcha.state).toBe('error');
    expect(setup.captcha.error).toEqual({ code: 60204, message: 'Network failure' });
    const retried = setup.captcha.retry();
    expect(setup.captcha.state).toBe('loading');
    expect(setup.captcha.error).toBeUndefined();
    await retried;
    setup.fake.ready();
    expect(setup.captcha.state).toBe('waiting');
  });

  test('an error the script reports is kept with its code', async () => {
    const setup = setUp();
    await startReady(setup);
    const proof = setup.captcha.ensure();
    setup.fake.error({ error_code: 'geetest_12', msg: 'Puzzle failed' });
    await expect(proof).rejects.toBeInstanceOf(ActionBlocked);
    expect(setup.captcha.state).toBe('error');
    expect(setup.captcha.error).toEqual({ code: 'geetest_12', message: 'Puzzle failed' });
  });

  test('a success without a usable answer is an error, not a pass', async () => {
    const setup = setUp({ version: 'v3' });
    await startReady(setup);
    const proof = setup.captcha.ensure();
    setup.fake.succeed(false);
    await expect(proof).rejects.toBeInstanceOf(ActionBlocked);
    expect(setup.captcha.state).toBe('error');
  });

  test.each([
    { name: 'loading', prepare: async (s: ReturnType<typeof setUp>) => void (await s.captcha.start()) },
    {
      name: 'in error',
      prepare: async (s: ReturnType<typeof setUp>) => {
        vi.mocked(loadBotCheck).mockRejectedValueOnce(new BotCheckError(60204, 'Network failure'));
        await s.captcha.start();
      },
    },
  ])('ensure() while $name tells the player to verify first and blocks the action', async ({ prepare }) => {
    const setup = setUp();
    await prepare(setup);
    await expect(setup.captcha.ensure()).rejects.toBeInstanceOf(ActionBlocked);
    expect(setup.messageIds()).toEqual(['captcha.verify_first']);
    expect(setup.fake.obj.verify).not.toHaveBeenCalled();
  });

  test.each([
    { version: 'v3' as const, blocked: true },
    { version: 'v4' as const, blocked: false },
  ])('the sms scene with $version: blocked as unavailable = $blocked', async ({ version, blocked }) => {
    const setup = setUp({ scene: 'sms', version });
    await startReady(setup);
    const proof = setup.captcha.ensure();
    if (blocked) {
      await expect(proof).rejects.toBeInstanceOf(ActionBlocked);
      expect(setup.messageIds()).toEqual(['captcha.service_unavailable']);
      expect(setup.fake.obj.verify).not.toHaveBeenCalled();
    } else {
      setup.fake.succeed();
      await expect(proof).resolves.toHaveProperty('geetestValidateV4');
      expect(setup.messageIds()).toEqual([]);
    }
  });

  test.each([
    { gap: 500, tooFast: true },
    { gap: 999, tooFast: true },
    { gap: 1_000, tooFast: false },
  ])('a second verification $gap ms after the first is refused as too fast: $tooFast', async ({ gap, tooFast }) => {
    let now = 50_000;
    const setup = setUp({ now: () => now });
    await startReady(setup);
    const first = setup.captcha.ensure();
    setup.fake.close();
    await expect(first).rejects.toBeInstanceOf(ActionBlocked);
    now += gap;
    const second = setup.captcha.ensure();
    if (tooFast) {
      await expect(second).rejects.toBeInstanceOf(ActionBlocked);
      expect(setup.messageIds()).toEqual(['captcha.too_fast']);
      expect(setup.fake.obj.verify).toHaveBeenCalledTimes(1);
    } else {
      second.catch(() => undefined);
      expect(setup.messageIds()).toEqual([]);
      expect(setup.fake.obj.verify).toHaveBeenCalledTimes(2);
    }
  });

  test('closing the puzzle returns to waiting and rejects the action that waited, without an alert', async () => {
    const setup = setUp();
    await startReady(setup);
    const waiting = setup.captcha.ensure();
    setup.fake.close();
    await expect(waiting).rejects.toBeInstanceOf(ActionBlocked);
    expect(setup.captcha.state).toBe('waiting');
    expect(setup.messageIds()).toEqual([]);
  });

  test('a later verification replaces one still open: the earlier action is rejected', async () => {
    let now = 0;
    const setup = setUp({ now: () => now });
    await startReady(setup);
    const first = setup.captcha.ensure();
    now += 2_000;
    const second = setup.captcha.ensure();
    await expect(first).rejects.toBeInstanceOf(ActionBlocked);
    setup.fake.succeed();
    await expect(second).resolves.toHaveProperty('geetestValidateV4');
  });

  test('reload() fetches a fresh challenge and forgets the used proof', async () => {
    const setup = setUp();
    await startReady(setup);
    const first = setup.captcha.ensure();
    setup.fake.succeed();
    await first;
    await setup.captcha.reload();
    expect(setup.captcha.state).toBe('loading');
    expect(setup.captcha.verified).toBe(false);
    expect(fetchCaptchaConfig).toHaveBeenCalledTimes(2);
    expect(setup.fake.obj.destroy).toHaveBeenCalled();
  });

  test('events of a replaced captcha are ignored', async () => {
    const setup = setUp();
    await setup.captcha.start();
    const stale = setup.fake;
    const fresh = fakeCaptcha();
    vi.mocked(initCaptcha).mockResolvedValue(fresh.obj);
    await setup.captcha.reload();
    stale.ready();
    expect(setup.captcha.state).toBe('loading');
    fresh.ready();
    expect(setup.captcha.state).toBe('waiting');
  });

  test('dispose() rejects a waiting action and goes idle', async () => {
    const setup = setUp();
    await startReady(setup);
    const waiting = setup.captcha.ensure();
    setup.captcha.dispose();
    await expect(waiting).rejects.toBeInstanceOf(ActionBlocked);
    expect(setup.captcha.state).toBe('idle');
  });
});

describe('toProof', () => {
  test.each<{ name: string; version: 'v3' | 'v4'; validate: Record<string, string | number> | false | undefined; proof: CaptchaProof | undefined }>([
    {
      name: 'v3 sends its three fields',
      version: 'v3',
      validate: { geetest_challenge: 'c1', geetest_validate: 'v1', geetest_seccode: 's1' },
      proof: { geetestChallenge: 'c1', geetestValidate: 'v1', geetestSeccode: 's1' },
    },
    { name: 'v3 without a seccode is no proof', version: 'v3', validate: { geetest_challenge: 'c1', geetest_validate: 'v1' }, proof: undefined },
    { name: 'v3 without a challenge is no proof', version: 'v3', validate: { geetest_validate: 'v1', geetest_seccode: 's1' }, proof: undefined },
    {
      name: 'v4 sends the whole answer as a JSON string',
      version: 'v4',
      validate: { lot_number: 'lot', captcha_output: 'out', pass_token: 'pass', gen_time: 123 },
      proof: { geetestValidateV4: JSON.stringify({ lot_number: 'lot', captcha_output: 'out', pass_token: 'pass', gen_time: 123 }) },
    },
    { name: 'false is no proof', version: 'v4', validate: false, proof: undefined },
    { name: 'undefined is no proof', version: 'v3', validate: undefined, proof: undefined },
  ])('$name', ({ version, validate, proof }) => {
    expect(toProof(version, validate)).toEqual(proof);
  });

  test('the v4 string parses back to the answer', () => {
    const answer = { lot_number: 'lot', captcha_output: 'out', pass_token: 'pass', gen_time: '1700000000' };
    expect(JSON.parse(toProof('v4', answer)?.geetestValidateV4 ?? '')).toEqual(answer);
  });
});
