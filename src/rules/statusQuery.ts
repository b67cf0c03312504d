// The status call's query (spec section 7: device, track, originalDomain, url): the page's address, the
// first domain the visitor came in on (else this one), the device, and `track`, the advertising ids the
// visitor arrived with (the same record as a registration's pixelTrack), as JSON, left out when there are none.
import type { StatusQuery } from '../api/calls.ts';

export const STATUS_DEVICE = 'MOBILE';

export interface StatusQueryInput {
  href: string;
  hostname: string;
  /** The domain kept from the visitor's first landing, if any. */
  originalDomain: string | null | undefined;
  /** The ad click and pixel ids kept from the landing query; null when none. */
  adIds: Record<string, string> | null;
}

export function statusQuery({ href, hostname, originalDomain, adIds }: StatusQueryInput): StatusQuery {
  return {
    url: href,
    originalDomain: originalDomain || hostname,
    device: STATUS_DEVICE,
    ...(adIds && Object.keys(adIds).length > 0 ? { track: JSON.stringify(adIds) } : {}),
  };
}
