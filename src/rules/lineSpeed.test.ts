import { firstResponder, lineOrigin, lineSwitchUrl, pickLines, type LineResult } from './lineSpeed.ts';

test.each([
  { line: 'https://m1.example.test', origin: 'https://m1.example.test' },
  { line: 'https://m1.example.test/', origin: 'https://m1.example.test' },
  { line: ' http://m2.example.test:8080/any/path?q=1 ', origin: 'http://m2.example.test:8080' },
  { line: 'HTTPS://M3.Example.Test', origin: 'https://m3.example.test' },
  { line: 'javascript:alert(1)', origin: undefined },
  { line: 'ftp://m1.example.test', origin: undefined },
  { line: 'm1.example.test', origin: undefined },
  { line: '', origin: undefined },
])('the origin of "$line" is $origin', ({ line, origin }) => {
  expect(lineOrigin(line)).toBe(origin);
});

const lines = (n: number) => Array.from({ length: n }, (_, i) => `https://l${i + 1}.example.test`);
/** A random source that always answers the same value. */
const always = (value: number) => () => value;
const origins = (picked: ReturnType<typeof pickLines>) => picked.map((p) => p.origin);

test.each([
  { name: 'no lines', input: [], random: always(0), expected: [] },
  { name: 'one line', input: lines(1), random: always(0.5), expected: ['https://l1.example.test'] },
  // Fisher-Yates with random() near 1 leaves every element where it is.
  { name: 'three lines, kept in place', input: lines(3), random: always(0.999), expected: lines(3) },
  // With random() at 0 each step swaps with the first: [1,2,3] → [3,2,1]... → [2,3,1].
  {
    name: 'three lines, shuffled',
    input: lines(3),
    random: always(0),
    expected: ['https://l2.example.test', 'https://l3.example.test', 'https://l1.example.test'],
  },
  { name: 'twelve lines: only ten', input: lines(12), random: always(0.999), expected: lines(10) },
  {
    name: 'twice the same origin, once',
    input: ['https://l1.example.test', 'https://l1.example.test/', 'https://l2.example.test'],
    random: always(0.999),
    expected: lines(2),
  },
  {
    name: 'what is not a web origin is left out',
    input: ['javascript:alert(1)', 'https://l1.example.test'],
    random: always(0.5),
    expected: ['https://l1.example.test'],
  },
])('pickLines: $name', ({ input, random, expected }) => {
  expect(origins(pickLines(input, random))).toEqual(expected);
});

test("each line keeps its number in the merchant's list, whatever the order it is tested in", () => {
  expect(pickLines(['bad', ...lines(3)], always(0))).toEqual([
    { origin: 'https://l2.example.test', number: 2 },
    { origin: 'https://l3.example.test', number: 3 },
    { origin: 'https://l1.example.test', number: 1 },
  ]);
});

test('every line can come first, and never more than ten come back', () => {
  let seed = 7;
  const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  const first = new Set<string>();
  for (let i = 0; i < 400; i++) {
    const picked = pickLines(lines(15), random);
    expect(picked).toHaveLength(10);
    expect(new Set(origins(picked)).size).toBe(10);
    first.add(picked[0].origin);
  }
  expect(first.size).toBe(15);
});

const answered = (at: number, ms = at): LineResult => ({ state: 'answered', ms, at });
const row = (origin: string, result: LineResult) => ({ origin, result });

test.each([
  { name: 'nothing yet', rows: [row('a', { state: 'pending' }), row('b', { state: 'pending' })], winner: undefined },
  { name: 'the only answer', rows: [row('a', { state: 'pending' }), row('b', answered(40))], winner: 'b' },
  { name: 'the earlier of two answers', rows: [row('a', answered(90)), row('b', answered(40))], winner: 'b' },
  { name: 'a tie: the one shown first', rows: [row('a', answered(40)), row('b', answered(40))], winner: 'a' },
  { name: 'time-outs and failures never win', rows: [row('a', { state: 'timed-out' }), row('b', { state: 'failed' })], winner: undefined },
  { name: 'arrival decides, not the time measured', rows: [row('a', answered(30, 25)), row('b', answered(20, 28))], winner: 'b' },
])('firstResponder: $name', ({ rows, winner }) => {
  expect(firstResponder(rows)).toBe(winner);
});

test.each([
  {
    name: 'the same path, with the carried query and the hash',
    line: 'https://m2.example.test/',
    location: { pathname: '/m/lineSpeedTest', search: '?affiliateCode=AF1&token=secret&x=1', hash: '#top' },
    url: 'https://m2.example.test/m/lineSpeedTest?affiliateCode=AF1#top',
  },
  {
    name: "a merchant's own route, with a stored value",
    line: 'http://m3.example.test:8080',
    location: { pathname: '/m/lineSwitch', search: '', hash: '' },
    options: { stored: { referralCode: 'R1' } },
    url: 'http://m3.example.test:8080/m/lineSwitch?referralCode=R1',
  },
  {
    name: "the player's language goes along",
    line: 'https://m2.example.test',
    location: { pathname: '/m/lineSpeedTest', search: '?r=R2&language=CN', hash: '' },
    options: { language: 'TW' },
    url: 'https://m2.example.test/m/lineSpeedTest?language=TW&r=R2',
  },
  { name: 'not a web origin', line: 'javascript:alert(1)', location: { pathname: '/m/lineSpeedTest', search: '', hash: '' }, url: undefined },
])('lineSwitchUrl: $name', ({ line, location, options, url }) => {
  expect(lineSwitchUrl(line, location, options)).toBe(url);
});
