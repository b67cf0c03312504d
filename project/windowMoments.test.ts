import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { scratchProject } from '../tests/server/support.ts';
import { loadProject } from './project.ts';
import { absoluteWindow, isTimeZone, merchantTimeZone, momentIn } from './windowMoments.ts';

const iso = (ms: number | undefined) => (ms === undefined ? undefined : new Date(ms).toISOString());

describe('momentIn', () => {
  it.each([
    ['2026-12-24T00:00:00+07:00', 'UTC', '2026-12-23T17:00:00.000Z'],
    ['2026-12-24T00:00Z', 'Asia/Ho_Chi_Minh', '2026-12-24T00:00:00.000Z'],
    ['2026-12-24T00:00', 'Asia/Ho_Chi_Minh', '2026-12-23T17:00:00.000Z'],
    ['2026-12-24T00:00:30.5', 'America/Sao_Paulo', '2026-12-24T03:00:30.500Z'],
    ['2026-07-01T12:00', 'Europe/London', '2026-07-01T11:00:00.000Z'],
    ['2026-01-01T12:00', 'Europe/London', '2026-01-01T12:00:00.000Z'],
    // Clocks go forward at 01:00 on 29 March 2026 in London: 01:30 is read before the change.
    ['2026-03-29T01:30', 'Europe/London', '2026-03-29T01:30:00.000Z'],
    // They go back at 02:00 on 25 October: 01:30 happens twice, and the first is taken.
    ['2026-10-25T01:30', 'Europe/London', '2026-10-25T00:30:00.000Z'],
    ['2026-12-24', 'UTC', undefined],
    ['2026-13-01T00:00', 'UTC', undefined],
    ['24/12/2026 00:00', 'UTC', undefined],
  ])('%s in %s is %s', (text, zone, instant) => {
    expect(iso(momentIn(text, zone))).toBe(instant);
  });
});

describe('absoluteWindow and the time zone', () => {
  it('turns both bounds into instants and leaves out what is none', () => {
    expect(absoluteWindow({ activeFrom: '2026-12-24T00:00', activeUntil: '2026-12-26T00:00:00+07:00' }, 'Asia/Ho_Chi_Minh')).toEqual({
      activeFrom: '2026-12-23T17:00:00.000Z',
      activeUntil: '2026-12-25T17:00:00.000Z',
    });
    expect(absoluteWindow({}, 'UTC')).toEqual({});
    expect(absoluteWindow({ activeFrom: 'soon' }, 'UTC')).toEqual({});
  });

  it.each([
    [{ timeZone: 'Asia/Ho_Chi_Minh', content: { activities: { timeZone: 'Asia/Shanghai' } } }, 'Asia/Ho_Chi_Minh'],
    [{ content: { activities: { timeZone: 'Asia/Shanghai' } } }, 'Asia/Shanghai'],
    [{}, 'UTC'],
    [{ timeZone: 'Mars/Olympus' }, 'UTC'],
  ])('%j reads local moments in %s', (merchant, zone) => {
    expect(merchantTimeZone(merchant)).toBe(zone);
  });

  it('knows a time zone by its IANA name', () => {
    expect(isTimeZone('America/Sao_Paulo')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});

describe("a merchant's time zone", () => {
  it('is refused, at its line, when it is no IANA time zone', async () => {
    const project = scratchProject();
    try {
      const file = path.join(project.root, 'merchants/royal88.json');
      writeFileSync(file, readFileSync(file, 'utf8').replace('"currency":', '"timeZone": "Mars/Olympus",\n  "currency":'));
      const loaded = await loadProject(project.root);
      expect(loaded.problems.map((p) => `${path.relative(project.root, p.file)} ${p.pointer} ${p.message}`)).toEqual([
        'merchants/royal88.json /timeZone "Mars/Olympus" is not an IANA time zone (e.g. Asia/Ho_Chi_Minh)',
      ]);
    } finally {
      project.remove();
    }
  });
});
