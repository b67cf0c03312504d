import fc from 'fast-check';
import { changesTouch, diffJson, type JsonChange, type JsonPath } from './jsonDiff.ts';
import { applyJsonChanges, detectJsonStyle, mergeJson, writeJsonValue } from './jsonEdits.ts';

// Laid out like templates/*.json: blocks on one line where they fit, the rest unfolded.
const template = [
  '{',
  '  "name": "casino-home",',
  '  "blocks": {',
  '    "download": { "type": "download-bar", "props": { "position": "top" } },',
  '    "top": {',
  '      "type": "sticky-container",',
  '      "props": { "position": "top" },',
  '      "order": ["header"]',
  '    },',
  '    "notice": { "type": "marquee" },',
  '    "footer": { "type": "site-footer", "props": { "showChat": true } }',
  '  },',
  '  "order": ["download", "top", "notice", "footer"]',
  '}',
  '',
].join('\n');
const templateValue: unknown = JSON.parse(template);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A copy of a document with `value` at `path` (undefined removes it), creating objects on the way. */
function edited(document: unknown, path: JsonPath, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (Array.isArray(document)) return document.map((item: unknown, index) => (index === head ? edited(item, rest, value) : item));
  const copy = { ...(isRecord(document) ? document : {}) };
  const next = edited(copy[String(head)], rest, value);
  if (next === undefined) delete copy[String(head)];
  else copy[String(head)] = next;
  return copy;
}

function editedAll(document: unknown, edits: [JsonPath, unknown][]): unknown {
  return edits.reduce((doc, [path, value]) => edited(doc, path, value), document);
}

function at(document: unknown, path: JsonPath): unknown {
  let value = document;
  for (const segment of path) {
    if (isRecord(value) && typeof segment === 'string' && Object.hasOwn(value, segment)) value = value[segment];
    else if (Array.isArray(value) && typeof segment === 'number') value = value[segment];
    else return undefined;
  }
  return value;
}

/** The lines between the common head and the common tail of two texts. */
function lineDiff(before: string, after: string): { removed: string[]; added: string[] } {
  const a = before.split('\n');
  const b = after.split('\n');
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail++;
  return { removed: a.slice(head, a.length - tail), added: b.slice(head, b.length - tail) };
}

const download = '    "download": { "type": "download-bar", "props": { "position": "top" } },';
const notice = '    "notice": { "type": "marquee" },';
const footer = '    "footer": { "type": "site-footer", "props": { "showChat": true } }';
const order = '  "order": ["download", "top", "notice", "footer"]';

test.each<{ name: string; path: JsonPath; value: unknown; removed: string[]; added: string[] }>([
  {
    name: 'a prop of a one-line block changes that line only',
    path: ['blocks', 'download', 'props', 'position'],
    value: 'bottom',
    removed: [download],
    added: ['    "download": { "type": "download-bar", "props": { "position": "bottom" } },'],
  },
  {
    name: 'a prop added to a one-line object stays on its line',
    path: ['blocks', 'download', 'props', 'size'],
    value: 'lg',
    removed: [download],
    added: ['    "download": { "type": "download-bar", "props": { "position": "top", "size": "lg" } },'],
  },
  {
    name: 'missing props are created around the new prop',
    path: ['blocks', 'notice', 'props', 'speed'],
    value: 60,
    removed: [notice],
    added: ['    "notice": { "type": "marquee", "props": { "speed": 60 } },'],
  },
  {
    name: 'a block added comes after its last sibling, one line like its neighbours',
    path: ['blocks', 'promo'],
    value: { type: 'promo-strip', props: { group: 'm_promo' } },
    removed: [footer],
    added: [`${footer},`, '    "promo": { "type": "promo-strip", "props": { "group": "m_promo" } }'],
  },
  {
    name: 'a key added to an unfolded object takes its indentation',
    path: ['blocks', 'top', 'blocks'],
    value: { header: { type: 'site-header' } },
    removed: ['      "order": ["header"]'],
    added: ['      "order": ["header"],', '      "blocks": { "header": { "type": "site-header" } }'],
  },
  {
    name: 'a key added at the top level',
    path: ['version'],
    value: 2,
    removed: [order],
    added: [`${order},`, '  "version": 2'],
  },
  {
    name: 'the first block removed takes only its own line',
    path: ['blocks', 'download'],
    value: undefined,
    removed: [download],
    added: [],
  },
  {
    name: 'an unfolded block removed from the middle takes only its lines',
    path: ['blocks', 'top'],
    value: undefined,
    removed: ['    "top": {', '      "type": "sticky-container",', '      "props": { "position": "top" },', '      "order": ["header"]', '    },'],
    added: [],
  },
  {
    name: 'the last block removed takes the comma before it',
    path: ['blocks', 'footer'],
    value: undefined,
    removed: [notice, footer],
    added: ['    "notice": { "type": "marquee" }'],
  },
  {
    name: 'a reordered order changes only its line',
    path: ['order'],
    value: ['top', 'download', 'notice', 'footer'],
    removed: [order],
    added: ['  "order": ["top", "download", "notice", "footer"]'],
  },
  {
    name: 'a shorter order replaces the array on its line',
    path: ['order'],
    value: ['download', 'top'],
    removed: [order],
    added: ['  "order": ["download", "top"]'],
  },
])('$name', ({ path, value, removed, added }) => {
  const after = edited(templateValue, path, value);
  const text = writeJsonValue(template, templateValue, after);
  expect(lineDiff(template, text)).toEqual({ removed, added });
  expect(JSON.parse(text)).toEqual(after);
});

