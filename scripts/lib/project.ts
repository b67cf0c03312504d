// Loads every merchant and template of a project, validated; bad files become problems, never throws.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { MerchantFile, PageTemplate } from '../../src/config/types.generated.ts';
import { checkMerchant } from './checkMerchant.ts';
import { checkTemplate } from './checkTemplate.ts';
import { readJsonSource, type JsonSource } from './jsonSource.ts';
import { problemsFromAjv, type Problem } from './problems.ts';
import { projectValidators, type ProjectValidators } from './validators.ts';

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
  /** How many files were read. */
  fileCount: number;
}

const jsonFiles = (dir: string): string[] => {
  try {
    return readdirSync(dir).filter((f) => f.endsWith('.json')).sort().map((f) => path.join(dir, f));
  } catch {
    return [];
  }
};

export async function loadProject(root: string, opts: { extraMerchantFiles?: string[]; merchantFiles?: string[]; templateFiles?: string[] } = {}): Promise<Project> {
  const validators = projectValidators(root);
  const problems: Problem[] = [];
  const templateFiles = opts.templateFiles ?? jsonFiles(path.join(root, 'templates'));
  const merchantFiles = [...(opts.merchantFiles ?? jsonFiles(path.join(root, 'merchants'))), ...(opts.extraMerchantFiles ?? [])];

  const templates = new Map<string, PageTemplate>();
  const templateSources = new Map<string, JsonSource>();
  for (const file of templateFiles) {
    const result = validateTemplateFile(file, validators);
    problems.push(...result.problems);
    if (result.template && result.problems.length === 0) templates.set(result.template.name, result.template);
    if (result.template) templateSources.set(result.template.name, result.source);
  }

  const merchants: LoadedMerchant[] = [];
  const domainOwners = new Map<string, string>();
  for (const file of merchantFiles) {
    const source = readJsonSource(file);
    const found = [...source.problems];
    if (found.length === 0) {
      if (validators.merchant(source.data)) {
        found.push(...checkMerchant(source, source.data as MerchantFile, { templates, allTemplates: [...templateSources.keys()], validators, domainOwners, inMerchantsDir: path.dirname(file) === path.join(root, 'merchants') }));
      } else {
        found.push(...problemsFromAjv(validators.merchant.errors, source));
      }
    }
    problems.push(...found);
    if (found.length === 0) merchants.push({ file, data: source.data as MerchantFile });
  }
  return { root, merchants, templates, problems, fileCount: templateFiles.length + merchantFiles.length };
}

function validateTemplateFile(file: string, validators: ProjectValidators): { source: JsonSource; template?: PageTemplate; problems: Problem[] } {
  const source = readJsonSource(file);
  if (source.problems.length > 0) return { source, problems: source.problems };
  if (!validators.template(source.data)) return { source, problems: problemsFromAjv(validators.template.errors, source) };
  const template = source.data as PageTemplate;
  return { source, template, problems: checkTemplate(source, template, validators) };
}

/** The merchant whose domains include a host name (port ignored, case-insensitive). */
export function findMerchantByHost(merchants: LoadedMerchant[], host: string): LoadedMerchant | undefined {
  const name = host.toLowerCase().replace(/:\d+$/, '').replace(/^\[|\]$/g, '');
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
