import { parseInstant } from './instant.ts';

describe('parseInstant', () => {
  it.each([
    ['2026-12-24T00:00:00+07:00', '2026-12-23T17:00:00.000Z'],
    ['2026-12-24T00:00Z', '2026-12-24T00:00:00.000Z'],
    ['2020-01-01T08:30:00-0300', '2020-01-01T11:30:00.000Z'],
  ])('takes %s as %s, past or to come', (text, iso) => {
    expect(parseInstant(text, '--at').toISOString()).toBe(iso);
  });

  it.each(['2026-12-24T00:00', 'tomorrow', '2026-13-40T00:00:00Z'])('refuses %s in a sentence naming the option', (text) => {
    expect(() => parseInstant(text, '--at')).toThrow(`--at takes a time with its offset, like 2026-12-24T00:00:00+07:00, not "${text}"`);
  });
});
