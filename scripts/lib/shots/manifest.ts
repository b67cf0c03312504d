// shots.json: the cells a run shot, for a later run's --compare to match picture against picture and
// to name the cells it no longer shoots. Its presence also marks a folder `wl shots` wrote.
import type { CellReport } from './report.ts';

const MARK = 'wl shots';
/** The shape cellFile gives: a file read from an earlier folder and copied into this one never leaves either. */
const CELL_FILE = /^[A-Za-z0-9_-]+\/[A-Za-z0-9_-]+\/[A-Za-z0-9_-]+\.png$/;

export interface Manifest {
  written: typeof MARK;
  cells: CellReport[];
}

export function manifestText(cells: readonly CellReport[]): string {
  const manifest: Manifest = { written: MARK, cells: cells.filter((c) => c.status !== 'gone') };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

/** The cells of a manifest; undefined when the text is not one (another tool's file, a run cut short). */
export function parseManifest(text: string): CellReport[] | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!isRecord(value) || value.written !== MARK || !Array.isArray(value.cells)) return undefined;
  return value.cells.every(isCell) ? (value.cells as CellReport[]) : undefined;
}

function isCell(value: unknown): boolean {
  if (!isRecord(value) || !isRecord(value.viewport)) return false;
  const texts = [value.merchant, value.language, value.page, value.member, value.file, value.viewport.name];
  return (
    texts.every((t) => typeof t === 'string' && t !== '') &&
    CELL_FILE.test(value.file as string) &&
    typeof value.picture === 'boolean' &&
    [value.viewport.width, value.viewport.height].every(Number.isInteger)
  );
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
