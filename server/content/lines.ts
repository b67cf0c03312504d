// The merchant's lines (GET /wps/system/domainRoute) and what the line-speed ping needs to be timed
// from another origin: CORS for the merchants' own origins, and an optional delay to try a slow line.
import type { MerchantFile } from '../../src/config/types.generated.ts';

/**
 * The merchant's lines as origins: an origin as written; a bare host name on the scheme and port the
 * player came in on (so one server on any port can play several lines); none configured, the origin
 * the player reached.
 */
export function merchantLines(lines: readonly string[] | undefined, reached: string): string[] {
  if (!lines || lines.length === 0) return [reached];
  const { protocol, port } = new URL(reached);
  const origins = lines.map((line) => (line.includes('://') ? new URL(line).origin : `${protocol}//${line}${port ? `:${port}` : ''}`));
  return [...new Set(origins)];
}

/** The Origin a ping may be read from: a page on one of the merchants' domains, any port; else none. */
export function pingReader(origin: string | undefined, merchants: readonly MerchantFile[]): string | undefined {
  if (!origin) return undefined;
  let host: string;
  try {
    const url = new URL(origin);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    host = url.hostname;
  } catch {
    return undefined;
  }
  return merchants.some((merchant) => merchant.domains.includes(host)) ? origin : undefined;
}

/** How much later the reference API answers a ping on this host (lineSpeedTest.pingDelayMs); 0 by default. */
export function pingDelay(merchant: MerchantFile | undefined, host: string | undefined): number {
  const name = host?.replace(/:\d+$/, '').toLowerCase();
  return (name && merchant?.lineSpeedTest?.pingDelayMs?.[name]) || 0;
}
