import { PNG } from 'pngjs';
import { diffPictures, earlierCell, goneCells } from './compare.ts';
import type { CellReport } from './report.ts';

type Rgb = [number, number, number];
/** A picture of one colour, with some pixels of another. */
function picture(width: number, height: number, colour: Rgb, spots: Array<{ x: number; y: number; colour: Rgb }> = []): Buffer {
  const png = new PNG({ width, height });
  for (let i = 0; i < width * height; i++) png.data.set([...colour, 255], i * 4);
  for (const s of spots) png.data.set([...s.colour, 255], (s.y * width + s.x) * 4);
  return PNG.sync.write(png);
}
const dark: Rgb = [27, 11, 13];
const black: Rgb = [0, 0, 0];
const white: Rgb = [255, 255, 255];

test.each([
  { name: 'the same pixels', before: picture(8, 8, dark), after: picture(8, 8, dark), differing: 0, total: 64 },
  {
    name: 'two pixels changed',
    before: picture(8, 8, dark),
    after: picture(8, 8, dark, [
      { x: 1, y: 1, colour: white },
      { x: 6, y: 5, colour: white },
    ]),
    differing: 2,
    total: 64,
  },
  { name: 'a new background', before: picture(8, 8, white), after: picture(8, 8, black), differing: 64, total: 64 },
  { name: 'a taller picture: the rows only one has differ', before: picture(8, 8, dark), after: picture(8, 10, dark), differing: 16, total: 80 },
  { name: 'a narrower picture', before: picture(8, 8, dark), after: picture(6, 8, dark), differing: 16, total: 64 },
])('$name: $differing of $total pixels differ', ({ before, after, differing, total }) => {
  const diff = diffPictures(before, after);
  expect([diff.differing, diff.total]).toEqual([differing, total]);
  const drawing = PNG.sync.read(diff.drawing);
  expect(drawing.width * drawing.height).toBe(total);
});

test('the drawing marks a changed pixel in red', () => {
  const diff = diffPictures(picture(4, 4, dark), picture(4, 4, dark, [{ x: 2, y: 3, colour: white }]));
  const drawing = PNG.sync.read(diff.drawing);
  const at = (3 * 4 + 2) * 4;
  expect([...drawing.data.subarray(at, at + 3)]).toEqual([255, 0, 0]);
});

const earlier = (page: string, picture = true): CellReport => ({
  merchant: 'royal88',
  language: 'EN',
  page,
  member: 'visitor',
  viewport: { name: 'medium', width: 390, height: 844 },
  file: `royal88/en/${page}-visitor-medium.png`,
  picture,
  status: 'shot',
});

test.each([
  { name: 'a cell shot before', file: 'royal88/en/home-visitor-medium.png', found: 'home' },
  { name: 'a cell that failed before, without a picture', file: 'royal88/en/login-visitor-medium.png', found: undefined },
  { name: 'a cell not shot before', file: 'royal88/en/register-visitor-medium.png', found: undefined },
])('the earlier picture of $name', ({ file, found }) => {
  expect(earlierCell([earlier('home'), earlier('login', false)], file)?.page).toBe(found);
});

test('earlier cells this run did not shoot are gone, with their earlier picture to copy; one without a picture is not', () => {
  const gone = goneCells([earlier('home'), earlier('login'), earlier('register', false)], new Set(['royal88/en/home-visitor-medium.png']));
  expect(gone.map((c) => [c.page, c.status, c.picture, c.before])).toEqual([['login', 'gone', false, 'before/royal88/en/login-visitor-medium.png']]);
});
