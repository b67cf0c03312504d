// Which merchant a request is for: the Merchant header wins; in preview, then the merchant named by
// the query or the one the preview was started for; then the host name against each merchant's domains.
import { findMerchantByHost, type LoadedMerchant } from '../project/project.ts';
import type { MerchantFile } from '../src/config/types.generated.ts';
import { HttpError } from './http/errors.ts';

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
}

export function resolveMerchant(merchants: LoadedMerchant[], query: MerchantQuery, opts: ResolveOptions): MerchantFile {
  const named = query.header ?? (opts.preview ? query.queryCode : undefined);
  if (named) return byCode(merchants, named) ?? notFound(`No merchant "${named}"`);
  const forced = opts.preview && opts.defaultMerchant ? byCode(merchants, opts.defaultMerchant) : undefined;
  if (forced) return forced;
  const byHost = query.host ? findMerchantByHost(merchants, query.host) : undefined;
  if (byHost) return byHost.data;
  return notFound(`No merchant is configured for ${query.host?.replace(/:\d+$/, '') || 'this host'}`);
}

const byCode = (merchants: LoadedMerchant[], code: string) => merchants.find((m) => m.data.merchantCode === code)?.data;

function notFound(message: string): never {
  throw new HttpError(404, 'merchant_not_found', message);
}
