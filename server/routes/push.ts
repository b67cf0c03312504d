// Push bindings (spec section 7): a device's push registration token bound to the member who logged in
// on it (CSP_fcmBind, which also follows topic ALL), further topics (CSP_fcmSubscribe), and unbinding
// (CSP_fcmUnsubscribe). The reference API sends no pushes; it keeps what the operator's push service
// would need to reach each member and each topic.
import type { Db } from '../db/index.ts';
import { badRequest } from '../http/errors.ts';
import type { ApiRouter } from './context.ts';
import type { ApiDeps } from './deps.ts';

/** Every bound token follows this topic: announcements for all players. */
export const TOPIC_ALL = 'ALL';

/** FCM's own rules: a token has no spaces; a topic name is [a-zA-Z0-9-_.~%]+. */
const TOKEN = /^[^\s]{1,4096}$/;
const TOPIC = /^[A-Za-z0-9_.~%-]{1,900}$/;

function registrationTokenOf(body: Record<string, unknown>): string {
  const token = body.registrationToken;
  if (typeof token !== 'string' || !TOKEN.test(token)) throw badRequest('registrationToken is missing or malformed', 'push.token.invalid');
  return token;
}

function topicOf(body: Record<string, unknown>): string {
  const topic = body.topic;
  if (typeof topic !== 'string' || !TOPIC.test(topic)) throw badRequest('topic is missing or malformed', 'push.topic.invalid');
  return topic;
}

async function subscribe(db: Db, merchantCode: string, token: string, topic: string): Promise<void> {
  await db.query(
    `INSERT INTO push_topics (merchant_code, registration_token, topic) VALUES ($1, $2, $3)
     ON CONFLICT (merchant_code, registration_token, topic) DO NOTHING`,
    [merchantCode, token, topic],
  );
}

async function topicsOf(db: Db, merchantCode: string, token: string): Promise<string[]> {
  const rows = await db.query<{ topic: string }>('SELECT topic FROM push_topics WHERE merchant_code = $1 AND registration_token = $2 ORDER BY topic', [
    merchantCode,
    token,
  ]);
  return rows.map((row) => row.topic);
}

/** The push calls' bodies, one schema for the three. */
const PUSH_BODY = 'requests/push-request.schema.json';
const PUSH_ANSWER = 'answers/push-topics.schema.json';

export function pushRoutes(router: ApiRouter, deps: ApiDeps): void {
  const { db } = deps;
  router
    .post('/wps/relay/CSP_fcmBind', { needs: 'member', body: PUSH_BODY, answer: PUSH_ANSWER }, async (ctx) => {
      const { merchant, member } = ctx;
      const token = registrationTokenOf(ctx.body);
      // A device belongs to whoever logged in on it last.
      await db.query(
        `INSERT INTO push_bindings (merchant_code, registration_token, member_id) VALUES ($1, $2, $3)
         ON CONFLICT (merchant_code, registration_token) DO UPDATE SET member_id = EXCLUDED.member_id, bound_at = now()`,
        [merchant.merchantCode, token, member.id],
      );
      await subscribe(db, merchant.merchantCode, token, TOPIC_ALL);
      return { registrationToken: token, topics: await topicsOf(db, merchant.merchantCode, token) };
    })
    .post('/wps/relay/CSP_fcmSubscribe', { needs: 'member', body: PUSH_BODY, answer: PUSH_ANSWER }, async (ctx) => {
      const { merchant, member } = ctx;
      const token = registrationTokenOf(ctx.body);
      const topic = topicOf(ctx.body);
      const [bound] = await db.query<{ member_id: number }>('SELECT member_id FROM push_bindings WHERE merchant_code = $1 AND registration_token = $2', [
        merchant.merchantCode,
        token,
      ]);
      if (bound?.member_id !== member.id) throw badRequest('Bind this token first (CSP_fcmBind)', 'push.token.unbound');
      await subscribe(db, merchant.merchantCode, token, topic);
      return { registrationToken: token, topics: await topicsOf(db, merchant.merchantCode, token) };
    })
    // Called as the member logs out, when the session may already be gone: the token alone says which
    // device stops receiving, as only that device knows it.
    .post('/wps/relay/CSP_fcmUnsubscribe', { needs: 'merchant', body: PUSH_BODY, answer: PUSH_ANSWER }, async (ctx) => {
      const { merchant } = ctx;
      const token = registrationTokenOf(ctx.body);
      if (ctx.body.unsubscribeAll === true) {
        await db.query('DELETE FROM push_topics WHERE merchant_code = $1 AND registration_token = $2', [merchant.merchantCode, token]);
        await db.query('DELETE FROM push_bindings WHERE merchant_code = $1 AND registration_token = $2', [merchant.merchantCode, token]);
        return { registrationToken: token, topics: [] };
      }
      await db.query('DELETE FROM push_topics WHERE merchant_code = $1 AND registration_token = $2 AND topic = $3', [
        merchant.merchantCode,
        token,
        topicOf(ctx.body),
      ]);
      return { registrationToken: token, topics: await topicsOf(db, merchant.merchantCode, token) };
    });
}
