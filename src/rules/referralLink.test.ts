import { referralLink } from './referralLink.ts';

test.each([
  { origin: 'https://m.royal88.com', code: 'ABCD2345', link: 'https://m.royal88.com/m/register?r=ABCD2345' },
  { origin: 'http://m.xoso68.test:5173', code: 'XY7Z', link: 'http://m.xoso68.test:5173/m/register?r=XY7Z' },
  { origin: 'https://m.royal88.com/', code: 'A B&C', link: 'https://m.royal88.com/m/register?r=A+B%26C' },
])('$origin with $code', ({ origin, code, link }) => {
  expect(referralLink(origin, code)).toBe(link);
});
