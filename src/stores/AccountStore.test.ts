import { runInAction } from 'mobx';
import * as calls from '../api/accountCalls.ts';
import type { LoginAnswer } from '../api/accountCalls.ts';
import { fetchMemberInfo } from '../api/calls.ts';
import { ApiError } from '../api/failures.ts';
import { AUTO_LOGIN_KEY, decodePassword, REMEMBERED_LOGIN_KEY, rememberLogin } from '../rules/rememberedLogin.ts';
import { flushPromises, makeStores, siteConfigWith } from '../../tests/unit/fixtures.tsx';
import { AccountStore } from './AccountStore.ts';
import { RELEASE_AFTER_MS } from './accountEntry.ts';
import { answer, forgetAccountTest, form, resetAccountCalls, sentLogin, storedRecord, storedSession, storesFor, stubCaptcha } from './accountFixtures.ts';
import { CaptchaStore } from './CaptchaStore.ts';

vi.mock('../api/accountCalls.ts', () => import('./accountCallFixtures.ts'));
vi.mock('../platform/deviceId.ts', () => ({ deviceId: vi.fn(async () => 'dev-0001') }));
vi.mock('../api/calls.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/calls.ts')>()),
  fetchMemberInfo: vi.fn(),
  pushMemberLanguage: vi.fn(async () => null),
}));

beforeEach(resetAccountCalls);
afterEach(forgetAccountTest);

