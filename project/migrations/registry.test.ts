// The registry lists every migration module of this folder once, in version order, and the schema's
// version is the last one's.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { registryProblems, type Migration } from '../migration.ts';
import { MIGRATIONS, SCHEMA_VERSION } from './index.ts';

const modules = readdirSync(import.meta.dirname).filter((file) => /^v\d+[A-Z]\w*\.ts$/.test(file));

test('the versions run 1, 2, 3… with a description each', () => {
  expect(registryProblems(MIGRATIONS)).toEqual([]);
  expect(SCHEMA_VERSION).toBe(MIGRATIONS.length);
});

test('every file of the folder but the registry and its tests is a migration module', () => {
  const others = readdirSync(import.meta.dirname).filter((file) => !modules.includes(file) && file !== 'index.ts' && !file.endsWith('.test.ts'));
  expect(others, 'name a migration v<version><What>.ts').toEqual([]);
});

test.each(modules)('%s is listed at the version its name says', async (file) => {
  const exported = Object.values(await import(path.join(import.meta.dirname, file))) as Migration[];
  const version = Number(/^v(\d+)/.exec(file)?.[1]);
  expect(exported).toHaveLength(1);
  expect(exported[0].version).toBe(version);
  expect(MIGRATIONS[version - 1]).toBe(exported[0]);
});

test('the list holds no migration without its file', () => {
  expect(MIGRATIONS).toHaveLength(modules.length);
});
