import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readdirSync, readFileSync } from 'node:fs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const chromiumFlags = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
  '--host-resolver-rules=MAP *.test 127.0.0.1',
];

export interface Figure { name: string; value: number; unit: string; budget?: string; ok?: boolean }

/** The host name each shipped merchant answers on in local runs. */
export function merchantHosts(): { code: string; host: string }[] {
  const dir = path.join(root, 'merchants');
  return readdirSync(dir).filter((f) => f.endsWith('.json')).map((f) => {
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
