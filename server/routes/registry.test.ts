// The route groups against their folder: every group a module of routes/ exports is declared.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { ROUTE_GROUPS } from './registry.ts';

const modules = readdirSync(__dirname).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));

test.each(modules)('every group %s exports is in the registry', async (file) => {
  const exported = Object.entries((await import(path.join(__dirname, file))) as Record<string, unknown>);
  for (const [name, value] of exported) if (/Routes$/.test(name) && typeof value === 'function') expect(ROUTE_GROUPS).toContain(value);
});

test('no group is declared twice', () => {
  expect(new Set(ROUTE_GROUPS).size).toBe(ROUTE_GROUPS.length);
});
