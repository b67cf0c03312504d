import path from 'node:path';
import { devices, type Browser, type BrowserContext, type CDPSession, type Page } from 'playwright-core';
import { fileURLToPath } from 'node:url';
import { readdirSync, readFileSync } from 'node:fs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--host-resolver-rules=MAP *.test 127.0.0.1',
];

export interface Figure {
  name: string;
  value: number;
  unit: string;
  budget?: string;
  ok?: boolean;
}

/** The host name each shipped merchant answers on in local runs. */
export function merchantHosts(): { code: string; host: string }[] {
  const dir = path.join(root, 'merchants');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => {
      const m = JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as { merchantCode: string; domains: string[] };
      const host = m.domains.find((d) => d.endsWith('.test'));
      if (!host) throw new Error(`${f} has no .test domain`);
      return { code: m.merchantCode, host };
    });
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Loads or runs per page for the repeated measurements: WL_BENCH_RUNS=1 for a quick try. */
export function benchRuns(fallback = 5): number {
  const asked = Number(process.env.WL_BENCH_RUNS);
  return Number.isInteger(asked) && asked > 0 ? asked : fallback;
}

/** How much slower the benches make the CPU: Lighthouse's mobile figure, a mid-range phone's. */
export const CPU_SLOWDOWN = 4;
/** Chromium's "Slow 4G" preset. */
export const SLOW_4G = { offline: false, latency: 562.5, downloadThroughput: (1.44 * 1024 * 1024) / 8, uploadThroughput: (0.675 * 1024 * 1024) / 8 };

/**
 * A page of a fresh context (no cache, no service worker) on a phone: a Pixel 7's screen and agent, the
 * CPU CPU_SLOWDOWN times slower, and the network Slow 4G when asked. The caller closes the context.
 */
export async function phonePage(browser: Browser, network: 'local' | 'slow 4g' = 'local'): Promise<{ context: BrowserContext; page: Page; cdp: CDPSession }> {
  const context = await browser.newContext({ ...devices['Pixel 7'] });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  if (network === 'slow 4g') {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  }
  return { context, page, cdp };
}
