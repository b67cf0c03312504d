// Field data: the Core Web Vitals of this page load as the player's browser measured them (the
// web-vitals library, loaded once the first screen is drawn: its observers read the entries the browser
// kept since the load began), sent with a beacon each time the page is hidden, which is the last moment
// a page can count on. Only what changed since the last beacon goes.
type WebVitals = typeof import('web-vitals');
type Metric = { name: string; value: number };

export interface FieldDataOptions {
  /** Where the reports go. */
  url: string;
  /** What the load is counted under (rules/fieldData.ts). */
  page: string;
  /** The library (tests give their own). */
  load?: () => Promise<Pick<WebVitals, 'onLCP' | 'onINP' | 'onCLS' | 'onFCP' | 'onTTFB'>>;
  /** Sends a body without waiting for an answer (the browser's beacon; false when it was not queued). */
  send?: (url: string, body: Blob) => boolean;
}

export async function reportFieldData(opts: FieldDataOptions): Promise<void> {
  const vitals = await (opts.load ?? (() => import('web-vitals')))();
  const send = opts.send ?? ((url: string, body: Blob) => navigator.sendBeacon?.(url, body) ?? false);
  const { url, page } = opts;
  const pending = new Map<string, number>();
  const note = (metric: Metric) => pending.set(metric.name, Math.max(0, Math.round(metric.value * 1000) / 1000));
  for (const on of [vitals.onLCP, vitals.onINP, vitals.onCLS, vitals.onFCP, vitals.onTTFB]) on(note);
  const flush = () => {
    if (pending.size === 0) return;
    const body = JSON.stringify({ page, metrics: [...pending].map(([name, value]) => ({ name, value })) });
    if (send(url, new Blob([body], { type: 'application/json' }))) pending.clear();
  };
  // web-vitals reports the metrics it holds back (LCP, CLS, INP) as the page is hidden, before these run.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  window.addEventListener('pagehide', flush);
}
