import { listOption, splitList, unknownValue } from './optionLists.ts';

test.each([
  { text: 'home,login', want: ['home', 'login'] },
  { text: ' home , login ,, home ', want: ['home', 'login'] },
  { text: '', want: [] },
  { text: ',,', want: [] },
])('"$text" splits into $want', ({ text, want }) => {
  expect(splitList(text)).toEqual(want);
});

test.each([
  { option: 'pages', text: ' , ', error: '--pages names nothing: give a comma list, such as home,login' },
  { option: 'viewports', text: '', error: '--viewports names nothing: give a comma list, such as small,390x844' },
])('an empty --$option is refused', ({ option, text, error }) => {
  expect(() => listOption(option, text)).toThrow(error);
});

test.each([
  { value: 'hom', known: ['home', 'login'], hint: '', message: 'unknown page "hom" (did you mean "home"?)' },
  { value: 'xyz', known: ['home', 'login'], hint: '', message: 'unknown page "xyz": there are home, login' },
  { value: 'xyz', known: ['home', 'login'], hint: 'pick one', message: 'unknown page "xyz": pick one' },
  { value: 'hom', known: ['home', 'login'], hint: 'pick one', hintToo: true, message: 'unknown page "hom" (did you mean "home"? pick one)' },
])('unknown "$value" says $message', ({ value, known, hint, hintToo, message }) => {
  expect(unknownValue('unknown page', value, known, hint, hintToo).message).toBe(message);
});
