// Loads every merchant and template of a project, validated; bad files become problems, never throws. A
// domain two merchants name is blamed on the later claim (domainClaims.ts, claimTimes.ts).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { MerchantFile, PageTemplate } from '../src/config/types.generated.ts';
import { checkMerchant } from './checkMerchant.ts';
import { checkTemplate } from './checkTemplate.ts';
import { domainClaimTime } from './claimTimes.ts';
import { domainClashes, type DomainClaim } from './domainClaims.ts';
import { readJsonSource, type JsonSource } from './jsonSource.ts';
import { joinPointer, locate, problemsFromAjv, type Problem } from './problems.ts';
import { projectValidators, type ProjectValidators } from './validators.ts';
import { noteInput } from './readInputs.ts';
import { buildFleet } from './lint/fleet.ts';
import { runLint, type LintProblem } from './lint/runLint.ts';

export { formatProblem, type Problem } from './problems.ts';
export { buildSiteConfig } from './siteConfig.ts';

export interface LoadedMerchant {
  file: string;
  data: MerchantFile;
}

export interface Project {
  root: string;
  /** Merchants that passed every check. */
  merchants: LoadedMerchant[];
  /** Templates that passed every check, by name. */
  templates: Map<string, PageTemplate>;
  problems: Problem[];
  /** What the cross-document rules found (project/lint/registry.ts), errors and warnings; only when asked. */
  lint: LintProblem[];
  /** How many files were read. */
  fileCount: number;
}

const jsonFiles = (dir: string): string[] => {
  try {
    noteInput(dir);
    return readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .sort()
      .map((f) => path.join(dir, f));
  } catch {
    return [];
  }
};

export interface LoadOptions {
  extraMerchantFiles?: string[];
  merchantFiles?: string[];
  templateFiles?: string[];
  /** Text to check in place of a file's content on disk (a file about to be written, a draft). */
  texts?: ReadonlyMap<string, string>;
  /** Validators compiled earlier from the same schemas (compiling them is most of a load's time). */
  validators?: ProjectValidators;
  /** Files already read (a command that looked at them first), so none is read twice. */
  sources?: ReadonlyMap<string, JsonSource>;
  /** Also apply the cross-document rules. */
  lint?: boolean;
  /** Bytes the rules read in place of a merchant's image on disk, by absolute path (an upload about to be written). */
  images?: ReadonlyMap<string, Buffer>;
}

export async function loadProject(root: string, opts: LoadOptions = {}): Promise<Project> {
  const validators = opts.validators ?? projectValidators(root);
  const problems: Problem[] = [];
  const templateFiles = opts.templateFiles ?? jsonFiles(path.join(root, 'templates'));
  const merchantFiles = [...(opts.merchantFiles ?? jsonFiles(path.join(root, 'merchants'))), ...(opts.extraMerchantFiles ?? [])];
  const read = (file: string) => opts.sources?.get(file) ?? readJsonSource(file, opts.texts?.get(file));

  const templates = new Map<string, PageTemplate>();
  /** Every template present, valid or not: a merchant naming a broken one is not told it is missing too. */
  const templateNames = new Set<string>();
  const validTemplates: { file: string; source: JsonSource; data: PageTemplate }[] = [];
  for (const file of templateFiles) {
    const result = validateTemplateFile(read(file), validators);
    problems.push(...result.problems);
    if (result.template && result.problems.length === 0) {
      templates.set(result.template.name, result.template);
      validTemplates.push({ file, source: result.source, data: result.template });
    }
    templateNames.add(templateNameOf(result.source));
  }

  const checked: { file: string; source: JsonSource; data?: MerchantFile; found: Problem[] }[] = [];
  for (const file of merchantFiles) {
    const source = read(file);
    const found = [...source.problems];
    let data: MerchantFile | undefined;
    if (found.length === 0) {
      if (validators.merchant(source.data)) {
        data = source.data as MerchantFile;
        found.push(
          ...checkMerchant(source, data, {
            templates,
            allTemplates: [...templateNames],
            validators,
            inMerchantsDir: path.dirname(file) === path.join(root, 'merchants'),
          }),
        );
      } else {
        found.push(...problemsFromAjv(validators.merchant.errors, source));
      }
    }
    checked.push({ file, source, data, found });
  }
  for (const { claim, owner } of sharedDomains(checked)) {
    const entry = checked[claim.order];
    entry.found.push(domainProblem(entry.source, claim.index, claim.domain, owner.code));
  }

  const merchants: LoadedMerchant[] = [];
  for (const { file, data, found } of checked) {
    problems.push(...found);
    if (data && found.length === 0) merchants.push({ file, data });
  }
  // The rules read every merchant the schema accepts, so a merchant with a problem of its own is linted too.
  const lint = opts.lint
    ? runLint(
        buildFleet(
          root,
          checked.flatMap(({ file, source, data }) => (data ? [{ file, source, data }] : [])),
          validTemplates,
          opts.images,
        ),
      )
    : [];
  return { root, merchants, templates, problems, lint, fileCount: templateFiles.length + merchantFiles.length };
}

