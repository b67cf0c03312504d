// `wl new-merchant` in a scratch copy of the project: the copy is valid, keeps its source's layout, brings
// its images, and nothing is written when the code is taken or the result would not validate.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { scratchProject } from '../../tests/server/support.ts';
import { loadProject } from '../../project/project.ts';
import { SCHEMA_VERSION } from '../../project/migrations/index.ts';
import { runNewMerchant } from './newMerchant.ts';

let project: ReturnType<typeof scratchProject> | undefined;
afterEach(() => {
  project?.remove();
  vi.restoreAllMocks();
});

const quiet = () => {
  const errors: string[] = [];
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation((line: string) => void errors.push(line));
  return errors;
};

describe('wl new-merchant', () => {
  test('copies royal88 to a valid merchant with its own domains, lines and images, other lines untouched', async () => {
    project = scratchProject();
    const { root } = project;
    quiet();
    expect(await runNewMerchant('lucky99', { from: 'royal88' }, root)).toBe(0);

    const source = readFileSync(path.join(root, 'merchants/royal88.json'), 'utf8');
    const copy = readFileSync(path.join(root, 'merchants/lucky99.json'), 'utf8');
    const merchant = JSON.parse(copy);
    expect(merchant).toMatchObject({
      merchantCode: 'lucky99',
      name: 'Lucky 99',
      domains: ['m.lucky99.test', 'lucky99.test'],
      lines: ['m.lucky99.test', 'lucky99.test'],
    });
    expect(copy).not.toContain('/cdn/royal88/');
    expect(readdirSync(path.join(root, 'merchants/assets/lucky99')).sort()).toEqual(readdirSync(path.join(root, 'merchants/assets/royal88')).sort());
    // Every image the copy names is one of its own.
    for (const [, image] of copy.matchAll(/"\/cdn\/lucky99\/([^"]+)"/g)) expect(existsSync(path.join(root, 'merchants/assets/lucky99', image))).toBe(true);

    const before = source.split('\n');
    const after = copy.split('\n');
    expect(after).toHaveLength(before.length);
    const changed = after.filter((line, i) => line !== before[i]);
    expect(changed.every((line) => /"(merchantCode|name|domains|lines)":|\/cdn\/lucky99\//.test(line))).toBe(true);

    const loaded = await loadProject(root);
    expect(loaded.problems).toEqual([]);
    expect(loaded.merchants.map((m) => m.data.merchantCode)).toContain('lucky99');
  });

  test('keeps the version of a current merchant, and brings a copy of an older one to it', async () => {
    project = scratchProject();
    const { root } = project;
    quiet();
    expect(await runNewMerchant('lucky99', { from: 'royal88' }, root)).toBe(0);
    expect(JSON.parse(readFileSync(path.join(root, 'merchants/lucky99.json'), 'utf8')).schemaVersion).toBe(SCHEMA_VERSION);

    const old = path.join(root, 'merchants/xoso68.json');
    writeFileSync(old, readFileSync(old, 'utf8').replace(/\n {2}"schemaVersion": \d+,/, ''));
    expect(await runNewMerchant('lotto7', { from: 'xoso68' }, root)).toBe(0);
    const lines = readFileSync(path.join(root, 'merchants/lotto7.json'), 'utf8').split('\n');
    expect(lines.slice(1, 3)).toEqual(['  "$schema": "../schema/merchant.schema.json",', `  "schemaVersion": ${SCHEMA_VERSION},`]);
    expect((await loadProject(root)).problems.filter((p) => p.file.endsWith('lotto7.json'))).toEqual([]);
  });

  test('takes the domains and name it is given', async () => {
    project = scratchProject();
    quiet();
    expect(await runNewMerchant('lotto7', { from: 'xoso68', name: 'Lotto Seven', domain: ['m.lotto7.test', 'lotto7.test'] }, project.root)).toBe(0);
    const merchant = JSON.parse(readFileSync(path.join(project.root, 'merchants/lotto7.json'), 'utf8'));
    expect(merchant).toMatchObject({ name: 'Lotto Seven', domains: ['m.lotto7.test', 'lotto7.test'] });
    expect(merchant.register.domainAffiliates).toEqual({ 'lotto7.test': 'XS68HOME', 'm.lotto7.test': 'XS68HOME' });
    expect(merchant.whitelabel.A2HS3.depositDomains).toEqual(['m.lotto7.test']);
  });

  test('refuses to overwrite a merchant, or to copy one that is not there', async () => {
    project = scratchProject();
    const file = path.join(project.root, 'merchants/sorte777.json');
    const before = readFileSync(file, 'utf8');
    await expect(runNewMerchant('sorte777', { from: 'royal88' }, project.root)).rejects.toThrow(
      'merchant "sorte777" exists already (merchants/sorte777.json): nothing was written',
    );
    expect(readFileSync(file, 'utf8')).toBe(before);
    await expect(runNewMerchant('lucky99', { from: 'royal8' }, project.root)).rejects.toThrow('no merchant "royal8" in merchants/ (did you mean "royal88"?)');
    await expect(runNewMerchant('Lucky 99', { from: 'royal88' }, project.root)).rejects.toThrow('"Lucky 99" cannot be a merchant code');
    expect(existsSync(path.join(project.root, 'merchants/lucky99.json'))).toBe(false);
  });

  test('writes nothing when the copy would not validate: a domain another merchant has', async () => {
    project = scratchProject();
    const errors = quiet();
    expect(await runNewMerchant('lucky99', { from: 'royal88', domain: ['m.lucky99.test', 'xoso68.test'] }, project.root)).toBe(1);
    expect(errors[0]).toMatch(/^merchants\/lucky99\.json:6:\d+ \/domains\/1 "xoso68\.test" already belongs to merchant "xoso68", which named it first$/);
    expect(errors.at(-1)).toBe('error: merchants/lucky99.json would have 1 problem: nothing was written');
    expect(existsSync(path.join(project.root, 'merchants/lucky99.json'))).toBe(false);
    expect(existsSync(path.join(project.root, 'merchants/assets/lucky99'))).toBe(false);
  });
});
