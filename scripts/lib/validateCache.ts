// The last answers of `wl validate`, kept with a stamp (size and modification time) of every file and
// folder each one read and of the checking code itself: a run whose inputs all carry the same stamps
// gives the same answer, so it is taken from here instead of being worked out again. An operator who
// checks a fleet of a thousand files again after editing elsewhere waits for the stamps, not the checks.
import { type Dirent, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { stampOf, type Stamp } from '../../project/readInputs.ts';
import { writeAtomically } from '../../project/writeAtomically.ts';

interface Entry<T> {
  tools: Stamp;
  inputs: [file: string, stamp: Stamp][];
  answer: T;
}

/** How many answers are kept (one per list of files named), the most recent first. */
const KEPT = 8;

/**
 * A file changed this recently may change again within its clock's step (file times move in steps of a
 * few milliseconds) and keep its stamp: its answer is kept but not trusted, so the next run checks again.
 */
const SETTLED_MS = 2000;

/** The stamp of the checking code and schemas: any change to them makes every answer stale. */
export function toolsStamp(folders: readonly string[]): Stamp {
  const stamps: string[] = [process.version];
  const walk = (dir: string) => {
    let entries: Dirent[];
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      stamps.push(`${dir}:absent`);
      return;
    }
    for (const entry of entries) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else stamps.push(`${file}:${stampOf(file)}`);
    }
  };
  folders.forEach(walk);
  return stamps.join('|');
}

export class ValidateCache<T> {
  constructor(
    private readonly file: string,
    private readonly tools: Stamp,
  ) {}

  private entries(): Record<string, Entry<T>> {
    try {
      return JSON.parse(readFileSync(this.file, 'utf8')) as Record<string, Entry<T>>;
    } catch {
      return {};
    }
  }

  /** The answer kept for `key`, if the tools and every input it read are as they were. */
  get(key: string): T | undefined {
    const entry = this.entries()[key];
    if (!entry || entry.tools !== this.tools) return undefined;
    return entry.inputs.every(([file, stamp]) => stampOf(file) === stamp) ? entry.answer : undefined;
  }

  /** Keeps an answer with the stamps of what it read; a cache that cannot be written is simply not kept. */
  set(key: string, inputs: [file: string, stamp: Stamp][], answer: T): void {
    const kept = Object.entries(this.entries())
      .filter(([k]) => k !== key)
      .slice(0, KEPT - 1);
    const now = Date.now();
    const settled = inputs.map(([file, stamp]): [string, Stamp] => [file, now - Number(stamp.split(':')[1]) < SETTLED_MS ? 'unsettled' : stamp]);
    const entry: Entry<T> = { tools: this.tools, inputs: settled, answer };
    try {
      writeAtomically(this.file, JSON.stringify(Object.fromEntries([[key, entry], ...kept])));
    } catch {
      // A read-only checkout: every run works the answer out.
    }
  }
}
