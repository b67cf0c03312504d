// `wl validate [paths...]`: every merchant and template by default, or the files named. Merchant files
// are checked against the project's templates; exit code 1 on any problem.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { CliError, errorLine } from '../lib/cliError.ts';
import { readJsonSource, type JsonSource } from '../lib/jsonSource.ts';
import { formatProblem, kindOf, loadProject, type Problem } from '../lib/project.ts';
import { projectRoot } from '../lib/root.ts';

export async function runValidate(paths: string[], opts: { json?: boolean }): Promise<number> {
  const started = performance.now();
  const files = paths.map((p) => path.resolve(p));
  paths.forEach((p, i) => {
    if (!existsSync(files[i])) throw new CliError(`no file ${p}`);
    if (statSync(files[i]).isDirectory()) throw new CliError(`${p} is a folder: name the JSON files in it`);
  });
  const problems: Problem[] = [];
  let fileCount: number;
  if (files.length === 0) {
    const project = await loadProject(projectRoot);
    problems.push(...project.problems);
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
    const project = await loadProject(projectRoot, { merchantFiles: [...others, ...merchantFiles], templateFiles: [...new Set([...jsonFilesOf(projectRoot, 'templates'), ...templateFiles])], sources });
    problems.push(...project.problems.filter((p) => named.has(p.file)));
    fileCount = files.length;
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(2);
  if (opts.json) {
    console.log(JSON.stringify({ ok: problems.length === 0, files: fileCount, problems }, null, 2));
  } else if (problems.length > 0) {
    for (const p of problems) console.error(formatProblem(p));
    const inFiles = new Set(problems.map((p) => p.file)).size;
    console.error(`\n${problems.length} problem${problems.length === 1 ? '' : 's'} in ${inFiles} of ${fileCount} files (${seconds} s)`);
  } else {
    console.log(`All ${fileCount} files are valid (${seconds} s)`);
  }
  return problems.length === 0 ? 0 : 1;
}

/**
 * `wl validate --watch`: validates, then again after each burst of edits to the files named (or to the
 * project's merchants and templates). Resolves to a function that stops watching.
 */
export async function watchValidate(paths: string[], opts: { json?: boolean }): Promise<() => Promise<void>> {
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
