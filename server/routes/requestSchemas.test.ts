// What the API reads from a request is described in schema/requests/ (the same schemas the app's request
// types come from) and checked by the framework before a handler runs: handlers read the query by name
// from their context, typed by their route's schema, never from the URL by hand.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isErrorCode } from '../../src/api/errorCodes.ts';
import { createAjv, listSchemaFiles, readSchema } from '../../project/schemas.ts';
import { ERROR_CODE } from '../http/api.ts';
import { repoRoot, server, withScratchServer } from '../../tests/server/support.ts';

withScratchServer();

const routesDir = path.join(repoRoot, 'server/routes');
const routeSources = readdirSync(routesDir).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));

test.each(routeSources)('%s reads no query by hand', (name) => {
  expect(readFileSync(path.join(routesDir, name), 'utf8')).not.toMatch(/searchParams/);
});

test('every query and body a route declares is a schema in schema/requests/', () => {
  const declared = server.routes.flatMap((r) => [r.spec.query, r.spec.body].filter((id): id is string => id !== undefined));
  expect(declared.length).toBeGreaterThan(40);
  const files = new Set(listSchemaFiles(repoRoot));
  expect(declared.filter((id) => !id.startsWith('requests/') || !files.has(id))).toEqual([]);
});

// The framework compiles a route's schemas when the route is first asked (http/api.ts): one that would not
// compile fails here, not on a player's call.
test("every schema a route names compiles: its query's, its body's and its answer's", () => {
  const ajv = createAjv(repoRoot);
  const named = [...new Set(server.routes.flatMap((r) => [r.spec.query, r.spec.body, r.spec.answer].filter((id): id is string => id !== undefined)))];
  expect(named.length).toBeGreaterThan(60);
  const failed = named.flatMap((id) => {
    try {
      return ajv.getSchema(id) ? [] : [`${id}: no such schema`];
    } catch (error) {
      return [`${id}: ${(error as Error).message}`];
    }
  });
  expect(failed).toEqual([]);
});

test('the error codes request schemas name are codes the app knows', () => {
  const named: unknown[] = [];
  const walk = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    if (!Array.isArray(node) && ERROR_CODE in node) named.push((node as Record<string, unknown>)[ERROR_CODE]);
    Object.values(node).forEach(walk);
  };
  for (const rel of listSchemaFiles(repoRoot)) walk(readSchema(repoRoot, rel));
  expect(named.length).toBeGreaterThan(5);
  expect(named.filter((code) => !isErrorCode(code))).toEqual([]);
});
