// A value that fails one of its alternatives (a text, or texts by language) is told what is wrong with the
// alternative of its own type, not that it is not the other.
import { readJsonSource } from './jsonSource.ts';
import { createAjv } from './schemas.ts';
import { problemsFromAjv } from './problems.ts';
import { projectRoot } from '../scripts/lib/root.ts';

const ajv = createAjv(projectRoot);
const check = ajv.getSchema('content/localized-file.schema.json')!;

test.each<[string, unknown, { pointer: string; message: RegExp }[]]>([
  ['an address of another scheme: only what the address lacks', 'data:image/png,x', [{ pointer: '/', message: /^"data:image\/png,x" is not allowed here/ }]],
  [
    'one language of another scheme: only that language',
    { EN: 'javascript:x', CN: '/cdn/a/b.png' },
    [{ pointer: '/EN', message: /^"javascript:x" is not allowed here/ }],
  ],
  [
    'a language that does not exist: only its name',
    { XX: '/cdn/a/b.png' },
    [
      { pointer: '/', message: /is not an allowed value/ },
      { pointer: '/', message: /property name must be valid/ },
    ],
  ],
  [
    'neither a text nor texts: each alternative says so',
    42,
    [
      { pointer: '/', message: /must be string/ },
      { pointer: '/', message: /must be object/ },
      { pointer: '/', message: /must match exactly one schema/ },
    ],
  ],
])('%s', (_name, value, expected) => {
  check(value);
  const found = problemsFromAjv(check.errors, readJsonSource('value.json', JSON.stringify(value)));
  expect(found.map(({ pointer, message }) => ({ pointer, message }))).toEqual(
    expected.map((e) => ({ pointer: e.pointer, message: expect.stringMatching(e.message) })),
  );
});
