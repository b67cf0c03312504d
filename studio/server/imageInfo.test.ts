import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../scripts/lib/root.ts';
import { GIF, JPEG, pngOf } from './imageFixtures.ts';
import { extensionProblem, imageInfo } from './imageInfo.ts';

const good = pngOf(3, 2);
/** The PNG with a byte of its pixel data changed: its chunk's check sum no longer matches. */
const corrupted = Buffer.from(good);
corrupted[good.indexOf('IDAT') + 6] ^= 0xff;

/** A PNG's header declaring 20000 by 20000 pixels (its size is read before anything is decoded). */
const huge = Buffer.from(good);
huge.writeUInt32BE(20000, 16);
huge.writeUInt32BE(20000, 20);

describe('imageInfo', () => {
  it.each<[string, Buffer, ReturnType<typeof imageInfo>]>([
    ['a PNG', good, { type: 'png', width: 3, height: 2 }],
    ["the project's logo", readFileSync(path.join(projectRoot, 'merchants/assets/royal88/logo.png')), { type: 'png', width: 240, height: 72 }],
    ['a WebP', readFileSync(path.join(projectRoot, 'merchants/assets/royal88/banner-1.webp')), { type: 'webp', width: 750, height: 330 }],
    ['a GIF', GIF, { type: 'gif', width: 1, height: 1 }],
    ['a JPEG', JPEG, { type: 'jpeg', width: 3, height: 2 }],
    ['a PNG cut short', good.subarray(0, good.length - 20), { problem: expect.stringMatching(/^it is a broken PNG image \(.+\)$/) as unknown as string }],
    ['a PNG with a broken chunk', corrupted, { problem: expect.stringMatching(/^it is a broken PNG image/) as unknown as string }],
    [
      'a PNG declaring more pixels than a phone shows',
      huge,
      { problem: 'it is 20000 × 20000 pixels: the studio takes images of at most 16 million pixels (such as 4096 × 4096), more than any phone shows' },
    ],
    ['a PNG signature alone', good.subarray(0, 8), { problem: 'it is not a PNG, JPEG, WebP or GIF image, or it is cut short' }],
    ['a script', Buffer.from('<script>alert(1)</script>'), { problem: 'it is not a PNG, JPEG, WebP or GIF image, or it is cut short' }],
    [
      'an SVG',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="3" height="4"/>'),
      { problem: 'it is an SVG drawing; the studio takes PNG, JPEG, WebP or GIF' },
    ],
  ])('%s', (_, bytes, expected) => {
    expect(imageInfo(bytes)).toEqual(expected);
  });
});

describe('extensionProblem', () => {
  it.each<[string, Parameters<typeof extensionProblem>[1], string | undefined]>([
    ['a.png', 'png', undefined],
    ['a.jpg', 'jpeg', undefined],
    ['a.jpeg', 'jpeg', undefined],
    ['a.png', 'jpeg', 'it is a JPEG image, not what ".png" says: name it a.jpg'],
    ['icon-192.webp', 'png', 'it is a PNG image, not what ".webp" says: name it icon-192.png'],
  ])('%s as %s', (name, type, expected) => expect(extensionProblem(name, type)).toBe(expected));
});
