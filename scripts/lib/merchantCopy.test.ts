import { describe, expect, test } from 'vitest';
import { copyMerchantText, domainsFromCode, nameFromCode, stillNaming } from './merchantCopy.ts';

describe('nameFromCode', () => {
  test.each([
    ['lucky99', 'Lucky 99'],
    ['golden-star', 'Golden Star'],
    ['x8', 'X 8'],
    ['777', '777'],
  ])('%s → %s', (code, name) => expect(nameFromCode(code)).toBe(name));
});

describe('domainsFromCode', () => {
  test.each([
    ['the source code replaced, other hosts dropped', ['m.royal88.test', 'royal88.test', 'localhost', '127.0.0.1'], ['m.lucky99.test', 'lucky99.test']],
    ['none carry the code: the test defaults', ['localhost'], ['m.lucky99.test', 'lucky99.test']],
  ])('%s', (_name, source, expected) => expect(domainsFromCode(source, 'royal88', 'lucky99')).toEqual(expected));
});

const source = `{
  "merchantCode": "royal88",
  "name": "Royal 88",
  "domains": ["m.royal88.test", "royal88.test", "localhost"],
  "theme": { "logo": "/cdn/royal88/logo.svg" },
  "register": { "domainAffiliates": { "royal88.test": "HOME", "localhost": "DEV" } },
  "whitelabel": {
    "A2HS3": { "enabled": true, "depositDomains": ["m.royal88.test", "localhost"] }
  },
  "lines": [
    "https://m.royal88.test:8443",
    "localhost"
  ],
  "lineSpeedTest": { "pingDelayMs": { "localhost": 10, "m.royal88.test": 20 } },
  "content": { "banners": [{ "url": "https://cdn.example.test/cdn/royal88/banner-1.svg", "alt": "Royal 88  welcome" }] }
}
`;

describe('copyMerchantText', () => {
  const plan = { from: 'royal88', code: 'lucky99', name: 'Lucky 99', domains: ['m.lucky99.test', 'lucky99.test'] };

  test('rewrites code, name, domains, what names a domain, and image paths, and nothing else', () => {
    expect(copyMerchantText(source, plan)).toBe(`{
  "merchantCode": "lucky99",
  "name": "Lucky 99",
  "domains": ["m.lucky99.test", "lucky99.test"],
  "theme": { "logo": "/cdn/lucky99/logo.svg" },
  "register": { "domainAffiliates": { "lucky99.test": "HOME" } },
  "whitelabel": {
    "A2HS3": { "enabled": true, "depositDomains": ["m.lucky99.test"] }
  },
  "lines": [
    "https://m.lucky99.test:8443"
  ],
  "lineSpeedTest": { "pingDelayMs": { "m.lucky99.test": 20 } },
  "content": { "banners": [{ "url": "https://cdn.example.test/cdn/lucky99/banner-1.svg", "alt": "Royal 88  welcome" }] }
}
`);
  });

  test('lines that name none of the new domains become the new domains', () => {
    const text = copyMerchantText('{ "merchantCode": "royal88", "name": "R", "domains": ["localhost"], "lines": ["localhost", "127.0.0.1"] }', plan);
    expect(JSON.parse(text).lines).toEqual(['m.lucky99.test', 'lucky99.test']);
  });

  test('a merchant without lines gets none', () => {
    const text = copyMerchantText('{ "merchantCode": "royal88", "name": "R", "domains": ["royal88.test"] }', plan);
    expect(JSON.parse(text)).toEqual({ merchantCode: 'lucky99', name: 'Lucky 99', domains: ['m.lucky99.test', 'lucky99.test'] });
  });
});

describe('stillNaming', () => {
  test('lists the values and names that still carry the old code, in any case', () => {
    expect(stillNaming('{ "a": "x", "b": ["ROYAL88_PASSWORD"], "royal88.test": 1, "c": { "d": "https://dl.royal88.test" } }', 'royal88')).toEqual([
      '/b/0',
      '/royal88.test',
      '/c/d',
    ]);
  });
});
