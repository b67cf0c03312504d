// Heartbeats (spec section 9): one entry a day per kind of client the app ran as, kept 30 days and sent
// with the tracking-event call in a header of at most 1024 bytes, so the operator sees on which days the
// app was used and how it ran (browser, home-screen app, native shell) without a call of its own.

export const HEARTBEAT_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;
export const MAX_HEARTBEAT_HEADER_BYTES = 1024;

export interface HeartbeatEntry {
  /** What ran: `wl-mobile/<shell>`, with the native shell's version inside the app. */
  agent: string;
  /** The day, YYYY-MM-DD in UTC. */
  date: string;
}

export const utcDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** Adds today's entry for the agent, once a day, and drops the entries older than 30 days. */
export function recordHeartbeat(entries: readonly HeartbeatEntry[], agent: string, now: number): HeartbeatEntry[] {
  const oldest = utcDay(now - HEARTBEAT_RETENTION_MS);
  const today = utcDay(now);
  const kept = entries.filter((entry) => entry.date > oldest && entry.date <= today);
  return kept.some((entry) => entry.agent === agent && entry.date === today) ? kept : [...kept, { agent, date: today }];
}

/** Base64url of UTF-8 text. */
export function base64url(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Entries grouped by agent, newest days first: what the header carries. */
function grouped(entries: readonly HeartbeatEntry[]): { agent: string; dates: string[] }[] {
  const byAgent = new Map<string, string[]>();
  for (const entry of entries) byAgent.set(entry.agent, [...(byAgent.get(entry.agent) ?? []), entry.date]);
  return [...byAgent].map(([agent, dates]) => ({ agent, dates: [...new Set(dates)].sort().reverse() }));
}

/**
 * The header for the entries: base64url JSON of `[{ agent, dates }]`, the oldest days left out until it
 * fits in 1024 bytes; with the entries it holds, so only those are forgotten once sent. Empty: nothing.
 */
export function heartbeatHeader(entries: readonly HeartbeatEntry[]): { header: string; sent: HeartbeatEntry[] } {
  let sent = [...entries].sort((a, b) => b.date.localeCompare(a.date));
  while (sent.length > 0) {
    const header = base64url(JSON.stringify(grouped(sent)));
    if (header.length <= MAX_HEARTBEAT_HEADER_BYTES) return { header, sent };
    sent = sent.slice(0, -1);
  }
  return { header: '', sent: [] };
}
