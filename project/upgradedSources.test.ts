import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FIXTURE_REGISTRY, OLD_TEMPLATE } from './migration.fixtures.ts';
import type { Migration } from './migration.ts';
import { readUpgraded } from './upgradedSources.ts';

const file = path.join(mkdtempSync(path.join(tmpdir(), 'wl-upgraded-')), 'casino-home.json');

test('an older file is read at the latest version, its text left as it is on disk', () => {
  const source = readUpgraded(file, 'template', OLD_TEMPLATE, FIXTURE_REGISTRY);
  expect(source.text).toBe(OLD_TEMPLATE);
  expect(source.data).toMatchObject({ schemaVersion: 3, blocks: { notice: { props: { pixelsPerSecond: 60 } } } });
});

test('a file a migration cannot read is left as it was read', () => {
  const failing: Migration = {
    version: 1,
    kind: 'both',
    description: 'cannot read anything',
    migrate: () => {
      throw new TypeError('no blocks');
    },
  };
  expect(readUpgraded(file, 'template', OLD_TEMPLATE, [failing]).data).toEqual(JSON.parse(OLD_TEMPLATE));
});

test('a file that is not JSON keeps its problems', () => {
  writeFileSync(file, '{ "name": ');
  expect(readUpgraded(file, 'template', undefined, FIXTURE_REGISTRY).problems).not.toEqual([]);
});