test.each<{ name: string; text: string; after: unknown; expected: string }>([
  {
    name: 'a key new in the object goes after the one before it there',
    text: '{\n  "$schema": "x.json",\n  "name": "a"\n}\n',
    after: { $schema: 'x.json', version: 1, name: 'a' },
    expected: '{\n  "$schema": "x.json",\n  "version": 1,\n  "name": "a"\n}\n',
  },
  {
    name: 'a key renamed keeps its place',
    text: '{\n  "a": 1,\n  "old": [1, 2],\n  "c": 3\n}\n',
    after: { a: 1, new: [1, 2], c: 3 },
    expected: '{\n  "a": 1,\n  "new": [1, 2],\n  "c": 3\n}\n',
  },
  {
    name: 'two new keys in a row keep their order',
    text: '{ "a": 1 }',
    after: { x: 0, y: 0, a: 1 },
    expected: '{ "x": 0, "y": 0, "a": 1 }',
  },
])('diffJson with keyOrder: $name', ({ text, after, expected }) => {
  expect(applyJsonChanges(text, diffJson(JSON.parse(text), after, { keyOrder: true }))).toBe(expected);
});

test('no change gives back the very same text', () => {
  expect(writeJsonValue(template, templateValue, JSON.parse(template))).toBe(template);
});

