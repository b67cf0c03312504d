import { describeChanges, describeDiff, releaseChanges, releaseDiff } from './releaseChanges.ts';

const release = (documents: Record<string, string>, images: Record<string, string> = {}) => ({ documents, images });

describe('releaseChanges', () => {
  it.each([
    [
      'everything is new without an earlier release',
      undefined,
      release({ 'b.json': '{}', 'a.json': '{}' }),
      [
        { file: 'a.json', kind: 'new', fields: 0 },
        { file: 'b.json', kind: 'new', fields: 0 },
      ],
    ],
    ['a removed document', release({ 'a.json': '{}' }), release({}), [{ file: 'a.json', kind: 'removed', fields: 0 }]],
    [
      'each path whose value differs counts once',
      release({ 'a.json': '{"x":1,"y":{"z":2},"w":3}' }),
      release({ 'a.json': '{"x":2,"y":{"z":3},"w":3,"v":4}' }),
      [{ file: 'a.json', kind: 'changed', fields: 3 }],
    ],
    ['layout alone is no change', release({ 'a.json': '{"x":1,"y":2}' }), release({ 'a.json': '{\n  "y": 2,\n  "x": 1\n}\n' }), []],
  ])('%s', (_, before, after, documents) => {
    expect(releaseChanges(before, after).documents).toEqual(documents);
  });

  it('counts images new, removed or with other bytes', () => {
    const before = release({}, { 'i/a.png': 'h1', 'i/b.png': 'h2', 'i/c.png': 'h3' });
    const after = release({}, { 'i/a.png': 'h1', 'i/b.png': 'h9', 'i/d.png': 'h4' });
    expect(releaseChanges(before, after).images).toBe(3);
  });

  it('reads as lines, or as one line when nothing changed', () => {
    const changes = releaseChanges(release({ 'a.json': '{"x":1}', 'b.json': '{}' }), release({ 'a.json': '{"x":2}', 'c.json': '{}' }, { 'i.png': 'h' }));
    expect(describeChanges(changes, 'release 3')).toEqual([
      'Changes against release 3:',
      '  a.json: 1 field changed',
      '  b.json: removed',
      '  c.json: new',
      '  1 image new, removed or changed',
    ]);
    expect(describeChanges(releaseChanges(release({}), release({})), 'release 3')).toEqual(['Nothing changed against release 3.']);
  });
});

describe('releaseDiff', () => {
  it('names each changed value by its JSON pointer, with the value before and after', () => {
    const before = release({ 'm.json': '{"name":"Old","list":[1,2],"a/b":{"gone":true},"same":1}', 'x.json': '{}' });
    const after = release({ 'm.json': '{"name":"New","list":[1,2,3],"a/b":{},"same":1}', 'y.json': '{}' });
    const diff = releaseDiff(before, after);
    expect(diff.map(({ file, kind }) => [file, kind])).toEqual([
      ['m.json', 'changed'],
      ['x.json', 'removed'],
      ['y.json', 'new'],
    ]);
    expect(diff[0].fields).toHaveLength(3);
    expect(diff[0].fields).toEqual(
      expect.arrayContaining([
        { pointer: '/name', before: 'Old', after: 'New' },
        { pointer: '/list/2', after: 3 },
        { pointer: '/a~1b/gone', before: true },
      ]),
    );
    expect(describeDiff(diff)).toContain('  /name: "Old" → "New"');
    expect(describeDiff(diff)).toContain('  /list/2: (none) → 3');
    expect(describeDiff(diff)).toContain('x.json: removed');
    expect(describeDiff([])).toEqual(['No file differs.']);
  });
});
