// Remember-me with the API's remember token: the password is never kept when the API gives a token, and
// nothing at all without the box ticked; the token logs in by itself, is replaced at each use and revoked
// at logout.
import * as calls from '../api/accountCalls.ts';
import type { LoginAnswer, LoginRequest } from '../api/accountCalls.ts';
import { fetchMemberInfo } from '../api/calls.ts';
import { ApiError } from '../api/failures.ts';
import { AUTO_LOGIN_KEY, REMEMBERED_LOGIN_KEY, rememberLogin, type RememberedLogin } from '../rules/rememberedLogin.ts';
import { flushPromises, makeStores, memberInfo, siteConfigWith } from '../../tests/unit/fixtures.tsx';
import { AccountStore } from './AccountStore.ts';

vi.mock('../api/accountCalls.ts', () => ({ login: vi.fn(), verifyLogin: vi.fn(), logout: vi.fn(), loginWithRememberToken: vi.fn() }));
vi.mock('../platform/deviceId.ts', () => ({ deviceId: vi.fn(async () => 'dev-0001') }));
vi.mock('../api/calls.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/calls.ts')>()),
  fetchMemberInfo: vi.fn(),
  pushMemberLanguage: vi.fn(async () => null),
}));

const answer = (over: Partial<LoginAnswer> = {}): LoginAnswer => ({
  token: 'tok-1',
  id: 7,
  customerId: 70,
  userName: 'lucky8',
  customerType: 1,
  firstTimeLogin: false,
  passwordExpired: false,
  defaultPassword: false,
  ...over,
});
const storedRecord = () => JSON.parse(localStorage.getItem(REMEMBERED_LOGIN_KEY) ?? 'null') as RememberedLogin | null;
const stores = () =>
  makeStores(siteConfigWith('royal88', { whitelabel: { GEETEST3: { login: false, sms: true, register: true }, AUTOLOGIN3: { enabled: true } } }));
const typed = { type: 'username' as const, username: 'lucky8', password: 's3cret!pw' };

beforeEach(() => {
  vi.useFakeTimers();
  vi.mocked(calls.login)
    .mockReset()
    .mockResolvedValue(answer({ rememberToken: 'r'.repeat(64) }));
  vi.mocked(calls.logout).mockReset().mockResolvedValue(null);
  vi.mocked(calls.loginWithRememberToken)
    .mockReset()
    .mockResolvedValue(answer({ token: 'tok-auto', rememberToken: 'n'.repeat(64) }));
  vi.mocked(fetchMemberInfo)
    .mockReset()
    .mockResolvedValue(memberInfo({ type: 1, language: 'EN' }));
  history.replaceState(null, '', '/m/login');
});
afterEach(() => {
  vi.useRealTimers();
});

describe('remember-me with a remember token', () => {
  test('ticked: asks for a token and keeps it, and no password in any form', async () => {
    await stores()
      .feature(AccountStore)
      .login({ ...typed, remember: true });
    expect((vi.mocked(calls.login).mock.calls[0][1] as LoginRequest).remember).toBe(true);
    expect(storedRecord()).toEqual({ type: 'username', username: 'lucky8', rememberToken: 'r'.repeat(64), merchant: 'royal88' });
    expect(localStorage.getItem(REMEMBERED_LOGIN_KEY)).not.toContain(btoa('s3cret!pw').slice(0, 8));
  });

  test('unticked: nothing is kept, and no token is asked for', async () => {
    await stores()
      .feature(AccountStore)
      .login({ ...typed, remember: false });
    expect(vi.mocked(calls.login).mock.calls[0][1]).not.toHaveProperty('remember');
    expect(localStorage.length).toBe(0);
  });

  test('the token logs in by itself and is replaced by the fresh one', async () => {
    rememberLogin({ type: 'username', username: 'lucky8', rememberToken: 'r'.repeat(64), merchant: 'royal88' });
    const root = stores();
    expect(root.feature(AccountStore).autoLogin()).toBe(true);
    await vi.waitFor(() => expect(root.session.token).toBe('tok-auto'));
    expect(calls.loginWithRememberToken).toHaveBeenCalledExactlyOnceWith(expect.anything(), 'r'.repeat(64));
    expect(calls.login).not.toHaveBeenCalled();
    expect(root.session.token).toBe('tok-auto');
    expect(storedRecord()?.rememberToken).toBe('n'.repeat(64));
  });

  test.each([
    { code: 'remember.invalid', record: 'gone', flag: null },
    { code: 'token_ip_different', record: 'kept', flag: '0' },
  ])('a $code refusal leaves the record $record', async ({ code, record, flag }) => {
    vi.mocked(calls.loginWithRememberToken).mockRejectedValue(new ApiError('no', { status: 400, errorCode: code }));
    rememberLogin({ type: 'username', username: 'lucky8', rememberToken: 'r'.repeat(64), merchant: 'royal88' });
    const root = stores();
    root.feature(AccountStore).autoLogin();
    await vi.waitFor(() => expect(calls.loginWithRememberToken).toHaveBeenCalledTimes(1));
    await flushPromises();
    expect(root.session.isLoggedIn).toBe(false);
    expect(storedRecord() ? 'kept' : 'gone').toBe(record);
    expect(localStorage.getItem(AUTO_LOGIN_KEY)).toBe(flag);
  });

  test('logout forgets the record and has the server revoke its token', async () => {
    rememberLogin({ type: 'username', username: 'lucky8', rememberToken: 'r'.repeat(64), merchant: 'royal88' });
    const root = stores();
    root.session.save({ token: 'tok-leaving' });
    await root.feature(AccountStore).logout();
    expect(calls.logout).toHaveBeenCalledExactlyOnceWith(expect.anything(), 'tok-leaving', 'r'.repeat(64));
    expect(storedRecord()).toBeNull();
  });
});
