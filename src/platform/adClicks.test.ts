import { pixelTrack, rememberAdClicks, rememberRegistrationInfo } from './adClicks.ts';

test('click ids in the query become cookies; voluum lives a day, the rest 90 days', () => {
  const written: string[] = [];
  const doc = {
    set cookie(value: string) {
      written.push(value);
    },
    get cookie() {
      return '';
    },
  };
  rememberAdClicks(new URLSearchParams('fbclid=F1&cid=V9&other=x'), doc);
  expect(written).toEqual([`ad_fbclid=F1; max-age=${90 * 86_400}; path=/; samesite=lax`, `voluum_cid=V9; max-age=86400; path=/; samesite=lax`]);
});

test.each([
  { cookies: '', expected: null },
  { cookies: 'session=abc; theme=dark', expected: null },
  { cookies: 'ad_gclid=G%201; kwai_click_id=K2; x=y', expected: { ad_gclid: 'G 1', kwai_click_id: 'K2' } },
])('pixelTrack of $cookies', ({ cookies, expected }) => expect(pixelTrack(cookies)).toEqual(expected));

test('registration info: codes from the query are kept, and the first domain is never replaced', () => {
  const kept = new Map<string, string>();
  const storage = {
    get: (k: string) => kept.get(k) ?? null,
    set: (k: string, v: string) => void kept.set(k, v),
    remove: () => undefined,
    getJson: () => undefined,
    setJson: () => undefined,
  };
  rememberRegistrationInfo(new URLSearchParams('affiliateCode=www&referralCode=R7&x=1'), storage, 'first.test');
  rememberRegistrationInfo(new URLSearchParams('affiliateCode=A2'), storage, 'second.test');
  expect(Object.fromEntries(kept)).toEqual({ affiliateCode: 'A2', referralCode: 'R7', originalDomain: 'first.test' });
});

test.each([
  { query: 'r=FRIEND9', kept: 'FRIEND9' },
  { query: 'referralCode=LONG1&r=SHORT1', kept: 'LONG1' },
  { query: 'r=', kept: undefined },
])('a landing query $query keeps the referral code $kept', ({ query, kept }) => {
  const stored = new Map<string, string>();
  const storage = {
    get: (k: string) => stored.get(k) ?? null,
    set: (k: string, v: string) => void stored.set(k, v),
    remove: () => undefined,
    getJson: () => undefined,
    setJson: () => undefined,
  };
  rememberRegistrationInfo(new URLSearchParams(query), storage, 'first.test');
  expect(stored.get('referralCode')).toBe(kept);
});
