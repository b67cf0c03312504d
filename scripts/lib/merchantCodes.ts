// The merchant codes of a project (its merchants/*.json file names), and the check that one exists.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { CliError, suggestName } from './cliError.ts';

export function merchantCodes(root: string): string[] {
  try {
    return readdirSync(path.join(root, 'merchants'))
      .filter((f) => f.endsWith('.json'))
      .map((f) => f.slice(0, -'.json'.length))
      .sort();
  } catch {
    return [];
  }
}

/** The merchant file of a code, or a CliError naming the nearest code when there is none. */
export function merchantFileOf(root: string, code: string): string {
  const file = path.join(root, 'merchants', `${code}.json`);
  if (existsSync(file)) return file;
  throw new CliError(`no merchant "${code}" in merchants/${suggestName(code, merchantCodes(root))}`);
}
