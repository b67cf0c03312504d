import { sendSmsCode, verifyLogin, type LoginAnswer, type VerificationMethods } from '../api/accountCalls.ts';
import { ApiError } from '../api/failures.ts';
import { CONTINUE_AFTER_MS, SUCCESS_SHOWN_MS, TwoFactorStore, type TwoFactorField } from './TwoFactorStore.ts';
import { ApiClient } from '../api/client.ts';

vi.mock('../api/accountCalls.ts', () => ({ sendSmsCode: vi.fn(), verifyLogin: vi.fn() }));

const answer: LoginAnswer = {
  token: 'tok-2fa',
  id: 7,
  customerId: 7,
  userName: 'lucky8',
  customerType: 0,
  firstTimeLogin: false,
  passwordExpired: false,
  defaultPassword: false,
};

function dialog(methods: VerificationMethods = { ga: true, sms: true, email: true, payeeName: true }) {
  const callbacks = { verified: vi.fn<(a: LoginAnswer) => void>(), finished: vi.fn<() => void>() };
  const store = new TwoFactorStore(new ApiClient(), methods, { username: 'lucky8', password: 'pw 1' }, () => '86', callbacks);
  return { store, callbacks };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.mocked(verifyLogin).mockReset().mockResolvedValue(answer);
  vi.mocked(sendSmsCode).mockReset().mockResolvedValue({});
});
afterEach(() => vi.useRealTimers());

