import { assetManifest, isAppPageLoad, isHashedAsset, isSharedContentCall } from './webApp.ts';

const origin = 'https://m.royal88.test';
function match(pathname: string, init: { mode?: 'navigate'; headers?: Record<string, string>; method?: string; origin?: string } = {}) {
  const url = new URL(pathname, init.origin ?? origin);
  // Request refuses mode 'navigate' in its constructor, as a page could not make one: only the mode is read.
  const request = new Request(url, { headers: init.headers, method: init.method });
  Object.defineProperty(request, 'mode', { value: init.mode ?? 'cors' });
  return { request, url, sameOrigin: url.origin === origin };
}

test.each([
  ['/wps/system/config', {}, true],
  ['/wps/system/config?merchant=royal88', {}, true],
  ['/wps/system/banners?groups=m_banner', {}, true],
  ['/wps/relay/GCSGAME_newGameVendor?platform=html5', {}, true],
  ['/wps/game/lanes', {}, true],
  ['/wps/relay/MCSFE_getListAnnouncements?types=PR', {}, true],
  ['/wps/system/banners', { headers: { Authorization: 'Bearer t0k3n' } }, false],
  ['/wps/system/config?token=t0k3n', {}, false],
  ['/wps/game/lanes?tokens=t0k3n', {}, false],
  ['/wps/member/info', {}, false],
  ['/wps/system/status', {}, false],
  ['/wps/relay/MCSFE_getDepositSettings', {}, false],
  ['/wps/system/config', { origin: 'https://cdn.other.test' }, false],
  ['/wps/member/feedback', { method: 'POST' }, false],
])('content call %s %o is kept: %s', (pathname, init, kept) => {
  expect(isSharedContentCall(match(pathname, init))).toBe(kept);
});

test.each([
  ['/m/home', { mode: 'navigate' as const }, true],
  ['/m/member/home?token=x', { mode: 'navigate' as const }, true],
  ['/m/home', {}, false],
  ['/demo-chat/', { mode: 'navigate' as const }, false],
])('page load %s %o: %s', (pathname, init, handled) => {
  expect(isAppPageLoad(match(pathname, init))).toBe(handled);
});

test.each([
  ['/m/assets/index-AbC123.js', {}, true],
  ['/m/assets/i18n/0a1b/core/EN.json', {}, true],
  ['/m/asset-manifest.json', {}, false],
  ['/m/assets/index-AbC123.js', { origin: 'https://cdn.other.test' }, false],
])('asset %s %o is cache-first: %s', (pathname, init, handled) => {
  expect(isHashedAsset(match(pathname, init))).toBe(handled);
});

describe('the asset manifest', () => {
  const chunk = (fileName: string, isEntry = false, css: string[] = [], imports: string[] = []) => ({
    type: 'chunk',
    fileName,
    isEntry,
    imports,
    viteMetadata: { importedCss: new Set(css) },
  });
  const asset = (fileName: string, source: string) => ({ type: 'asset', fileName, source });
  function manifestOf(bundle: Record<string, unknown>) {
    let source = '';
    const hook = assetManifest().generateBundle as { handler: (this: unknown, options: unknown, bundle: unknown) => void };
    hook.handler.call(
      {
        emitFile: (file: { source: string }) => {
          source = file.source;
        },
      },
      {},
      bundle,
    );
    return JSON.parse(source) as { files: string[]; entrypoints: string[] };
  }
  const build = (html: string, entry = 'assets/index-A1.js') => ({
    [entry]: chunk(entry, true, ['assets/index-C1.css'], ['assets/vendor-V1.js']),
    'assets/vendor-V1.js': chunk('assets/vendor-V1.js', false, [], ['assets/index-A1.js']),
    'assets/lazy-B2.js': chunk('assets/lazy-B2.js', false, ['assets/lazy-C2.css'], ['assets/vendor-V1.js']),
    'assets/index-C1.css': asset('assets/index-C1.css', 'body{}'),
    'index.html': asset('index.html', html),
  });

  test('lists every file, sorted, and the shell: the entry, what it imports statically and their styles, never a lazy chunk', () => {
    const manifest = manifestOf(build('<html>'));
    expect(manifest.entrypoints).toEqual(['/m/assets/index-A1.js', '/m/assets/vendor-V1.js', '/m/assets/index-C1.css']);
    expect(manifest.files.slice(0, 4)).toEqual(['/m/assets/index-A1.js', '/m/assets/index-C1.css', '/m/assets/lazy-B2.js', '/m/assets/vendor-V1.js']);
    expect(manifest.files[4]).toMatch(/^\/m\/index\.html#[0-9a-f]{12}$/);
  });

  test('changes with any file, index.html included; the same build gives the same manifest', () => {
    expect(manifestOf(build('<html>'))).toEqual(manifestOf(build('<html>')));
    expect(manifestOf(build('<html>'))).not.toEqual(manifestOf(build('<html lang="en">')));
    expect(manifestOf(build('<html>'))).not.toEqual(manifestOf(build('<html>', 'assets/index-A2.js')));
  });
});
