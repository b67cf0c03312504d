import { currencyCode, currencyLocale, toNumber } from './numberFormat.ts';

test.each([
  { input: 12, expected: 12 },
  { input: -3.5, expected: -3.5 },
  { input: '1500', expected: 1500 },
  { input: ' 1,234.50 ', expected: 1234.5 },
  { input: '.5', expected: 0.5 },
  { input: '2e3', expected: 2000 },
  { input: '', expected: undefined },
  { input: 'abc', expected: undefined },
  { input: '12abc', expected: undefined },
  { input: '0x10', expected: undefined },
  { input: Number.NaN, expected: undefined },
  { input: Number.POSITIVE_INFINITY, expected: undefined },
  { input: null, expected: undefined },
  { input: undefined, expected: undefined },
  { input: true, expected: undefined },
])('toNumber($input) is $expected', ({ input, expected }) => {
  expect(toNumber(input)).toBe(expected);
});

test.each([
  { currency: 'BRL', locale: 'pt-BR' },
  { currency: 'brl', locale: 'pt-BR' },
  { currency: 'CNY', locale: 'zh' },
  { currency: 'VND', locale: 'zh' },
])('$currency is written as $locale', ({ currency, locale }) => {
  expect(currencyLocale(currency)).toBe(locale);
});

test.each([
  { currency: 'TLB', code: 'PHP' },
  { currency: 'VND', code: 'VND' },
  { currency: 'USDT', code: 'USD' },
  { currency: 'brl', code: 'BRL' },
])('$currency shows as $code', ({ currency, code }) => {
  expect(currencyCode(currency)).toBe(code);
});
