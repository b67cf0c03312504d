import { base64url, HEARTBEAT_RETENTION_MS, heartbeatHeader, MAX_HEARTBEAT_HEADER_BYTES, recordHeartbeat, type HeartbeatEntry } from './heartbeat.ts';

const now = Date.parse('2026-11-23T10:00:00Z');
const day = 24 * 60 * 60 * 1000;
const decode = (header: string) =>
  JSON.parse(new TextDecoder().decode(Uint8Array.from(atob(header.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0))));

describe('recordHeartbeat', () => {
  test.each<[string, HeartbeatEntry[], string, HeartbeatEntry[]]>([
    ['the first entry', [], 'wl-mobile/browser', [{ agent: 'wl-mobile/browser', date: '2026-11-23' }]],
    ['once a day per agent', [{ agent: 'wl-mobile/browser', date: '2026-11-23' }], 'wl-mobile/browser', [{ agent: 'wl-mobile/browser', date: '2026-11-23' }]],
    [
      'another agent the same day',
      [{ agent: 'wl-mobile/browser', date: '2026-11-23' }],
      'wl-mobile/pwa',
      [
        { agent: 'wl-mobile/browser', date: '2026-11-23' },
        { agent: 'wl-mobile/pwa', date: '2026-11-23' },
      ],
    ],
    [
      '29 days old: kept',
      [{ agent: 'a', date: '2026-10-25' }],
      'a',
      [
        { agent: 'a', date: '2026-10-25' },
        { agent: 'a', date: '2026-11-23' },
      ],
    ],
    ['30 days old: dropped', [{ agent: 'a', date: '2026-10-24' }], 'a', [{ agent: 'a', date: '2026-11-23' }]],
    ['a day in the future (a clock set back): dropped', [{ agent: 'a', date: '2026-12-01' }], 'a', [{ agent: 'a', date: '2026-11-23' }]],
  ])('%s', (_name, entries, agent, expected) => {
    expect(recordHeartbeat(entries, agent, now)).toEqual(expected);
  });

  test('the retention is 30 days', () => {
    expect(HEARTBEAT_RETENTION_MS).toBe(30 * day);
  });
});

describe('heartbeatHeader', () => {
  test('nothing to send: no header', () => {
    expect(heartbeatHeader([])).toEqual({ header: '', sent: [] });
  });

  test('entries grouped by agent, newest first, in base64url JSON', () => {
    const entries = [
      { agent: 'b', date: '2026-11-20' },
      { agent: 'a', date: '2026-11-21' },
      { agent: 'b', date: '2026-11-23' },
    ];
    const { header, sent } = heartbeatHeader(entries);
    expect(header).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decode(header)).toEqual([
      { agent: 'b', dates: ['2026-11-23', '2026-11-20'] },
      { agent: 'a', dates: ['2026-11-21'] },
    ]);
    expect(sent).toHaveLength(3);
  });

  test('over 1024 bytes, the oldest days are left for later', () => {
    const entries = Array.from({ length: 30 }, (_, i) => ({
      agent: `wl-mobile/app ${i} ${'x'.repeat(40)}`,
      date: new Date(now - i * day).toISOString().slice(0, 10),
    }));
    const { header, sent } = heartbeatHeader(entries);
    expect(header.length).toBeLessThanOrEqual(MAX_HEARTBEAT_HEADER_BYTES);
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.length).toBeLessThan(30);
    expect(sent[0].date).toBe('2026-11-23');
    const oldestSent = sent[sent.length - 1].date;
    expect(entries.filter((e) => !sent.includes(e)).every((e) => e.date <= oldestSent)).toBe(true);
  });

  test('base64url speaks UTF-8 without padding', () => {
    expect(base64url('ä?')).toBe('w6Q_');
  });
});
