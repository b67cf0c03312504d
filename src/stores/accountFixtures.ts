// What the account stores' tests share: the API's answers, a royal88 page, a captcha that answers or
// blocks, and the calls reset before each test (each test file mocks the calls' module itself).
import * as calls from '../api/accountCalls.ts';
import type { LoginAnswer, LoginRequest, RegistrationPayload } from '../api/accountCalls.ts';
import { fetchMemberInfo } from '../api/calls.ts';
import type { RememberedLogin } from '../rules/rememberedLogin.ts';
import { REMEMBERED_LOGIN_KEY } from '../rules/rememberedLogin.ts';
import { makeStores, memberInfo, siteConfigWith } from '../../tests/unit/fixtures.tsx';
import { ActionBlocked } from './ActionBlocked.ts';
import type { CaptchaStore } from './CaptchaStore.ts';
import type { LoginForm } from './AccountStore.ts';

export const SESSION_KEY = 'wl.memberSession';

export const answer = (over: Partial<LoginAnswer> = {}): LoginAnswer => ({
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
export const form = (over: Partial<LoginForm> = {}): LoginForm => ({ type: 'username', username: '  lucky8 ', password: ' pw 1 ', remember: false, ...over });
export const storedSession = () => JSON.parse(sessionStorage.getItem(SESSION_KEY) ?? 'null') as Record<string, unknown> | null;
export const storedRecord = () => JSON.parse(localStorage.getItem(REMEMBERED_LOGIN_KEY) ?? 'null') as RememberedLogin | null;
export const sentLogin = (call = 0) => vi.mocked(calls.login).mock.calls[call][1] as LoginRequest;
export const sentRegistration = (fn: typeof calls.registerByUsername) => vi.mocked(fn).mock.calls[0][1] as RegistrationPayload;

/** A royal88 page without the login-scene captcha unless asked for. */
export function storesFor({ loginCaptcha = false, autoLogin = true }: { loginCaptcha?: boolean; autoLogin?: boolean } = {}) {
  return makeStores(
    siteConfigWith('royal88', {
      whitelabel: { GEETEST3: { login: loginCaptcha, sms: true, register: true }, AUTOLOGIN3: { enabled: autoLogin } },
    }),
  );
}

export function stubCaptcha(answer: 'proof' | 'blocked') {
  const stub = {
    enabled: true,
    ensure: vi.fn(() => (answer === 'proof' ? Promise.resolve({ geetestValidateV4: '{"pass_token":"p"}' }) : Promise.reject(new ActionBlocked()))),
    reload: vi.fn(() => Promise.resolve()),
  };
  return { stub, captcha: stub as unknown as CaptchaStore };
}

export function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0].trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
}

/** Fake timers, the calls answering as a server that lets everyone in, and a page at /m/login. */
export function resetAccountCalls(): void {
  vi.useFakeTimers();
  vi.mocked(calls.login).mockReset().mockResolvedValue(answer());
  vi.mocked(calls.verifyLogin)
    .mockReset()
    .mockResolvedValue(answer({ token: 'tok-2fa' }));
  vi.mocked(calls.registerByUsername).mockReset().mockResolvedValue({ id: 9, customerId: 90, userName: 'newbie', token: 'tok-new' });
  vi.mocked(calls.registerByMobile).mockReset().mockResolvedValue({ id: 9, customerId: 90, userName: 'u13800000000', token: 'tok-mob' });
  vi.mocked(fetchMemberInfo)
    .mockReset()
    .mockResolvedValue(memberInfo({ type: 1, language: 'EN' }));
  history.replaceState(null, '', '/m/login');
}

/** Real timers again, and no cookie left for the next test. */
export function forgetAccountTest(): void {
  vi.useRealTimers();
  clearCookies();
}
