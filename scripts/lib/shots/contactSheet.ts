// index.html of a `wl shots` folder: every cell named and shown, what needs a look first. One file with
// its style inline and pictures by relative path, so it works opened straight from disk.
import { cellLabel, needingALook, summaryLine, viewportLabel, type CellReport } from './report.ts';

export interface SheetInput {
  cells: readonly CellReport[];
  /** The earlier folder, as the operator named it, when the run compared. */
  comparedWith?: string;
}

/** Pictures are shown at half their size; a click opens one whole. */
const THUMB_SCALE = 0.5;

export function contactSheet({ cells, comparedWith }: SheetInput): string {
  const merchants = unique(cells.filter((c) => c.status !== 'gone').map((c) => c.merchant));
  const look = comparedWith === undefined ? cells.filter((c) => c.status === 'failed') : needingALook(cells);
  const title = `Screenshots of ${merchants.join(', ') || 'nothing'}`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="generator" content="wl shots">
<title>${esc(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${esc(title)}</h1>
<p class="summary">${esc(summaryLine(cells))}${comparedWith === undefined ? '' : `, compared with <code>${esc(comparedWith)}</code>`}.</p>
${contents(merchants, cells, look.length > 0)}${look.length > 0 ? lookSection(look) : ''}${merchants
  .map((m) =>
    merchantSection(
      m,
      cells.filter((c) => c.merchant === m && c.status !== 'gone'),
    ),
  )
  .join('')}</main>
</body>
</html>
`;
}

/** Links to what needs a look and to each merchant's languages, when there is more than one table to scroll through. */
function contents(merchants: string[], cells: readonly CellReport[], look: boolean): string {
  const tables = merchants.map((m) => ({ m, languages: unique(cells.filter((c) => c.merchant === m && c.status !== 'gone').map((c) => c.language)) }));
  if (tables.reduce((n, t) => n + t.languages.length, 0) < 2 && !look) return '';
  const items = tables.map(({ m, languages }) => {
    const links = languages.map((l) => `<a href="#${esc(anchor('language', m, l))}">${esc(l)}</a>`).join(', ');
    return `<li><a href="#${esc(anchor('merchant', m))}">${esc(m)}</a>: ${links}</li>`;
  });
  return `<nav aria-label="Contents"><ul>${look ? '<li><a href="#look">Needs a look</a></li>' : ''}${items.join('')}</ul></nav>\n`;
}

/** Failures, changes, new and gone cells, each with its pictures side by side. */
function lookSection(cells: CellReport[]): string {
  const items = cells.map((c) => {
    const pictures = [
      c.before ? figure(c.before, `${cellLabel(c)}, before`, c, 'Before') : '',
      c.picture ? figure(c.file, `${cellLabel(c)}${c.before ? ', after' : ''}`, c, c.before ? 'After' : 'Now') : '',
      c.diff ? figure(c.diff, `${cellLabel(c)}, differing pixels in red`, c, 'Differences') : '',
    ].join('');
    return `<li class="cell cell--${c.status}"><h3>${esc(cellLabel(c))}</h3>${statusLine(c)}${pictures ? `<div class="pictures">${pictures}</div>` : ''}</li>`;
  });
  return `<section aria-labelledby="look"><h2 id="look">Needs a look (${cells.length})</h2>\n<ol class="look">\n${items.join('\n')}\n</ol></section>\n`;
}

/** Per language, a table: a row per page, a column per member and viewport. */
function merchantSection(merchant: string, cells: CellReport[]): string {
  const languages = unique(cells.map((c) => c.language)).map((language) => {
    const own = cells.filter((c) => c.language === language);
    const columns = unique(own.map((c) => columnKey(c)));
    const pages = unique(own.map((c) => c.page));
    const header = columns.map((key) => {
      const c = own.find((x) => columnKey(x) === key)!;
      return `<th scope="col">${esc(c.member)}<br>${esc(viewportLabel(c.viewport))}</th>`;
    });
    const rows = pages.map((page) => {
      const tds = columns.map((key) => {
        const c = own.find((x) => x.page === page && columnKey(x) === key);
        return c ? `<td class="cell cell--${c.status}">${c.picture ? figure(c.file, cellLabel(c), c) : ''}${statusLine(c)}</td>` : '<td>(not shot)</td>';
      });
      return `<tr><th scope="row">${esc(page)}</th>${tds.join('')}</tr>`;
    });
    return `<section aria-labelledby="${esc(anchor('language', merchant, language))}"><h3 id="${esc(anchor('language', merchant, language))}">${esc(merchant)} in ${esc(language)}</h3>
<table><caption>${esc(merchant)} in ${esc(language)}: a row per page, a column per member and viewport</caption>
<thead><tr><th scope="col">Page</th>${header.join('')}</tr></thead>
<tbody>${rows.join('\n')}</tbody></table></section>\n`;
  });
  return `<section aria-labelledby="${esc(anchor('merchant', merchant))}"><h2 id="${esc(anchor('merchant', merchant))}">${esc(merchant)}</h2>\n${languages.join('')}</section>\n`;
}

function figure(file: string, alt: string, c: CellReport, caption?: string): string {
  const [width, height] = [c.viewport.width, c.viewport.height].map((side) => Math.round(side * THUMB_SCALE));
  const img = `<a href="${esc(file)}"><img src="${esc(file)}" alt="${esc(alt)}" width="${width}" height="${height}" loading="lazy"></a>`;
  return caption ? `<figure>${img}<figcaption>${esc(caption)}</figcaption></figure>` : img;
}

/** The cell's state in words (never in colour alone). */
function statusLine(c: CellReport): string {
  const landed = c.landedOn ? ` <span class="note">(the app showed ${esc(c.landedOn)})</span>` : '';
  switch (c.status) {
    case 'failed':
      return `<p class="status"><strong>Failed:</strong> ${esc(c.error ?? 'unknown error')}</p>`;
    case 'changed': {
      const share = c.total ? ` (${((100 * (c.differing ?? 0)) / c.total).toFixed(2)}%)` : '';
      return `<p class="status"><strong>Changed:</strong> ${count(c.differing ?? 0)} pixels differ${share}${landed}</p>`;
    }
    case 'new':
      return `<p class="status"><strong>New:</strong> no earlier picture${landed}</p>`;
    case 'gone':
      return `<p class="status"><strong>Gone:</strong> shot earlier, not in this run</p>`;
    case 'unchanged':
      return `<p class="status">Unchanged${landed}</p>`;
    case 'shot':
      return landed ? `<p class="status">${landed.trim()}</p>` : '';
  }
}

const columnKey = (c: CellReport) => `${c.member}|${c.viewport.name}`;
const anchor = (...parts: string[]) => parts.join('-').replace(/[^A-Za-z0-9-]/g, '_');
const count = (n: number) => n.toLocaleString('en-US');
const unique = <T>(items: T[]): T[] => [...new Set(items)];

function esc(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

const STYLE = `
:root { color-scheme: light dark; font-family: system-ui, sans-serif; line-height: 1.4; }
body { margin: 0; }
main { padding: 16px 24px 48px; }
h1 { margin: 0 0 4px; font-size: 1.5rem; }
.summary { margin: 0 0 16px; }
nav ul { display: flex; flex-wrap: wrap; gap: 12px; padding: 0; list-style: none; }
table { border-collapse: collapse; margin: 0 0 24px; }
caption { text-align: start; padding: 4px 0; font-size: 0.875rem; }
th, td { border: 1px solid #8888; padding: 8px; vertical-align: top; text-align: start; }
td img, figure img { display: block; height: auto; border: 1px solid #8886; }
figure { margin: 0; }
figcaption { font-size: 0.875rem; padding-top: 2px; }
td .status { max-width: 260px; }
.status { margin: 6px 0 0; font-size: 0.875rem; overflow-wrap: anywhere; }
.note { font-style: italic; }
.look { list-style: none; padding: 0; display: grid; gap: 16px; }
.look h3 { margin: 0; font-size: 1rem; }
.pictures { display: flex; flex-wrap: wrap; gap: 12px; margin-top: 8px; }
.cell--failed { outline: 3px solid #c62828; outline-offset: -3px; }
.cell--changed { outline: 3px solid #e65100; outline-offset: -3px; }
.cell--new { outline: 3px dashed #1565c0; outline-offset: -3px; }
.cell--gone { outline: 3px dashed #757575; outline-offset: -3px; }
li.cell { padding: 12px; }
`;
