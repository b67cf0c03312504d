import { pixelTrack, rememberAdClicks } from './adClicks.ts';

test('click ids in the query become cookies; voluum lives a day, the rest 90 days', () => {
  const written: string[] = [];
  const doc = { set cookie(value: string) { written.push(value); }, get cookie() { return ''; } };
  rememberAdClicks(new URLSearchParams('fbclid=F1&cid=V9&other=x'), doc);
  expect(written).toEqual([
    `ad_fbclid=F1; max-age=${90 * 86_400}; path=/; samesite=lax`,
    `voluum_cid=V9; max-age=86400; path=/; samesite=lax`,
  ]);
});

test.each([
  { cookies: '', expected: null },
  { cookies: 'session=abc; theme=dark', expected: null },
  { cookies: 'ad_gclid=G%201; kwai_click_id=K2; x=y', expected: { ad_gclid: 'G 1', kwai_click_id: 'K2' } },
])('pixelTrack of $cookies', ({ cookies, expected }) => expect(pixelTrack(cookies)).toEqual(expected));
