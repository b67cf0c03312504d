// @vitest-environment jsdom
import { loadScript, parseScriptTags } from './scripts.ts';

const added = (src: string) => [...document.head.querySelectorAll('script')].filter((s) => s.src === src);

describe('loadScript', () => {
  afterEach(() => document.head.querySelectorAll('script').forEach((s) => s.remove()));

  test('adds one script element per address and settles when it has run', async () => {
    const first = loadScript('https://cdn.test/a.js', { 'data-x': '1', async: '' });
    const second = loadScript('https://cdn.test/a.js');
    expect(second).toBe(first);
    const [script] = added('https://cdn.test/a.js');
    expect(added('https://cdn.test/a.js')).toHaveLength(1);
    expect(script.dataset.x).toBe('1');
    script.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBeUndefined();
  });

  test('a failed load is removed and may be tried again', async () => {
    const first = loadScript('https://cdn.test/b.js');
    added('https://cdn.test/b.js')[0].dispatchEvent(new Event('error'));
    await expect(first).rejects.toThrow(/could not be loaded/);
    expect(added('https://cdn.test/b.js')).toHaveLength(0);
    const again = loadScript('https://cdn.test/b.js');
    expect(again).not.toBe(first);
    expect(added('https://cdn.test/b.js')).toHaveLength(1);
  });
});

describe('parseScriptTags', () => {
  test('reads the script elements of markup without running them', () => {
    const w = window as unknown as { ran?: boolean };
    const markup = '<div>x</div><script src="/w.js" async data-m="r"></script><script>window.ran = true</script><img src=x onerror="window.ran=true">';
    const tags = parseScriptTags(markup);
    expect(tags).toEqual([
      { src: '/w.js', attributes: { src: '/w.js', async: '', 'data-m': 'r' } },
      { src: undefined, attributes: {} },
    ]);
    expect(w.ran).toBeUndefined();
  });
});
