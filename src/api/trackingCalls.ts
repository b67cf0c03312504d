// The tracking-event call (spec section 7, "send tracking event"), loaded with the attribution store
// after the first screen. It runs unasked, so it never alerts the player.
import type { TrackingAnswer } from '../config/types.generated.ts';
import type { ApiClient } from './client.ts';

/** One thing a player did, as the ad networks count it (a deposit carries content id 99). */
export interface TrackingEvent {
  name: string;
  contentId?: number;
  value?: number;
  /** When it happened (ms since the epoch). */
  time: number;
}

export interface TrackingPayload {
  events: TrackingEvent[];
  /** The native shell's ids for server-to-server attribution, when inside it. */
  adInfo?: Record<string, string>;
  /** The ad click and pixel ids the visitor arrived with (cookies), or null. */
  pixelTrack: Record<string, string> | null;
  deviceId?: string;
}

export const HEARTBEAT_HEADER = 'X-Heartbeat';

/** The tracking-event call: the events travel as a JSON string; the heartbeat as a header when there is one. */
export const sendTrackingEvents = (api: ApiClient, { events, ...rest }: TrackingPayload, heartbeat: string | undefined) =>
  api.post<TrackingAnswer>(
    '/wps/relay/CSP_sendTrackingEvent',
    { ...rest, events: JSON.stringify(events) },
    {
      alert: false,
      headers: heartbeat ? { [HEARTBEAT_HEADER]: heartbeat } : undefined,
    },
  );
