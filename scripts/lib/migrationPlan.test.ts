import { MIGRATIONS, SCHEMA_VERSION } from '../../project/migrations/index.ts';
import { FIXTURE_REGISTRY, OLD_MERCHANT, OLD_TEMPLATE } from '../../project/migration.fixtures.ts';
import { planMigration, type MigrationPlan } from './migrationPlan.ts';

/** Each planned edit as `line: words (version)`. */
const summary = (plan: MigrationPlan) => plan.edits.map((edit) => `${edit.line}: ${edit.change} (${edit.migration.version})`);

/** The lines of `after` that differ from `before`'s, once lines only added are set aside. */
function changedLines(before: string, after: string): { removed: string[]; added: string[] } {
  const a = before.split('\n');
  const b = after.split('\n');
  return { removed: a.filter((line) => !b.includes(line)), added: b.filter((line) => !a.includes(line)) };
}

describe('a plan with the fixture registry', () => {
  test('an old template: each marquee\'s prop renamed where it is, then the latest version after "$schema"', () => {
    const plan = planMigration(OLD_TEMPLATE, 'template', FIXTURE_REGISTRY);
    expect({ from: plan.from, to: plan.to }).toEqual({ from: 0, to: 3 });
    expect(summary(plan)).toEqual([
      '8: renames /blocks/top/blocks/notice/props/speed to "pixelsPerSecond" (2)',
      '11: renames /blocks/notice/props/speed to "pixelsPerSecond" (2)',
      '3: adds /schemaVersion: 3 (2)',
    ]);
    expect(changedLines(OLD_TEMPLATE, plan.text)).toEqual({
      removed: [
        '      "blocks": { "notice": { "type": "marquee", "props": { "speed": 40 } } },',
        '    "notice": { "type": "marquee", "props": { "speed": 60, "loop": true } },',
      ],
      added: [
        '  "schemaVersion": 3,',
        '      "blocks": { "notice": { "type": "marquee", "props": { "pixelsPerSecond": 40 } } },',
        '    "notice": { "type": "marquee", "props": { "pixelsPerSecond": 60, "loop": true } },',
      ],
    });
    // A line is read in the file as the edits before it leave it: the renames' in the file on disk, the
    // version's where it lands.
    const old = OLD_TEMPLATE.split('\n');
    for (const edit of plan.edits.slice(0, 2)) expect(old[edit.line - 1]).toContain('"speed"');
    expect(plan.text.split('\n')[2]).toBe('  "schemaVersion": 3,');
  });

  test('an old merchant: the template migration passed over, the value moved, each edit on its line', () => {
    const plan = planMigration(OLD_MERCHANT, 'merchant', FIXTURE_REGISTRY);
    expect(summary(plan)).toEqual([
      '5: removes /gw/GEETEST_VERSION (it was "v4") (3)',
      '6: adds /register/captcha/version: "v4" (3)',
      '3: adds /schemaVersion: 3 (3)',
    ]);
    expect(changedLines(OLD_MERCHANT, plan.text)).toEqual({
      removed: [
        '  "gw": { "GEETEST_ID": "royal88-captcha", "GEETEST_VERSION": "v4", "PROFILE_ICON_COUNT": 9 },',
        '  "register": { "captcha": { "enabled": true }, "mobileDefaultPasswordEnv": "ROYAL88_MOBILE_DEFAULT_PASSWORD" },',
      ],
      added: [
        '  "schemaVersion": 3,',
        '  "gw": { "GEETEST_ID": "royal88-captcha", "PROFILE_ICON_COUNT": 9 },',
        '  "register": { "captcha": { "enabled": true, "version": "v4" }, "mobileDefaultPasswordEnv": "ROYAL88_MOBILE_DEFAULT_PASSWORD" },',
      ],
    });
  });

  test('a file part of the way up changes its version in place, and only what later migrations change', () => {
    const atTwo = planMigration(OLD_TEMPLATE.replace('"name"', '"schemaVersion": 2,\n  "name"'), 'template', FIXTURE_REGISTRY);
    expect(summary(atTwo)).toEqual(['3: changes /schemaVersion from 2 to 3 (3)']);
    expect(atTwo.text).toContain('"speed": 60');
  });

  test.each([
    { kind: 'template' as const, text: OLD_TEMPLATE },
    { kind: 'merchant' as const, text: OLD_MERCHANT },
  ])('a second run on a migrated $kind changes nothing', ({ kind, text }) => {
    const migrated = planMigration(text, kind, FIXTURE_REGISTRY).text;
    expect(planMigration(migrated, kind, FIXTURE_REGISTRY)).toEqual({ from: 3, to: 3, edits: [], text: migrated });
  });

  test('a newer file is left as it is', () => {
    const newer = '{ "schemaVersion": 9, "name": "a" }';
    expect(planMigration(newer, 'template', FIXTURE_REGISTRY)).toEqual({ from: 9, to: 9, edits: [], text: newer });
  });
});

describe('a plan with the shipped registry', () => {
  test('stamps the version right after "$schema", every other byte kept', () => {
    const plan = planMigration(OLD_TEMPLATE, 'template', MIGRATIONS);
    expect(summary(plan)).toEqual([`3: adds /schemaVersion: ${SCHEMA_VERSION} (${SCHEMA_VERSION})`]);
    const lines = OLD_TEMPLATE.split('\n');
    expect(plan.text).toBe([lines[0], lines[1], `  "schemaVersion": ${SCHEMA_VERSION},`, ...lines.slice(2)].join('\n'));
  });

  test('stamps it first in a file without "$schema", in the file\'s own layout', () => {
    const plan = planMigration('{\r\n\t"name": "a",\r\n\t"page": "home"\r\n}', 'template', MIGRATIONS);
    expect(plan.text).toBe(`{\r\n\t"schemaVersion": ${SCHEMA_VERSION},\r\n\t"name": "a",\r\n\t"page": "home"\r\n}`);
    expect(plan.edits.map((edit) => edit.line)).toEqual([2]);
  });

  test('refuses a text whose version is no whole number', () => {
    expect(() => planMigration('{ "schemaVersion": "1" }', 'template', MIGRATIONS)).toThrow(/whole number/);
  });
});