/** Domains two merchants name, blamed on the later claim; times are looked up only for shared domains. */
function sharedDomains(checked: { file: string; data?: MerchantFile }[]) {
  const claims: Omit<DomainClaim, 'claimedAt'>[] = [];
  checked.forEach(({ file, data }, order) => {
    data?.domains.forEach((domain, index) => claims.push({ file, code: data.merchantCode, domain, index, order }));
  });
  const codesOf = new Map<string, Set<string>>();
  for (const c of claims) codesOf.set(c.domain, (codesOf.get(c.domain) ?? new Set()).add(c.code));
  const contested = claims.filter((c) => (codesOf.get(c.domain)?.size ?? 0) > 1);
  return domainClashes(contested.map((c) => ({ ...c, claimedAt: domainClaimTime(c.file, c.domain) })));
}

function domainProblem(source: JsonSource, index: number, domain: string, owner: string): Problem {
  const pointer = joinPointer('/domains', index);
  return {
    file: source.file,
    ...locate(source.tree, source.lines, pointer),
    pointer,
    message: `"${domain}" already belongs to merchant "${owner}", which named it first`,
  };
}

/** A template's name, or its file name when it is too broken to say. */
function templateNameOf(source: JsonSource): string {
  const name = (source.data as { name?: unknown } | undefined)?.name;
  return typeof name === 'string' && name ? name : path.basename(source.file, '.json');
}

function validateTemplateFile(source: JsonSource, validators: ProjectValidators): { source: JsonSource; template?: PageTemplate; problems: Problem[] } {
  if (source.problems.length > 0) return { source, problems: source.problems };
  if (!validators.template(source.data)) return { source, problems: problemsFromAjv(validators.template.errors, source) };
  const template = source.data as PageTemplate;
  return { source, template, problems: checkTemplate(source, template, validators) };
}

/** The merchant whose domains include a host name (port ignored, case-insensitive). */
export function findMerchantByHost(merchants: LoadedMerchant[], host: string): LoadedMerchant | undefined {
  const name = host
    .toLowerCase()
    .replace(/:\d+$/, '')
    .replace(/^\[|\]$/g, '');
  return merchants.find((m) => m.data.domains.includes(name));
}

/** Which kind of file a path is, from its $schema, its folder, or its shape. */
export function kindOf(source: JsonSource): 'merchant' | 'template' | undefined {
  const data = source.data as Record<string, unknown> | undefined;
  const schema = typeof data?.$schema === 'string' ? data.$schema : '';
  if (schema.endsWith('merchant.schema.json')) return 'merchant';
  if (schema.endsWith('template.schema.json')) return 'template';
  const folder = path.basename(path.dirname(source.file));
  if (folder === 'merchants') return 'merchant';
  if (folder === 'templates') return 'template';
  if (data && 'merchantCode' in data) return 'merchant';
  if (data && 'blocks' in data) return 'template';
  return undefined;
}
