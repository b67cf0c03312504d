// `wl validate [paths...]`: every merchant and template by default, or the files named. Merchant files
// are checked against the project's templates; exit code 1 on any problem.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { CliError, errorLine } from '../lib/cliError.ts';
import { readJsonSource, type JsonSource } from '../lib/jsonSource.ts';
import { formatProblem, kindOf, loadProject, type Problem } from '../lib/project.ts';
import { projectRoot } from '../lib/root.ts';
import { applyFirstFixes } from '../lint/applyFixes.ts';
import type { LintProblem } from '../lint/runLint.ts';

export interface ValidateOptions {
  /** Print one JSON document rather than lines (`--format json`). */
  json?: boolean;
  /** Apply the safe fixes the cross-document rules offer, then check again. */
  fix?: boolean;
}

interface Checked {
  /** Errors: each file's own, and the cross-document rules' errors. */
  errors: Problem[];
  warnings: LintProblem[];
  /** Errors and warnings with a safe fix. */
  fixable: LintProblem[];
  fileCount: number;
}

/** At most this many rounds of fixes: each round fixes one finding per file, and a fix may reveal another. */
const FIX_ROUNDS = 20;

export async function runValidate(paths: string[], opts: ValidateOptions): Promise<number> {
  const started = performance.now();
  let checked = await checkFiles(paths);
  const fixed: LintProblem[] = [];
  const refused: { file: string; reason: string }[] = [];
  for (let round = 0; opts.fix && checked.fixable.length > 0 && round < FIX_ROUNDS; round++) {
    const outcome = applyFirstFixes(checked.fixable);
    fixed.push(...outcome.applied);
    refused.push(...outcome.refused);
    if (outcome.applied.length === 0) break;
    checked = await checkFiles(paths);
  }
  const { errors, warnings, fileCount } = checked;
  const seconds = ((performance.now() - started) / 1000).toFixed(2);
  if (opts.json) {
    const plain = (p: Problem) => ('fix' in p && p.fix ? { ...p, fix: (p as LintProblem).fix!.description } : p);
    console.log(JSON.stringify({ ok: errors.length === 0, files: fileCount, problems: errors.map(plain), warnings: warnings.map(plain), ...(opts.fix ? { fixed: fixed.map(plain), refused } : {}) }, null, 2));
    return errors.length === 0 ? 0 : 1;
  }
  for (const p of fixed) console.log(`fixed ${formatProblem({ ...p, message: `${p.fix!.description}: ${p.message}`, suggestion: undefined, rule: undefined })}`);
  for (const r of refused) console.error(`not fixed ${path.relative(process.cwd(), r.file) || r.file}: ${r.reason}`);
  for (const p of errors) console.error(formatProblem(p));
  for (const p of warnings) console.error(formatProblem(p));
  const counted = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;
  const inFiles = new Set([...errors, ...warnings].map((p) => p.file)).size;
  const fixHint = !opts.fix && checked.fixable.length > 0 ? `; ${checked.fixable.length} can be fixed with --fix` : '';
  if (errors.length > 0) console.error(`\n${counted(errors.length, 'problem')}${warnings.length ? ` and ${counted(warnings.length, 'warning')}` : ''} in ${inFiles} of ${fileCount} files${fixHint} (${seconds} s)`);
  else if (warnings.length > 0) console.error(`\nAll ${fileCount} files are valid, with ${counted(warnings.length, 'warning')}${fixHint} (${seconds} s)`);
  else console.log(`All ${fileCount} files are valid (${seconds} s)`);
  return errors.length === 0 ? 0 : 1;
}

