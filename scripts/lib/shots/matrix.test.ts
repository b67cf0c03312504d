import { expandMatrix, merchantLanguages, type Cell, type MatrixOptions } from './matrix.ts';

const royal = { code: 'royal88', languages: { allowed: ['CN', 'TW', 'EN'], default: 'CN' } };
const sorte = { code: 'sorte777', languages: { allowed: ['PT-BR', 'EN', 'ES'], default: 'PT-BR' } };
const short = (c: Cell) => `${c.merchant} ${c.language} ${c.page}(${c.path}) ${c.member} ${c.viewport.name}`;

test.each<{ name: string; merchants: (typeof royal)[]; opts: MatrixOptions; want: string[] }>([
  {
    name: 'the defaults: every language, four pages, both members, medium',
    merchants: [royal],
    opts: {},
    want: ['CN', 'TW', 'EN'].flatMap((l) =>
      ['home(/m/home)', 'login(/m/login)', 'register(/m/register)', 'memberHome(/m/member/home)'].flatMap((p) =>
        ['visitor', 'member'].map((m) => `royal88 ${l} ${p} ${m} medium`),
      ),
    ),
  },
  {
    name: 'in the order merchant, language, page, member, viewport',
    merchants: [royal, sorte],
    opts: { languages: 'en', pages: 'home', members: 'member', viewports: 'small,large' },
    want: [
      'royal88 EN home(/m/home) member small',
      'royal88 EN home(/m/home) member large',
      'sorte777 EN home(/m/home) member small',
      'sorte777 EN home(/m/home) member large',
    ],
  },
  {
    name: 'names in any case, each once; a size equal to a named one is that one',
    merchants: [sorte],
    opts: { languages: 'pt_br,PT-BR', pages: 'MEMBERHOME,memberHome', members: 'Visitor', viewports: 'medium,390x844,412x915' },
    want: ['sorte777 PT-BR memberHome(/m/member/home) visitor medium', 'sorte777 PT-BR memberHome(/m/member/home) visitor 412x915'],
  },
])('$name', ({ merchants, opts, want }) => {
  expect(expandMatrix(merchants, opts).map(short)).toEqual(want);
});

test.each([
  { opts: { pages: 'hom' }, error: 'unknown page "hom" (did you mean "home"?)' },
  { opts: { pages: 'home,settings' }, error: /^unknown page "settings": there are home, login, register, / },
  { opts: { members: 'vip' }, error: 'unknown member "vip": give visitor, member, or visitor,member' },
  { opts: { members: 'membr' }, error: 'unknown member "membr" (did you mean "member"?)' },
  { opts: { viewports: 'phone' }, error: /^unknown viewport "phone"/ },
  { opts: { languages: 'PT-BR' }, error: 'royal88 has no language "PT-BR": it has CN, TW, EN' },
  { opts: { languages: 'cm' }, error: 'royal88 has no language "cm" (did you mean "CN"? it has CN, TW, EN)' },
  { opts: { languages: ',' }, error: '--languages names nothing: give a comma list, such as EN,CN' },
])('$opts is refused', ({ opts, error }) => {
  expect(() => expandMatrix([royal], opts)).toThrow(error);
});

test.each([
  { option: undefined, want: ['CN', 'TW', 'EN'] },
  { option: 'default', want: ['CN'] },
  { option: 'en,all', want: ['EN', 'CN', 'TW'] },
  { option: 'tw, Default', want: ['TW', 'CN'] },
])('languages "$option" of royal88 are $want', ({ option, want }) => {
  expect(merchantLanguages(royal, option)).toEqual(want);
});