describe('AccountStore.login', () => {
  test('sends the trimmed username, the password as typed, the device id and no app marker', async () => {
    const stores = storesFor();
    await stores.feature(AccountStore).login(form());
    expect(calls.login).toHaveBeenCalledTimes(1);
    expect(sentLogin()).toEqual({ username: 'lucky8', password: ' pw 1 ', type: 'username', loginDeviceId: 'dev-0001', isOfficialAppLogin: false });
  });

  test('an SMS login trims the code too', async () => {
    const stores = storesFor();
    await stores.feature(AccountStore).login(form({ type: 'sms', username: ' 13800000000 ', password: ' 123456 ' }));
    expect(sentLogin()).toMatchObject({ username: '13800000000', password: '123456', type: 'sms' });
  });

  test.each([
    { firstTimeLogin: false, path: '/m/home' },
    { firstTimeLogin: true, path: '/m/changePsw' },
  ])('success saves the session (firstTimeLogin $firstTimeLogin) and leads to $path', async ({ firstTimeLogin, path }) => {
    vi.mocked(calls.login).mockResolvedValue(answer({ firstTimeLogin, customerType: 2 }));
    const stores = storesFor();
    await stores.feature(AccountStore).login(form());
    expect(storedSession()).toEqual({ merchantCode: 'royal88', id: 7, customerId: 70, token: 'tok-1', userName: 'lucky8', type: 2, firstTimeLogin });
    expect(stores.session.isLoggedIn).toBe(true);
    expect(stores.session.takePendingPath()).toBe(path);
    expect(fetchMemberInfo).toHaveBeenCalledTimes(1);
  });

  test('remember-me keeps the login for next time, the password not in clear, and turns automatic login on', async () => {
    const stores = storesFor();
    await stores.feature(AccountStore).login(form({ remember: true, password: 's3cret!pw' }));
    const raw = localStorage.getItem(REMEMBERED_LOGIN_KEY) ?? '';
    expect(raw).not.toContain('s3cret!pw');
    const record = storedRecord();
    expect(record).toMatchObject({ type: 'username', username: 'lucky8', merchant: 'royal88' });
    expect(decodePassword(record?.password ?? '')).toBe('s3cret!pw');
    expect(localStorage.getItem(AUTO_LOGIN_KEY)).toBe('1');
  });

  test('without remember-me nothing is kept', async () => {
    const stores = storesFor();
    await stores.feature(AccountStore).login(form({ remember: false }));
    expect(storedRecord()).toBeNull();
    expect(localStorage.getItem(AUTO_LOGIN_KEY)).toBeNull();
  });

  test('logging in with remember-me unticked forgets an earlier remembered login', async () => {
    rememberLogin({ type: 'username', username: 'lucky8', password: 'pw', merchant: 'royal88' });
    const stores = storesFor();
    await stores.feature(AccountStore).login(form({ remember: false }));
    expect(storedRecord()).toBeNull();
    expect(localStorage.getItem(AUTO_LOGIN_KEY)).toBeNull();
  });

  test.each([
    { code: 'login.cred.err', record: null, flag: null },
    { code: 'not.exists.user', record: null, flag: null },
    { code: 'token_ip_different', record: 'kept', flag: '0' },
    { code: 'account.locked', record: 'kept', flag: '1' },
  ])('a $code refusal leaves the remembered login $record and the auto-login flag $flag', async ({ code, record, flag }) => {
    rememberLogin({ type: 'username', username: 'lucky8', password: 'pw', merchant: 'royal88' });
    vi.mocked(calls.login).mockRejectedValue(new ApiError('Refused', { status: 200, errorCode: code }));
    const stores = storesFor();
    await stores.feature(AccountStore).login(form());
    expect(storedRecord() ? 'kept' : null).toBe(record);
    expect(localStorage.getItem(AUTO_LOGIN_KEY)).toBe(flag);
    expect(stores.session.isLoggedIn).toBe(false);
    expect(stores.session.pendingPath).toBeUndefined();
  });

  test('throttling is shown on the form, other refusals are left to the alert', async () => {
    vi.mocked(calls.login).mockRejectedValueOnce(new ApiError('Slow down', { errorCode: 'TOO_MANY_REQUEST_LOGIN', serverMessage: 'Slow down' }));
    const stores = storesFor();
    await stores.feature(AccountStore).login(form());
    expect(stores.feature(AccountStore).loginError).toEqual({ message: 'Slow down', messageId: 'errors.TOO_MANY_REQUEST_LOGIN' });
    vi.advanceTimersByTime(RELEASE_AFTER_MS);
    vi.mocked(calls.login).mockRejectedValueOnce(new ApiError('Wrong password', { errorCode: 'login.cred.err' }));
    await stores.feature(AccountStore).login(form());
    expect(stores.feature(AccountStore).loginError).toBeUndefined();
  });

  test('an account that failed too often gets a captcha on the form, even where the merchant has none', async () => {
    vi.mocked(calls.login).mockRejectedValueOnce(new ApiError('Please complete verification first', { errorCode: 'captcha.required' }));
    const stores = storesFor();
    const captcha = new CaptchaStore(stores.site.config, stores.alerts, stores.api, 'login', () => 'EN');
    expect(captcha.enabled).toBe(false);
    await stores.feature(AccountStore).login(form({ captcha }));
    expect(captcha.enabled).toBe(true);
    expect(captcha.state).not.toBe('idle');
    captcha.dispose();
  });

  test('a two-factor step that now wants a captcha closes the dialog and puts one on the login form', async () => {
    vi.mocked(calls.login).mockRejectedValueOnce(new ApiError('Verify', { errorCode: 'login_verify_required', details: { ga: true } }));
    const stores = storesFor();
    const captcha = new CaptchaStore(stores.site.config, stores.alerts, stores.api, 'login', () => 'EN');
    await stores.feature(AccountStore).login(form({ captcha }));
    const dialog = stores.feature(AccountStore).twoFactor!;
    vi.mocked(calls.verifyLogin).mockRejectedValueOnce(new ApiError('Please complete verification first', { errorCode: 'captcha.required' }));
    dialog.set('authCode', '123456');
    await dialog.submit();
    expect(stores.feature(AccountStore).twoFactor).toBeUndefined();
    expect(captcha.enabled).toBe(true);
    captcha.dispose();
  });

  test('login_verify_required opens the two-factor dialog with the methods the server listed', async () => {
    vi.mocked(calls.login).mockRejectedValue(new ApiError('Verify', { errorCode: 'login_verify_required', details: { ga: true, sms: false } }));
    const stores = storesFor();
    await stores.feature(AccountStore).login(form());
    const dialog = stores.feature(AccountStore).twoFactor;
    expect(dialog).toBeDefined();
    expect(dialog?.offered.map((m) => m.method)).toEqual(['G']);
    expect(dialog?.countryDialingCode).toBe('86');
    expect(stores.session.isLoggedIn).toBe(false);
  });

  test('with the mobile-prefix flag off, the two-factor dialog does not send codes to that prefix', async () => {
    vi.mocked(calls.login).mockRejectedValue(new ApiError('Verify', { errorCode: 'login_verify_required', details: { sms: true } }));
    const stores = makeStores(
      siteConfigWith('royal88', {
        whitelabel: { GEETEST3: { login: false, sms: true, register: true }, MOBILEPREFIX3: { enabled: false, prefix: '+86' } },
      }),
    );
    await stores.feature(AccountStore).login(form());
    expect(stores.feature(AccountStore).twoFactor?.countryDialingCode).not.toBe('86');
  });

  test('the two-factor check carries the login on: session after 500 ms, dialog closed after 1500 ms', async () => {
    vi.mocked(calls.login).mockRejectedValue(new ApiError('Verify', { errorCode: 'login_verify_required', details: { ga: true } }));
    const stores = storesFor();
    await stores.feature(AccountStore).login(form({ remember: true }));
    const dialog = stores.feature(AccountStore).twoFactor!;
    dialog.set('authCode', ' 123456 ');
    await dialog.submit();
    expect(calls.verifyLogin).toHaveBeenCalledWith(expect.anything(), {
      username: 'lucky8',
      password: ' pw 1 ',
      remember: true,
      method: 'G',
      authCode: '123456',
    });
    expect(stores.session.isLoggedIn).toBe(false);
    vi.advanceTimersByTime(500);
    expect(stores.session.token).toBe('tok-2fa');
    expect(storedRecord()).toMatchObject({ username: 'lucky8' });
    expect(stores.session.pendingPath).toBe('/m/home');
    expect(stores.feature(AccountStore).twoFactor).toBe(dialog);
    vi.advanceTimersByTime(1_000);
    expect(stores.feature(AccountStore).twoFactor).toBeUndefined();
  });

  test('a second login while one is processing sends nothing; the lock releases 500 ms after the end', async () => {
    let reply!: (a: LoginAnswer) => void;
    vi.mocked(calls.login).mockReturnValueOnce(new Promise((resolve) => (reply = resolve)));
    const stores = storesFor();
    const first = stores.feature(AccountStore).login(form());
    await flushPromises();
    expect(stores.feature(AccountStore).processing).toBe(true);
    await stores.feature(AccountStore).login(form());
    reply(answer());
    await first;
    expect(calls.login).toHaveBeenCalledTimes(1);
    expect(stores.feature(AccountStore).processing).toBe(true);
    await stores.feature(AccountStore).login(form());
    expect(calls.login).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(RELEASE_AFTER_MS - 1);
    expect(stores.feature(AccountStore).processing).toBe(true);
    vi.advanceTimersByTime(1);
    expect(stores.feature(AccountStore).processing).toBe(false);
    await stores.feature(AccountStore).login(form());
    expect(calls.login).toHaveBeenCalledTimes(2);
  });

  test('the captcha proof goes with the login, and a fresh challenge is fetched after', async () => {
    const { stub, captcha } = stubCaptcha('proof');
    const stores = storesFor({ loginCaptcha: true });
    await stores.feature(AccountStore).login(form({ captcha }));
    expect(sentLogin()).toMatchObject({ geetestValidateV4: '{"pass_token":"p"}' });
    expect(stub.reload).toHaveBeenCalledTimes(1);
  });

  test.each([
    {
      version: 'v4',
      proof: { geetestValidateV4: JSON.stringify({ lot_number: 'lot-42', captcha_output: 'out', pass_token: 'p', gen_time: '1', captcha_id: 'c' }) },
      captcha: 'lot-42',
    },
    { version: 'v3', proof: { geetestChallenge: 'c0ffee', geetestValidate: 'v', geetestSeccode: 'v|jordan' }, captcha: 'c0ffee' },
  ])("a solved $version captcha is named as the login's captcha by its challenge", async ({ proof, captcha }) => {
    const stub = { enabled: true, ensure: vi.fn(async () => proof), reload: vi.fn(async () => undefined) } as unknown as CaptchaStore;
    const stores = storesFor({ loginCaptcha: true });
    await stores.feature(AccountStore).login(form({ captcha: stub }));
    expect(sentLogin()).toEqual(expect.objectContaining({ ...proof, captcha }));
  });

  test('without a captcha the login names none', async () => {
    await storesFor().feature(AccountStore).login(form());
    expect(sentLogin()).not.toHaveProperty('captcha');
  });

  test('a captcha that blocks stops the login without a call', async () => {
    const { captcha } = stubCaptcha('blocked');
    const stores = storesFor({ loginCaptcha: true });
    await expect(stores.feature(AccountStore).login(form({ captcha }))).resolves.toBeUndefined();
    expect(calls.login).not.toHaveBeenCalled();
    vi.advanceTimersByTime(RELEASE_AFTER_MS);
    expect(stores.feature(AccountStore).processing).toBe(false);
  });
});

