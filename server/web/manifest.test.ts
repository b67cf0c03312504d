import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { MerchantFile } from '../../src/config/types.generated.ts';
import { imageTypeOf, webManifest } from './manifest.ts';
import { repoRoot } from '../../tests/server/support.ts';

const royal88 = JSON.parse(readFileSync(path.join(repoRoot, 'merchants/royal88.json'), 'utf8')) as MerchantFile;
const withTitle = (title: string): MerchantFile => ({
  ...royal88,
  templateParameters: { ...royal88.templateParameters, pwa: { ...royal88.templateParameters.pwa, title } },
});

describe('webManifest', () => {
  test.each([
    ['Royal 88', 'Royal 88'],
    ['Twelve chars', 'Twelve chars'],
    ['Thirteen char', 'Royal88'],
  ])('title %j is named %j', (title, name) => {
    expect(webManifest(withTitle(title))).toMatchObject({ name, short_name: 'Royal88' });
  });

  test('installs under /m/ and starts at home, in the merchant colours', () => {
    const manifest = webManifest(royal88);
    expect(manifest).toMatchObject({ scope: '/m/', start_url: '/m/home', display: 'standalone', theme_color: '#c8102e', background_color: '#1b0b0d' });
    expect(manifest.icons).toEqual([
      { src: '/cdn/royal88/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/cdn/royal88/icon-256.png', sizes: '256x256', type: 'image/png' },
      { src: '/cdn/royal88/icon-384.png', sizes: '384x384', type: 'image/png' },
      { src: '/cdn/royal88/icon-512.png', sizes: '512x512', type: 'image/png' },
    ]);
  });
});

test.each([
  ['/cdn/a/icon.png', 'image/png'],
  ['https://img.test/icon.WEBP?v=2', 'image/webp'],
  ['/icon.jpeg#x', 'image/jpeg'],
  ['/icon', 'image/png'],
])('imageTypeOf(%j) is %j', (src, type) => {
  expect(imageTypeOf(src)).toBe(type);
});
