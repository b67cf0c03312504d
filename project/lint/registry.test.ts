// The registry against its folder: every rule a module of rules/ exports runs, and every module adds one.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LINT_RULES } from './registry.ts';
import type { LintRule } from './rule.ts';

const rulesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'rules');
const ruleModules = readdirSync(rulesDir).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && file !== 'fleetFixture.ts');

const isRule = (value: unknown): value is LintRule =>
  typeof value === 'object' && value !== null && typeof (value as LintRule).id === 'string' && typeof (value as LintRule).check === 'function';

describe('the lint rule registry', () => {
  it.each(ruleModules)('lists every rule %s exports', async (file) => {
    const exported = Object.values((await import(path.join(rulesDir, file))) as Record<string, unknown>).filter(isRule);
    expect(exported.length).toBeGreaterThan(0);
    for (const rule of exported) expect(LINT_RULES).toContain(rule);
  });

  it('gives each rule its own id', () => {
    expect(new Set(LINT_RULES.map((rule) => rule.id)).size).toBe(LINT_RULES.length);
  });
});
