import { PNG } from 'pngjs';
import { hexColour, localIconFile } from './splash.ts';
import { base, send, withScratchServer } from '../../tests/server/support.ts';

withScratchServer();

const pixel = (png: PNG, x: number, y: number) => [...png.data.subarray((y * png.width + x) * 4, (y * png.width + x) * 4 + 3)];

describe('GET /wps/system/splash.png', () => {
  test('draws the merchant background with its icon in the middle, at the size asked', async () => {
    const res = await send(base, '/wps/system/splash.png?size=640x1136', { headers: { Host: 'm.royal88.test' } });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    const png = PNG.sync.read(res.body);
    expect([png.width, png.height]).toEqual([640, 1136]);
    // royal88: background #1b0b0d; its icon is red (#c8102e) at the centre.
    expect(pixel(png, 5, 5)).toEqual([0x1b, 0x0b, 0x0d]);
    expect(pixel(png, 320, 568 + 100)).not.toEqual([0x1b, 0x0b, 0x0d]);
  });

  test('each merchant by its host; a size that is not a launch image is refused', async () => {
    const image = async (host: string) => PNG.sync.read((await send(base, '/wps/system/splash.png?size=750x1334', { headers: { Host: host } })).body);
    const [sorte, royal] = [await image('m.sorte777.test'), await image('m.royal88.test')];
    expect(pixel(sorte, 1, 1)).not.toEqual(pixel(royal, 1, 1));
    const bad = await send(base, '/wps/system/splash.png?merchantCode=royal88&size=4000x4000');
    expect(bad.status).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, errorCode: 'splash.size.invalid' });
  });
});

test.each([
  ['#1b0b0d', [27, 11, 13]],
  ['#fff', [255, 255, 255]],
  ['c8102e', [200, 16, 46]],
])('hexColour(%j)', (hex, rgb) => {
  expect(hexColour(hex)).toEqual(rgb);
});

test.each([
  ['/cdn/royal88/icon-512.png', '/r/merchants/assets/royal88/icon-512.png'],
  ['/cdn/royal88/../secret.png', undefined],
  ['/cdn/royal88/.hidden.png', undefined],
  ['https://img.example/icon.png', undefined],
  ['/cdn/royal88/icon-512.svg', undefined],
])('localIconFile(%j)', (src, file) => {
  expect(localIconFile('/r', src)).toBe(file);
});