describe('TwoFactorStore', () => {
  test.each([
    { methods: { ga: true, sms: true, email: true, payeeName: true }, tabs: ['G', 'S', 'E', 'P'] },
    { methods: { payeeName: true, email: true, sms: true, ga: true }, tabs: ['G', 'S', 'E', 'P'] },
    { methods: { payeeName: true, sms: true }, tabs: ['S', 'P'] },
    { methods: { ga: false, sms: false, email: true }, tabs: ['E'] },
    { methods: { ga: true, sms: false }, tabs: ['G'] },
  ])('offers $tabs for $methods, the first one selected', ({ methods, tabs }) => {
    const { store } = dialog(methods);
    expect(store.offered.map((m) => m.method)).toEqual(tabs);
    expect(store.active).toBe(tabs[0]);
  });

  test.each([
    { method: 'G' as const, fields: ['authCode'] },
    { method: 'S' as const, fields: ['mobileNum', 'verificationCode'] },
    { method: 'E' as const, fields: ['email'] },
    { method: 'P' as const, fields: ['payeeName'] },
  ])('method $method asks for $fields', ({ method, fields }) => {
    const { store } = dialog();
    store.select(method);
    expect(store.fields).toEqual(fields);
  });

  test.each<{ method: 'G' | 'S' | 'E' | 'P'; values: Partial<Record<TwoFactorField, string>>; invalid: TwoFactorField }>([
    { method: 'G', values: {}, invalid: 'authCode' },
    { method: 'G', values: { authCode: '   ' }, invalid: 'authCode' },
    { method: 'S', values: {}, invalid: 'mobileNum' },
    { method: 'S', values: { mobileNum: '13800000000' }, invalid: 'verificationCode' },
    { method: 'E', values: { authCode: '123456' }, invalid: 'email' },
    { method: 'P', values: { payeeName: ' ' }, invalid: 'payeeName' },
  ])('an empty field of $method ($invalid) is pointed at and nothing is sent', async ({ method, values, invalid }) => {
    const { store } = dialog();
    store.select(method);
    for (const [field, value] of Object.entries(values)) store.set(field as TwoFactorField, value);
    await store.submit();
    expect(store.invalidField).toBe(invalid);
    expect(verifyLogin).not.toHaveBeenCalled();
    expect(store.submitting).toBe(false);
  });

  test('typing into the pointed-at field clears the mark; choosing another tab does too', async () => {
    const { store } = dialog();
    await store.submit();
    expect(store.invalidField).toBe('authCode');
    store.set('authCode', ' ');
    expect(store.invalidField).toBe('authCode');
    store.set('authCode', '1');
    expect(store.invalidField).toBeUndefined();
    store.set('authCode', '');
    await store.submit();
    store.select('E');
    expect(store.invalidField).toBeUndefined();
  });

  test.each<{ method: 'G' | 'S' | 'E' | 'P'; values: Partial<Record<TwoFactorField, string>>; sent: Record<string, string> }>([
    { method: 'G', values: { authCode: ' 123456 ' }, sent: { authCode: '123456' } },
    { method: 'S', values: { mobileNum: ' 13800000000 ', verificationCode: ' 4321\t' }, sent: { mobileNum: '13800000000', verificationCode: '4321' } },
    { method: 'E', values: { email: '  a@b.test ' }, sent: { email: 'a@b.test' } },
    { method: 'P', values: { payeeName: ' Li Lei ', authCode: 'ignored' }, sent: { payeeName: 'Li Lei' } },
  ])('method $method sends the credentials and its trimmed fields only', async ({ method, values, sent }) => {
    const { store } = dialog();
    store.select(method);
    for (const [field, value] of Object.entries(values)) store.set(field as TwoFactorField, value);
    await store.submit();
    expect(verifyLogin).toHaveBeenCalledTimes(1);
    expect(verifyLogin).toHaveBeenCalledWith(expect.anything(), { username: 'lucky8', password: 'pw 1', method, ...sent });
  });

  test('a success shows, continues the login after 500 ms and closes after 1500 ms', async () => {
    const { store, callbacks } = dialog({ ga: true });
    store.set('authCode', '123456');
    await store.submit();
    expect(store.succeeded).toBe(true);
    expect(store.submitting).toBe(false);
    expect(CONTINUE_AFTER_MS).toBe(500);
    expect(SUCCESS_SHOWN_MS).toBe(1_500);
    vi.advanceTimersByTime(499);
    expect(callbacks.verified).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(callbacks.verified).toHaveBeenCalledWith(answer);
    expect(callbacks.finished).not.toHaveBeenCalled();
    vi.advanceTimersByTime(999);
    expect(callbacks.finished).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(callbacks.finished).toHaveBeenCalledTimes(1);
  });

  test('after a success, and while a check runs, submitting again sends nothing', async () => {
    let reply!: (a: LoginAnswer) => void;
    vi.mocked(verifyLogin).mockReturnValue(new Promise((resolve) => (reply = resolve)));
    const { store } = dialog({ ga: true });
    store.set('authCode', '123456');
    const first = store.submit();
    expect(store.submitting).toBe(true);
    await store.submit();
    reply(answer);
    await first;
    await store.submit();
    expect(verifyLogin).toHaveBeenCalledTimes(1);
  });

  test('a refused code leaves the dialog open for another try', async () => {
    vi.mocked(verifyLogin).mockRejectedValueOnce(new ApiError('Wrong code', { errorCode: 'ga.code.err' }));
    const { store, callbacks } = dialog({ ga: true });
    store.set('authCode', '000000');
    await store.submit();
    expect(store.succeeded).toBe(false);
    expect(store.submitting).toBe(false);
    vi.runAllTimers();
    expect(callbacks.verified).not.toHaveBeenCalled();
    store.set('authCode', '123456');
    await store.submit();
    expect(store.succeeded).toBe(true);
  });

  test('sending an SMS code without a number points at the number and sends nothing', async () => {
    const { store } = dialog({ sms: true });
    store.set('mobileNum', '  ');
    await store.sendCode();
    expect(store.invalidField).toBe('mobileNum');
    expect(sendSmsCode).not.toHaveBeenCalled();
  });

  test("sending an SMS code goes to the trimmed number with the merchant's prefix and starts the countdown", async () => {
    vi.mocked(sendSmsCode).mockResolvedValue({ expirationTime: Date.now() + 45_000 });
    const { store } = dialog({ sms: true });
    store.set('mobileNum', ' 13800000000 ');
    await store.sendCode();
    expect(sendSmsCode).toHaveBeenCalledWith(expect.anything(), { countryDialingCode: '86', mobileNum: '13800000000' });
    expect(store.sms.countdown).toBe(45);
    store.dispose();
    vi.advanceTimersByTime(5_000);
    expect(store.sms.countdown).toBe(45);
  });
});
