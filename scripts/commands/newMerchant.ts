// `wl new-merchant <code> --from <code>`: a new merchant made from an existing one, its file and images
// copied and rewritten (merchantCopy.ts) at the schema's version, checked as `wl validate` checks, and
// written only when valid and only where no merchant is yet.
import { cpSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CliError } from '../lib/cliError.ts';
import { readJsonSource } from '../../project/jsonSource.ts';
import { merchantFileOf } from '../lib/merchantCodes.ts';
import { migratedText } from '../lib/migrationPlan.ts';
import { copyMerchantText, domainsFromCode, nameFromCode, stillNaming } from '../lib/merchantCopy.ts';
import { formatProblem, loadProject } from '../../project/project.ts';
import { projectRoot } from '../lib/root.ts';
import { readSchema } from '../../project/schemas.ts';

export interface NewMerchantOptions {
  from: string;
  name?: string;
  domain?: string[];
}

export async function runNewMerchant(code: string, opts: NewMerchantOptions, root = projectRoot): Promise<number> {
  const codeRule = (readSchema(root, 'merchant.schema.json').properties as Record<string, { pattern: string }>).merchantCode.pattern;
  if (!new RegExp(codeRule).test(code))
    throw new CliError(`"${code}" cannot be a merchant code: 2 to 32 lower-case letters, digits and dashes, starting with a letter or digit`);
  const sourceFile = merchantFileOf(root, opts.from);
  const target = path.join(root, 'merchants', `${code}.json`);
  const assets = path.join(root, 'merchants', 'assets', code);
  if (existsSync(target)) throw new CliError(`merchant "${code}" exists already (merchants/${code}.json): nothing was written`);
  if (existsSync(assets)) throw new CliError(`merchants/assets/${code}/ exists already: nothing was written`);

  const source = readJsonSource(sourceFile);
  const sourceDomains = (source.data as { domains?: unknown } | undefined)?.domains;
  if (source.problems.length > 0 || !Array.isArray(sourceDomains))
    throw new CliError(`merchants/${opts.from}.json cannot be read as a merchant: run "wl validate" on it first`);
  const domains = opts.domain?.length ? [...new Set(opts.domain.map((d) => d.toLowerCase()))] : domainsFromCode(sourceDomains.map(String), opts.from, code);
  // A copy of an older merchant starts at the schema's version, as `wl migrate` would bring its source.
  const text = migratedText(copyMerchantText(source.text, { from: opts.from, code, name: opts.name ?? nameFromCode(code), domains }), 'merchant');

  const merchantFiles = readdirSync(path.join(root, 'merchants'))
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => path.join(root, 'merchants', f));
  const project = await loadProject(root, { merchantFiles: [...merchantFiles, target], texts: new Map([[target, text]]) });
  const problems = project.problems.filter((p) => p.file === target);
  if (problems.length > 0) {
    for (const problem of problems) console.error(formatProblem(problem, root));
    console.error(`error: merchants/${code}.json would have ${problems.length} problem${problems.length === 1 ? '' : 's'}: nothing was written`);
    return 1;
  }

  // "wx": a file that appeared since the check above is never overwritten.
  writeFileSync(target, text, { flag: 'wx' });
  const sourceAssets = path.join(root, 'merchants', 'assets', opts.from);
  const images = existsSync(sourceAssets) ? copyAssets(sourceAssets, assets) : 0;
  console.log(
    `Created merchants/${code}.json from ${opts.from}${images ? ` and ${images} images in merchants/assets/${code}/` : ''}; domains ${domains.join(', ')}`,
  );
  const review = stillNaming(readFileSync(target, 'utf8'), opts.from);
  if (review.length > 0) console.log(`Still naming ${opts.from}, to review: ${review.join(', ')}`);
  console.log(`Next: npx wl preview ${code}`);
  return 0;
}

function copyAssets(from: string, to: string): number {
  cpSync(from, to, { recursive: true, errorOnExist: true, force: false });
  const count = (dir: string): number =>
    readdirSync(dir, { withFileTypes: true }).reduce((n, entry) => n + (entry.isDirectory() ? count(path.join(dir, entry.name)) : 1), 0);
  return count(to);
}