test.each<{ name: string; text: string; changes: JsonChange[]; expected: string }>([
  {
    name: 'a CRLF file keeps CRLF',
    text: '{\r\n  "a": 1\r\n}\r\n',
    changes: [{ path: ['b'], value: { c: [1, 2] } }],
    expected: '{\r\n  "a": 1,\r\n  "b": { "c": [1, 2] }\r\n}\r\n',
  },
  {
    name: 'a tab-indented file keeps tabs, and no final newline stays none',
    text: '{\n\t"a": {\n\t\t"x": 1\n\t}\n}',
    changes: [{ path: ['a', 'y'], value: 2 }],
    expected: '{\n\t"a": {\n\t\t"x": 1,\n\t\t"y": 2\n\t}\n}',
  },
  {
    name: 'an unfolded value replaced stays unfolded at its indentation',
    text: '{\n    "a": {\n        "x": 1\n    }\n}\n',
    changes: [{ path: ['a'], value: { x: 2, y: { z: true } } }],
    expected: '{\n    "a": {\n        "x": 2,\n        "y": { "z": true }\n    }\n}\n',
  },
  {
    name: 'the whole document replaced',
    text: '{\n  "a": 1\n}\n',
    changes: [{ path: [], value: [1, 2] }],
    expected: '[\n  1,\n  2\n]\n',
  },
  {
    name: 'a new value too wide for one line is unfolded',
    text: '{\n  "a": 1\n}\n',
    changes: [{ path: ['b'], value: { first: 'x'.repeat(40), second: 'y'.repeat(40) } }],
    expected: `{\n  "a": 1,\n  "b": {\n    "first": "${'x'.repeat(40)}",\n    "second": "${'y'.repeat(40)}"\n  }\n}\n`,
  },
  {
    name: 'nested containers created',
    text: '{\n  "a": 1\n}\n',
    changes: [{ path: ['b', 'c', 'd'], value: true }],
    expected: '{\n  "a": 1,\n  "b": { "c": { "d": true } }\n}\n',
  },
  {
    name: 'a key added to an empty object',
    text: '{ "props": {} }',
    changes: [{ path: ['props', 'a'], value: 1 }],
    expected: '{ "props": { "a": 1 } }',
  },
  {
    name: 'the spacing already there is copied',
    text: '{"a":1}',
    changes: [{ path: ['b'], value: 2 }],
    expected: '{"a":1,"b":2}',
  },
  {
    name: 'the only key removed leaves an empty object',
    text: '{ "a": { "b": 1 } }',
    changes: [{ path: ['a', 'b'], value: undefined }],
    expected: '{ "a": {} }',
  },
  {
    name: 'an element appended to an array',
    text: '{ "a": [1, 2] }',
    changes: [{ path: ['a', 2], value: 3 }],
    expected: '{ "a": [1, 2, 3] }',
  },
  {
    name: 'an element removed from an array',
    text: '[1, 2, 3]',
    changes: [{ path: [1], value: undefined }],
    expected: '[1, 3]',
  },
  {
    name: 'removing what is not there changes nothing',
    text: '{ "a": 1 }',
    changes: [{ path: ['b', 'c'], value: undefined }],
    expected: '{ "a": 1 }',
  },
  {
    name: 'a key placed after another takes a line of its own there',
    text: '{\n  "$schema": "x.json",\n  "name": "a"\n}\n',
    changes: [{ path: ['version'], value: 1, follows: '$schema' }],
    expected: '{\n  "$schema": "x.json",\n  "version": 1,\n  "name": "a"\n}\n',
  },
  {
    name: 'a key placed first comes before the first member',
    text: '{\n  "name": "a",\n  "page": "home"\n}\n',
    changes: [{ path: ['version'], value: 1, follows: '' }],
    expected: '{\n  "version": 1,\n  "name": "a",\n  "page": "home"\n}\n',
  },
  {
    name: 'a key placed first in an object of one member copies its spacing',
    text: '{ "props": { "b": 2 } }',
    changes: [{ path: ['props', 'a'], value: 1, follows: '' }],
    expected: '{ "props": { "a": 1, "b": 2 } }',
  },
  {
    name: 'a key placed in the middle of a one-line object stays on its line',
    text: '{ "a": 1, "c": 3 }',
    changes: [{ path: ['b'], value: 2, follows: 'a' }],
    expected: '{ "a": 1, "b": 2, "c": 3 }',
  },
  {
    name: 'a key placed after one that is not there goes last',
    text: '{ "a": 1 }',
    changes: [{ path: ['b'], value: 2, follows: 'nosuch' }],
    expected: '{ "a": 1, "b": 2 }',
  },
])('$name', ({ text, changes, expected }) => {
  expect(applyJsonChanges(text, changes)).toBe(expected);
});

