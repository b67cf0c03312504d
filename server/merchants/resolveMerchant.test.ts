import type { LoadedMerchant } from '../../project/project.ts';
import type { MerchantFile } from '../../src/config/types.generated.ts';
import { resolveMerchant, type MerchantQuery, type ResolveOptions } from './resolveMerchant.ts';

const merchant = (merchantCode: string, ...domains: string[]): LoadedMerchant => ({
  file: `merchants/${merchantCode}.json`,
  data: { merchantCode, domains } as unknown as MerchantFile,
});
const merchants = [merchant('royal88', 'm.royal88.test', 'localhost'), merchant('xoso68', 'm.xoso68.test')];
const live: ResolveOptions = { preview: false };
/** As the route tests and the server's own render ask: the header names the merchant. */
const byHeader: ResolveOptions = { preview: false, headerDecides: true };
const preview: ResolveOptions = { preview: true, defaultMerchant: 'xoso68' };

describe('resolveMerchant', () => {
  test.each<[string, MerchantQuery, ResolveOptions, string]>([
    ['the host', { host: 'm.xoso68.test' }, live, 'xoso68'],
    ['the host without its port, any case', { host: 'M.Royal88.TEST:5173' }, live, 'royal88'],
    ["a header naming the host's merchant", { header: 'xoso68', host: 'm.xoso68.test' }, live, 'xoso68'],
    ['where the header decides, the header over the host', { header: 'xoso68', host: 'm.royal88.test' }, byHeader, 'xoso68'],
    ['where the header decides, the host without one', { host: 'm.royal88.test' }, byHeader, 'royal88'],
    ['in preview, the forced merchant over the host', { host: 'localhost:5173' }, preview, 'xoso68'],
    ['in preview, the header over the forced merchant', { header: 'royal88', host: 'localhost' }, preview, 'royal88'],
    ['in preview, the query over the forced merchant', { queryCode: 'royal88', host: 'localhost' }, preview, 'royal88'],
    ['in preview, the host when the forced merchant is not loaded', { host: 'm.royal88.test' }, { preview: true, defaultMerchant: 'broken' }, 'royal88'],
    ['outside preview, the host over the query', { queryCode: 'xoso68', host: 'localhost' }, live, 'royal88'],
    ['outside preview, the host over a default', { host: 'localhost' }, { preview: false, defaultMerchant: 'xoso68' }, 'royal88'],
  ])('%s', (_, query, opts, expected) => {
    expect(resolveMerchant(merchants, query, opts).merchantCode).toBe(expected);
  });

  test.each<[string, MerchantQuery, ResolveOptions]>([
    ['an unknown host', { host: 'nobody.test:80' }, live],
    ['no host at all', {}, live],
    ['an unknown header code', { header: 'nobody', host: 'm.royal88.test' }, live],
    ["a header naming another merchant than the host's", { header: 'xoso68', host: 'm.royal88.test' }, live],
    ['a header on a host no merchant claims', { header: 'xoso68', host: 'unclaimed.test' }, live],
    ['a header without a host', { header: 'xoso68' }, live],
    ['an unknown header code where the header decides', { header: 'nobody', host: 'm.royal88.test' }, byHeader],
    ['an unknown query code in preview', { queryCode: 'nobody' }, preview],
    ['a default outside preview', { host: 'nobody.test' }, { preview: false, defaultMerchant: 'xoso68' }],
  ])('%s is merchant_not_found', (_, query, opts) => {
    expect(() => resolveMerchant(merchants, query, opts)).toThrow(expect.objectContaining({ status: 404, errorCode: 'merchant_not_found' }));
  });
});
