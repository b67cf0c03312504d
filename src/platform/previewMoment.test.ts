import { previewMoment } from './previewMoment.ts';

describe('previewMoment', () => {
  it.each([
    ['?at=2026-12-24T00:00:00%2B07:00', Date.parse('2026-12-23T17:00:00Z')],
    ['?merchant=xoso68&at=2026-12-24T00:00:00Z', Date.parse('2026-12-24T00:00:00Z')],
    ['?at=', undefined],
    ['?at=christmas', undefined],
    ['', undefined],
  ])('%s is %s', (search, at) => {
    expect(previewMoment(search)).toBe(at);
  });
});
