// An SVG in a merchant's image folder is served at /cdn/<code>/… on the site's own origin: opened by a
// player, whatever script it holds runs as the site. Every SVG of every folder served is checked, used
// or not, since an address to it is enough.
import { type Dirent, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { noteInput } from '../../readInputs.ts';
import { svgOffences } from '../../svgScript.ts';
import type { Finding, LintRule } from '../rule.ts';

export const svgScripts: LintRule = {
  id: 'svg-script',
  severity: 'error',
  summary:
    "an SVG image in a merchant's folder that can run script (a <script> or <foreignObject> element, an on* attribute, a javascript: address), which would run as the site",
  check(fleet) {
    const owners = new Map(fleet.merchants.map((m) => [m.data.merchantCode, m.file]));
    return fleet.imageCodes().flatMap((code) =>
      svgFilesIn(fleet.assetsOf(code).dir).flatMap((file) => {
        let text: string;
        try {
          text = fleet.readImage(file).toString('utf8');
        } catch {
          return [];
        }
        return svgOffences(text).map(
          (o): Finding => ({ file, pointer: '/', at: { line: o.line, column: o.column }, message: o.message, owner: owners.get(code) }),
        );
      }),
    );
  },
};

/** SVG files in a folder and the folders in it (the server serves those too), in any case of extension. */
function svgFilesIn(dir: string): string[] {
  noteInput(dir);
  let entries: Dirent[];
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((e) => {
      const file = path.join(dir, e.name);
      if (e.isDirectory()) return svgFilesIn(file);
      // A link to a file is served as that file; one to a folder is left to the folder's own check.
      return e.name.toLowerCase().endsWith('.svg') && (e.isFile() || (e.isSymbolicLink() && isFile(file))) ? [file] : [];
    });
}

function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}
