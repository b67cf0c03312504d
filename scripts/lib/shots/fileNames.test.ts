import { beforeFile, cellFile, diffFile } from './fileNames.ts';

const cell = (over: object = {}) => ({ merchant: 'sorte777', language: 'PT-BR', page: 'home', member: 'member', viewport: { name: 'small' }, ...over });

test.each([
  { name: 'by merchant, language, then page, member and size', cell: cell(), file: 'sorte777/pt-br/home-member-small.png' },
  {
    name: 'a size given as such',
    cell: cell({ page: 'memberHome', member: 'visitor', viewport: { name: '412x915' } }),
    file: 'sorte777/pt-br/memberHome-visitor-412x915.png',
  },
  { name: 'nothing climbs out of its folder', cell: cell({ merchant: '../etc', language: 'a/b' }), file: '___etc/a_b/home-member-small.png' },
])('$name', ({ cell, file }) => {
  expect(cellFile(cell)).toBe(file);
});

test('the earlier picture and the differences sit in their own folders under the same name', () => {
  expect([beforeFile('a/b/c.png'), diffFile('a/b/c.png')]).toEqual(['before/a/b/c.png', 'diff/a/b/c.png']);
});
