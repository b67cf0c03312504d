import * as calls from '../api/activityCalls.ts';
import { noviceTasks, signInCalendar as calendar, vouchers } from '../api/activityCalls.fixtures.ts';
import { ApiError } from '../api/failures.ts';
import type { SignInCalendar } from '../config/types.generated.ts';
import { flushPromises } from '../../tests/unit/fixtures.tsx';
import { ActivitiesStore } from './ActivitiesStore.ts';
import { ApiClient } from '../api/client.ts';

vi.mock('../api/activityCalls.ts', async (importOriginal) => (await import('../api/activityCalls.fixtures.ts')).mockActivityCalls(importOriginal));

afterEach(() => vi.resetAllMocks());

describe('ActivitiesStore', () => {
  test('a language switch asks again for what was shown (the calendar), not for what never was (the tasks)', async () => {
    vi.mocked(calls.fetchSignInCalendar).mockResolvedValue(calendar(false));
    const store = new ActivitiesStore({ api: new ApiClient() });
    await store.refresh(store.calendar);
    store.languageChanged();
    await flushPromises();
    expect(calls.fetchSignInCalendar).toHaveBeenCalledTimes(2);
    expect(calls.fetchNoviceTasks).not.toHaveBeenCalled();
  });

  test('each visit asks again, keeping the last answer on show meanwhile', async () => {
    vi.mocked(calls.fetchSignInCalendar)
      .mockResolvedValueOnce(calendar(false))
      .mockReturnValueOnce(new Promise(() => undefined));
    const store = new ActivitiesStore({ api: new ApiClient() });
    await store.refresh(store.calendar);
    expect(store.calendar.value?.signedToday).toBe(false);
    void store.refresh(store.calendar);
    expect(calls.fetchSignInCalendar).toHaveBeenCalledTimes(2);
    expect(store.calendar.value?.signedToday).toBe(false);
  });

  test('a sign-in shows the calendar the server answers and what it earned; a second tap meanwhile sends nothing', async () => {
    let answer: (value: SignInCalendar) => void = () => undefined;
    vi.mocked(calls.signIn).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const store = new ActivitiesStore({ api: new ApiClient() });
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
    vi.mocked(calls.fetchNoviceTasks).mockResolvedValueOnce(noviceTasks(false)).mockResolvedValueOnce(noviceTasks(true));
    vi.mocked(calls.claimNoviceTask).mockRejectedValue(
      new ApiError('This reward has been claimed already', { status: 400, errorCode: 'task.already.claimed' }),
    );
    const store = new ActivitiesStore({ api: new ApiClient() });
    await store.refresh(store.tasks);
    await store.claimTask('first-sign-in');
    await flushPromises();
    expect(calls.claimNoviceTask).toHaveBeenCalledWith(expect.anything(), 'first-sign-in');
    expect(store.tasks.value?.tasks[0].status).toBe('CLAIMED');
    expect(store.earned).toBeUndefined();
    expect(store.pending).toBeUndefined();
  });

  test('a claimed voucher moves to the used ones and its amount is announced', async () => {
    vi.mocked(calls.fetchVouchers).mockResolvedValue(vouchers('AVAILABLE'));
    vi.mocked(calls.claimVoucher).mockResolvedValue(vouchers('USED'));
    const store = new ActivitiesStore({ api: new ApiClient() });
    await store.refresh(store.vouchers);
    await store.claimVoucher('welcome');
    expect(store.vouchers.value?.vouchers[0].status).toBe('USED');
    expect(store.earned).toEqual({ action: 'voucher:welcome', amount: 18 });
    await store.refresh(store.vouchers);
    expect(store.earned).toBeUndefined();
  });

  test('details are one resource per promotion id', async () => {
    vi.mocked(calls.fetchPromotionDetail).mockImplementation(async (_api, id) => ({ id, promotionType: 'LOGIN', title: `P${id}`, enabled: true }));
    const store = new ActivitiesStore({ api: new ApiClient() });
    expect(store.detail(5)).toBe(store.detail(5));
    await store.refresh(store.detail(5));
    await store.refresh(store.detail(6));
    expect(store.detail(5).value?.title).toBe('P5');
    expect(store.detail(6).value?.title).toBe('P6');
  });

  test("logout forgets the member's activities", async () => {
    vi.mocked(calls.fetchSignInCalendar).mockResolvedValue(calendar(true));
    vi.mocked(calls.fetchPromotionDetail).mockResolvedValue({ id: 5, promotionType: 'LOGIN', title: 'P5', enabled: true });
    const store = new ActivitiesStore({ api: new ApiClient() });
    await store.refresh(store.calendar);
    const detail = store.detail(5);
    await store.refresh(detail);
    store.clear();
    expect(store.calendar.value).toBeUndefined();
    expect(store.calendar.isLoaded).toBe(false);
    expect(store.detail(5)).not.toBe(detail);
  });
});
