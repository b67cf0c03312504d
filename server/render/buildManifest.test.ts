import { appCodeFiles, pageAssets, type BuildManifest } from './buildManifest.ts';

// Shaped as the bundler writes it: chunk keys, files under assets/, each chunk's imports and styles.
const manifest: BuildManifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_runtime.js', '_react.js', '_client.js', '_blocks.js'], css: ['assets/index.css'] },
  '_runtime.js': { file: 'assets/runtime.js' },
  '_react.js': { file: 'assets/react.js', imports: ['_runtime.js'] },
  '_client.js': { file: 'assets/client.js', imports: ['_blocks.js'] },
  '_blocks.js': { file: 'assets/blocks.js', name: 'blocks', imports: ['_runtime.js', '_react.js'], css: ['assets/blocks.css'] },
  'src/pages/account/LoginPage.tsx': { file: 'assets/login.js', imports: ['_react.js', '_form.js'], css: ['assets/login.css'] },
  '_form.js': { file: 'assets/form.js', css: ['assets/form.css', 'assets/blocks.css'] },
};

test("appCodeFiles: the app's entry, its chunks each after what it imports, and their styles", () => {
  expect(appCodeFiles(manifest)).toEqual({
    entry: '/m/assets/index.js',
    chunks: ['/m/assets/runtime.js', '/m/assets/react.js', '/m/assets/blocks.js', '/m/assets/client.js'],
    styles: ['/m/assets/blocks.css', '/m/assets/index.css'],
  });
  expect(() => appCodeFiles({ '_a.js': { file: 'assets/a.js' } })).toThrow(/no entry/);
});

test("pageAssets: what a page needs beyond the app's own files", () => {
  expect(pageAssets(manifest, 'src/pages/account/LoginPage.tsx')).toEqual({
    scripts: ['/m/assets/login.js', '/m/assets/form.js'],
    styles: ['/m/assets/login.css', '/m/assets/form.css'],
  });
  // A page in the app's own chunks (home, in the blocks chunk) needs nothing more.
  expect(pageAssets(manifest, 'src/pages/home/HomePage.tsx')).toEqual({ scripts: [], styles: [] });
});
