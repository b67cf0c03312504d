import { cellLabel, needingALook, summaryLine, viewportLabel, type CellReport, type CellStatus } from './report.ts';

const medium = { name: 'medium', width: 390, height: 844 };
const cell = (page: string, status: CellStatus, over: Partial<CellReport> = {}): CellReport => ({
  merchant: 'royal88',
  language: 'EN',
  page,
  member: 'visitor',
  viewport: medium,
  file: `royal88/en/${page}-visitor-medium.png`,
  picture: status !== 'gone',
  status,
  ...over,
});

test.each([
  { name: 'nothing compared', cells: [cell('home', 'shot'), cell('login', 'shot')], line: '2 cells: 2 shot' },
  { name: 'one cell', cells: [cell('home', 'shot')], line: '1 cell: 1 shot' },
  { name: 'a failure among shots', cells: [cell('home', 'shot'), cell('login', 'failed')], line: '2 cells: 1 failed, 1 shot' },
  {
    name: 'compared, gone ones apart',
    cells: [cell('home', 'unchanged'), cell('login', 'changed'), cell('register', 'new'), cell('memberHome', 'gone'), cell('benefits', 'gone')],
    line: '3 cells: 1 changed, 1 new, 1 unchanged; 2 gone',
  },
  { name: 'only gone ones', cells: [cell('home', 'gone')], line: '0 cells: none; 1 gone' },
])('$name: $line', ({ cells, line }) => {
  expect(summaryLine(cells)).toBe(line);
});

test('what needs a look: failures, then the largest changes, then new and gone cells; unchanged ones not at all', () => {
  const cells = [
    cell('a', 'unchanged'),
    cell('b', 'gone'),
    cell('c', 'changed', { differing: 10 }),
    cell('d', 'new'),
    cell('e', 'changed', { differing: 900 }),
    cell('f', 'failed'),
    cell('g', 'shot'),
  ];
  expect(needingALook(cells).map((c) => c.page)).toEqual(['f', 'e', 'c', 'd', 'b']);
});

test.each([
  { viewport: medium, label: 'medium 390×844' },
  { viewport: { name: '412x915', width: 412, height: 915 }, label: '412×915' },
])('viewport $viewport.name reads "$label"', ({ viewport, label }) => {
  expect(viewportLabel(viewport)).toBe(label);
});

test('a cell is named in full', () => {
  expect(cellLabel(cell('home', 'shot', { member: 'member' }))).toBe('royal88 · EN · home · member · medium 390×844');
});
