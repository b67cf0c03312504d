// The compiled validators of a project's schemas: kept while the schemas stay as they are, shared by
// roots whose schemas read the same, and made again for a root whose schemas an operator edited.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { scratchProject } from '../tests/server/support.ts';
import { currentValidators } from './validators.ts';

const copies = [scratchProject(), scratchProject()];
afterAll(() => copies.forEach((copy) => copy.remove()));

test('two copies of the same schemas share one compile', () => {
  const [one, two] = copies.map((copy) => currentValidators(copy.root));
  expect(two).toBe(one);
  expect(currentValidators(copies[0].root)).toBe(one);
});

test('a root whose schema was edited gets validators of its own, with the edit', () => {
  const before = currentValidators(copies[1].root);
  const file = path.join(copies[1].root, 'schema', 'blocks', 'banner-carousel.schema.json');
  writeFileSync(file, JSON.stringify({ ...JSON.parse(readFileSync(file, 'utf8')), 'x-children': ['notice'] }));
  const after = currentValidators(copies[1].root);
  expect(after).not.toBe(before);
  expect(after.children.get('banner-carousel')).toEqual(['notice']);
  expect(currentValidators(copies[0].root)).toBe(before);
});
