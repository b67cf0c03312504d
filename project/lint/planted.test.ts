// Each rule against a copy of the project with one error planted per rule: the finding must name the file
// and the line the operator has to open.
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JsonPath } from '../jsonDiff.ts';
import { applyJsonChanges } from '../jsonEdits.ts';
import { loadProject } from '../project.ts';
import { projectRoot } from '../../scripts/lib/root.ts';
import { LINT_RULES } from './registry.ts';
import type { LintProblem } from './runLint.ts';

interface Plant {
  rule: string;
  /** The file planted in, relative to the project. */
  file: string;
  edits: { path: JsonPath; value: unknown }[];
  /** The finding's file, when not the one planted in. */
  foundIn?: string;
  /** Text on the line the finding must name, looked for from the start of the file. */
  line: string;
}

const PLANTS: Plant[] = [
  { rule: 'asset-path', file: 'merchants/sorte777.json', edits: [{ path: ['theme', 'logo'], value: '/cdn/sorte777/logo-old.png' }], line: 'logo-old.png' },
  { rule: 'banner-group', file: 'merchants/royal88.json', edits: [{ path: ['content', 'banners', 4, 'groupName'], value: 'm_popup9' }], line: 'm_popup9' },
  { rule: 'promotion-link', file: 'merchants/sorte777.json', edits: [{ path: ['content', 'banners', 2, 'linkage'], value: '394' }], line: '"394"' },
  { rule: 'lane-block', file: 'merchants/xoso68.json', edits: [{ path: ['pages', 'home', 'disabled'], value: ['draws'] }], line: '"lanes": [' },
  {
    rule: 'contact-entry',
    file: 'merchants/royal88.json',
    edits: [
      {
        path: ['customerService', 1],
        value: { title: 'Planted desk', path: 'O0NDRxJQWkswX1ZDTxkaFidSAABWRAEBIEMYVhUPGwA6WlJZFQU=S777ajud', csType: 'LIVECHAT', csPosition: 'footer' },
      },
    ],
    line: 'Planted desk',
  },
  { rule: 'flag-needs', file: 'merchants/xoso68.json', edits: [{ path: ['whitelabel', 'LOTTMINIGAME3', 'version'], value: 'v9' }], line: '"v9"' },
  {
    rule: 'missing-translation',
    file: 'merchants/royal88.json',
    edits: [{ path: ['content', 'promotions', 1, 'title'], value: 'Planted title' }],
    line: 'Planted title',
  },
  {
    rule: 'no-fallback-text',
    file: 'merchants/xoso68.json',
    edits: [{ path: ['content', 'banners', 2, 'alt'], value: { EN: 'Planted description' } }],
    line: 'Planted description',
  },
  { rule: 'overlay-pacing', file: 'templates/casino-home.json', edits: [{ path: ['overlays', 'popup2', 'priority'], value: 40 }], line: '"popup2"' },
  {
    rule: 'content-window',
    file: 'merchants/sorte777.json',
    edits: [{ path: ['content', 'lanes', 0, 'activeUntil'], value: '2020-01-01T00:00' }],
    line: '2020-01-01T00:00',
  },
];

let root: string;
let lint: LintProblem[];

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'wl-lint-'));
  symlinkSync(path.join(projectRoot, 'schema'), path.join(root, 'schema'));
  for (const dir of ['merchants', 'templates']) cpSync(path.join(projectRoot, dir), path.join(root, dir), { recursive: true });
  for (const plant of PLANTS) {
    const file = path.join(root, plant.file);
    writeFileSync(file, applyJsonChanges(readFileSync(file, 'utf8'), plant.edits));
  }
  writeFileSync(path.join(root, 'merchants/assets/sorte777/stale.png'), readFileSync(path.join(root, 'merchants/assets/sorte777/logo.png')));
  const banner = path.join(root, 'merchants/assets/xoso68/banner-2.svg');
  writeFileSync(banner, readFileSync(banner, 'utf8').replace('</svg>', '  <a href="javascript:alert(1)"><text>planted</text></a>\n</svg>'));
  const project = await loadProject(root, { lint: true });
  expect(project.problems).toEqual([]);
  lint = project.lint;
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const lineOf = (file: string, text: string) =>
  readFileSync(file, 'utf8')
    .split('\n')
    .findIndex((l) => l.includes(text)) + 1;

describe('each rule names the file and line of an error planted for it', () => {
  it('every rule of the registry has a plant', () => {
    expect(new Set([...PLANTS.map((p) => p.rule), 'unused-asset', 'svg-script'])).toEqual(new Set(LINT_RULES.map((r) => r.id)));
  });

  it.each(PLANTS)('$rule', (plant) => {
    const file = path.join(root, plant.foundIn ?? plant.file);
    const line = lineOf(file, plant.line);
    expect(line).toBeGreaterThan(0);
    expect(lint.filter((p) => p.rule === plant.rule).map((p) => `${path.relative(root, p.file)}:${p.line}`)).toContain(`${path.relative(root, file)}:${line}`);
  });

  it('unused-asset', () => {
    const found = lint.filter((p) => p.rule === 'unused-asset');
    expect(found.map((p) => [path.relative(root, p.file), p.line, path.relative(root, p.owner!)])).toEqual([
      ['merchants/assets/sorte777/stale.png', 1, 'merchants/sorte777.json'],
    ]);
  });

  it('svg-script', () => {
    const file = path.join(root, 'merchants/assets/xoso68/banner-2.svg');
    const line = lineOf(file, 'planted');
    const column = readFileSync(file, 'utf8').split('\n')[line - 1].indexOf('href') + 1;
    const found = lint.filter((p) => p.rule === 'svg-script');
    expect(found.map((p) => [path.relative(root, p.file), p.line, p.column, p.severity, path.relative(root, p.owner!)])).toEqual([
      ['merchants/assets/xoso68/banner-2.svg', line, column, 'error', 'merchants/xoso68.json'],
    ]);
  });
});
