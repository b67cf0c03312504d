import { makeStores } from '../../tests/unit/fixtures.tsx';
import { PING_INTERVAL_MS, SLOW_PING_MS } from '../rules/connectivity.ts';
import { ConnectivityStore } from './ConnectivityStore.ts';

const ping = vi.hoisted(() => vi.fn<() => Promise<{ pong: number }>>());
vi.mock('../api/calls.ts', async (original) => ({ ...(await original<typeof import('../api/calls.ts')>()), ping }));

let stop = () => {};
let online = true;

function started() {
  const stores = makeStores();
  stop = stores.feature(ConnectivityStore).start();
  const notices = () => stores.alerts.notices.map((n) => n.messageId);
  return { stores, notices };
}

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

/** A ping that answers after `ms` (fake time). */
const answersAfter = (ms: number) => () => new Promise<{ pong: number }>((resolve) => setTimeout(() => resolve({ pong: 1 }), ms));

beforeEach(() => {
  vi.useFakeTimers();
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  ping.mockReset().mockImplementation(answersAfter(50));
});
afterEach(() => {
  stop();
  setVisibility('visible');
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('ConnectivityStore', () => {
  test('pings on start and every 5 s; a good line shows nothing', async () => {
    const { notices } = started();
    await vi.advanceTimersByTimeAsync(100);
    expect(ping).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(PING_INTERVAL_MS * 2);
    expect(ping).toHaveBeenCalledTimes(3);
    expect(notices()).toEqual([]);
  });

  test('a failed ping shows network_offline for 1.5 s, once while the line stays down', async () => {
    ping.mockRejectedValue(new Error('no answer'));
    const { notices } = started();
    await vi.advanceTimersByTimeAsync(0);
    expect(notices()).toEqual(['network_offline']);
    await vi.advanceTimersByTimeAsync(1500);
    expect(notices()).toEqual([]);
    await vi.advanceTimersByTimeAsync(PING_INTERVAL_MS);
    expect(ping).toHaveBeenCalledTimes(2);
    expect(notices()).toEqual([]);
  });

  test('a slow answer shows network_slowly; recovering and slowing again shows it again', async () => {
    ping.mockImplementation(answersAfter(SLOW_PING_MS + 500));
    const { stores, notices } = started();
    await vi.advanceTimersByTimeAsync(SLOW_PING_MS + 500);
    expect(notices()).toEqual(['network_slowly']);
    ping.mockImplementation(answersAfter(50));
    await vi.advanceTimersByTimeAsync(PING_INTERVAL_MS);
    expect(stores.feature(ConnectivityStore).state).toBe('fine');
    ping.mockImplementation(answersAfter(SLOW_PING_MS + 500));
    await vi.advanceTimersByTimeAsync(PING_INTERVAL_MS);
    expect(notices()).toEqual(['network_slowly']);
  });

  test('the browser going offline shows network_offline at once, not again at the next ping while still offline', async () => {
    const { notices } = started();
    await vi.advanceTimersByTimeAsync(100);
    online = false;
    window.dispatchEvent(new Event('offline'));
    expect(notices()).toEqual(['network_offline']);
    await vi.advanceTimersByTimeAsync(PING_INTERVAL_MS);
    expect(notices()).toEqual([]);
  });

  test('never stacks: no ping notice over another notice on show', async () => {
    const { stores, notices } = started();
    await vi.advanceTimersByTimeAsync(100);
    // A call's own notice, still on show when the next ping fails.
    stores.alerts.notify('network_slowly', PING_INTERVAL_MS * 2);
    ping.mockRejectedValue(new Error('no answer'));
    await vi.advanceTimersByTimeAsync(PING_INTERVAL_MS);
    expect(notices()).toEqual(['network_slowly']);
  });

  test('no pings while the page is hidden; one at once when it shows again', async () => {
    started();
    await vi.advanceTimersByTimeAsync(100);
    setVisibility('hidden');
    await vi.advanceTimersByTimeAsync(PING_INTERVAL_MS * 3);
    expect(ping).toHaveBeenCalledTimes(1);
    setVisibility('visible');
    await vi.advanceTimersByTimeAsync(0);
    expect(ping).toHaveBeenCalledTimes(2);
  });

  test('stopping ends the pings and the listeners', async () => {
    const { notices } = started();
    await vi.advanceTimersByTimeAsync(100);
    stop();
    await vi.advanceTimersByTimeAsync(PING_INTERVAL_MS * 2);
    window.dispatchEvent(new Event('offline'));
    expect(ping).toHaveBeenCalledTimes(1);
    expect(notices()).toEqual([]);
  });
});
