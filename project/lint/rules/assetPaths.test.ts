import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../../scripts/lib/root.ts';
import { assetPaths, assetUses, unusedAssets } from './assetPaths.ts';
import { fleetFor, type FleetCase } from './fleetFixture.ts';

describe('assetUses', () => {
  it.each([
    ['/cdn/a/x.png', [{ code: 'a', name: 'x.png', pointer: '/' }]],
    [
      { p: '<img src="/cdn/a/x.png"> and <a href="/cdn/b/y.webp?v=2">' },
      [
        { code: 'a', name: 'x.png', pointer: '/p' },
        { code: 'b', name: 'y.webp', pointer: '/p' },
      ],
    ],
    [['https://cdn.example.com/cdn/a/z.png'], [{ code: 'a', name: 'z.png', pointer: '/0' }]],
    [{ n: 3, s: 'no image' }, []],
  ])('%j', (value, expected) => {
    expect(assetUses(value).map(({ code, name, pointer }) => ({ code, name, pointer }))).toEqual(expected);
  });
});

describe('asset-path', () => {
  it.each<[string, FleetCase, { pointer: string; severity?: string; message: RegExp; suggestion?: string; fix?: string }[]]>([
    ['the shipped merchant', {}, []],
    [
      'a banner image that is not there',
      {
        merchant: (m) => {
          m.content.banners![0].url = '/cdn/sorte777/banner-9.webp';
        },
      },
      [{ pointer: '/content/banners/0/url', message: /banner-9\.webp names no file in merchants\/assets\/sorte777\//, suggestion: 'banner-1.webp' }],
    ],
    [
      'a name in another case is fixed',
      {
        merchant: (m) => {
          m.theme.logo = '/cdn/sorte777/Logo.PNG';
        },
      },
      [{ pointer: '/theme/logo', message: /Logo\.PNG names no file/, suggestion: 'logo.png', fix: 'write /cdn/sorte777/logo.png' }],
    ],
    [
      'an image in HTML text',
      {
        merchant: (m) => {
          m.content.promotions[0].rules = '<img src="/cdn/sorte777/gone.png">';
        },
      },
      [{ pointer: '/content/promotions/0/rules', message: /gone\.png names no file/ }],
    ],
    [
      "another merchant's image",
      {
        merchant: (m) => {
          m.theme.logo = '/cdn/royal88/logo.png';
        },
      },
      [{ pointer: '/theme/logo', severity: 'warning', message: /is merchant royal88's image/ }],
    ],
    [
      'a folder that does not exist',
      {
        merchant: (m) => {
          m.theme.logo = '/cdn/nobody/logo.png';
        },
      },
      [{ pointer: '/theme/logo', message: /merchants\/assets\/nobody\/, which does not exist/ }],
    ],
  ])('%s', (_name, fleetCase, expected) => {
    const fleet = fleetFor(fleetCase);
    const real = fleet.assetsOf;
    fleet.assetsOf = (code) => (code === 'royal88' ? { dir: '', files: ['logo.png'] } : real(code));
    const found = assetPaths.check(fleet);
    expect(
      found.map((f) => ({
        pointer: f.pointer,
        message: f.message,
        ...(f.severity ? { severity: f.severity } : {}),
        ...(f.suggestion ? { suggestion: f.suggestion } : {}),
        ...(f.fix ? { fix: f.fix.description } : {}),
      })),
    ).toEqual(expected.map((e) => ({ ...e, message: expect.stringMatching(e.message) })));
  });

  it('the fix rewrites only the path inside the string', () => {
    const [finding] = assetPaths.check(
      fleetFor({
        merchant: (m) => {
          m.content.promotions[0].rules = '<p><img src="/cdn/sorte777/LOGO.png"> hi</p>';
        },
      }),
    );
    expect(finding.fix?.changes).toEqual([{ path: ['content', 'promotions', 0, 'rules'], value: '<p><img src="/cdn/sorte777/logo.png"> hi</p>' }]);
  });
});

describe('unused-asset', () => {
  const dir = path.join(projectRoot, 'merchants', 'assets', 'sorte777');
  it.each<[string, FleetCase, string[]]>([
    ['the shipped merchant: each SVG is the source of the image of its name', {}, []],
    ['an image nobody names', { assets: ['logo.png', 'old-banner.webp', 'icon-192.png'] }, ['old-banner.webp']],
    ['an SVG beside nothing used', { assets: ['logo.png', 'logo.svg', 'draft.svg'] }, ['draft.svg']],
    [
      'an image used only by the template',
      {
        assets: ['logo.png', 'tpl.png'],
        template: (t) => {
          t.overlays!.forceDownload.props = { image: '/cdn/sorte777/tpl.png' };
        },
      },
      [],
    ],
  ])('%s', (_name, fleetCase, expected) => {
    const found = unusedAssets.check(fleetFor(fleetCase));
    expect(found.map((f) => f.file)).toEqual(expected.map((name) => path.join(dir, name)));
    expect(found.every((f) => f.pointer === '/' && f.owner?.endsWith('sorte777.json'))).toBe(true);
  });
});
