import { makeStores, siteConfig } from '../../tests/unit/fixtures.tsx';
import type { AlertProps } from './overlayTypes.ts';
import { UPDATE_CHECK_INTERVAL_MS, UpdateCheckStore } from './UpdateCheckStore.ts';

const fetchAssetManifest = vi.hoisted(() => vi.fn<() => Promise<string>>());
vi.mock('../api/webAppCalls.ts', () => ({ fetchAssetManifest }));
const leavePage = vi.hoisted(() => vi.fn<(url: string) => void>());
vi.mock('../platform/leavePage.ts', () => ({ leavePage }));
const reloadPage = vi.hoisted(() => vi.fn<() => void>());
vi.mock('../platform/reloadPage.ts', () => ({ reloadPage }));

let served = '';
let stop = () => {};

function started(config = siteConfig()) {
  const stores = makeStores(config);
  const store = stores.feature(UpdateCheckStore);
  stop = store.start();
  const alerts = () => stores.overlays.entries.filter((e) => e.type === 'alert').map((e) => e.props as AlertProps);
  return { stores, store, alerts };
}

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  vi.useFakeTimers();
  served = '{"files":["/m/assets/index-A.js"]}';
  fetchAssetManifest.mockReset().mockImplementation(() => Promise.resolve(served));
  leavePage.mockReset();
  reloadPage.mockReset();
});
afterEach(() => {
  stop();
  setVisibility('visible');
  vi.useRealTimers();
});

describe('UpdateCheckStore', () => {
  test('checks on load and keeps the hash; the same manifest an hour later is no news', async () => {
    const { store, alerts } = started();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchAssetManifest).toHaveBeenCalledTimes(1);
    expect(store.knownHash).toBeTruthy();
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS);
    expect(fetchAssetManifest).toHaveBeenCalledTimes(2);
    expect(alerts()).toEqual([]);
  });

  test('a new build found by the hourly check shows the update alert once', async () => {
    const { alerts } = started();
    await vi.advanceTimersByTimeAsync(0);
    served = '{"files":["/m/assets/index-B.js"]}';
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS - 1);
    expect(alerts()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(alerts()).toEqual([
      expect.objectContaining({ titleId: 'pwa_update_title', messageId: 'pwa_update_msg', action: expect.objectContaining({ labelId: 'refresh' }) }),
    ]);
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS);
    expect(alerts()).toHaveLength(1);
  });

  test('checks when the tab becomes visible, not when it is hidden', async () => {
    const { alerts } = started();
    await vi.advanceTimersByTimeAsync(0);
    served = '{"files":["/m/assets/index-C.js"]}';
    setVisibility('hidden');
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchAssetManifest).toHaveBeenCalledTimes(1);
    setVisibility('visible');
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchAssetManifest).toHaveBeenCalledTimes(2);
    expect(alerts()).toHaveLength(1);
  });

  test('a failed fetch changes nothing and the next check still compares', async () => {
    const { store, alerts } = started();
    await vi.advanceTimersByTimeAsync(0);
    const known = store.knownHash;
    fetchAssetManifest.mockRejectedValueOnce(new Error('offline'));
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS);
    expect(store.knownHash).toBe(known);
    expect(alerts()).toEqual([]);
  });

  test('stopping ends the timer and the visibility check', async () => {
    started();
    await vi.advanceTimersByTimeAsync(0);
    stop();
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS * 2);
    setVisibility('visible');
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchAssetManifest).toHaveBeenCalledTimes(1);
  });

  test('with UPDATEMOBILEICC3 off nothing is fetched: not on load, hourly or on visibility', async () => {
    const base = siteConfig();
    started({ ...base, whitelabel: { ...base.whitelabel, UPDATEMOBILEICC3: { enabled: false } } });
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS);
    setVisibility('visible');
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchAssetManifest).not.toHaveBeenCalled();
  });

  test('a merchant that leaves UPDATEMOBILEICC3 out has no update check', async () => {
    const base = siteConfig();
    const { UPDATEMOBILEICC3: _left, ...whitelabel } = base.whitelabel;
    started({ ...base, whitelabel });
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS);
    expect(fetchAssetManifest).not.toHaveBeenCalled();
  });

  test('refresh reloads a main page in place and sends any other page home with the carried query', () => {
    const { store } = started();
    history.replaceState(null, '', '/m/member/home?affiliateCode=aff1');
    store.refresh();
    expect(reloadPage).toHaveBeenCalledTimes(1);
    history.replaceState(null, '', '/m/voucherCenter?affiliateCode=aff1&tab=2');
    store.refresh();
    expect(leavePage).toHaveBeenCalledWith('/m/home?affiliateCode=aff1');
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  test("the alert's refresh button runs the reload rule", async () => {
    const { alerts } = started();
    await vi.advanceTimersByTimeAsync(0);
    served = 'another build';
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS);
    history.replaceState(null, '', '/m/home');
    const action = alerts()[0]?.action;
    expect(action && 'run' in action).toBe(true);
    if (action && 'run' in action) action.run();
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });
});
