import { sendSmsCode } from '../api/accountCalls.ts';
import { ApiError } from '../api/failures.ts';
import { ActionBlocked } from './ActionBlocked.ts';
import type { CaptchaStore } from './CaptchaStore.ts';
import { SMS_RESEND_SECONDS, SmsCodeStore } from './SmsCodeStore.ts';
import { ApiClient } from '../api/client.ts';

vi.mock('../api/accountCalls.ts', () => ({ sendSmsCode: vi.fn() }));

/** A captcha of the sms scene that answers with a proof, or blocks the action. */
function stubCaptcha(answer: 'proof' | 'blocked') {
  const stub = {
    enabled: true,
    ensure: vi.fn(() => (answer === 'proof' ? Promise.resolve({ geetestValidateV4: '{"lot_number":"x"}' }) : Promise.reject(new ActionBlocked()))),
    reload: vi.fn(() => Promise.resolve()),
  };
  return { stub, captcha: stub as unknown as CaptchaStore };
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2030-01-01T00:00:00Z') });
  vi.mocked(sendSmsCode).mockReset();
});
afterEach(() => vi.useRealTimers());

describe('SmsCodeStore', () => {
  test.each([
    { name: "the server's expiry 45 s away", answer: () => ({ expirationTime: Date.now() + 45_000 }), seconds: 45 },
    { name: 'an expiry 44.2 s away, rounded up', answer: () => ({ expirationTime: Date.now() + 44_200 }), seconds: 45 },
    { name: 'no expiry', answer: () => ({}), seconds: 60 },
    { name: 'an empty answer', answer: () => null, seconds: 60 },
    { name: 'an expiry already past', answer: () => ({ expirationTime: Date.now() - 5_000 }), seconds: 60 },
  ])('counts down from $name, then offers sending again', async ({ answer, seconds }) => {
    vi.mocked(sendSmsCode).mockResolvedValue(answer() as { expirationTime?: number });
    const sms = new SmsCodeStore(new ApiClient());
    expect(sms.canSend).toBe(true);
    await expect(sms.send('86', '13800000000')).resolves.toBe(true);
    expect(sendSmsCode).toHaveBeenCalledWith(expect.anything(), { countryDialingCode: '86', mobileNum: '13800000000' });
    expect(sms.countdown).toBe(seconds);
    expect(sms.canSend).toBe(false);
    vi.advanceTimersByTime(1_000);
    expect(sms.countdown).toBe(seconds - 1);
    vi.advanceTimersByTime((seconds - 2) * 1_000);
    expect(sms.countdown).toBe(1);
    expect(sms.canSend).toBe(false);
    vi.advanceTimersByTime(1_000);
    expect(sms.countdown).toBe(0);
    expect(sms.canSend).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  test('the default wait is 60 seconds', () => {
    expect(SMS_RESEND_SECONDS).toBe(60);
  });

  test('does not send again while counting down', async () => {
    vi.mocked(sendSmsCode).mockResolvedValue({ expirationTime: Date.now() + 45_000 });
    const sms = new SmsCodeStore(new ApiClient());
    await sms.send('86', '13800000000');
    vi.advanceTimersByTime(10_000);
    await expect(sms.send('86', '13800000000')).resolves.toBe(false);
    expect(sendSmsCode).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(35_000);
    await expect(sms.send('86', '13800000000')).resolves.toBe(true);
    expect(sendSmsCode).toHaveBeenCalledTimes(2);
  });

  test('is not offered while a send is under way, and a second click sends nothing', async () => {
    let answer!: (value: { expirationTime?: number }) => void;
    vi.mocked(sendSmsCode).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const sms = new SmsCodeStore(new ApiClient());
    const first = sms.send('86', '13800000000');
    expect(sms.sending).toBe(true);
    expect(sms.canSend).toBe(false);
    await expect(sms.send('86', '13800000000')).resolves.toBe(false);
    answer({});
    await expect(first).resolves.toBe(true);
    expect(sms.sending).toBe(false);
    expect(sendSmsCode).toHaveBeenCalledTimes(1);
  });

  test('a refused send starts no countdown and may be tried again', async () => {
    vi.mocked(sendSmsCode).mockRejectedValue(new ApiError('Too many codes', { errorCode: 'sms.limit' }));
    const sms = new SmsCodeStore(new ApiClient());
    await expect(sms.send('86', '13800000000')).resolves.toBe(false);
    expect(sms.countdown).toBe(0);
    expect(sms.sending).toBe(false);
    expect(sms.canSend).toBe(true);
  });

  test('too many codes is said on the form (the catalogue keeps quiet), and forgotten on the next send', async () => {
    vi.mocked(sendSmsCode).mockRejectedValueOnce(
      new ApiError('Too many codes requested', { status: 429, errorCode: 'TOO_MANY_REQUEST_SMS', serverMessage: 'Too many codes requested' }),
    );
    const sms = new SmsCodeStore(new ApiClient());
    await sms.send('86', '13800000000');
    expect(sms.problem).toEqual({ message: 'Too many codes requested', messageId: 'errors.TOO_MANY_REQUEST_SMS' });
    vi.mocked(sendSmsCode).mockResolvedValueOnce({});
    await sms.send('86', '13800000000');
    expect(sms.problem).toBeUndefined();
  });

  test('an unexpected failure is not swallowed', async () => {
    vi.mocked(sendSmsCode).mockRejectedValue(new TypeError('boom'));
    const sms = new SmsCodeStore(new ApiClient());
    await expect(sms.send('86', '13800000000')).rejects.toThrow('boom');
    expect(sms.sending).toBe(false);
  });

  test('sends the captcha proof with the number, then fetches a fresh challenge', async () => {
    vi.mocked(sendSmsCode).mockResolvedValue({});
    const { stub, captcha } = stubCaptcha('proof');
    const sms = new SmsCodeStore(new ApiClient());
    await expect(sms.send('84', '912345678', captcha)).resolves.toBe(true);
    expect(sendSmsCode).toHaveBeenCalledWith(expect.anything(), { countryDialingCode: '84', mobileNum: '912345678', geetestValidateV4: '{"lot_number":"x"}' });
    expect(stub.reload).toHaveBeenCalledTimes(1);
  });

  test('a captcha that blocks the send sends nothing and starts no countdown', async () => {
    const { captcha } = stubCaptcha('blocked');
    const sms = new SmsCodeStore(new ApiClient());
    await expect(sms.send('84', '912345678', captcha)).resolves.toBe(false);
    expect(sendSmsCode).not.toHaveBeenCalled();
    expect(sms.countdown).toBe(0);
    expect(sms.canSend).toBe(true);
  });

  test('stop() halts the countdown where it is', async () => {
    vi.mocked(sendSmsCode).mockResolvedValue({});
    const sms = new SmsCodeStore(new ApiClient());
    await sms.send('86', '13800000000');
    vi.advanceTimersByTime(3_000);
    sms.stop();
    vi.advanceTimersByTime(10_000);
    expect(sms.countdown).toBe(57);
  });
});
