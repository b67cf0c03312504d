import { describeChanges, releaseChanges } from './releaseChanges.ts';

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
