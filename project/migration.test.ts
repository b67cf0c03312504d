import { captchaVersionMoved, FIXTURE_REGISTRY, marqueeSpeedRenamed, OLD_MERCHANT, OLD_TEMPLATE } from './migration.fixtures.ts';
import { fileVersion, latestVersion, migrationSteps, registryProblems, renameKey, upgradeData, withSchemaVersion, type Migration } from './migration.ts';

const [v1] = FIXTURE_REGISTRY;

test.each<{ name: string; registry: readonly Migration[]; problems: RegExp[] }>([
  { name: 'versions 1, 2, 3 in order', registry: FIXTURE_REGISTRY, problems: [] },
  { name: 'none yet', registry: [], problems: [] },
  {
    name: 'two in the wrong order',
    registry: [v1, captchaVersionMoved, marqueeSpeedRenamed],
    problems: [/migration 2 in the list says version 3/, /migration 3 in the list says version 2/],
  },
  { name: 'a version left out', registry: [v1, captchaVersionMoved], problems: [/migration 2 in the list says version 3/] },
  { name: 'one without a description', registry: [{ ...v1, description: ' ' }], problems: [/migration 1 has no description/] },
])('a registry with $name', ({ registry, problems }) => {
  const found = registryProblems(registry);
  expect(found).toHaveLength(problems.length);
  problems.forEach((pattern, i) => expect(found[i]).toMatch(pattern));
});

test("the latest version is the last migration's", () => {
  expect(latestVersion(FIXTURE_REGISTRY)).toBe(3);
  expect(latestVersion([])).toBe(0);
});

test.each([
  { data: {}, version: 0 },
  { data: { schemaVersion: 2 }, version: 2 },
  { data: { schemaVersion: -1 }, version: undefined },
  { data: { schemaVersion: '2' }, version: undefined },
])('the version of $data is $version', ({ data, version }) => {
  expect(fileVersion(data)).toBe(version);
});

test.each([
  { name: 'after $schema', data: { $schema: 's', name: 'a' }, keys: ['$schema', 'schemaVersion', 'name'] },
  { name: 'first without $schema', data: { name: 'a', page: 'home' }, keys: ['schemaVersion', 'name', 'page'] },
  { name: 'in its place when there', data: { name: 'a', schemaVersion: 1, page: 'home' }, keys: ['name', 'schemaVersion', 'page'] },
])('the version goes $name', ({ data, keys }) => {
  const stamped = withSchemaVersion(data, 3);
  expect(Object.keys(stamped)).toEqual(keys);
  expect(stamped.schemaVersion).toBe(3);
});

test('a key renamed keeps its place and its value', () => {
  expect(Object.entries(renameKey({ a: 1, speed: { x: 2 }, c: 3 }, 'speed', 'pace'))).toEqual([
    ['a', 1],
    ['pace', { x: 2 }],
    ['c', 3],
  ]);
  const without = { a: 1 };
  expect(renameKey(without, 'speed', 'pace')).toBe(without);
});

describe('migration steps', () => {
  const template = JSON.parse(OLD_TEMPLATE);
  const merchant = JSON.parse(OLD_MERCHANT);

  test('an old template goes through every later migration of its kind in order, then takes the latest version', () => {
    const steps = migrationSteps(template, 'template', FIXTURE_REGISTRY);
    expect(steps.map((step) => step.migration.version)).toEqual([1, 2, 2]);
    expect(steps[1].after.blocks).toMatchObject({
      notice: { props: { pixelsPerSecond: 60, loop: true } },
      top: { blocks: { notice: { props: { pixelsPerSecond: 40 } } } },
    });
    expect(steps[2].after.schemaVersion).toBe(3);
  });

  test('a merchant skips the template migration but moves to the latest version', () => {
    const upgraded = upgradeData(merchant, 'merchant', FIXTURE_REGISTRY);
    expect(upgraded).toMatchObject({
      schemaVersion: 3,
      gw: { GEETEST_ID: 'royal88-captcha', PROFILE_ICON_COUNT: 9 },
      register: { captcha: { enabled: true, version: 'v4' } },
    });
    expect(upgraded.gw).not.toHaveProperty('GEETEST_VERSION');
  });

  test('a file part of the way up takes only the migrations above its version', () => {
    const atTwo = { ...merchant, schemaVersion: 2 };
    expect(migrationSteps(atTwo, 'merchant', FIXTURE_REGISTRY).map((step) => step.migration.version)).toEqual([3, 3]);
  });

  test('the data handed in is left as it was', () => {
    const before = structuredClone(template);
    upgradeData(template, 'template', FIXTURE_REGISTRY);
    expect(template).toEqual(before);
  });

  test.each([
    { name: 'up to date', data: { ...template, schemaVersion: 3 } },
    { name: 'newer', data: { ...template, schemaVersion: 4 } },
    { name: 'of no whole version', data: { ...template, schemaVersion: 'x' } },
  ])('a file $name takes no step', ({ data }) => {
    expect(migrationSteps(data, 'template', FIXTURE_REGISTRY)).toEqual([]);
    expect(upgradeData(data, 'template', FIXTURE_REGISTRY)).toBe(data);
  });

  test('a registry out of order is refused', () => {
    expect(() => migrationSteps(template, 'template', [v1, captchaVersionMoved, marqueeSpeedRenamed])).toThrow(/out of order/);
  });
});
