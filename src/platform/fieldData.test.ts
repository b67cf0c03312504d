// @vitest-environment jsdom
// The beacon as the server reads it: the page the load is counted under, each metric's latest value,
// only what changed since the last one, and nothing when nothing was measured.
import { reportFieldData } from './fieldData.ts';

type Listener = (metric: { name: string; value: number }) => void;

function library() {
  const listeners: Record<string, Listener> = {};
  const on = (name: string) => (listener: Listener) => void (listeners[name] = listener);
  return {
    vitals: { onLCP: on('LCP'), onINP: on('INP'), onCLS: on('CLS'), onFCP: on('FCP'), onTTFB: on('TTFB') },
    measure: (name: string, value: number) => listeners[name]({ name, value }),
  };
}

const hide = () => {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
};

test('sends the latest value of each metric when the page is hidden, then only what changed', async () => {
  const { vitals, measure } = library();
  const sent: { url: string; body: unknown }[] = [];
  const texts: Promise<void>[] = [];
  const send = (url: string, body: Blob) => {
    texts.push(body.text().then((text) => void sent.push({ url, body: JSON.parse(text) })));
    return true;
  };
  await reportFieldData({ url: '/wps/rum?merchant=royal88', page: 'login', load: async () => vitals as never, send });
  hide();
  expect(texts).toHaveLength(0);
  measure('FCP', 812.4);
  measure('LCP', 1500);
  measure('LCP', 2210.55);
  measure('CLS', 0.0421);
  hide();
  measure('INP', 96);
  hide();
  await Promise.all(texts);
  expect(sent).toEqual([
    {
      url: '/wps/rum?merchant=royal88',
      body: {
        page: 'login',
        metrics: [
          { name: 'FCP', value: 812.4 },
          { name: 'LCP', value: 2210.55 },
          { name: 'CLS', value: 0.042 },
        ],
      },
    },
    { url: '/wps/rum?merchant=royal88', body: { page: 'login', metrics: [{ name: 'INP', value: 96 }] } },
  ]);
});