/** Checks the files named (or the whole project), each file's own checks then the cross-document rules. */
async function checkFiles(paths: string[]): Promise<Checked> {
  const files = paths.map((p) => path.resolve(p));
  paths.forEach((p, i) => {
    if (!existsSync(files[i])) throw new CliError(`no file ${p}`);
    if (statSync(files[i]).isDirectory()) throw new CliError(`${p} is a folder: name the JSON files in it`);
  });
  const problems: Problem[] = [];
  let lint: LintProblem[];
  let fileCount: number;
  if (files.length === 0) {
    const project = await loadProject(projectRoot, { lint: true });
    problems.push(...project.problems);
    lint = project.lint;
    fileCount = project.fileCount;
  } else {
    const merchantFiles: string[] = [];
    const templateFiles: string[] = [];
    // Each named file is read once: what is learnt here (its kind, its code) and its text serve the load.
    const sources = new Map<string, JsonSource>();
    for (const file of files) {
      const source = readJsonSource(file);
      sources.set(file, source);
      if (source.problems.length > 0) {
        problems.push(...source.problems);
        continue;
      }
      const kind = kindOf(source);
      if (kind === 'merchant') merchantFiles.push(file);
      else if (kind === 'template') templateFiles.push(file);
      else problems.push({ file, line: 1, column: 1, pointer: '/', message: 'is neither a merchant nor a template (set "$schema")' });
    }
    // Named merchants are checked against the project's own templates plus any template named beside them,
    // and against the project's other merchants for shared domains (a named file stands in for the
    // project's merchant of its code).
    const namedCodes = new Set(merchantFiles.map((f) => codeIn(sources.get(f)!)));
    const named = new Set(files);
    const others = jsonFilesOf(projectRoot, 'merchants').filter((f) => {
      if (named.has(f)) return false;
      const source = readJsonSource(f);
      sources.set(f, source);
      return !namedCodes.has(codeIn(source));
    });
    const project = await loadProject(projectRoot, { merchantFiles: [...others, ...merchantFiles], templateFiles: [...new Set([...jsonFilesOf(projectRoot, 'templates'), ...templateFiles])], sources, lint: true });
    problems.push(...project.problems.filter((p) => named.has(p.file)));
    // What the rules found about the files named, wherever it points (an unused image of a named merchant).
    lint = project.lint.filter((p) => named.has(p.owner ?? p.file));
    fileCount = files.length;
  }
  const errors = [...problems, ...lint.filter((p) => p.severity === 'error')];
  return { errors, warnings: lint.filter((p) => p.severity === 'warning'), fixable: lint.filter((p) => p.fix), fileCount };
}

/**
 * `wl validate --watch`: validates, then again after each burst of edits to the files named (or to the
 * project's merchants and templates). Resolves to a function that stops watching.
 */
export async function watchValidate(paths: string[], opts: ValidateOptions): Promise<() => Promise<void>> {
  const again = async () => {
    try {
      await runValidate(paths, opts);
    } catch (error) {
      console.error(errorLine(error));
    }
  };
  await again();
  // Loaded here: a plain run (most runs) does not pay for the watcher.
  const { watchConfigs } = await import('../../server/preview.ts');
  const targets = paths.length > 0 ? paths.map((p) => path.resolve(p)) : ['merchants', 'templates'].map((dir) => path.join(projectRoot, dir));
  const stop = await watchConfigs(targets, () => {
    if (!opts.json) console.log(`\n${new Date().toLocaleTimeString()}: a file changed, validating again`);
    void again();
  }, { ignoreDirs: [path.join(projectRoot, 'merchants', 'assets')] });
  if (!opts.json) console.log('Watching for changes (Ctrl+C stops)');
  return stop;
}

function jsonFilesOf(root: string, folder: string): string[] {
  return readdirSafe(path.join(root, folder)).filter((f) => f.endsWith('.json')).map((f) => path.join(root, folder, f));
}

/** The merchant code a file holds, else its file name. */
function codeIn(source: JsonSource): string {
  const code = (source.data as { merchantCode?: unknown } | undefined)?.merchantCode;
  return typeof code === 'string' ? code : path.basename(source.file, '.json');
}

function readdirSafe(dir: string): string[] {
  try {
    return readdirSync(dir).sort();
  } catch {
    return [];
  }
}
