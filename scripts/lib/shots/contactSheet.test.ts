import { getAllByRole, getByRole, queryAllByRole, within } from '@testing-library/dom';
import { JSDOM } from 'jsdom';
import { contactSheet, type SheetInput } from './contactSheet.ts';
import type { CellReport, CellStatus } from './report.ts';

const medium = { name: 'medium', width: 390, height: 844 };
function cell(language: string, page: string, member: string, status: CellStatus, over: Partial<CellReport> = {}): CellReport {
  const file = `royal88/${language.toLowerCase()}/${page}-${member}-medium.png`;
  return { merchant: 'royal88', language, page, member, viewport: medium, file, picture: status !== 'gone', status, ...over };
}
const sheet = (input: SheetInput) => new JSDOM(contactSheet(input)).window.document.body;

test.each<{ name: string; input: SheetInput; summary: string; look: string[] }>([
  {
    name: 'a run without comparison',
    input: { cells: [cell('EN', 'home', 'visitor', 'shot'), cell('EN', 'home', 'member', 'shot'), cell('CN', 'home', 'visitor', 'shot')] },
    summary: '3 cells: 3 shot.',
    look: [],
  },
  {
    name: 'a failure without comparison needs a look',
    input: {
      cells: [cell('EN', 'home', 'visitor', 'shot'), cell('EN', 'login', 'visitor', 'failed', { picture: false, error: 'waiting for <the app>: Timeout' })],
    },
    summary: '2 cells: 1 failed, 1 shot.',
    look: ['royal88 · EN · login · visitor · medium 390×844'],
  },
  {
    name: 'a comparison: changed ones first, by size, then new and gone',
    input: {
      comparedWith: 'before-run',
      cells: [
        cell('EN', 'home', 'visitor', 'unchanged'),
        cell('EN', 'home', 'member', 'changed', {
          differing: 12,
          total: 329160,
          before: 'before/royal88/en/home-member-medium.png',
          diff: 'diff/royal88/en/home-member-medium.png',
        }),
        cell('EN', 'login', 'visitor', 'changed', {
          differing: 5000,
          total: 329160,
          before: 'before/royal88/en/login-visitor-medium.png',
          diff: 'diff/royal88/en/login-visitor-medium.png',
        }),
        cell('EN', 'login', 'member', 'new'),
        cell('EN', 'register', 'visitor', 'gone', { before: 'before/royal88/en/register-visitor-medium.png' }),
      ],
    },
    summary: '4 cells: 2 changed, 1 new, 1 unchanged; 1 gone, compared with before-run.',
    look: [
      'royal88 · EN · login · visitor · medium 390×844',
      'royal88 · EN · home · member · medium 390×844',
      'royal88 · EN · login · member · medium 390×844',
      'royal88 · EN · register · visitor · medium 390×844',
    ],
  },
])('$name', ({ input, summary, look }) => {
  const body = sheet(input);
  expect(getByRole(body, 'heading', { level: 1 }).textContent).toBe('Screenshots of royal88');
  expect(body.querySelector('.summary')?.textContent).toBe(summary);
  const lookList = queryAllByRole(body, 'heading', { level: 2, name: /^Needs a look/ });
  expect(lookList.length).toBe(look.length > 0 ? 1 : 0);
  if (look.length > 0) expect(getAllByRole(body.querySelector('.look') as HTMLElement, 'heading', { level: 3 }).map((h) => h.textContent)).toEqual(look);
  // Every cell shot is in its language's table, its picture named in full and linked to the whole picture.
  for (const c of input.cells.filter((x) => x.status !== 'gone')) {
    const table = getByRole(body, 'table', { name: `royal88 in ${c.language}: a row per page, a column per member and viewport` });
    const row = getByRole(table, 'row', { name: new RegExp(`^${c.page}\\b`) });
    if (c.picture) {
      const link = within(row).getByRole('link', { name: `royal88 · ${c.language} · ${c.page} · ${c.member} · medium 390×844` });
      expect(link.getAttribute('href')).toBe(c.file);
    }
  }
});

test('a changed cell shows before, after and the differences, and says how many pixels differ', () => {
  const body = sheet({
    comparedWith: 'old',
    cells: [
      cell('EN', 'home', 'visitor', 'changed', {
        differing: 1234,
        total: 329160,
        before: 'before/royal88/en/home-visitor-medium.png',
        diff: 'diff/royal88/en/home-visitor-medium.png',
      }),
    ],
  });
  const item = body.querySelector('.look li') as HTMLElement;
  expect(
    within(item)
      .getAllByRole('img')
      .map((img) => img.getAttribute('alt')),
  ).toEqual([
    'royal88 · EN · home · visitor · medium 390×844, before',
    'royal88 · EN · home · visitor · medium 390×844, after',
    'royal88 · EN · home · visitor · medium 390×844, differing pixels in red',
  ]);
  expect(item.textContent).toContain('Changed: 1,234 pixels differ (0.37%)');
});

test('a failure is shown with its error, escaped; a page the app moved to is said', () => {
  const body = sheet({
    cells: [
      cell('EN', 'home', 'visitor', 'failed', { picture: false, error: 'the page threw: <script>alert(1)</script>' }),
      cell('EN', 'memberHome', 'visitor', 'shot', { landedOn: '/m/login' }),
    ],
  });
  const failed = getByRole(body, 'row', { name: /^home/ });
  expect(failed.textContent).toContain('Failed: the page threw: <script>alert(1)</script>');
  expect(body.querySelectorAll('script')).toHaveLength(0);
  expect(getByRole(body, 'row', { name: /^memberHome/ }).textContent).toContain('(the app showed /m/login)');
});

test('the sheet needs nothing but its folder: no script, no stylesheet link, no address elsewhere', () => {
  const html = contactSheet({ cells: [cell('EN', 'home', 'visitor', 'shot')] });
  expect(html).not.toMatch(/<script|<link|https?:|src="\//);
});

test.each([
  { name: 'one table and nothing to look at: no contents', cells: [cell('EN', 'home', 'visitor', 'shot')], links: [] },
  { name: 'a table per language', cells: [cell('EN', 'home', 'visitor', 'shot'), cell('CN', 'home', 'visitor', 'shot')], links: ['royal88', 'EN', 'CN'] },
  { name: 'a failure to look at first', cells: [cell('EN', 'home', 'visitor', 'failed', { error: 'x' })], links: ['Needs a look', 'royal88', 'EN'] },
])('contents: $name', ({ cells, links }) => {
  const body = sheet({ cells });
  const nav = queryAllByRole(body, 'navigation', { name: 'Contents' });
  expect(nav.length).toBe(links.length > 0 ? 1 : 0);
  if (nav.length === 0) return;
  const anchors = within(nav[0]).getAllByRole('link');
  expect(anchors.map((a) => a.textContent)).toEqual(links);
  for (const a of anchors) expect(body.querySelector(a.getAttribute('href')!)).not.toBeNull();
});