test.each<{ name: string; text: string; changes: JsonChange[]; error: RegExp }>([
  { name: 'a text that is not JSON', text: '{ "a": 1, }', changes: [{ path: ['a'], value: 2 }], error: /Not valid JSON: PropertyNameExpected/ },
  { name: 'a key under a string', text: '{ "a": "x" }', changes: [{ path: ['a', 'b'], value: 1 }], error: /Cannot add "b" to the string at \/a/ },
  { name: 'an index past the end', text: '[1]', changes: [{ path: [3], value: 1 }], error: /Cannot add 3 to the array at \// },
  { name: 'removing the document', text: '{}', changes: [{ path: [], value: undefined }], error: /Cannot remove the whole document/ },
])('refuses $name', ({ text, changes, error }) => {
  expect(() => applyJsonChanges(text, changes)).toThrow(error);
});

test.each<{ name: string; before: unknown; after: unknown; changes: JsonChange[] }>([
  { name: 'equal documents', before: { a: [1, { b: null }] }, after: { a: [1, { b: null }] }, changes: [] },
  { name: 'key order alone', before: { a: 1, b: 2 }, after: { b: 2, a: 1 }, changes: [] },
  { name: 'a key set to undefined is absent', before: { a: 1 }, after: { a: 1, b: undefined }, changes: [] },
  { name: 'a nested primitive', before: { a: { b: 1, c: 2 } }, after: { a: { b: 1, c: 3 } }, changes: [{ path: ['a', 'c'], value: 3 }] },
  {
    name: 'removed, changed, then added keys in the new order',
    before: { a: 1, b: 2, c: 3 },
    after: { z: 0, c: 4, b: 2, y: 9 },
    changes: [
      { path: ['a'], value: undefined },
      { path: ['c'], value: 4 },
      { path: ['z'], value: 0 },
      { path: ['y'], value: 9 },
    ],
  },
  {
    name: 'arrays of one length element by element',
    before: { o: ['a', 'b', 'c'] },
    after: { o: ['b', 'a', 'c'] },
    changes: [
      { path: ['o', 0], value: 'b' },
      { path: ['o', 1], value: 'a' },
    ],
  },
  {
    name: 'items added at the end, each',
    before: { o: ['a', 'b'] },
    after: { o: ['a', 'b', 'c', 'd'] },
    changes: [
      { path: ['o', 2], value: 'c' },
      { path: ['o', 3], value: 'd' },
    ],
  },
  { name: 'one item taken out', before: { o: ['a', 'b', 'c'] }, after: { o: ['a', 'c'] }, changes: [{ path: ['o', 1], value: undefined }] },
  { name: 'the last item taken out', before: { o: [{ a: 1 }, { b: 2 }] }, after: { o: [{ a: 1 }] }, changes: [{ path: ['o', 1], value: undefined }] },
  {
    name: 'an item inserted mid-array: the array whole',
    before: { o: ['a', 'b'] },
    after: { o: ['a', 'x', 'b'] },
    changes: [{ path: ['o'], value: ['a', 'x', 'b'] }],
  },
  { name: 'two items taken out: the array whole', before: { o: ['a', 'b', 'c'] }, after: { o: ['a'] }, changes: [{ path: ['o'], value: ['a'] }] },
  { name: 'an object turned array whole', before: { p: { 0: 'a' } }, after: { p: ['a'] }, changes: [{ path: ['p'], value: ['a'] }] },
  { name: 'null turned object whole', before: { p: null }, after: { p: { a: 1 } }, changes: [{ path: ['p'], value: { a: 1 } }] },
  { name: 'a string turned number', before: '1', after: 1, changes: [{ path: [], value: 1 }] },
])('diffJson: $name', ({ before, after, changes }) => {
  expect(diffJson(before, after)).toEqual(changes);
});

test.each<{ a: JsonPath; b: JsonPath; touch: boolean }>([
  { a: ['blocks', 'x'], b: ['blocks', 'x'], touch: true },
  { a: ['blocks'], b: ['blocks', 'x', 'props'], touch: true },
  { a: ['blocks', 'x', 'props'], b: ['blocks'], touch: true },
  { a: [], b: ['order', 1], touch: true },
  { a: ['blocks', 'x'], b: ['blocks', 'y'], touch: false },
  { a: ['order', 0], b: ['order', 1], touch: false },
  { a: ['order', 0], b: ['order', '0'], touch: false },
])('changesTouch($a, $b) is $touch', ({ a, b, touch }) => {
  expect(changesTouch(a, b)).toBe(touch);
});

test.each<{ name: string; text: string; indent: string; eol: string; width: number }>([
  { name: 'two spaces', text: '{\n  "a": {\n    "b": 1\n  }\n}\n', indent: '  ', eol: '\n', width: 80 },
  { name: 'four spaces and CRLF', text: '{\r\n    "a": 1\r\n}\r\n', indent: '    ', eol: '\r\n', width: 80 },
  { name: 'tabs', text: '{\n\t"a": 1\n}', indent: '\t', eol: '\n', width: 80 },
  { name: 'one line, so the default', text: '{ "a": 1 }', indent: '  ', eol: '\n', width: 80 },
  { name: 'a wide line', text: `{\n  "a": "${'x'.repeat(100)}"\n}`, indent: '  ', eol: '\n', width: 109 },
])('detectJsonStyle: $name', ({ text, indent, eol, width }) => {
  expect(detectJsonStyle(text)).toEqual({ indent, eol, width });
});

const position: JsonPath = ['blocks', 'download', 'props', 'position'];
const downloadBlock = at(templateValue, ['blocks', 'download']);

test.each<{ name: string; mine: [JsonPath, unknown][]; theirs: [JsonPath, unknown][]; value: unknown; conflicts: unknown[] }>([
  {
    name: 'disjoint changes are both kept',
    mine: [[position, 'bottom']],
    theirs: [[['blocks', 'notice', 'props'], { speed: 60 }]],
    value: editedAll(templateValue, [
      [position, 'bottom'],
      [['blocks', 'notice', 'props'], { speed: 60 }],
    ]),
    conflicts: [],
  },
  {
    name: 'blocks added on both sides are both kept',
    mine: [[['blocks', 'mine'], { type: 'a' }]],
    theirs: [[['blocks', 'theirs'], { type: 'b' }]],
    value: editedAll(templateValue, [
      [['blocks', 'theirs'], { type: 'b' }],
      [['blocks', 'mine'], { type: 'a' }],
    ]),
    conflicts: [],
  },
  {
    name: 'the same change on both sides is no conflict',
    mine: [[position, 'bottom']],
    theirs: [[position, 'bottom']],
    value: edited(templateValue, position, 'bottom'),
    conflicts: [],
  },
  {
    name: 'one path set to two values keeps theirs',
    mine: [[position, 'bottom']],
    theirs: [[position, 'left']],
    value: edited(templateValue, position, 'left'),
    conflicts: [{ path: position, base: 'top', mine: 'bottom', theirs: 'left' }],
  },
  {
    name: 'a change under what they deleted',
    mine: [[position, 'bottom']],
    theirs: [[['blocks', 'download'], undefined]],
    value: edited(templateValue, ['blocks', 'download'], undefined),
    conflicts: [{ path: position, base: 'top', mine: 'bottom', theirs: undefined }],
  },
  {
    name: 'a deletion over what they changed',
    mine: [[['blocks', 'download'], undefined]],
    theirs: [[position, 'left']],
    value: edited(templateValue, position, 'left'),
    conflicts: [{ path: ['blocks', 'download'], base: downloadBlock, mine: undefined, theirs: edited(downloadBlock, ['props', 'position'], 'left') }],
  },
  {
    name: 'a shortened order against their reorder',
    mine: [[['order'], ['download']]],
    theirs: [[['order'], ['top', 'download', 'notice', 'footer']]],
    value: edited(templateValue, ['order'], ['top', 'download', 'notice', 'footer']),
    conflicts: [{ path: ['order'], base: ['download', 'top', 'notice', 'footer'], mine: ['download'], theirs: ['top', 'download', 'notice', 'footer'] }],
  },
  {
    name: 'one new key with two values',
    mine: [[['version'], 1]],
    theirs: [[['version'], 2]],
    value: edited(templateValue, ['version'], 2),
    conflicts: [{ path: ['version'], base: undefined, mine: 1, theirs: 2 }],
  },
])('mergeJson: $name', ({ mine, theirs, value, conflicts }) => {
  const diskText = writeJsonValue(template, templateValue, editedAll(templateValue, theirs));
  const merged = mergeJson(templateValue, editedAll(templateValue, mine), diskText);
  expect(merged.conflicts).toEqual(conflicts);
  expect(JSON.parse(merged.text)).toEqual(value);
});

test('a merge writes my edit as one line onto the file as it is on disk', () => {
  const diskText = writeJsonValue(template, templateValue, edited(templateValue, ['blocks', 'top'], undefined));
  const merged = mergeJson(templateValue, edited(templateValue, position, 'bottom'), diskText);
  expect(lineDiff(diskText, merged.text)).toEqual({
    removed: [download],
    added: ['    "download": { "type": "download-bar", "props": { "position": "bottom" } },'],
  });
});

test.each([
  { name: 'nothing of mine', mine: templateValue, theirs: [[position, 'left']] as [JsonPath, unknown][] },
  { name: 'only what they did too', mine: edited(templateValue, position, 'left'), theirs: [[position, 'left']] as [JsonPath, unknown][] },
])('a merge with $name leaves the file on disk as it is', ({ mine, theirs }) => {
  const diskText = writeJsonValue(template, templateValue, editedAll(templateValue, theirs));
  expect(mergeJson(templateValue, mine, diskText)).toEqual({ text: diskText, conflicts: [] });
});

// Few keys, so two random documents share much of their shape and differ in small places.
const { doc } = fc.letrec((tie) => ({
  doc: fc.oneof(
    { depthSize: 'small' },
    fc.constantFrom<unknown>(null, true, false, 0, 1, -2.5, '', 'x', 'a "quoted"\n line'),
    fc.array(tie('doc'), { maxLength: 3 }),
    fc.dictionary(fc.constantFrom('a', 'b', 'c', 'd'), tie('doc'), { maxKeys: 4, noNullPrototype: true }),
  ),
}));
const layouts: [string, (value: unknown) => string][] = [
  ['unfolded', (value) => `${JSON.stringify(value, null, 2)}\n`],
  ['on one line', (value) => JSON.stringify(value)],
];
const seed = 20261123;

test.each(layouts)('the text written, %s, parses to the value written', (_, layout) => {
  fc.assert(
    fc.property(doc, doc, (a, b) => {
      expect(JSON.parse(writeJsonValue(layout(a), a, b))).toEqual(b);
    }),
    { seed, numRuns: 300 },
  );
  fc.assert(
    fc.property(fc.jsonValue(), fc.jsonValue(), (a, b) => {
      expect(JSON.parse(writeJsonValue(layout(a), a, b))).toEqual(b);
    }),
    { seed },
  );
});

test.each(layouts)('the text written with keyOrder, %s, parses to the value written', (_, layout) => {
  fc.assert(
    fc.property(doc, doc, (a, b) => {
      expect(JSON.parse(applyJsonChanges(layout(a), diffJson(a, b, { keyOrder: true })))).toEqual(b);
    }),
    { seed, numRuns: 300 },
  );
});

test('a merge applies every edit of mine it does not report, and keeps theirs where it does', () => {
  fc.assert(
    fc.property(doc, doc, doc, (base, mine, theirs) => {
      const { text, conflicts } = mergeJson(base, mine, JSON.stringify(theirs, null, 2));
      const merged: unknown = JSON.parse(text);
      const reported = conflicts.map((conflict) => JSON.stringify(conflict.path));
      const myChanges = diffJson(base, mine);
      for (const change of myChanges) {
        const expected = reported.includes(JSON.stringify(change.path)) ? at(theirs, change.path) : change.value;
        expect(at(merged, change.path)).toEqual(expected);
      }
      for (const change of diffJson(base, theirs)) {
        if (!myChanges.some((my) => changesTouch(my.path, change.path))) expect(at(merged, change.path)).toEqual(change.value);
      }
    }),
    { seed, numRuns: 300 },
  );
});

test('an item added to a list of one-line objects is one new line', () => {
  const text = '{\n  "list": [\n    { "id": 1 },\n    { "id": 2 }\n  ]\n}\n';
  const before = JSON.parse(text);
  expect(writeJsonValue(text, before, { list: [...before.list, { id: 3 }] })).toBe(
    '{\n  "list": [\n    { "id": 1 },\n    { "id": 2 },\n    { "id": 3 }\n  ]\n}\n',
  );
  expect(writeJsonValue(text, before, { list: [{ id: 2 }] })).toBe('{\n  "list": [\n    { "id": 2 }\n  ]\n}\n');
});

test.each([
  { name: 'their removal shifts the item I changed', theirs: { list: ['b', 'c'] }, mine: { list: ['a', 'b', 'C'] } },
  { name: 'my removal and their change of a later item', theirs: { list: ['a', 'b', 'C'] }, mine: { list: ['b', 'c'] } },
  { name: 'both added at the end', theirs: { list: ['a', 'b', 'c', 'x'] }, mine: { list: ['a', 'b', 'c', 'y'] } },
])('merge: $name is reported, not applied by index', ({ theirs, mine }) => {
  const base = { list: ['a', 'b', 'c'] };
  const diskText = JSON.stringify(theirs, null, 2);
  const { text, conflicts } = mergeJson(base, mine, diskText);
  expect(conflicts.length).toBeGreaterThan(0);
  expect(text).toBe(diskText);
});