describe('AccountStore.autoLogin', () => {
  const remember = (over: Partial<{ type: 'username' | 'sms'; merchant: string }> = {}) =>
    rememberLogin({ type: 'username', username: 'lucky8', password: 'kept-pw', merchant: 'royal88', ...over });

  test('with no remembered login it does nothing', () => {
    const stores = storesFor();
    expect(stores.feature(AccountStore).autoLogin()).toBe(false);
    expect(calls.login).not.toHaveBeenCalled();
  });

  test('with a remembered login, the flag on and the feature on, it logs in by itself', async () => {
    remember();
    const stores = storesFor();
    expect(stores.feature(AccountStore).autoLogin()).toBe(true);
    await vi.waitFor(() => expect(calls.login).toHaveBeenCalledTimes(1));
    expect(sentLogin()).toMatchObject({ username: 'lucky8', password: 'kept-pw', type: 'username', autoLogin: true });
  });

  test.each([
    { name: 'the login scene has a captcha', setUp: () => remember(), stores: () => storesFor({ loginCaptcha: true }) },
    {
      name: 'the flag was turned off',
      setUp: () => {
        remember();
        localStorage.setItem(AUTO_LOGIN_KEY, '0');
      },
      stores: () => storesFor(),
    },
    { name: 'the feature is off', setUp: () => remember(), stores: () => storesFor({ autoLogin: false }) },
    { name: 'the login belongs to another merchant', setUp: () => remember({ merchant: 'xoso68' }), stores: () => storesFor() },
    { name: 'it was an SMS login', setUp: () => remember({ type: 'sms' }), stores: () => storesFor() },
    {
      name: 'a redirectUrl is in the query',
      setUp: () => {
        remember();
        history.replaceState(null, '', '/m/login?redirectUrl=https%3A%2F%2Fx.test');
      },
      stores: () => storesFor(),
    },
    {
      name: 'the member is already logged in',
      setUp: () => remember(),
      stores: () => {
        const stores = storesFor();
        runInAction(() => stores.session.save({ token: 'tok-old' }));
        return stores;
      },
    },
  ])('does nothing when $name', async ({ setUp, stores: make }) => {
    setUp();
    const stores = make();
    expect(stores.feature(AccountStore).autoLogin()).toBe(false);
    await flushPromises();
    expect(calls.login).not.toHaveBeenCalled();
  });
});

describe('AccountStore.logout', () => {
  test('names the session it ends to the server, then forgets it here', async () => {
    vi.mocked(calls.logout).mockReset().mockResolvedValue(null);
    const stores = storesFor();
    runInAction(() => stores.session.save({ token: 'tok-leaving' }));
    await stores.feature(AccountStore).logout();
    expect(calls.logout).toHaveBeenCalledExactlyOnceWith(expect.anything(), 'tok-leaving', undefined);
    expect(stores.session.isLoggedIn).toBe(false);
    expect(storedSession()).toBeNull();
  });
});
