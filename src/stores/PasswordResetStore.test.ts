import { runInAction } from 'mobx';
import * as calls from '../api/passwordResetCalls.ts';
import { sendSmsCode } from '../api/accountCalls.ts';
import { ApiError } from '../api/failures.ts';
import { REMEMBERED_LOGIN_KEY, rememberLogin } from '../rules/rememberedLogin.ts';
import { makeStores, siteConfigWith } from '../../tests/unit/fixtures.tsx';
import { PasswordResetStore } from './PasswordResetStore.ts';

vi.mock('../api/passwordResetCalls.ts', () => ({
  sendResetSms: vi.fn(),
  sendResetEmail: vi.fn(),
  checkResetLink: vi.fn(),
  resetPassword: vi.fn(),
}));
vi.mock('../api/accountCalls.ts', async (importOriginal) => ({ ...(await importOriginal<typeof import('../api/accountCalls.ts')>()), sendSmsCode: vi.fn() }));

const throttled = () =>
  new ApiError('Too many attempts, please try again later', {
    status: 429,
    errorCode: 'TOO_MANY_REQUEST_PASSWORD_RESET',
    serverMessage: 'Too many attempts, please try again later',
  });
const storeFor = () => {
  const stores = makeStores(siteConfigWith('xoso68', {}));
  return { stores, reset: new PasswordResetStore(stores, () => 1_000_000) };
};
const smsForm = { mobileNum: ' 912345678 ', countryDialingCode: '84', verificationCode: ' 123456 ', newPassword: 'new-pass-1' };

beforeEach(() => vi.clearAllMocks());

describe('PasswordResetStore', () => {
  test('the code is sent by the reset call, not the login one, and counts down to its expiry', async () => {
    vi.mocked(calls.sendResetSms).mockResolvedValue({ expirationTime: 1_045_000 });
    const { reset } = storeFor();
    expect(await reset.sms.send('84', '912345678')).toBe(true);
    expect(calls.sendResetSms).toHaveBeenCalledExactlyOnceWith(expect.anything(), { countryDialingCode: '84', mobileNum: '912345678' });
    expect(sendSmsCode).not.toHaveBeenCalled();
    expect(reset.sms.countdown).toBe(45);
    reset.stop();
  });

  test('a throttled send says why on the form; another failure leaves it to the alert', async () => {
    const { reset } = storeFor();
    vi.mocked(calls.sendResetSms).mockRejectedValueOnce(throttled());
    expect(await reset.sms.send('84', '912345678')).toBe(false);
    expect(reset.problem).toEqual({ message: 'Too many attempts, please try again later', messageId: 'errors.TOO_MANY_REQUEST_PASSWORD_RESET' });
    vi.mocked(calls.sendResetEmail).mockRejectedValueOnce(new ApiError('A valid e-mail address is required', { status: 400, errorCode: 'email.invalid' }));
    await reset.sendLink('x@y.test');
    expect(reset.problem).toBeUndefined();
    expect(reset.linkSent).toBeUndefined();
  });

  test('a link asked for an address says where it went and how long it works', async () => {
    vi.mocked(calls.sendResetEmail).mockResolvedValue({ validMinutes: 30 });
    const { reset } = storeFor();
    await reset.sendLink('  me@example.test ');
    expect(calls.sendResetEmail).toHaveBeenCalledWith(expect.anything(), { email: 'me@example.test' });
    expect(reset.linkSent).toEqual({ email: 'me@example.test', minutes: 30 });
  });

  test('a mailed link is checked: a live one names its account and resets with its token; a dead one says so', async () => {
    const { reset } = storeFor();
    vi.mocked(calls.checkResetLink).mockResolvedValueOnce({ userName: 'mailer1', expirationTime: 0 });
    await reset.openLink('tok-1');
    expect(reset.link).toEqual({ token: 'tok-1', state: 'valid', userName: 'mailer1' });
    vi.mocked(calls.resetPassword).mockResolvedValue({ userName: 'mailer1' });
    await reset.resetByLink('new-pass-1');
    expect(calls.resetPassword).toHaveBeenCalledWith(expect.anything(), { resetToken: 'tok-1', newPassword: 'new-pass-1' });
    expect(reset.doneFor).toBe('mailer1');
    expect(reset.link).toBeUndefined();

    vi.mocked(calls.checkResetLink).mockRejectedValueOnce(new ApiError('expired', { status: 400, errorCode: 'reset.link.invalid' }));
    await reset.openLink('tok-2');
    expect(reset.link).toEqual({ token: 'tok-2', state: 'invalid' });
    reset.forgetLink();
    expect(reset.link).toBeUndefined();
  });

  test('a link check that fails on the way does not call the link dead: it says why, and can be tried again', async () => {
    const { reset } = storeFor();
    vi.mocked(calls.checkResetLink).mockRejectedValueOnce(new ApiError('The server answered 500', { status: 500 }));
    await reset.openLink('tok-3');
    expect(reset.link).toEqual({ token: 'tok-3', state: 'unchecked', failure: { messageId: 'unknown_error' } });
    vi.mocked(calls.checkResetLink).mockRejectedValueOnce(new ApiError('signal timed out', { transportCode: 'ECONNABORTED' }));
    await reset.openLink('tok-3');
    expect(reset.link).toEqual({ token: 'tok-3', state: 'unchecked', failure: { messageId: 'timeout_retry_please' } });
  });

  test("a reset by SMS sends the trimmed number and code, and ends this device's session and remembered login of that member", async () => {
    vi.mocked(calls.resetPassword).mockResolvedValue({ userName: 'Lucky8' });
    const { stores, reset } = storeFor();
    runInAction(() => stores.session.save({ token: 'tok-old', userName: 'lucky8' }));
    rememberLogin({ type: 'username', username: 'lucky8', password: 'old-pass', merchant: 'xoso68' });
    await reset.resetBySms(smsForm);
    expect(calls.resetPassword).toHaveBeenCalledWith(expect.anything(), {
      mobileNum: '912345678',
      countryDialingCode: '84',
      verificationCode: '123456',
      newPassword: 'new-pass-1',
    });
    expect(reset.doneFor).toBe('Lucky8');
    expect(stores.session.isLoggedIn).toBe(false);
    expect(localStorage.getItem(REMEMBERED_LOGIN_KEY)).toBeNull();
  });

  test("another member's session and remembered login stay", async () => {
    vi.mocked(calls.resetPassword).mockResolvedValue({ userName: 'someone' });
    const { stores, reset } = storeFor();
    runInAction(() => stores.session.save({ token: 'tok-mine', userName: 'lucky8' }));
    rememberLogin({ type: 'username', username: 'lucky8', password: 'my-pass', merchant: 'xoso68' });
    await reset.resetBySms(smsForm);
    expect(stores.session.token).toBe('tok-mine');
    expect(localStorage.getItem(REMEMBERED_LOGIN_KEY)).not.toBeNull();
  });

  test('a refused reset finishes nothing; a second one while one runs is not sent', async () => {
    const { reset } = storeFor();
    let refuse!: (error: unknown) => void;
    vi.mocked(calls.resetPassword).mockReturnValueOnce(new Promise((_, reject) => (refuse = reject)));
    const first = reset.resetBySms(smsForm);
    await reset.resetBySms(smsForm);
    expect(calls.resetPassword).toHaveBeenCalledTimes(1);
    refuse(new ApiError('The verification code is wrong or has expired', { status: 400, errorCode: 'reset.code.invalid' }));
    await first;
    expect(reset.doneFor).toBeUndefined();
    expect(reset.busy).toBe(false);
  });
});
