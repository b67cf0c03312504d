import { makeStores, siteConfig } from '../../tests/unit/fixtures.tsx';
import type { PushMessaging, PushPermission } from '../platform/push/types.ts';
import { PUSH_TOKEN_REFRESH_MS } from '../rules/push.ts';
import { PUSH_BINDING_KEY, PUSH_DISMISSED_KEY, PushStore, type PushDeps } from './PushStore.ts';

const start = new Date('2026-11-23T20:00:00Z').getTime();

/** A push world: the boundary's permission and tokens, and what the API was told. */
function pushOver({ permission = 'granted' as PushPermission, answer = 'granted' as PushPermission, config = siteConfig() } = {}) {
  const stores = makeStores(config);
  const api: string[] = [];
  let tokens = 0;
  const messaging: PushMessaging = {
    permission: () => permission,
    requestPermission: vi.fn(async () => {
      permission = answer;
      return answer;
    }),
    getToken: vi.fn(async () => `token-${++tokens}`),
    deleteToken: vi.fn(async () => undefined),
  };
  const deps: PushDeps = {
    messaging: async () => messaging,
    now: () => Date.now(),
    calls: {
      fcmBind: async (_api, token) => {
        api.push(`bind ${token}`);
        return { registrationToken: token, topics: ['ALL'] };
      },
      fcmSubscribe: async (_api, token, topic) => {
        api.push(`subscribe ${token} ${topic}`);
        return { registrationToken: token, topics: [topic] };
      },
      fcmUnsubscribeAll: async (_api, token) => {
        api.push(`unsubscribeAll ${token}`);
        return { registrationToken: token, topics: [] };
      },
    },
  };
  const push = new PushStore(stores, deps);
  return { stores, push, api, messaging };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(start);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('PushStore binding', () => {
  test('login binds the token and follows topic ALL; logout unbinds all and forgets the binding', async () => {
    const { stores, push, api } = pushOver();
    push.follow();
    await vi.advanceTimersByTimeAsync(0);
    expect(api).toEqual([]);

    stores.session.save({ token: 's1', id: 7, userName: 'amy' });
    await vi.advanceTimersByTimeAsync(0);
    expect(api).toEqual(['bind token-1', 'subscribe token-1 ALL']);
    expect(JSON.parse(localStorage.getItem(PUSH_BINDING_KEY) ?? '{}')).toEqual({ token: 'token-1', member: '7', boundAt: start });

    stores.session.logout();
    await vi.advanceTimersByTimeAsync(0);
    expect(api.slice(2)).toEqual(['unsubscribeAll token-1']);
    expect(localStorage.getItem(PUSH_BINDING_KEY)).toBeNull();
    expect(push.binding).toBeUndefined();
  });

  test('a page load of the same member keeps the binding; a binding left by an unseen logout is undone', async () => {
    const first = pushOver();
    first.stores.session.save({ token: 's1', id: 7 });
    first.push.follow();
    await vi.advanceTimersByTimeAsync(0);

    const again = pushOver();
    again.stores.session.save({ token: 's1', id: 7 });
    again.push.follow();
    await vi.advanceTimersByTimeAsync(0);
    expect(again.api).toEqual([]);

    sessionStorage.clear();
    const visitor = pushOver();
    visitor.push.follow();
    await vi.advanceTimersByTimeAsync(0);
    expect(visitor.api).toEqual(['unsubscribeAll token-1']);
  });

  test('another member on the device: the old binding goes, then the new member is bound', async () => {
    const first = pushOver();
    first.stores.session.save({ token: 's1', id: 7 });
    first.push.follow();
    await vi.advanceTimersByTimeAsync(0);
    const next = pushOver();
    next.stores.session.save({ token: 's2', id: 8 });
    next.push.follow();
    await vi.advanceTimersByTimeAsync(0);
    expect(next.api).toEqual(['unsubscribeAll token-1', 'bind token-1', 'subscribe token-1 ALL']);
    expect(next.push.binding).toMatchObject({ member: '8' });
  });

  test('after 7 days the token is made anew and bound again; the timer stops with the logout', async () => {
    const { stores, push, api, messaging } = pushOver();
    stores.session.save({ token: 's1', id: 7 });
    push.follow();
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(PUSH_TOKEN_REFRESH_MS - 1);
    expect(messaging.deleteToken).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(messaging.deleteToken).toHaveBeenCalledTimes(1);
    expect(api.slice(2)).toEqual(['unsubscribeAll token-1', 'bind token-2', 'subscribe token-2 ALL']);
    expect(push.binding).toEqual({ token: 'token-2', member: '7', boundAt: start + PUSH_TOKEN_REFRESH_MS });

    stores.session.logout();
    await vi.advanceTimersByTimeAsync(2 * PUSH_TOKEN_REFRESH_MS);
    expect(messaging.deleteToken).toHaveBeenCalledTimes(1);
    expect(api.slice(5)).toEqual(['unsubscribeAll token-2']);
  });

  test('a merchant without push config does nothing at all', async () => {
    const { stores, push, api, messaging } = pushOver({ config: { ...siteConfig(), push: undefined } });
    stores.session.save({ token: 's1', id: 7 });
    push.follow();
    await vi.advanceTimersByTimeAsync(0);
    expect(api).toEqual([]);
    expect(messaging.getToken).not.toHaveBeenCalled();
  });
});

describe('PushStore prompt', () => {
  test('due for a member once its delay has passed; dismissing keeps it away for the session', async () => {
    const { stores, push } = pushOver({ permission: 'default' });
    stores.session.save({ token: 's1', id: 7 });
    const stop = push.wait(3000);
    await vi.advanceTimersByTimeAsync(2999);
    expect(push.promptDue).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(push.promptDue).toBe(true);
    push.dismiss();
    expect(push.promptDue).toBe(false);
    expect(sessionStorage.getItem(PUSH_DISMISSED_KEY)).toBe('1');
    stop();
    expect(new PushStore(stores).dismissed).toBe(true);
  });

  test('allowed: the prompt goes and the device is bound', async () => {
    const { stores, push, api } = pushOver({ permission: 'default', answer: 'granted' });
    stores.session.save({ token: 's1', id: 7 });
    push.wait(0);
    await vi.advanceTimersByTimeAsync(0);
    expect(push.promptDue).toBe(true);
    await push.allow();
    await vi.advanceTimersByTimeAsync(0);
    expect(push.promptDue).toBe(false);
    expect(api).toEqual(['bind token-1', 'subscribe token-1 ALL']);
  });

  test('denied: the prompt stays, now as the tip, and nothing is bound', async () => {
    const { stores, push, api } = pushOver({ permission: 'default', answer: 'denied' });
    stores.session.save({ token: 's1', id: 7 });
    push.wait(0);
    await vi.advanceTimersByTimeAsync(0);
    await push.allow();
    await vi.advanceTimersByTimeAsync(0);
    expect(push.permission).toBe('denied');
    expect(push.promptDue).toBe(true);
    expect(api).toEqual([]);
  });
});
