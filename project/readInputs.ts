// Every file and folder a validation reads, each with its stamp (size and modification time) as it was
// read, so a later run can tell whether anything its answer depends on has changed since (validateCache.ts).
import { statSync } from 'node:fs';

export type Stamp = string;

export function stampOf(file: string): Stamp {
  try {
    const stat = statSync(file);
    return `${stat.size}:${stat.mtimeMs}`;
  } catch {
    return 'absent';
  }
}

const inputs = new Map<string, Stamp>();

/** Notes a file or folder about to be read (stamped before reading: a change while it is read shows later). */
export function noteInput(file: string): void {
  if (!inputs.has(file)) inputs.set(file, stampOf(file));
}

export function notedInputs(): [file: string, stamp: Stamp][] {
  return [...inputs];
}

export function forgetInputs(): void {
  inputs.clear();
}
