// Whatever writes a merchant, template or other file the operator keeps (the studio, --fix, migrate).
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Written beside and renamed over, so a crash never leaves half a file. */
export function writeAtomically(file: string, data: string | Buffer): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, data);
  renameSync(temporary, file);
}
