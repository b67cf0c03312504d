// Push bindings and tracking events against the real server and its database.
import { createMember, createSession } from '../accounts/members.ts';
import { base, send, server, withScratchServer } from '../../tests/server/support.ts';

withScratchServer();

type Envelope<T> = { success: boolean; value: T; errorCode?: string };
const post = async <T = Record<string, unknown>>(pathname: string, headers: Record<string, string>, body: unknown) => {
  const answer = await send(base, pathname, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });
  return { status: answer.status, ...answer.json<Envelope<T>>() };
};

async function member(username: string, merchantCode = 'royal88') {
  const created = await createMember(server.db, { merchantCode, username, password: 'secret-pass' });
  const token = await createSession(server.db, created.id, merchantCode, '127.0.0.1');
  return { id: created.id, headers: { Merchant: merchantCode, Authorization: `Bearer ${token}` } };
}

const bindingOf = (token: string) => server.db.query<{ member_id: number }>('SELECT member_id FROM push_bindings WHERE registration_token = $1', [token]);
const topicsOf = async (token: string) =>
  (await server.db.query<{ topic: string }>('SELECT topic FROM push_topics WHERE registration_token = $1 ORDER BY topic', [token])).map((r) => r.topic);

describe('push bindings', () => {
  test('bind records the member and topic ALL; subscribe adds a topic; unsubscribeAll drops both', async () => {
    const m = await member('pushone');
    const bound = await post('/wps/relay/CSP_fcmBind', m.headers, { registrationToken: 'device-token-1' });
    expect(bound.value).toEqual({ registrationToken: 'device-token-1', topics: ['ALL'] });
    expect(await bindingOf('device-token-1')).toEqual([{ member_id: m.id }]);

    const subscribed = await post('/wps/relay/CSP_fcmSubscribe', m.headers, { registrationToken: 'device-token-1', topic: 'VIP' });
    expect(subscribed.value).toEqual({ registrationToken: 'device-token-1', topics: ['ALL', 'VIP'] });

    // Logging out: the session may be gone already, the token alone unbinds.
    const gone = await post('/wps/relay/CSP_fcmUnsubscribe', { Merchant: 'royal88' }, { registrationToken: 'device-token-1', unsubscribeAll: true });
    expect(gone.value).toEqual({ registrationToken: 'device-token-1', topics: [] });
    expect(await bindingOf('device-token-1')).toEqual([]);
    expect(await topicsOf('device-token-1')).toEqual([]);
  });

  test('a device moves to whoever logs in on it last', async () => {
    const [a, b] = [await member('pushfirst'), await member('pushsecond')];
    await post('/wps/relay/CSP_fcmBind', a.headers, { registrationToken: 'shared-device' });
    await post('/wps/relay/CSP_fcmBind', b.headers, { registrationToken: 'shared-device' });
    expect(await bindingOf('shared-device')).toEqual([{ member_id: b.id }]);
    const foreign = await post('/wps/relay/CSP_fcmSubscribe', a.headers, { registrationToken: 'shared-device', topic: 'VIP' });
    expect([foreign.status, foreign.errorCode]).toEqual([400, 'push.token.unbound']);
  });

  test("binding needs a session and a well-formed token; a topic follows FCM's rules", async () => {
    const m = await member('pushchecks');
    expect((await post('/wps/relay/CSP_fcmBind', { Merchant: 'royal88' }, { registrationToken: 'x' })).status).toBe(401);
    expect((await post('/wps/relay/CSP_fcmBind', m.headers, { registrationToken: 'has space' })).errorCode).toBe('push.token.invalid');
    // A token or topic of the wrong type is refused by the body's schema, with the same codes.
    expect((await post('/wps/relay/CSP_fcmBind', m.headers, { registrationToken: 7 })).errorCode).toBe('push.token.invalid');
    expect((await post('/wps/relay/CSP_fcmSubscribe', m.headers, { registrationToken: 'checked-device', topic: ['a'] })).errorCode).toBe('push.topic.invalid');
    await post('/wps/relay/CSP_fcmBind', m.headers, { registrationToken: 'checked-device' });
    expect((await post('/wps/relay/CSP_fcmSubscribe', m.headers, { registrationToken: 'checked-device', topic: 'no/slash' })).errorCode).toBe(
      'push.topic.invalid',
    );
    const one = await post('/wps/relay/CSP_fcmUnsubscribe', { Merchant: 'royal88' }, { registrationToken: 'checked-device', topic: 'ALL' });
    expect(one.value).toEqual({ registrationToken: 'checked-device', topics: [] });
  });
});

describe('tracking events', () => {
  test("events arrive as a JSON string, with the heartbeat and the shell's ad ids", async () => {
    const m = await member('tracker');
    const heartbeat = Buffer.from(JSON.stringify([{ agent: 'wl-mobile/app', dates: ['2026-11-23'] }])).toString('base64url');
    const answer = await post(
      '/wps/relay/CSP_sendTrackingEvent',
      { ...m.headers, 'X-Heartbeat': heartbeat },
      {
        events: JSON.stringify([{ name: 'deposit', contentId: 99, value: 1 }]),
        adInfo: { gpsAdid: 'gps-1', idfa: '', unknown: 'dropped' },
      },
    );
    expect(answer.value).toEqual({ received: 1 });
    const [row] = await server.db.query<Record<string, unknown>>('SELECT name, content_id, heartbeat, ad_info FROM tracking_events WHERE member_id = $1', [
      m.id,
    ]);
    expect(row).toEqual({ name: 'deposit', content_id: 99, heartbeat: [{ agent: 'wl-mobile/app', dates: ['2026-11-23'] }], ad_info: { gpsAdid: 'gps-1' } });
  });

  test('events that are not a JSON string of named events are refused', async () => {
    for (const events of [[{ name: 'deposit' }], 'not json', '[]', JSON.stringify([{ contentId: 99 }])]) {
      const answer = await post('/wps/relay/CSP_sendTrackingEvent', { Merchant: 'royal88' }, { events });
      expect([answer.status, answer.errorCode]).toEqual([400, 'tracking.events.invalid']);
    }
  });
});
