import { runInAction } from 'mobx';
import { makeStores, seed } from '../../tests/unit/fixtures.tsx';
import type { DepositSettings } from '../api/types.ts';
import { AttributionStore, HEARTBEAT_KEY, depositsSeenKey, type AttributionDeps } from './AttributionStore.ts';
import { DepositSettingsStore } from './DepositSettingsStore.ts';

const now = Date.parse('2026-11-23T10:00:00Z');

function attributionOver({ sendFails = false } = {}) {
  const stores = makeStores();
  const sent: { body: Parameters<AttributionDeps['send']>[1]; heartbeat: string | undefined }[] = [];
  const deps: AttributionDeps = {
    send: async (_api, body, heartbeat) => {
      if (sendFails) throw new Error('offline');
      sent.push({ body, heartbeat });
      return { received: body.events.length };
    },
    pixels: { start: vi.fn(), deposit: vi.fn() },
    adInfo: () => ({ gpsAdid: 'gps-1' }),
    deviceId: async () => 'device-1',
    now: () => now,
  };
  const attribution = new AttributionStore(stores, deps);
  const deposits = stores.feature(DepositSettingsStore);
  const setCount = (count: number) => seed(deposits.settings, { totalDepositSuccessCount: count } as DepositSettings);
  return { stores, attribution, sent, deps, setCount };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  document.cookie = 'fb_pixel_id=; max-age=0; path=/';
});

describe('AttributionStore', () => {
  test('each day the app runs leaves one heartbeat; the pixels start with the ids in the cookies', () => {
    document.cookie = 'fb_pixel_id=123456789; path=/';
    const { attribution, deps } = attributionOver();
    attribution.start();
    attribution.start();
    expect(JSON.parse(localStorage.getItem(HEARTBEAT_KEY) ?? '[]')).toEqual([{ agent: 'wl-mobile/browser', date: '2026-11-23' }]);
    expect(deps.pixels.start).toHaveBeenCalledTimes(1);
    expect(deps.pixels.start).toHaveBeenCalledWith({ fb_pixel_id: '123456789' });
  });

  test('a rise in successful deposits is one deposit event with content id 99, sent with the heartbeat', async () => {
    const { stores, attribution, sent, deps, setCount } = attributionOver();
    stores.session.save({ token: 's', id: 7 });
    attribution.start();
    setCount(1);
    await settle();
    expect(sent).toEqual([]);

    setCount(3);
    await settle();
    expect(sent).toHaveLength(1);
    expect(sent[0].body).toMatchObject({ events: [{ name: 'deposit', contentId: 99, value: 2, time: now }], deviceId: 'device-1', pixelTrack: null });
    expect(sent[0].body.adInfo).toBeUndefined();
    expect(sent[0].heartbeat).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(deps.pixels.deposit).toHaveBeenCalledWith(3);
    // The heartbeats it carried are not sent again.
    expect(JSON.parse(localStorage.getItem(HEARTBEAT_KEY) ?? '[]')).toEqual([]);

    // Another page load with the same count reports nothing.
    const later = new AttributionStore(stores, deps);
    later.start();
    await settle();
    expect(sent).toHaveLength(1);
  });

  test('a failed call keeps the heartbeats and the deposit for the next one; the pixels hear of it once', async () => {
    const failing = attributionOver({ sendFails: true });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    failing.stores.session.save({ token: 's', id: 7 });
    failing.attribution.start();
    failing.setCount(1);
    await settle();
    failing.setCount(2);
    await settle();
    expect(JSON.parse(localStorage.getItem(HEARTBEAT_KEY) ?? '[]')).toHaveLength(1);
    expect(failing.deps.pixels.deposit).toHaveBeenCalledTimes(1);

    // The next page load, with the server answering again: the deposit it missed is sent then.
    const { stores, deps, sent, setCount } = attributionOver();
    stores.session.save({ token: 's', id: 7 });
    new AttributionStore(stores, deps).start();
    setCount(2);
    await settle();
    expect(sent.map(({ body }) => body.events)).toEqual([[{ name: 'deposit', contentId: 99, value: 1, time: now }]]);
    expect(deps.pixels.deposit).not.toHaveBeenCalled();
    setCount(2);
    await settle();
    expect(sent).toHaveLength(1);
  });

  test('a device that kept only the count it had seen had reported all of it; a rise it fails to send waits', async () => {
    localStorage.setItem(depositsSeenKey('7'), '1');
    const failing = attributionOver({ sendFails: true });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    failing.stores.session.save({ token: 's', id: 7 });
    failing.attribution.start();
    failing.setCount(2);
    await settle();

    const { stores, attribution, sent, setCount } = attributionOver();
    stores.session.save({ token: 's', id: 7 });
    attribution.start();
    setCount(2);
    await settle();
    expect(sent.map(({ body }) => body.events[0].value)).toEqual([1]);
  });

  test('inside the native shell the events carry its ad ids, and the heartbeat names the app', async () => {
    const { stores, deps, sent } = attributionOver();
    runInAction(() => Object.assign(stores.platform, { shell: 'app', appVersion: '2.5.0' }));
    const attribution = new AttributionStore(stores, deps);
    attribution.start();
    await attribution.track([{ name: 'deposit', contentId: 99, time: now }]);
    expect(sent[0].body.adInfo).toEqual({ gpsAdid: 'gps-1' });
    expect(attribution.agent).toBe('wl-mobile/app 2.5.0');
  });

  test('a visitor has no deposits to report', async () => {
    const { attribution, sent, setCount } = attributionOver();
    attribution.start();
    setCount(1);
    setCount(2);
    await settle();
    expect(sent).toEqual([]);
  });
});
