import { maintenanceEnd, statusScreenFor, type StatusFacts } from './statusScreen.ts';

const status = (maintenance: boolean, regionBlocked: boolean) => ({ maintenance, regionBlocked });

test.each<{ name: string; facts: StatusFacts; screen: ReturnType<typeof statusScreenFor> }>([
  { name: 'an open site', facts: { status: status(false, false), maintenanceEnabled: false }, screen: undefined },
  { name: 'maintenance by the status call', facts: { status: status(true, false), maintenanceEnabled: false }, screen: 'maintenance' },
  {
    name: 'maintenance by the config (preview, before the next status)',
    facts: { status: status(false, false), maintenanceEnabled: true },
    screen: 'maintenance',
  },
  { name: 'maintenance when the status call failed', facts: { maintenanceEnabled: true }, screen: 'maintenance' },
  { name: 'a failed status call and no maintenance', facts: { maintenanceEnabled: false }, screen: undefined },
  { name: 'a blocked visitor', facts: { status: status(false, true), maintenanceEnabled: false }, screen: 'access-denied' },
  { name: 'a blocked visitor during maintenance', facts: { status: status(true, true), maintenanceEnabled: true }, screen: 'access-denied' },
])('$name: $screen', ({ facts, screen }) => {
  expect(statusScreenFor(facts)).toBe(screen);
});

const now = Date.parse('2026-12-01T10:00:00Z');

test.each([
  { name: 'none given', end: undefined, shown: undefined },
  { name: 'null from the API', end: null, shown: undefined },
  { name: 'unreadable', end: 'soon', shown: undefined },
  { name: 'already passed', end: '2026-12-01T09:59:59Z', shown: undefined },
  { name: 'exactly now', end: '2026-12-01T10:00:00Z', shown: undefined },
  { name: 'still ahead', end: '2026-12-01T12:30:00Z', shown: '2026-12-01T12:30:00.000Z' },
  { name: 'ahead, written with an offset', end: '2026-12-01T20:00:00+08:00', shown: '2026-12-01T12:00:00.000Z' },
])('end time $name: $shown', ({ end, shown }) => {
  expect(maintenanceEnd(end, now)?.toISOString()).toBe(shown);
});
