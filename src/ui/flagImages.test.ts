import { flagUrl } from './flagImages.ts';

describe('flag images', () => {
  test.each(['VN', 'br', 'PH', 'GB'])('%s has an SVG file of its own', (code) => {
    expect(flagUrl(code)).toMatch(new RegExp(`${code.toUpperCase()}[^/]*\\.svg`));
  });

  test.each(['ZZ', 'USA', ''])('%j has none', (code) => {
    expect(flagUrl(code)).toBeUndefined();
  });
});
