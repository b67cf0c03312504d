import { schemaVersionProblems } from './schemaVersionCheck.ts';

test.each<{ name: string; data: unknown; current: number; expected: { pointer: string; message: RegExp }[] }>([
  { name: 'a file at the current version', data: { schemaVersion: 3 }, current: 3, expected: [] },
  { name: 'a file without a version, before there were versions', data: {}, current: 0, expected: [] },
  {
    name: 'a file without a version',
    data: { name: 'a' },
    current: 1,
    expected: [{ pointer: '/', message: /^has no "schemaVersion": .*version 1.*run "wl migrate"/ }],
  },
  {
    name: 'an older file',
    data: { schemaVersion: 1 },
    current: 3,
    expected: [{ pointer: '/schemaVersion', message: /^is version 1, older than the schema \(version 3\); run "wl migrate"/ }],
  },
  {
    name: 'version 0 written out',
    data: { schemaVersion: 0 },
    current: 1,
    expected: [{ pointer: '/schemaVersion', message: /^is version 0, older .*run "wl migrate"/ }],
  },
  {
    name: 'a newer file',
    data: { schemaVersion: 4 },
    current: 3,
    expected: [{ pointer: '/schemaVersion', message: /^is version 4, written by a newer version of the tools \(these know up to version 3\)/ }],
  },
  {
    name: 'a version that is no whole number',
    data: { schemaVersion: 1.5 },
    current: 1,
    expected: [{ pointer: '/schemaVersion', message: /^must be a whole number/ }],
  },
  { name: 'a version in words', data: { schemaVersion: 'one' }, current: 1, expected: [{ pointer: '/schemaVersion', message: /^must be a whole number/ }] },
])('$name', ({ data, current, expected }) => {
  const problems = schemaVersionProblems(data, current);
  expect(problems).toHaveLength(expected.length);
  problems.forEach((problem, i) => {
    expect(problem.pointer).toBe(expected[i].pointer);
    expect(problem.message).toMatch(expected[i].message);
  });
});
