// Precompiles the ICU messages of every language to ASTs, so the browser never ships the ICU parser.
import { parse } from '@formatjs/icu-messageformat-parser';
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { writeIfChanged } from './types.ts';

export async function compileMessages(root = process.cwd()): Promise<void> {
  const source = path.join(root, 'src/i18n/messages');
  const target = path.join(root, 'src/i18n/compiled');
  mkdirSync(target, { recursive: true });
  for (const file of readdirSync(source).filter((f) => f.endsWith('.json'))) {
    const messages = JSON.parse(readFileSync(path.join(source, file), 'utf8')) as Record<string, string>;
    const compiled: Record<string, unknown> = {};
    for (const [id, text] of Object.entries(messages)) {
      try {
        compiled[id] = parse(text);
      } catch (error) {
        throw new Error(`src/i18n/messages/${file}: message "${id}" is not valid ICU: ${(error as Error).message}`);
      }
    }
    writeIfChanged(path.join(target, file), `${JSON.stringify(compiled)}\n`);
  }
}
