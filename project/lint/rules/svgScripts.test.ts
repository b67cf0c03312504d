import { mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { MerchantFile } from '../../../src/config/types.generated.ts';
import { readJsonSource } from '../../jsonSource.ts';
import { projectRoot } from '../../../scripts/lib/root.ts';
import { buildFleet } from '../fleet.ts';
import { runLint } from '../runLint.ts';
import { svgScripts } from './svgScripts.ts';

const CLEAN = '<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>';
const SCRIPTED = '<svg xmlns="http://www.w3.org/2000/svg">\n  <script>alert(1)</script>\n</svg>';

/** A project with the given files under merchants/assets/, and a merchant of code lucky99. */
function lint(files: Record<string, string>) {
  const root = mkdtempSync(path.join(tmpdir(), 'wl-svg-'));
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(root, 'merchants', 'assets', name);
    mkdirSync(path.dirname(file), { recursive: true });
    if (text.startsWith('->')) symlinkSync(path.join(root, 'merchants', 'assets', text.slice(2)), file);
    else writeFileSync(file, text);
  }
  const data = { ...(JSON.parse(readFileSync(path.join(projectRoot, 'merchants/sorte777.json'), 'utf8')) as MerchantFile), merchantCode: 'lucky99' };
  const file = path.join(root, 'merchants', 'lucky99.json');
  const fleet = buildFleet(root, [{ file, data, source: readJsonSource(file, JSON.stringify(data)) }], []);
  return runLint(fleet, [svgScripts]).map((p) => ({
    at: `${path.relative(root, p.file)}:${p.line}:${p.column}`,
    owner: p.owner && path.relative(root, p.owner),
    severity: p.severity,
  }));
}

describe('svg-script', () => {
  it.each<[string, Record<string, string>, { at: string; owner?: string }[]]>([
    ['clean drawings', { 'lucky99/logo.svg': CLEAN, 'lucky99/logo.png': 'png' }, []],
    ["a script in a merchant's folder", { 'lucky99/logo.svg': SCRIPTED }, [{ at: 'merchants/assets/lucky99/logo.svg:2:3', owner: 'merchants/lucky99.json' }]],
    ['in a folder no merchant has', { 'gone/banner.svg': SCRIPTED }, [{ at: 'merchants/assets/gone/banner.svg:2:3' }]],
    [
      'in a folder inside the folder',
      { 'lucky99/old/banner.svg': SCRIPTED },
      [{ at: 'merchants/assets/lucky99/old/banner.svg:2:3', owner: 'merchants/lucky99.json' }],
    ],
    ['under an extension in capitals', { 'lucky99/LOGO.SVG': SCRIPTED }, [{ at: 'merchants/assets/lucky99/LOGO.SVG:2:3', owner: 'merchants/lucky99.json' }]],
    [
      'a link to a scripted drawing',
      { 'lucky99/a.txt': SCRIPTED, 'lucky99/b.svg': '->lucky99/a.txt' },
      [{ at: 'merchants/assets/lucky99/b.svg:2:3', owner: 'merchants/lucky99.json' }],
    ],
  ])('%s', (_, files, expected) => {
    expect(lint(files)).toEqual(expected.map((e) => ({ owner: undefined, ...e, severity: 'error' })));
  });
});
