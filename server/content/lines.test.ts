import type { MerchantFile } from '../../src/config/types.generated.ts';
import { merchantLines, pingDelay, pingReader } from './lines.ts';

test.each([
  { name: 'none configured: the origin reached', lines: undefined, reached: 'http://m.royal88.test:5173', expected: ['http://m.royal88.test:5173'] },
  { name: 'an empty list: the origin reached', lines: [], reached: 'https://m.royal88.test', expected: ['https://m.royal88.test'] },
  {
    name: 'origins as written',
    lines: ['https://l1.royal88.com', 'https://l2.royal88.com:8443/'],
    reached: 'http://localhost:5173',
    expected: ['https://l1.royal88.com', 'https://l2.royal88.com:8443'],
  },
  {
    name: 'host names on the scheme and port reached',
    lines: ['localhost', '127.0.0.1'],
    reached: 'http://m.royal88.test:5173',
    expected: ['http://localhost:5173', 'http://127.0.0.1:5173'],
  },
  { name: 'a default port stays implicit', lines: ['l2.royal88.com'], reached: 'https://l1.royal88.com', expected: ['https://l2.royal88.com'] },
  { name: 'the same origin twice, once', lines: ['localhost', 'http://localhost:5173'], reached: 'http://localhost:5173', expected: ['http://localhost:5173'] },
])('merchantLines: $name', ({ lines, reached, expected }) => {
  expect(merchantLines(lines, reached)).toEqual(expected);
});

const merchants = [{ domains: ['m.royal88.test', 'localhost'] }, { domains: ['m.xoso68.test'] }] as unknown as MerchantFile[];

test.each([
  { name: "a merchant's domain", origin: 'http://m.royal88.test:5173', reader: 'http://m.royal88.test:5173' },
  { name: "another merchant's domain", origin: 'https://m.xoso68.test', reader: 'https://m.xoso68.test' },
  { name: 'localhost when a merchant claims it', origin: 'http://localhost:5173', reader: 'http://localhost:5173' },
  { name: 'a stranger', origin: 'https://evil.example', reader: undefined },
  { name: 'a look-alike', origin: 'https://m.royal88.test.evil.example', reader: undefined },
  { name: 'no Origin (same origin or not a browser)', origin: undefined, reader: undefined },
  { name: 'an opaque origin', origin: 'null', reader: undefined },
])('pingReader: $name', ({ origin, reader }) => {
  expect(pingReader(origin, merchants)).toBe(reader);
});

test.each([
  { name: 'no merchant', merchant: undefined, host: 'l2.royal88.test:8080', delay: 0 },
  { name: 'no delays', merchant: {}, host: 'l2.royal88.test', delay: 0 },
  { name: 'a slow host, port ignored', merchant: { lineSpeedTest: { pingDelayMs: { 'l2.royal88.test': 1500 } } }, host: 'L2.royal88.test:8080', delay: 1500 },
  { name: 'another host', merchant: { lineSpeedTest: { pingDelayMs: { 'l2.royal88.test': 1500 } } }, host: 'l1.royal88.test', delay: 0 },
])('pingDelay: $name', ({ merchant, host, delay }) => {
  expect(pingDelay(merchant as MerchantFile | undefined, host)).toBe(delay);
});
