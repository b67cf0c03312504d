// `wl cs-path <value>`: encodes a customer-service chat address for a merchant file, or decodes one.
import { randomBytes } from 'node:crypto';
import { encodeCsPath, tryDecodeCsPath } from '../../src/rules/customerService.ts';
import { CliError } from '../lib/cliError.ts';

export function runCsPath(value: string, opts: { key?: string; decode?: boolean }): string {
  if (opts.decode) {
    const decoded = tryDecodeCsPath(value);
    if ('error' in decoded) throw new CliError(`"${value}" does not decode to a chat address (${decoded.error})`);
    return decoded.address;
  }
  if (!/^https?:\/\//i.test(value)) throw new CliError(`"${value}" is not a web address (http:// or https://)`);
  const key =
    opts.key ??
    randomBytes(6)
      .toString('base64')
      .replace(/[^A-Za-z0-9]/g, 'x')
      .slice(0, 8);
  try {
    return encodeCsPath(value, key);
  } catch (error) {
    throw new CliError((error as Error).message);
  }
}
