// Precompiles the ICU messages of every language to ASTs, so the browser never ships the ICU parser, and
// writes one file per bundle and language (src/i18n/bundles.ts says which message goes where).
import { parse } from '@formatjs/icu-messageformat-parser';
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { BUNDLES, bundleOf, type Bundle } from '../../src/i18n/bundles.ts';
import { writeIfChanged } from './types.ts';

export async function compileMessages(root = process.cwd()): Promise<void> {
  const source = path.join(root, 'src/i18n/messages');
  const target = path.join(root, 'src/i18n/compiled');
  mkdirSync(target, { recursive: true });
  // Files of an earlier layout (one per language) would only mislead.
  for (const entry of readdirSync(target, { withFileTypes: true }).filter((e) => e.isFile())) rmSync(path.join(target, entry.name));
  for (const bundle of BUNDLES) mkdirSync(path.join(target, bundle), { recursive: true });
  for (const file of readdirSync(source).filter((f) => f.endsWith('.json'))) {
    const messages = JSON.parse(readFileSync(path.join(source, file), 'utf8')) as Record<string, string>;
    const compiled = Object.fromEntries(BUNDLES.map((bundle) => [bundle, {} as Record<string, unknown>])) as Record<Bundle, Record<string, unknown>>;
    for (const [id, text] of Object.entries(messages)) {
      try {
        compiled[bundleOf(id)][id] = parse(text);
      } catch (error) {
        throw new Error(`src/i18n/messages/${file}: message "${id}" is not valid ICU: ${(error as Error).message}`);
      }
    }
    for (const bundle of BUNDLES) writeIfChanged(path.join(target, bundle, file), `${JSON.stringify(compiled[bundle])}\n`);
  }
}
