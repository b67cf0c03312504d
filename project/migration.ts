// What a schema migration is, and how one brings a file's data up to date. Each migration is one module
// of project/migrations/, numbered by the version a file is at once it has run; the runner writes that
// number in "schemaVersion" itself, so a migration changes only what its version changes. Migrations are
// pure functions of the data: `wl migrate` turns their result into text edits, and the server runs them
// on an older file as it reads it.

export type FileKind = 'merchant' | 'template';
export type JsonObject = Record<string, unknown>;

export interface Migration {
  /** The version a file is at once this has run: 1 for the first, one more for each next one. */
  version: number;
  /** The files it changes; the others still move to its version, their content untouched. */
  kind: FileKind | 'both';
  /** What it changes, in a sentence for the operator reading the plan. */
  description: string;
  /** The file's data at the version before, returned at this version; it gets a copy it may change. */
  migrate(data: JsonObject): JsonObject;
}

/** One data change of a file on its way up: what a migration did, or the new version number. */
export interface MigrationStep {
  /** The migration it belongs to; the version number belongs to the last that applies to the kind, else the last run. */
  migration: Migration;
  before: JsonObject;
  after: JsonObject;
}

export const isJsonObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The version the last migration brings files to; 0 without any. */
export const latestVersion = (registry: readonly Migration[]): number => registry.at(-1)?.version ?? 0;

/** What is wrong with a registry: versions must run 1, 2, 3… in order, each with a description. */
export function registryProblems(registry: readonly Migration[]): string[] {
  const problems: string[] = [];
  registry.forEach((migration, index) => {
    if (migration.version !== index + 1) problems.push(`migration ${index + 1} in the list says version ${migration.version}: versions run 1, 2, 3… in order`);
    if (!migration.description.trim()) problems.push(`migration ${migration.version} has no description`);
  });
  return problems;
}

/** A file's version: 0 when it names none (a file older than versions), undefined when it is no whole number. */
export function fileVersion(data: unknown): number | undefined {
  if (!isJsonObject(data) || !('schemaVersion' in data)) return 0;
  const version = data.schemaVersion;
  return typeof version === 'number' && Number.isInteger(version) && version >= 0 ? version : undefined;
}

/**
 * The data with its version set: in place when it has one, else right after "$schema" (or first), where
 * an operator reading the file's head finds it.
 */
export function withSchemaVersion(data: JsonObject, version: number): JsonObject {
  if ('schemaVersion' in data) return { ...data, schemaVersion: version };
  const { $schema, ...rest } = data;
  return $schema === undefined ? { schemaVersion: version, ...rest } : { $schema, schemaVersion: version, ...rest };
}

/** The object with a key renamed in its place, the value untouched; the same object without that key. */
export function renameKey(object: JsonObject, from: string, to: string): JsonObject {
  if (!(from in object)) return object;
  return Object.fromEntries(Object.entries(object).map(([key, value]) => [key === from ? to : key, value]));
}

const applies = (migration: Migration, kind: FileKind) => migration.kind === 'both' || migration.kind === kind;

/**
 * The changes that bring a file's data from its version to the registry's latest, in order: each
 * migration above its version that applies to its kind, then the new version number. None when the file
 * is up to date (or newer, or its version is no number: the version check reports those).
 */
export function migrationSteps(data: JsonObject, kind: FileKind, registry: readonly Migration[]): MigrationStep[] {
  const problems = registryProblems(registry);
  if (problems.length > 0) throw new Error(`The migrations are out of order: ${problems.join('; ')}`);
  const from = fileVersion(data);
  const pending = registry.filter((migration) => from !== undefined && migration.version > from);
  if (pending.length === 0) return [];
  const steps: MigrationStep[] = [];
  let current = data;
  for (const migration of pending.filter((m) => applies(m, kind))) {
    const after = migration.migrate(structuredClone(current));
    steps.push({ migration, before: current, after });
    current = after;
  }
  const last = steps.at(-1)?.migration ?? pending[pending.length - 1];
  steps.push({ migration: last, before: current, after: withSchemaVersion(current, latestVersion(registry)) });
  return steps;
}

/** The data as the latest version reads it (the same object when it is up to date). */
export function upgradeData(data: JsonObject, kind: FileKind, registry: readonly Migration[]): JsonObject {
  return migrationSteps(data, kind, registry).at(-1)?.after ?? data;
}
