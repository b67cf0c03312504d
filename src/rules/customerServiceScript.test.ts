import { vetCustomerServiceScripts, type ScriptTag } from './customerServiceScript.ts';

const page = 'https://m.royal88.test';
const tag = (src?: string, attributes: Record<string, string> = {}): ScriptTag => ({ src, attributes });

describe('vetCustomerServiceScripts', () => {
  test.each([
    ['a listed origin', ['https://cs.royal88.test'], 'https://cs.royal88.test/w.js', 'https://cs.royal88.test/w.js'],
    ["self: the page's own origin", ['self'], '/demo-chat/cs-widget.js', 'https://m.royal88.test/demo-chat/cs-widget.js'],
    ['self, written in full', ['self'], 'https://m.royal88.test/w.js', 'https://m.royal88.test/w.js'],
    ['protocol-relative to a listed origin', ['https://cs.royal88.test'], '//cs.royal88.test/w.js', 'https://cs.royal88.test/w.js'],
  ])('accepts %s', (_, origins, src, expected) => {
    const { accepted, refused } = vetCustomerServiceScripts([tag(src)], origins, page);
    expect(refused).toEqual([]);
    expect(accepted.map((a) => a.src)).toEqual([expected]);
  });

  test.each([
    ['an origin not listed', ['https://cs.royal88.test'], 'https://evil.test/w.js', 'origin'],
    ['a look-alike host', ['https://cs.royal88.test'], 'https://cs.royal88.test.evil.test/w.js', 'origin'],
    ['another port', ['https://cs.royal88.test'], 'https://cs.royal88.test:8443/w.js', 'origin'],
    ['http where https is listed', ['https://cs.royal88.test'], 'http://cs.royal88.test/w.js', 'origin'],
    ["the page's origin without self", ['https://cs.royal88.test'], '/w.js', 'origin'],
    ['nothing listed', [], 'https://cs.royal88.test/w.js', 'origin'],
    ['a script URL', ['self'], 'javascript:alert(1)', 'bad-url'],
    ['a data URL', ['self'], 'data:text/javascript,alert(1)', 'bad-url'],
    ['a broken URL', ['self'], 'https://', 'bad-url'],
  ])('refuses %s', (_, origins, src, reason) => {
    const { accepted, refused } = vetCustomerServiceScripts([tag(src)], origins, page);
    expect(accepted).toEqual([]);
    expect(refused).toEqual([{ src, reason }]);
  });

  test('refuses inline code, whatever is listed', () => {
    expect(vetCustomerServiceScripts([tag(undefined), tag('  ')], ['self'], page).refused).toEqual([{ reason: 'inline' }, { reason: 'inline' }]);
  });

  test('keeps loader attributes and data attributes only', () => {
    const [script] = vetCustomerServiceScripts(
      [
        tag('/w.js', {
          src: '/w.js',
          async: '',
          'data-merchant': 'royal88',
          onload: 'steal()',
          type: 'module',
          nonce: 'x',
          integrity: 'sha384-abc',
        }),
      ],
      ['self'],
      page,
    ).accepted;
    expect(script.attributes).toEqual({ async: '', 'data-merchant': 'royal88', type: 'module', integrity: 'sha384-abc' });
  });

  test('drops a type that would not run as a script', () => {
    const [script] = vetCustomerServiceScripts([tag('/w.js', { type: 'text/html' })], ['self'], page).accepted;
    expect(script.attributes).toEqual({});
  });

  test('sorts a mixed list', () => {
    const result = vetCustomerServiceScripts([tag('/a.js'), tag('https://evil.test/b.js'), tag(undefined)], ['self'], page);
    expect(result.accepted.map((a) => a.src)).toEqual(['https://m.royal88.test/a.js']);
    expect(result.refused.map((r) => r.reason)).toEqual(['origin', 'inline']);
  });
});
