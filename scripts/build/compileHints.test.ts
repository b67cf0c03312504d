import type { OutputBundle } from 'rolldown';
import { COMPILE_ALL_ON_LOAD, compileHints, startingFiles, withCompileHint } from './compileHints.ts';

const chunk = (name: string, imports: string[] = [], isEntry = false) => ({
  fileName: `${name}.js`,
  name,
  isEntry,
  facadeModuleId: `/project/src/pages/${name}.tsx`,
  imports: imports.map((i) => `${i}.js`),
});

describe('compile hints: the starting code compiles as it loads', () => {
  const chunks = [
    chunk('index', ['react', 'client'], true),
    chunk('react', ['runtime']),
    chunk('runtime'),
    chunk('client', ['runtime']),
    chunk('blocks', ['shared']),
    chunk('shared'),
    chunk('Modal', ['react', 'dialogs']),
    chunk('dialogs'),
    chunk('firebase'),
    chunk('LoginPage', ['react', 'form']),
    chunk('form', ['shared']),
    { ...chunk('ForgotPage', ['form']), facadeModuleId: null },
  ];

  test.each([
    [[], [], ['index', 'react', 'runtime', 'client']],
    [['blocks'], [], ['index', 'react', 'runtime', 'client', 'blocks', 'shared']],
    [['Modal'], [], ['index', 'react', 'runtime', 'client', 'Modal', 'dialogs']],
    [[], ['src/pages/LoginPage.tsx'], ['index', 'react', 'runtime', 'client', 'LoginPage', 'form', 'shared']],
    // A source names the file a chunk stands for, whole: a chunk of another file ending the same is not it.
    [[], ['pages/LoginPage.tsx', 'ginPage.tsx', 'src/pages/Forgot.tsx'], ['index', 'react', 'runtime', 'client', 'LoginPage', 'form', 'shared']],
  ])('chunks %o and sources %o: the entry, the chunks named and all they import', (named, sources, starting) => {
    expect([...startingFiles(chunks, { chunks: named, sources })].sort()).toEqual(starting.map((name) => `${name}.js`).sort());
  });

  test("the hint is the file's first line, once", () => {
    const once = withCompileHint('const __vite__mapDeps=1;\nimport "./a.js";');
    expect(once.split('\n')[0]).toBe(COMPILE_ALL_ON_LOAD);
    expect(withCompileHint(once)).toBe(once);
  });

  test("the plugin marks the starting chunks, the sources' too, and leaves other chunks and the assets as they are", async () => {
    const bundle = {
      'index.js': { type: 'chunk', ...chunk('index', ['react'], true), code: '/*index*/' },
      'react.js': { type: 'chunk', ...chunk('react'), code: '/*react*/' },
      'Modal.js': { type: 'chunk', ...chunk('Modal', ['react']), code: '/*Modal*/' },
      'LoginPage.js': { type: 'chunk', ...chunk('LoginPage', ['react']), code: '/*LoginPage*/' },
      'index.html': { type: 'asset', fileName: 'index.html', source: '<html></html>' },
    };
    const plugin = compileHints({ chunks: [], sources: async () => ['src/pages/LoginPage.tsx'] });
    await (plugin.buildStart as () => Promise<void>)();
    const hook = plugin.generateBundle as { handler: (options: unknown, bundle: OutputBundle) => void };
    hook.handler({}, bundle as unknown as OutputBundle);
    expect(bundle['index.js'].code).toBe(`${COMPILE_ALL_ON_LOAD}\n/*index*/`);
    expect(bundle['react.js'].code).toBe(`${COMPILE_ALL_ON_LOAD}\n/*react*/`);
    expect(bundle['Modal.js'].code).toBe('/*Modal*/');
    expect(bundle['LoginPage.js'].code).toBe(`${COMPILE_ALL_ON_LOAD}\n/*LoginPage*/`);
    expect(bundle['index.html'].source).toBe('<html></html>');
  });
});
