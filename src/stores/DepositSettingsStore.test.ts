import { observable, runInAction } from 'mobx';
import { fetchDepositSettings } from '../api/calls.ts';
import { DEPOSIT_POLL_MS, DepositSettingsStore } from './DepositSettingsStore.ts';
import { ApiClient } from '../api/client.ts';

vi.mock('../api/calls.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/calls.ts')>()),
  fetchDepositSettings: vi.fn(),
}));

let count = 0;

beforeEach(() => {
  vi.useFakeTimers();
  count = 0;
  vi.mocked(fetchDepositSettings)
    .mockReset()
    .mockImplementation(() => Promise.resolve({ totalDepositSuccessCount: count }));
});

afterEach(() => vi.useRealTimers());

const calls = () => vi.mocked(fetchDepositSettings).mock.calls.length;

describe('DepositSettingsStore.watch', () => {
  test('asks at once, then every 30 s while watched, and the count follows', async () => {
    const deposits = new DepositSettingsStore({ api: new ApiClient() });
    const leave = deposits.watch();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls()).toBe(1);
    expect(deposits.successfulDeposits).toBe(0);

    count = 2;
    await vi.advanceTimersByTimeAsync(DEPOSIT_POLL_MS - 1);
    expect(calls()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls()).toBe(2);
    expect(deposits.successfulDeposits).toBe(2);
    leave();
  });

  test('one poll for every watcher; it stops when the last one leaves', async () => {
    const deposits = new DepositSettingsStore({ api: new ApiClient() });
    const first = deposits.watch();
    const second = deposits.watch();
    await vi.advanceTimersByTimeAsync(DEPOSIT_POLL_MS * 2);
    expect(calls()).toBe(3);

    first();
    first();
    await vi.advanceTimersByTimeAsync(DEPOSIT_POLL_MS);
    expect(calls()).toBe(4);

    second();
    await vi.advanceTimersByTimeAsync(DEPOSIT_POLL_MS * 3);
    expect(calls()).toBe(4);
    expect(vi.getTimerCount()).toBe(0);

    deposits.watch();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls()).toBe(5);
  });

  test('skips a poll while the page is hidden', async () => {
    const deposits = new DepositSettingsStore({ api: new ApiClient() });
    const leave = deposits.watch();
    await vi.advanceTimersByTimeAsync(0);
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    await vi.advanceTimersByTimeAsync(DEPOSIT_POLL_MS);
    expect(calls()).toBe(1);
    visibility.mockRestore();
    await vi.advanceTimersByTimeAsync(DEPOSIT_POLL_MS);
    expect(calls()).toBe(2);
    leave();
  });
});

describe('DepositSettingsStore.watchWhile', () => {
  test('polls only while the condition holds, and not after the returned function ends it', async () => {
    const needed = observable.box(false);
    const deposits = new DepositSettingsStore({ api: new ApiClient() });
    const end = deposits.watchWhile(() => needed.get());
    await vi.advanceTimersByTimeAsync(DEPOSIT_POLL_MS);
    expect(calls()).toBe(0);

    runInAction(() => needed.set(true));
    await vi.advanceTimersByTimeAsync(DEPOSIT_POLL_MS);
    expect(calls()).toBe(2);

    runInAction(() => needed.set(false));
    await vi.advanceTimersByTimeAsync(DEPOSIT_POLL_MS * 2);
    expect(calls()).toBe(2);

    runInAction(() => needed.set(true));
    await vi.advanceTimersByTimeAsync(0);
    expect(calls()).toBe(3);
    end();
    runInAction(() => needed.set(false));
    runInAction(() => needed.set(true));
    await vi.advanceTimersByTimeAsync(DEPOSIT_POLL_MS * 2);
    expect(calls()).toBe(3);
    expect(vi.getTimerCount()).toBe(0);
  });
});
