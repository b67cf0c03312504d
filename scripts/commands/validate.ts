// `wl validate [paths...]`: every merchant and template by default, or the files named, each on its own
// and then against each other (project/lint/). Exit code 1 on any error; warnings are printed only.
import path from 'node:path';
import { errorLine } from '../lib/cliError.ts';
import { formatProblem, type Problem } from '../../project/problems.ts';
import { forgetInputs, notedInputs } from '../../project/readInputs.ts';
import { projectRoot } from '../lib/root.ts';
import { toolsStamp, ValidateCache } from '../lib/validateCache.ts';
import type { LintProblem } from '../../project/lint/runLint.ts';
import type { Checked } from './validateFiles.ts';

export interface ValidateOptions {
  /** Print one JSON document rather than lines (`--format json`). */
  json?: boolean;
  /** Apply the safe fixes the cross-document rules offer, then check again. */
  fix?: boolean;
  /** False: work every answer out, not taking the last one when nothing it read has changed. */
  cache?: boolean;
}

/** At most this many rounds of fixes: each round fixes one finding per file, and a fix may reveal another. */
const FIX_ROUNDS = 20;

/** What the answers depend on besides the files: the checking code and the schemas. */
const TOOLS = ['schema', 'project', 'scripts/lib', 'scripts/commands', 'src/rules'];

export async function runValidate(paths: string[], opts: ValidateOptions): Promise<number> {
  const started = performance.now();
  const cache = new ValidateCache<Checked>(
    path.join(projectRoot, 'node_modules/.cache/wl/validate.json'),
    toolsStamp(TOOLS.map((dir) => path.join(projectRoot, dir))),
  );
  const key = JSON.stringify(paths.map((p) => path.resolve(p)));
  const check = async () => {
    forgetInputs();
    // Loaded only when the answer is worked out: the schemas' compiler and the checks are most of a start.
    const { checkFiles } = await import('./validateFiles.ts');
    const answer = await checkFiles(paths);
    // Kept without the texts the fixes carry (a fix is applied from a fresh check only).
    cache.set(key, notedInputs(), { ...answer, fixable: answer.fixable.map((p) => ({ ...p, fix: p.fix && { ...p.fix, readText: '' } })) });
    return answer;
  };
  const kept = opts.fix || opts.cache === false ? undefined : cache.get(key);
  let checked = kept ?? (await check());
  const fixed: LintProblem[] = [];
  const refused: { file: string; reason: string }[] = [];
  for (let round = 0; opts.fix && checked.fixable.length > 0 && round < FIX_ROUNDS; round++) {
    const { applyFirstFixes } = await import('../lint/applyFixes.ts');
    const outcome = applyFirstFixes(checked.fixable);
    fixed.push(...outcome.applied);
    refused.push(...outcome.refused);
    if (outcome.applied.length === 0) break;
    checked = await check();
  }
  const { errors, warnings, fileCount } = checked;
  const seconds = `${((performance.now() - started) / 1000).toFixed(2)} s${kept ? '; nothing it read has changed since the last check' : ''}`;
  if (opts.json) {
    const plain = (p: Problem) => ('fix' in p && p.fix ? { ...p, fix: (p as LintProblem).fix!.description } : p);
    console.log(
      JSON.stringify(
        {
          ok: errors.length === 0,
          files: fileCount,
          problems: errors.map(plain),
          warnings: warnings.map(plain),
          ...(opts.fix ? { fixed: fixed.map(plain), refused } : {}),
        },
        null,
        2,
      ),
    );
    return errors.length === 0 ? 0 : 1;
  }
  for (const p of fixed)
    console.log(`fixed ${formatProblem({ ...p, message: `${p.fix!.description}: ${p.message}`, suggestion: undefined, rule: undefined })}`);
  for (const r of refused) console.error(`not fixed ${path.relative(process.cwd(), r.file) || r.file}: ${r.reason}`);
  for (const p of errors) console.error(formatProblem(p));
  for (const p of warnings) console.error(formatProblem(p));
  const counted = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;
  const inFiles = new Set([...errors, ...warnings].map((p) => p.file)).size;
  const fixHint = !opts.fix && checked.fixable.length > 0 ? `; ${checked.fixable.length} can be fixed with --fix` : '';
  if (errors.length > 0)
    console.error(
      `\n${counted(errors.length, 'problem')}${warnings.length ? ` and ${counted(warnings.length, 'warning')}` : ''} in ${inFiles} of ${fileCount} files${fixHint} (${seconds})`,
    );
  else if (warnings.length > 0) console.error(`\nAll ${fileCount} files are valid, with ${counted(warnings.length, 'warning')}${fixHint} (${seconds})`);
  else console.log(`All ${fileCount} files are valid (${seconds})`);
  return errors.length === 0 ? 0 : 1;
}

/** `wl validate --rules`: the cross-document rules, one line each, as the registry lists them. */
export async function listRules(): Promise<void> {
  const { LINT_RULES } = await import('../../project/lint/registry.ts');
  const width = Math.max(...LINT_RULES.map((r) => r.id.length));
  for (const rule of LINT_RULES) console.log(`${rule.id.padEnd(width)}  ${rule.severity.padEnd(7)}  ${rule.summary}`);
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
  const { watchConfigs } = await import('../../server/web/preview.ts');
  const targets = paths.length > 0 ? paths.map((p) => path.resolve(p)) : ['merchants', 'templates'].map((dir) => path.join(projectRoot, dir));
  const stop = await watchConfigs(
    targets,
    () => {
      if (!opts.json) console.log(`\n${new Date().toLocaleTimeString()}: a file changed, validating again`);
      void again();
    },
    { ignoreDirs: [path.join(projectRoot, 'merchants', 'assets')] },
  );
  if (!opts.json) console.log('Watching for changes (Ctrl+C stops)');
  return stop;
}
