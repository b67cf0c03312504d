// Fleets for the rules' table tests: the shipped sorte777 merchant and its template, edited per case, with
// their images listed as the folder holds them unless a case says otherwise.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { MerchantFile, PageTemplate } from '../../../src/config/types.generated.ts';
import { readJsonSource } from '../../jsonSource.ts';
import { projectRoot } from '../../../scripts/lib/root.ts';
import { buildFleet, type Fleet } from '../fleet.ts';

export const MERCHANT_FILE = path.join(projectRoot, 'merchants', 'sorte777.json');
export const TEMPLATE_FILE = path.join(projectRoot, 'templates', 'samba-home.json');

const read = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;

export interface FleetCase {
  merchant?: (m: MerchantFile) => void;
  template?: (t: PageTemplate) => void;
  /** The merchant's image folder; the shipped one by default. */
  assets?: string[];
  /** More merchants, each made from sorte777 by its edit and given its own code and file. */
  others?: { code: string; edit?: (m: MerchantFile) => void }[];
}

export function fleetFor(c: FleetCase = {}): Fleet {
  const merchant = read<MerchantFile>(MERCHANT_FILE);
  c.merchant?.(merchant);
  const template = read<PageTemplate>(TEMPLATE_FILE);
  c.template?.(template);
  const sourced = <T>(file: string, data: T) => ({ file, data, source: readJsonSource(file, JSON.stringify(data, null, 2)) });
  const others = (c.others ?? []).map(({ code, edit }) => {
    const other = read<MerchantFile>(MERCHANT_FILE);
    other.merchantCode = code;
    edit?.(other);
    return sourced(path.join(projectRoot, 'merchants', `${code}.json`), other);
  });
  const fleet = buildFleet(projectRoot, [sourced(MERCHANT_FILE, merchant), ...others], [sourced(TEMPLATE_FILE, template)]);
  const shipped = readdirSync(path.join(projectRoot, 'merchants', 'assets', 'sorte777')).sort();
  return {
    ...fleet,
    assetsOf: (code) => ({ dir: path.join(projectRoot, 'merchants', 'assets', code), files: code === 'sorte777' ? (c.assets ?? shipped) : [] }),
  };
}
