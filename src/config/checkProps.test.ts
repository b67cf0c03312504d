import validateBanner from './validators/blocks/banner-carousel.js';
import validateLanes from './validators/blocks/game-lanes.js';
import { checkProps } from './checkProps.ts';

describe('checkProps: props as a component receives them', () => {
  test.each<{ name: string; raw: Record<string, unknown>; expected: ReturnType<typeof checkProps> }>([
    {
      name: "the schema's defaults fill what the template left out",
      raw: { group: 'm_banner' },
      expected: { ok: true, props: { group: 'm_banner', autoplayMs: 5000, aspectRatio: '750/330' } },
    },
    {
      name: 'what the template wrote is kept',
      raw: { group: 'festival', autoplayMs: 8000, aspectRatio: '1/1' },
      expected: { ok: true, props: { group: 'festival', autoplayMs: 8000, aspectRatio: '1/1' } },
    },
    {
      name: 'a value the schema refuses: where, which rule, its values',
      raw: { group: 'm_banner', autoplayMs: 50 },
      expected: { ok: false, reason: 'props/autoplayMs minimum {"comparison":">=","limit":1000}' },
    },
    { name: 'an empty group', raw: { group: '' }, expected: { ok: false, reason: 'props/group minLength {"limit":1}' } },
  ])('$name', ({ raw, expected }) => {
    expect(checkProps(validateBanner, raw)).toEqual(expected);
  });

  test('the props as they came stay untouched, and a second check gives the very same props', () => {
    const raw = { layout: 'row' };
    const first = checkProps(validateLanes, raw);
    expect(raw).toEqual({ layout: 'row' });
    expect(first).toEqual({ ok: true, props: { layout: 'row', columns: 2 } });
    expect(checkProps(validateLanes, raw)).toBe(first);
  });
});
