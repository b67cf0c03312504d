import { JSDOM } from 'jsdom';
import path from 'node:path';
import { LANGUAGES } from '../../src/i18n/languages.ts';
import { offlinePageHtml, offlineTexts } from './offlinePage.ts';

const texts = offlineTexts(path.resolve(__dirname, 'offline-messages'));

function open(stored?: string) {
  const dom = new JSDOM(offlinePageHtml(texts), {
    url: 'https://m.royal88.test/m/home',
    runScripts: 'dangerously',
    beforeParse(window) {
      // The page asks whether the server is back; here it never answers.
      Object.assign(window, { fetch: () => new Promise(() => undefined) });
      if (stored) window.localStorage.setItem('wl.language', stored);
    },
  });
  const { document } = dom.window;
  return {
    lang: document.documentElement.lang,
    dir: document.documentElement.dir,
    heading: document.querySelector('h1')?.textContent,
    button: document.querySelector('button')?.textContent,
  };
}

test('has the texts of all twenty languages, each with every text of English and no other', () => {
  expect(Object.keys(texts).sort()).toEqual([...LANGUAGES].sort());
  const english = Object.keys(texts.EN).sort();
  for (const [code, messages] of Object.entries(texts)) {
    expect({ code, ids: Object.keys(messages).sort() }).toEqual({ code, ids: english });
    expect(Object.values(messages).filter((text) => !text.trim())).toEqual([]);
  }
});

test.each([
  [undefined, 'en', 'You are offline', 'Try again'],
  ['VI', 'vi', 'Bạn đang ngoại tuyến', 'Thử lại'],
  ['PT-BR', 'pt-BR', 'Você está offline', 'Tentar novamente'],
  ['CN', 'zh-CN', '网络已断开', '重试'],
])('with %j stored, the page is in %s', (stored, lang, heading, button) => {
  expect(open(stored)).toMatchObject({ lang, heading, button });
});

test('Urdu reads right to left', () => {
  expect(open('UR')).toMatchObject({ lang: 'ur', dir: 'rtl' });
});

test('text from a messages file cannot end the script early', () => {
  expect(offlinePageHtml({ EN: { 'offline.title': '</script><script>alert(1)</script>' } })).not.toContain('</script><script>alert(1)');
});
