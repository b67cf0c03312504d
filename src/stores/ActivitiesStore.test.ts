import * as calls from '../api/activityCalls.ts';
import type { NoviceTasks, SignInCalendar, Vouchers } from '../api/activityCalls.ts';
import { ApiError } from '../api/failures.ts';
import { flushPromises } from '../../tests/unit/fixtures.tsx';
import { ActivitiesStore } from './ActivitiesStore.ts';

vi.mock('../api/activityCalls.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/activityCalls.ts')>()),
  fetchPromotionDetail: vi.fn(),
  fetchSignInCalendar: vi.fn(),
  signIn: vi.fn(),
  fetchNoviceTasks: vi.fn(),
  claimNoviceTask: vi.fn(),
  fetchRescueInfo: vi.fn(),
  fetchVouchers: vi.fn(),
  claimVoucher: vi.fn(),
}));

const calendar = (signedToday: boolean): SignInCalendar => ({
  today: '2026-11-24', signedToday, todayReward: 3, rules: '',
  days: [{ day: 1, date: '2026-11-23', reward: 2, signed: true, today: false }, { day: 2, date: '2026-11-24', reward: 3, signed: signedToday, today: true }],
});
const tasks = (status: 'CLAIMABLE' | 'CLAIMED'): NoviceTasks => ({
  endsAt: null, rules: '', tasks: [{ id: 'first', title: 'First', goal: 'SIGN_IN_DAYS', target: 1, progress: 1, reward: 5, status }],
});
const vouchers = (status: 'AVAILABLE' | 'USED'): Vouchers => ({
  depositCount: 0,
  vouchers: [{ id: 'welcome', title: 'Welcome', amount: 18, minDeposits: 0, expiresAt: '2026-12-01T00:00:00Z', status, claimable: status === 'AVAILABLE' }],
});

afterEach(() => vi.resetAllMocks());

describe('ActivitiesStore', () => {
  test('each visit asks again, keeping the last answer on show meanwhile', async () => {
    vi.mocked(calls.fetchSignInCalendar).mockResolvedValueOnce(calendar(false)).mockReturnValueOnce(new Promise(() => undefined));
    const store = new ActivitiesStore();
    await store.refresh(store.calendar);
    expect(store.calendar.value?.signedToday).toBe(false);
    void store.refresh(store.calendar);
    expect(calls.fetchSignInCalendar).toHaveBeenCalledTimes(2);
    expect(store.calendar.value?.signedToday).toBe(false);
  });

  test('a sign-in shows the calendar the server answers and what it earned; a second tap meanwhile sends nothing', async () => {
    let answer: (value: SignInCalendar) => void = () => undefined;
    vi.mocked(calls.signIn).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const store = new ActivitiesStore();
    const first = store.signIn();
    void store.signIn();
    expect(store.pending).toBe('sign-in');
    answer(calendar(true));
    await first;
    expect(calls.signIn).toHaveBeenCalledTimes(1);
    expect(store.calendar.value?.signedToday).toBe(true);
    expect(store.earned).toEqual({ action: 'sign-in', amount: 3 });
    expect(store.pending).toBeUndefined();
  });

  test('a refused claim (alerted by the catalogue) asks for the list again and earns nothing', async () => {
    vi.mocked(calls.fetchNoviceTasks).mockResolvedValueOnce(tasks('CLAIMABLE')).mockResolvedValueOnce(tasks('CLAIMED'));
    vi.mocked(calls.claimNoviceTask).mockRejectedValue(new ApiError('This reward has been claimed already', { status: 400, errorCode: 'task.already.claimed' }));
    const store = new ActivitiesStore();
    await store.refresh(store.tasks);
    await store.claimTask('first');
    await flushPromises();
    expect(calls.claimNoviceTask).toHaveBeenCalledWith('first');
    expect(store.tasks.value?.tasks[0].status).toBe('CLAIMED');
    expect(store.earned).toBeUndefined();
    expect(store.pending).toBeUndefined();
  });

  test('a claimed voucher moves to the used ones and its amount is announced', async () => {
    vi.mocked(calls.fetchVouchers).mockResolvedValue(vouchers('AVAILABLE'));
    vi.mocked(calls.claimVoucher).mockResolvedValue(vouchers('USED'));
    const store = new ActivitiesStore();
    await store.refresh(store.vouchers);
    await store.claimVoucher('welcome');
    expect(store.vouchers.value?.vouchers[0].status).toBe('USED');
    expect(store.earned).toEqual({ action: 'voucher:welcome', amount: 18 });
    await store.refresh(store.vouchers);
    expect(store.earned).toBeUndefined();
  });

  test('details are one resource per promotion id', async () => {
    vi.mocked(calls.fetchPromotionDetail).mockImplementation(async (id) => ({ id, promotionType: 'LOGIN', title: `P${id}`, enabled: true }));
    const store = new ActivitiesStore();
    expect(store.detail(5)).toBe(store.detail(5));
    await store.refresh(store.detail(5));
    await store.refresh(store.detail(6));
    expect(store.detail(5).value?.title).toBe('P5');
    expect(store.detail(6).value?.title).toBe('P6');
  });

  test('logout forgets the member\'s activities', async () => {
    vi.mocked(calls.fetchSignInCalendar).mockResolvedValue(calendar(true));
    vi.mocked(calls.fetchPromotionDetail).mockResolvedValue({ id: 5, promotionType: 'LOGIN', title: 'P5', enabled: true });
    const store = new ActivitiesStore();
    await store.refresh(store.calendar);
    const detail = store.detail(5);
    await store.refresh(detail);
    store.clear();
    expect(store.calendar.value).toBeUndefined();
    expect(store.calendar.isLoaded).toBe(false);
    expect(store.detail(5)).not.toBe(detail);
  });
});
