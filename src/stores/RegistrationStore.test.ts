import { runInAction } from 'mobx';
import * as calls from '../api/accountCalls.ts';
import type { RegistrationAnswer } from '../api/accountCalls.ts';
import { ApiError } from '../api/failures.ts';
import { flushPromises } from '../../tests/unit/fixtures.tsx';
import { RELEASE_AFTER_MS } from './accountEntry.ts';
import { forgetAccountTest, resetAccountCalls, sentRegistration, storedSession, storesFor, stubCaptcha } from './accountFixtures.ts';
import type { CaptchaStore } from './CaptchaStore.ts';
import { RegistrationStore, type RegisterForm } from './RegistrationStore.ts';

vi.mock('../api/accountCalls.ts', () => import('./accountCallFixtures.ts'));
vi.mock('../platform/deviceId.ts', () => ({ deviceId: vi.fn(async () => 'dev-0001') }));
vi.mock('../api/calls.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/calls.ts')>()),
  fetchMemberInfo: vi.fn(),
  pushMemberLanguage: vi.fn(async () => null),
}));

beforeEach(resetAccountCalls);
afterEach(forgetAccountTest);

describe('RegistrationStore.register', () => {
  const byUsername: RegisterForm = { by: 'username', username: ' newbie ', password: 'pw 2' };
  const byMobile: RegisterForm = { by: 'mobile', mobileNum: ' 13800000000 ', countryDialingCode: '86', verificationCode: ' 4321 ' };

  test('a username registration sends how and where it happened, from this device', async () => {
    history.replaceState(null, '', '/m/register?referralCode=FRIEND1');
    const stores = storesFor();
    await stores.feature(RegistrationStore).register(byUsername);
    expect(calls.registerByMobile).not.toHaveBeenCalled();
    expect(sentRegistration(calls.registerByUsername)).toEqual({
      registerMethod: 'H5',
      registerUrl: `${location.origin}/m/register?referralCode=FRIEND1`,
      loginDeviceId: 'dev-0001',
      isOfficialAppLogin: false,
      domain: 'localhost',
      referralCode: 'FRIEND1',
      affiliateCode: undefined,
      pixelTrack: null,
      login: true,
      username: 'newbie',
      password: 'pw 2',
    });
  });

  test('the ad ids in the cookies go along as pixelTrack', async () => {
    document.cookie = 'ad_gclid=G-123; path=/';
    document.cookie = 'fb_pixel_id=PX9; path=/';
    const stores = storesFor();
    await stores.feature(RegistrationStore).register(byUsername);
    expect(sentRegistration(calls.registerByUsername).pixelTrack).toEqual({ ad_gclid: 'G-123', fb_pixel_id: 'PX9' });
  });

  test.each([
    { name: 'a query code', query: '?affiliateCode=AFF1', stored: null, affiliate: 'AFF1' },
    { name: 'a stored code', query: '', stored: 'AFF2', affiliate: 'AFF2' },
    { name: 'the query over the stored one', query: '?affiliateCode=AFF1', stored: 'AFF2', affiliate: 'AFF1' },
    { name: '"www", replaced by the domain\'s affiliate', query: '?affiliateCode=www', stored: null, affiliate: 'DOMAIN7' },
    { name: 'a stored "www", replaced too', query: '', stored: 'www', affiliate: 'DOMAIN7' },
    { name: 'no code', query: '', stored: null, affiliate: undefined },
  ])('the affiliate code of $name', async ({ query, stored, affiliate }) => {
    history.replaceState(null, '', `/m/register${query}`);
    if (stored) localStorage.setItem('affiliateCode', stored);
    const stores = storesFor();
    stores.site.setStatus({ maintenance: false, regionBlocked: false, ip: '1.2.3.4', serverTime: 0, affiliate: { code: 'DOMAIN7', domain: 'localhost' } });
    await stores.feature(RegistrationStore).register(byUsername);
    expect(sentRegistration(calls.registerByUsername).affiliateCode).toBe(affiliate);
  });

  test.each([
    { query: '?r=SHORT5', sent: 'SHORT5' },
    { query: '?referralCode=LONG5&r=SHORT5', sent: 'LONG5' },
  ])('a registration arriving with $query sends referral code $sent', async ({ query, sent }) => {
    history.replaceState(null, '', `/m/register${query}`);
    localStorage.setItem('referralCode', 'OLDFRIEND');
    const stores = storesFor();
    await stores.feature(RegistrationStore).register(byUsername);
    expect(sentRegistration(calls.registerByUsername).referralCode).toBe(sent);
  });

  test('the solved captcha is identified by its challenge; with no captcha nothing is sent', async () => {
    const proof = { geetestValidateV4: JSON.stringify({ lot_number: 'lot-42', captcha_output: 'out', pass_token: 'p', gen_time: '1', captcha_id: 'c' }) };
    const captcha = { enabled: true, ensure: vi.fn(async () => proof), reload: vi.fn(async () => undefined) } as unknown as CaptchaStore;
    const stores = storesFor();
    await stores.feature(RegistrationStore).register({ ...byUsername, captcha });
    expect(sentRegistration(calls.registerByUsername)).toMatchObject({ ...proof, identifying: 'lot-42' });
    vi.advanceTimersByTime(RELEASE_AFTER_MS);
    await stores.feature(RegistrationStore).register(byUsername);
    expect(vi.mocked(calls.registerByUsername).mock.calls[1][1]).not.toHaveProperty('identifying');
  });

  test('a referral code kept from an earlier visit is sent', async () => {
    localStorage.setItem('referralCode', 'OLDFRIEND');
    const stores = storesFor();
    await stores.feature(RegistrationStore).register(byUsername);
    expect(sentRegistration(calls.registerByUsername).referralCode).toBe('OLDFRIEND');
  });

  test.each([
    { name: 'without a password field, no password is sent', password: undefined, sent: {} },
    { name: 'with an empty password, none is sent', password: '', sent: {} },
    { name: 'with a password, it is sent', password: 'pw 3', sent: { password: 'pw 3' } },
  ])('a mobile registration $name', async ({ password, sent }) => {
    const stores = storesFor();
    await stores.feature(RegistrationStore).register({ ...byMobile, password });
    const payload = sentRegistration(calls.registerByMobile);
    expect(calls.registerByUsername).not.toHaveBeenCalled();
    expect(payload).toMatchObject({ mobileNum: '13800000000', countryDialingCode: '86', verificationCode: '4321', login: true, registerMethod: 'H5' });
    expect(Object.keys(payload).filter((k) => k === 'password' || k === 'username')).toEqual(Object.keys(sent));
    if (password) expect(payload.password).toBe(password);
  });

  test('a double submit registers once; the guard lifts 500 ms after the end', async () => {
    let reply!: (a: RegistrationAnswer) => void;
    vi.mocked(calls.registerByUsername).mockReturnValueOnce(new Promise((resolve) => (reply = resolve)));
    const stores = storesFor();
    const first = stores.feature(RegistrationStore).register(byUsername);
    await stores.feature(RegistrationStore).register(byUsername);
    await flushPromises();
    reply({ id: 8, customerId: 8, userName: 'newbie', token: 'tok-new' });
    await first;
    expect(calls.registerByUsername).toHaveBeenCalledTimes(1);
    expect(stores.feature(RegistrationStore).registering).toBe(true);
    vi.advanceTimersByTime(RELEASE_AFTER_MS);
    expect(stores.feature(RegistrationStore).registering).toBe(false);
  });

  test('success greets the new member, starts the session and leads home', async () => {
    const stores = storesFor();
    await stores.feature(RegistrationStore).register(byUsername);
    expect(stores.alerts.alerts.map((a) => a.messageId)).toEqual(['register.success']);
    expect(storedSession()).toMatchObject({ merchantCode: 'royal88', token: 'tok-new', userName: 'newbie', firstTimeLogin: false });
    expect(stores.session.pendingPath).toBe('/m/home');
  });

  test('too many registrations from this network is said on the form; other refusals are left to the alert', async () => {
    vi.mocked(calls.registerByUsername).mockRejectedValueOnce(new ApiError('Too many registrations', { errorCode: 'TOO_MANY_REQUEST_REGISTER' }));
    const stores = storesFor();
    await stores.feature(RegistrationStore).register(byUsername);
    // No words from the server: the code's.
    expect(stores.feature(RegistrationStore).registerError).toEqual({ messageId: 'errors.TOO_MANY_REQUEST_REGISTER' });
    vi.advanceTimersByTime(RELEASE_AFTER_MS);
    vi.mocked(calls.registerByUsername).mockRejectedValueOnce(new ApiError('Name taken', { errorCode: 'username.exists' }));
    await stores.feature(RegistrationStore).register(byUsername);
    expect(stores.feature(RegistrationStore).registerError).toBeUndefined();
  });

  test('a refused registration starts no session and fetches a fresh captcha challenge', async () => {
    vi.mocked(calls.registerByUsername).mockRejectedValue(new ApiError('Name taken', { errorCode: 'user.exists' }));
    const { stub, captcha } = stubCaptcha('proof');
    const stores = storesFor();
    await stores.feature(RegistrationStore).register({ ...byUsername, captcha });
    expect(sentRegistration(calls.registerByUsername)).toMatchObject({ geetestValidateV4: '{"pass_token":"p"}' });
    expect(stores.session.isLoggedIn).toBe(false);
    expect(stores.alerts.alerts).toEqual([]);
    expect(stub.reload).toHaveBeenCalledTimes(1);
  });

  test('a captcha that blocks stops the registration without a call', async () => {
    const { captcha } = stubCaptcha('blocked');
    const stores = storesFor();
    await stores.feature(RegistrationStore).register({ ...byUsername, captcha });
    expect(calls.registerByUsername).not.toHaveBeenCalled();
  });
});

