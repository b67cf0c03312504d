import type { OutputBundle } from 'rolldown';
import { COMPILE_ALL_ON_LOAD, compileHints, startingFiles, withCompileHint } from './compileHints.ts';

const chunk = (name: string, imports: string[] = [], isEntry = false) => ({ fileName: `${name}.js`, name, isEntry, imports: imports.map((i) => `${i}.js`) });

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
  ];

  test.each([
    [[], ['index', 'react', 'runtime', 'client']],
    [['blocks'], ['index', 'react', 'runtime', 'client', 'blocks', 'shared']],
    [['Modal'], ['index', 'react', 'runtime', 'client', 'Modal', 'dialogs']],
  ])('named %o: the entry, the named chunks and all they import', (named, starting) => {
    expect([...startingFiles(chunks, named)].sort()).toEqual(starting.map((name) => `${name}.js`).sort());
  });

  test("the hint is the file's first line, once", () => {
    const once = withCompileHint('const __vite__mapDeps=1;\nimport "./a.js";');
    expect(once.split('\n')[0]).toBe(COMPILE_ALL_ON_LOAD);
    expect(withCompileHint(once)).toBe(once);
  });

  test('the plugin marks the starting chunks, and leaves other chunks and the assets as they are', () => {
    const bundle = {
      'index.js': { type: 'chunk', ...chunk('index', ['react'], true), code: '/*index*/' },
      'react.js': { type: 'chunk', ...chunk('react'), code: '/*react*/' },
      'Modal.js': { type: 'chunk', ...chunk('Modal', ['react']), code: '/*Modal*/' },
      'index.html': { type: 'asset', fileName: 'index.html', source: '<html></html>' },
    };
    const hook = compileHints([]).generateBundle as { handler: (options: unknown, bundle: OutputBundle) => void };
    hook.handler({}, bundle as unknown as OutputBundle);
    expect(bundle['index.js'].code).toBe(`${COMPILE_ALL_ON_LOAD}\n/*index*/`);
    expect(bundle['react.js'].code).toBe(`${COMPILE_ALL_ON_LOAD}\n/*react*/`);
    expect(bundle['Modal.js'].code).toBe('/*Modal*/');
    expect(bundle['index.html'].source).toBe('<html></html>');
  });
});
