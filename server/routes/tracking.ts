// The tracking-event call (spec section 7, "send tracking event"): the app reports what players do
// (a deposit, with content id 99) as a JSON string of events, with its heartbeat header (the days it
// was used, at most 1024 bytes) and, inside the native shell, the ids the operator's server passes on
// to the ad networks (server-to-server ad info). Kept in tracking_events for the operator to read.
import { badRequest } from '../http/errors.ts';
import { headerValue } from '../http/request.ts';
import type { ApiRouter } from './context.ts';
import type { ApiDeps } from './deps.ts';

export const HEARTBEAT_HEADER = 'X-Heartbeat';
const MAX_HEARTBEAT_BYTES = 1024;
const MAX_EVENTS = 20;
const AD_INFO_KEYS = ['adAppToken', 'gpsAdid', 'adid', 'afAppId', 'appsflyerId', 'afAdvertisingId', 'afOaid', 'idfa', 'idfv'] as const;

interface TrackedEvent {
  name: string;
  contentId?: number;
  payload: Record<string, unknown>;
}

/** The events of a body: `events` is a JSON string holding an array of `{ name, contentId?, … }`. */
export function parseEvents(events: unknown): TrackedEvent[] {
  if (typeof events !== 'string') throw badRequest('events must be a JSON string', 'tracking.events.invalid');
  let list: unknown;
  try {
    list = JSON.parse(events);
  } catch {
    throw badRequest('events is not valid JSON', 'tracking.events.invalid');
  }
  if (!Array.isArray(list) || list.length === 0 || list.length > MAX_EVENTS) {
    throw badRequest(`events must list 1 to ${MAX_EVENTS} events`, 'tracking.events.invalid');
  }
  return list.map((item) => {
    const event = (item ?? {}) as Record<string, unknown>;
    if (typeof event.name !== 'string' || !/^[A-Za-z][\w.-]{0,63}$/.test(event.name)) {
      throw badRequest('every event needs a name', 'tracking.events.invalid');
    }
    const contentId = Number.isInteger(event.contentId) ? (event.contentId as number) : undefined;
    return { name: event.name, contentId, payload: event };
  });
}

/** The heartbeat header: base64url JSON, refused (ignored) when over 1024 bytes or unreadable. */
export function parseHeartbeat(header: string | undefined): unknown {
  if (!header || header.length > MAX_HEARTBEAT_BYTES) return null;
  try {
    return JSON.parse(Buffer.from(header, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
}

function adInfoOf(value: unknown): Record<string, string> | null {
  if (!value || typeof value !== 'object') return null;
  const found: Record<string, string> = {};
  for (const key of AD_INFO_KEYS) {
    const field = (value as Record<string, unknown>)[key];
    if (typeof field === 'string' && field.length > 0 && field.length <= 256) found[key] = field;
  }
  return Object.keys(found).length > 0 ? found : null;
}

export function trackingRoutes(router: ApiRouter, deps: ApiDeps): void {
  const { db } = deps;
  router.post(
    '/wps/relay/CSP_sendTrackingEvent',
    { needs: 'session', body: 'requests/tracking-request.schema.json', answer: 'answers/tracking-answer.schema.json' },
    async (ctx) => {
      const { merchant } = ctx;
      const events = parseEvents(ctx.body.events);
      const { member } = ctx;
      const heartbeat = parseHeartbeat(headerValue(ctx.req, HEARTBEAT_HEADER));
      const adInfo = adInfoOf(ctx.body.adInfo);
      for (const event of events) {
        await db.query(
          `INSERT INTO tracking_events (merchant_code, member_id, name, content_id, payload, heartbeat, ad_info)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
          [
            merchant.merchantCode,
            member?.id ?? null,
            event.name,
            event.contentId ?? null,
            JSON.stringify(event.payload),
            heartbeat === null ? null : JSON.stringify(heartbeat),
            adInfo && JSON.stringify(adInfo),
          ],
        );
      }
      return { received: events.length };
    },
  );
}
