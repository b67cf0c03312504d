// Where each file of a `wl shots` folder goes: readable names a person can find without the sheet.

/** The contact sheet, opened from disk. */
export const SHEET_FILE = 'index.html';
/** What was shot (see manifest.ts): read by a later run's --compare, and the mark of a folder this command may empty. */
export const MANIFEST_FILE = 'shots.json';
/** The earlier pictures of changed and gone cells, copied so the folder shows them on its own. */
export const BEFORE_DIR = 'before';
/** Where the differing pixels of a changed cell are drawn. */
export const DIFF_DIR = 'diff';

export interface CellName {
  merchant: string;
  language: string;
  page: string;
  member: string;
  viewport: { name: string };
}

/** `sorte777/pt-br/home-member-small.png`: by merchant, then language, then what the page shows to whom at which size. */
export function cellFile(cell: CellName): string {
  return `${part(cell.merchant)}/${part(cell.language.toLowerCase())}/${part(cell.page)}-${part(cell.member)}-${part(cell.viewport.name)}.png`;
}

export const beforeFile = (file: string): string => `${BEFORE_DIR}/${file}`;
export const diffFile = (file: string): string => `${DIFF_DIR}/${file}`;

/** A name part never climbs out of its folder nor splits in two: anything but letters, digits and dashes becomes "_". */
function part(value: string): string {
  return value.replace(/[^A-Za-z0-9-]/g, '_') || '_';
}
