// Which merchant a request is for. As deployed, the host name decides: a Merchant header is accepted
// only when it names the host's merchant, so one merchant's domain never answers as another's and a host
// no merchant claims gets no merchant. Where the header decides (the preview, the route tests, the
// server's own render of a page), it wins; in preview, then the merchant named by the query or the one
// the preview was started for; then the host name against each merchant's domains.
import { findMerchantByHost, type LoadedMerchant } from '../../project/project.ts';
import type { MerchantFile } from '../../src/config/types.generated.ts';
import { HttpError } from '../http/errors.ts';

export interface MerchantQuery {
  /** The Merchant header (a merchant code). */
  header?: string;
  /** The Host header, port included or not. */
  host?: string;
  /** A code from the query string; honoured in preview only, where one server shows every merchant. */
  queryCode?: string;
}

export interface ResolveOptions {
  preview: boolean;
  /**
   * In preview, the merchant shown whatever the host: `wl preview xoso68` must show xoso68 on
   * localhost even though another merchant lists localhost among its domains. When that merchant's
   * file is not loaded (it has problems), the host decides.
   */
  defaultMerchant?: string;
  /** Whether the Merchant header names the merchant whatever the host (default: in preview). */
  headerDecides?: boolean;
}

export function resolveMerchant(merchants: LoadedMerchant[], query: MerchantQuery, opts: ResolveOptions): MerchantFile {
  if (!(opts.headerDecides ?? opts.preview)) return byHostOnly(merchants, query);
  const named = query.header ?? (opts.preview ? query.queryCode : undefined);
  if (named) return byCode(merchants, named) ?? notFound(`No merchant "${named}"`);
  const forced = opts.preview && opts.defaultMerchant ? byCode(merchants, opts.defaultMerchant) : undefined;
  if (forced) return forced;
  return byHost(merchants, query.host) ?? notFound(unclaimed(query.host));
}

function byHostOnly(merchants: LoadedMerchant[], query: MerchantQuery): MerchantFile {
  const merchant = byHost(merchants, query.host) ?? notFound(unclaimed(query.host));
  if (query.header !== undefined && query.header !== merchant.merchantCode) notFound(`${hostName(query.host)} serves no merchant "${query.header}"`);
  return merchant;
}

const byCode = (merchants: LoadedMerchant[], code: string) => merchants.find((m) => m.data.merchantCode === code)?.data;
const byHost = (merchants: LoadedMerchant[], host: string | undefined) => (host ? findMerchantByHost(merchants, host)?.data : undefined);
const hostName = (host: string | undefined) => host?.replace(/:\d+$/, '') || 'this host';
const unclaimed = (host: string | undefined) => `No merchant is configured for ${hostName(host)}`;

function notFound(message: string): never {
  throw new HttpError(404, 'merchant_not_found', message);
}
