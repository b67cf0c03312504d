// Whatever writes a merchant, template or other file the operator keeps (the studio, --fix, migrate).
import { randomBytes } from 'node:crypto';
import { closeSync, constants, lstatSync, mkdirSync, openSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** A write refused because of what stands at the file's place; its message names the file. */
export class WriteRefusedError extends Error {
  override name = 'WriteRefusedError';
  constructor(
    readonly file: string,
    readonly reason: string,
  ) {
    super(`${file} ${reason}`);
  }
}

/** Created, never opened: a link or file already at the temporary name fails the open instead of being followed. */
const CREATE_NEW = constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | (constants.O_NOFOLLOW ?? 0);

/**
 * Written beside and renamed over, so a crash never leaves half a file. The temporary name is random and
 * created exclusively, so nothing planted beside the file is written through; a file that is a symbolic
 * link is refused, since the rename would replace the link with a copy while its target stays as it was.
 */
export function writeAtomically(file: string, data: string | Buffer): void {
  mkdirSync(path.dirname(file), { recursive: true });
  if (isSymbolicLink(file))
    throw new WriteRefusedError(file, 'is a symbolic link: it is not written through; edit the file it points to, or put a copy in its place');
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${randomBytes(8).toString('hex')}.tmp`);
  const fd = openSync(temporary, CREATE_NEW, 0o666);
  try {
    try {
      writeFileSync(fd, data);
    } finally {
      closeSync(fd);
    }
    renameSync(temporary, file);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
}

function isSymbolicLink(file: string): boolean {
  try {
    return lstatSync(file).isSymbolicLink();
  } catch {
    return false;
  }
}
