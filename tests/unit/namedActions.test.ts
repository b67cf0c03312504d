// Every action the app and the studio run outside a store's own methods has a name (inAction), so MobX's
// tools say which one ran rather than "anonymous action".
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { productSources } from '../support/imports.ts';

const root = path.resolve(__dirname, '../..');

test('no action runs unnamed', () => {
  const files = [...productSources(path.join(root, 'src')), ...productSources(path.join(root, 'studio/app'))];
  const unnamed = files.filter((file) => /\brunInAction\(/.test(readFileSync(file, 'utf8'))).map((file) => path.relative(root, file));
  expect(unnamed).toEqual([]);
});
