// `wl migrate [paths...] [--dry-run]`: brings merchant and template files (every one of the project by
// default) to the schema's version through the migrations of project/migrations/, each by its smallest
// edits (migrationPlan.ts). Every edit is printed with its line; a file is written only when its result
// passes the project's checks and the file is still as it was read. A second run changes nothing.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { writeAtomically, WriteRefusedError } from '../../project/writeAtomically.ts';
import { CliError } from '../lib/cliError.ts';
import { readJsonSource, type JsonSource } from '../../project/jsonSource.ts';
import { fileVersion, isJsonObject, latestVersion, type FileKind, type Migration } from '../../project/migration.ts';
import { planMigration, type MigrationPlan } from '../lib/migrationPlan.ts';
import { locate } from '../../project/problems.ts';
import { formatProblem, kindOf, loadProject, type Problem } from '../../project/project.ts';
import { projectRoot } from '../lib/root.ts';
import { schemaVersionProblems } from '../../project/schemaVersionCheck.ts';
import { MIGRATIONS } from '../../project/migrations/index.ts';

export interface MigrateOptions {
  /** Print the plan and write nothing. */
  dryRun?: boolean;
}

interface Read {
  file: string;
  kind: FileKind;
  source: JsonSource;
}

interface Planned extends Read {
  plan: MigrationPlan;
}

export async function runMigrate(paths: string[], opts: MigrateOptions, root = projectRoot, registry: readonly Migration[] = MIGRATIONS): Promise<number> {
  const target = latestVersion(registry);
  const files = paths.length > 0 ? namedFiles(paths) : projectFiles(root);
  const unreadable: Problem[] = [];
  const read: Read[] = [];
  for (const file of files) {
    const source = readJsonSource(file);
    const kind = source.problems.length === 0 && isJsonObject(source.data) ? kindOf(source) : undefined;
    const version = fileVersion(source.data);
    if (source.problems.length > 0) unreadable.push(...source.problems);
    else if (!kind) unreadable.push({ file, line: 1, column: 1, pointer: '/', message: 'is neither a merchant nor a template (set "$schema")' });
    // A version that is no number, or one newer than these tools know, is not for them to change.
    else if (version === undefined || version > target) unreadable.push(...located(source, schemaVersionProblems(source.data, target)));
    else read.push({ file, kind, source });
  }
  const planned: Planned[] = [];
  for (const entry of read) {
    try {
      const plan = planMigration(entry.source.text, entry.kind, registry);
      if (plan.edits.length > 0) planned.push({ ...entry, plan });
    } catch (error) {
      // A migration that cannot read this file: the others still go ahead.
      unreadable.push({
        file: entry.file,
        line: 1,
        column: 1,
        pointer: '/',
        message: `cannot be migrated: ${error instanceof Error ? error.message : String(error)}`,
      });
    }
  }
  for (const problem of unreadable) console.error(formatProblem(problem));
  if (planned.length === 0) {
    if (unreadable.length === 0) console.log(`All ${files.length} files are at version ${target}`);
    return unreadable.length === 0 ? 0 : 1;
  }

  for (const { file, plan } of planned) {
    for (const edit of plan.edits) console.log(`${shown(file)}:${edit.line} ${edit.change} (version ${edit.migration.version}: ${edit.migration.description})`);
  }
  const problems = await resultProblems(root, read, planned);
  for (const problem of problems) console.error(formatProblem(problem));
  const blocked = new Set(problems.map((problem) => problem.file));
  for (const file of blocked)
    console.error(`error: ${shown(file)} would have ${counted(problems.filter((p) => p.file === file).length, 'problem')} once migrated (above): not written`);
  const ready = planned.filter((entry) => !blocked.has(entry.file));
  if (opts.dryRun) {
    console.log(`${ready.length} of ${counted(files.length, 'file')} would move to version ${target} (dry run: nothing written)`);
    return unreadable.length + blocked.size === 0 ? 0 : 1;
  }

  let written = 0;
  let changed = 0;
  for (const { file, source, plan } of ready) {
    // Read again just before writing: an edit made meanwhile (the studio, an editor) is never lost.
    if (readText(file) !== source.text) {
      console.error(`error: ${shown(file)} changed on disk since it was read: not written; run "wl migrate" again`);
      changed++;
      continue;
    }
    try {
      writeAtomically(file, plan.text);
    } catch (error) {
      if (!(error instanceof WriteRefusedError)) throw error;
      console.error(`error: ${shown(file)} ${error.reason}: not written`);
      changed++;
      continue;
    }
    written++;
  }
  console.log(`Migrated ${written} of ${counted(files.length, 'file')} to version ${target}`);
  return unreadable.length + blocked.size + changed === 0 ? 0 : 1;
}

/**
 * The problems the project's own checks find in the planned files once migrated. Files named from
 * elsewhere are checked with the project's others, as `wl validate` checks them: a named merchant stands
 * in for the project's merchant of its code, a named template beside the project's templates.
 */
async function resultProblems(root: string, read: Read[], planned: Planned[]): Promise<Problem[]> {
  const named = new Set(read.map((entry) => entry.file));
  const namedOf = (kind: FileKind) => read.filter((entry) => entry.kind === kind).map((entry) => entry.file);
  const codes = new Set(
    read.filter((entry) => entry.kind === 'merchant').map((entry) => String((entry.source.data as { merchantCode?: unknown }).merchantCode)),
  );
  const merchants = jsonFiles(root, 'merchants').filter((file) => !named.has(file) && !codes.has(path.basename(file, '.json')));
  const project = await loadProject(root, {
    merchantFiles: [...merchants, ...namedOf('merchant')],
    templateFiles: [...new Set([...jsonFiles(root, 'templates'), ...namedOf('template')])],
    texts: new Map(planned.map((entry) => [entry.file, entry.plan.text])),
  });
  const migrated = new Set(planned.map((entry) => entry.file));
  return project.problems.filter((problem) => migrated.has(problem.file));
}

function located(source: JsonSource, problems: { pointer: string; message: string }[]): Problem[] {
  return problems.map((problem) => ({ file: source.file, ...locate(source.tree, source.lines, problem.pointer), ...problem }));
}

function namedFiles(paths: string[]): string[] {
  return [
    ...new Set(
      paths.map((p) => {
        const file = path.resolve(p);
        if (!existsSync(file)) throw new CliError(`no file ${p}`);
        if (statSync(file).isDirectory()) throw new CliError(`${p} is a folder: name the JSON files in it`);
        return file;
      }),
    ),
  ];
}

const projectFiles = (root: string): string[] => [...jsonFiles(root, 'merchants'), ...jsonFiles(root, 'templates')];

function jsonFiles(root: string, folder: string): string[] {
  try {
    return readdirSync(path.join(root, folder))
      .filter((f) => f.endsWith('.json'))
      .sort()
      .map((f) => path.join(root, folder, f));
  } catch {
    return [];
  }
}

function readText(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

const shown = (file: string): string => path.relative(process.cwd(), file) || file;
const counted = (n: number, what: string): string => `${n} ${what}${n === 1 ? '' : 's'}`;
