import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { SENTINELS, withStacklessSentinels } from './stacklessSentinels.ts';

const reactDomClient = () =>
  readFileSync(path.join(path.dirname(createRequire(import.meta.url).resolve('react-dom/package.json')), 'cjs/react-dom-client.production.js'), 'utf8');

describe('withStacklessSentinels', () => {
  it("makes each of React DOM's sentinels without its constructor, and nothing else", () => {
    const before = reactDomClient();
    const after = withStacklessSentinels(before);
    for (const name of SENTINELS) {
      expect(after).toMatch(new RegExp(`\\b${name} = wlStacklessError\\(formatProdErrorMessage\\(\\d+\\)\\)`));
      expect(after).not.toMatch(new RegExp(`\\b${name} = Error\\(`));
    }
    // React's own lines stay where they were: the helper is appended.
    expect(after.split('\n').slice(0, 200)).toEqual(before.split('\n').slice(0, 200));
    expect(after.length - before.length).toBeLessThan(400);
  });

  it('gives an error that React can throw and compare: an Error with its message and no stack', () => {
    const code = `var formatProdErrorMessage = (n) => 'Minified React error #' + n;\n${SENTINELS.map((name, i) => `var ${name} = Error(formatProdErrorMessage(${400 + i}));`).join('\n')}`;
    const made = new Function(`${withStacklessSentinels(code)}\nreturn [${SENTINELS.join(', ')}];`)() as Error[];
    expect(made.map((error) => error instanceof Error)).toEqual(SENTINELS.map(() => true));
    expect(made[0].message).toBe('Minified React error #400');
    expect(made[0].stack).toBeUndefined();
    expect(() => {
      throw made[1];
    }).toThrow(made[1]);
  });

  it('fails the build, naming what it missed, when React makes a sentinel differently', () => {
    const code = SENTINELS.slice(1)
      .map((name) => `var ${name} = Error(formatProdErrorMessage(1));`)
      .join('\n');
    expect(() => withStacklessSentinels(`${code}\nvar HydrationMismatchException = new Error('x');`)).toThrow(
      /React DOM no longer makes HydrationMismatchException as "Name = Error\(formatProdErrorMessage\(n\)\)"/,
    );
  });
});
