import { contrastRatio, themeContrastPairs, themeContrastProblems } from './contrast.ts';

test.each([
  { a: '#ffffff', b: '#000000', ratio: 21 },
  { a: '#fff', b: '#fff', ratio: 1 },
  { a: '#ffffff', b: '#0b8a4d', ratio: 4.41 },
  { a: '#767676', b: '#ffffff', ratio: 4.54 },
])('$a on $b is $ratio:1', ({ a, b, ratio }) => {
  expect(contrastRatio(a, b)).toBeCloseTo(ratio, 2);
});

const theme = { primary: '#c8102e', secondary: '#f5c542', background: '#1b0b0d', surface: '#2a1216', text: '#fff7e8', logo: '/l.svg' };

test.each([
  { name: 'a readable theme', over: {}, keys: [] },
  { name: 'a light primary under white button text', over: { primary: '#0b8a4d' }, keys: ['primary', 'primary'] },
  { name: 'a light header colour', over: { headerColor: '#0b8a4d' }, keys: ['headerColor'] },
  { name: 'grey text on a dark surface', over: { text: '#555555' }, keys: ['text', 'text'] },
  { name: 'dark links', over: { secondary: '#5c0714' }, keys: ['secondary', 'secondary'] },
])('$name', ({ over, keys }) => {
  expect(themeContrastProblems({ ...theme, ...over }).map((p) => p.key)).toEqual(keys);
});

test('a colour not written as one leaves its pairs out, and breaks nothing', () => {
  const partial = { primary: '#c8102e', secondary: '#f5c542', background: '#1b0b0d', surface: '#2a', text: undefined as unknown as string, logo: '/x.png' };
  expect(themeContrastPairs(partial).map((p) => p.id)).toEqual(['buttons', 'header', 'links']);
});
