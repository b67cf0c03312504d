// What a `wl shots` run found for each cell, and the words it says it in: the summary line, and the
// order in which the sheet lists what needs a look.
import type { Viewport } from './viewports.ts';

/**
 * `shot` when nothing was compared; with --compare, `changed`, `unchanged`, `new` (no earlier picture)
 * or `gone` (an earlier cell this run did not shoot); `failed` either way.
 */
export type CellStatus = 'failed' | 'changed' | 'new' | 'gone' | 'unchanged' | 'shot';

export interface CellReport {
  merchant: string;
  language: string;
  page: string;
  member: string;
  viewport: Viewport;
  /** Its picture, relative to the output folder (a cell's name even when it has none). */
  file: string;
  /** Whether this run wrote its picture: a cell that failed before the page was drawn has none, nor has a gone one. */
  picture: boolean;
  status: CellStatus;
  /** Why it failed. */
  error?: string;
  /** The page the app showed when it is not the one asked for (a member page sends a visitor to log in). */
  landedOn?: string;
  /** Of a changed cell: how many pixels differ, out of how many. */
  differing?: number;
  total?: number;
  /** Of a changed or gone cell, the earlier picture; of a changed one, the drawing of the differences; relative to the output folder. */
  before?: string;
  diff?: string;
}

/** Order of the statuses in the sheet and the summary: what needs a look first. */
export const STATUS_ORDER: readonly CellStatus[] = ['failed', 'changed', 'new', 'gone', 'unchanged', 'shot'];

/** The cells that need a look, most pressing first: failures, then the largest changes, then new and gone ones. */
export function needingALook(cells: readonly CellReport[]): CellReport[] {
  const rank = (c: CellReport) => STATUS_ORDER.indexOf(c.status);
  return cells
    .filter((c) => c.status === 'failed' || c.status === 'changed' || c.status === 'new' || c.status === 'gone')
    .map((c, i) => ({ c, i }))
    .sort((a, b) => rank(a.c) - rank(b.c) || (b.c.differing ?? 0) - (a.c.differing ?? 0) || a.i - b.i)
    .map(({ c }) => c);
}

/** "24 cells: 3 changed, 20 unchanged, 1 failed; 2 gone": the counts that are not zero, gone ones apart (this run did not shoot them). */
export function summaryLine(cells: readonly CellReport[]): string {
  const count = (status: CellStatus) => cells.filter((c) => c.status === status).length;
  const shot = cells.length - count('gone');
  const parts = STATUS_ORDER.filter((s) => s !== 'gone' && count(s) > 0).map((s) => `${count(s)} ${s}`);
  const gone = count('gone') > 0 ? `; ${count('gone')} gone` : '';
  return `${shot} cell${shot === 1 ? '' : 's'}: ${parts.join(', ') || 'none'}${gone}`;
}

/** "royal88 · CN · home · member · medium 390×844": a cell named in full, as the sheet and alt texts say it. */
export function cellLabel(c: Pick<CellReport, 'merchant' | 'language' | 'page' | 'member' | 'viewport'>): string {
  return [c.merchant, c.language, c.page, c.member, viewportLabel(c.viewport)].join(' · ');
}

export function viewportLabel(v: Viewport): string {
  const size = `${v.width}×${v.height}`;
  return v.name === `${v.width}x${v.height}` ? size : `${v.name} ${size}`;
}