describe('RegistrationStore.registerWithIdentity', () => {
  test.each([
    { channel: 'phone', named: true },
    { channel: 'google', named: false },
  ])('a $channel sign-in names the SMS template language: $named', async ({ channel, named }) => {
    vi.mocked(calls.registerByIdentity).mockReset().mockResolvedValue({ id: 9, customerId: 90, userName: 'p849', token: 'tok-id' });
    const stores = storesFor();
    runInAction(() => (stores.i18n.language = 'EN'));
    await stores.feature(RegistrationStore).registerWithIdentity('id-token', channel);
    expect(calls.registerByIdentity).toHaveBeenCalledWith(expect.anything(), {
      firebaseChannel: channel,
      firebaseIdToken: 'id-token',
      login: true,
      ...(named ? { smsTemplate: 'EN' } : {}),
    });
    expect(stores.session.token).toBe('tok-id');
  });
});

describe('RegistrationStore.suggestUsername', () => {
  test('asks for a name built on what was typed, letters, digits and _ only', async () => {
    vi.mocked(calls.suggestUsername).mockReset().mockResolvedValue({ username: 'lucky_8123456' });
    const account = storesFor().feature(RegistrationStore);
    await expect(account.suggestUsername(' lucky_8! ')).resolves.toBe('lucky_8123456');
    expect(calls.suggestUsername).toHaveBeenLastCalledWith(expect.anything(), 'lucky_8');
    await account.suggestUsername('  ');
    expect(calls.suggestUsername).toHaveBeenLastCalledWith(expect.anything(), undefined);
  });

  test('a refused call suggests nothing (the alert said why)', async () => {
    vi.mocked(calls.suggestUsername)
      .mockReset()
      .mockRejectedValue(new ApiError('busy', { status: 500 }));
    await expect(storesFor().feature(RegistrationStore).suggestUsername('x')).resolves.toBeUndefined();
  });
});
