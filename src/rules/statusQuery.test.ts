import type { StatusQuery } from '../api/calls.ts';
import { statusQuery, type StatusQueryInput } from './statusQuery.ts';

describe('statusQuery', () => {
  const base: StatusQueryInput = { href: 'https://m.royal88.test/m/home?fbclid=F1', hostname: 'm.royal88.test', originalDomain: null, adIds: null };
  const cases: [string, StatusQueryInput, StatusQuery][] = [
    ['a visitor with no ad ids: no track', base, { url: base.href, originalDomain: 'm.royal88.test', device: 'MOBILE' }],
    [
      'ad ids travel as track, in JSON',
      { ...base, adIds: { ad_fbclid: 'F1', kwai_pixel_id: '2917' } },
      {
        url: base.href,
        originalDomain: 'm.royal88.test',
        device: 'MOBILE',
        track: '{"ad_fbclid":"F1","kwai_pixel_id":"2917"}',
      },
    ],
    ['an empty record is none', { ...base, adIds: {} }, { url: base.href, originalDomain: 'm.royal88.test', device: 'MOBILE' }],
    [
      'the first domain kept wins over this host',
      { ...base, originalDomain: 'www.royal88.test' },
      { url: base.href, originalDomain: 'www.royal88.test', device: 'MOBILE' },
    ],
  ];
  test.each(cases)('%s', (_name, input, expected) => {
    expect(statusQuery(input)).toEqual(expected);
  });
});
