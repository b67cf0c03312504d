import { carriedHref, carryQuery, CARRIED_PARAMS } from './carryQuery.ts';

describe('carryQuery', () => {
  test.each([
    { name: 'carries tracking ids', current: '?affiliateCode=A1&fbclid=F', target: '', stored: {}, expected: '?affiliateCode=A1&fbclid=F' },
    { name: 'drops everything else', current: '?promo=summer&token=t&language=EN', target: '', stored: {}, expected: '' },
    { name: 'the target sets its own value', current: '?affiliateCode=A1', target: '?affiliateCode=B2', stored: {}, expected: '?affiliateCode=B2' },
    { name: 'the target keeps its own parameters', current: '?gclid=G&x=1', target: '?id=101', stored: {}, expected: '?id=101&gclid=G' },
    { name: 'merges stored keys', current: '', target: '', stored: { channel: 'tg', empty: '' }, expected: '?channel=tg' },
    { name: 'the query wins over storage', current: '?cid=Q', target: '', stored: { cid: 'S' }, expected: '?cid=Q' },
    { name: 'empty values are not carried', current: '?r=&bbg=1', target: '', stored: {}, expected: '?bbg=1' },
  ])('$name', ({ current, target, stored, expected }) => {
    expect(carryQuery(current, target, stored)).toBe(expected);
  });

  test('every carried parameter of the spec survives', () => {
    const current = `?${CARRIED_PARAMS.map((k) => `${k}=v`).join('&')}`;
    expect(new URLSearchParams(carryQuery(current, '')).size).toBe(CARRIED_PARAMS.length);
  });
});

describe('carriedHref', () => {
  test.each([
    { to: '/m/login', from: { pathname: '/m/home', search: '?inApp=1&promo=x' }, expected: '/m/login?inApp=1' },
    { to: '/m/activity?id=7#terms', from: { pathname: '/m/home', search: '?ttclid=T' }, expected: '/m/activity?id=7&ttclid=T#terms' },
    { to: '?tab=2', from: { pathname: '/m/member/home', search: '?kwaiclid=K' }, expected: '/m/member/home?tab=2&kwaiclid=K' },
    { to: '#top', from: { pathname: '/m/home', search: '?isBgeTest=1' }, expected: '/m/home?isBgeTest=1#top' },
  ])('$to from $from.pathname$from.search', ({ to, from, expected }) => {
    expect(carriedHref(to, from)).toBe(expected);
  });
});
