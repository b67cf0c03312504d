// The checking half of `wl validate`: the files named (or the whole project), each file's own checks,
// then the cross-document rules; the command itself (validate.ts) prints, fixes and keeps answers.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { CliError } from '../lib/cliError.ts';
import { readJsonSource, type JsonSource } from '../../project/jsonSource.ts';
import { kindOf, loadProject, type Problem } from '../../project/project.ts';
import { noteInput } from '../../project/readInputs.ts';
import { projectRoot } from '../lib/root.ts';
import { currentValidators } from '../../project/validators.ts';
import type { LintProblem } from '../../project/lint/runLint.ts';

export interface Checked {
  /** Errors: each file's own, and the cross-document rules' errors. */
  errors: Problem[];
  warnings: LintProblem[];
  /** Errors and warnings with a safe fix. */
  fixable: LintProblem[];
  fileCount: number;
}

/** Checks the files named (or the whole project), each file's own checks then the cross-document rules. */
export async function checkFiles(paths: string[]): Promise<Checked> {
  const files = paths.map((p) => path.resolve(p));
  paths.forEach((p, i) => {
    if (!existsSync(files[i])) throw new CliError(`no file ${p}`);
    if (statSync(files[i]).isDirectory()) throw new CliError(`${p} is a folder: name the JSON files in it`);
  });
  const problems: Problem[] = [];
  let lint: LintProblem[];
  let fileCount: number;
  if (files.length === 0) {
    const project = await loadProject(projectRoot, { lint: true, validators: currentValidators(projectRoot) });
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
    const project = await loadProject(projectRoot, {
      merchantFiles: [...others, ...merchantFiles],
      templateFiles: [...new Set([...jsonFilesOf(projectRoot, 'templates'), ...templateFiles])],
      sources,
      lint: true,
      validators: currentValidators(projectRoot),
    });
    problems.push(...project.problems.filter((p) => named.has(p.file)));
    // What the rules found about the files named, wherever it points (an unused image of a named merchant).
    lint = project.lint.filter((p) => named.has(p.owner ?? p.file));
    fileCount = files.length;
  }
  const errors = [...problems, ...lint.filter((p) => p.severity === 'error')];
  return { errors, warnings: lint.filter((p) => p.severity === 'warning'), fixable: lint.filter((p) => p.fix), fileCount };
}

function jsonFilesOf(root: string, folder: string): string[] {
  return readdirSafe(path.join(root, folder))
    .filter((f) => f.endsWith('.json'))
    .map((f) => path.join(root, folder, f));
}

/** The merchant code a file holds, else its file name. */
function codeIn(source: JsonSource): string {
  const code = (source.data as { merchantCode?: unknown } | undefined)?.merchantCode;
  return typeof code === 'string' ? code : path.basename(source.file, '.json');
}

function readdirSafe(dir: string): string[] {
  try {
    noteInput(dir);
    return readdirSync(dir).sort();
  } catch {
    return [];
  }
}
