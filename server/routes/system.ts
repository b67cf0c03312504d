// System calls: config, status, countries, lines, ping, web manifest, RSA key.
import type { Country } from '../../src/config/types.generated.ts';
import { RAW, sendJson, type Router } from '../http.ts';
import { webManifest } from '../manifest.ts';
import type { ApiDeps } from './deps.ts';

/** Countries offered when a merchant lists none of its own. */
const DEFAULT_COUNTRIES: Country[] = [
  { countryCode: 'CN', countryDialingCode: '86', currency: 'CNY', currencySymbol: '¥' },
  { countryCode: 'VN', countryDialingCode: '84', currency: 'VND', currencySymbol: '₫' },
  { countryCode: 'BR', countryDialingCode: '55', currency: 'BRL', currencySymbol: 'R$' },
  { countryCode: 'TH', countryDialingCode: '66', currency: 'THB', currencySymbol: '฿' },
  { countryCode: 'PH', countryDialingCode: '63', currency: 'PHP', currencySymbol: '₱' },
  { countryCode: 'ID', countryDialingCode: '62', currency: 'IDR', currencySymbol: 'Rp' },
  { countryCode: 'IN', countryDialingCode: '91', currency: 'INR', currencySymbol: '₹' },
  { countryCode: 'MY', countryDialingCode: '60', currency: 'MYR', currencySymbol: 'RM' },
];

export function systemRoutes(router: Router, { holder, rsa }: ApiDeps): void {
  router
    .on('GET', '/wps/system/config', ({ req, url }) => holder.siteConfig(holder.merchantFor(req, url.searchParams.get('merchant'))))
    .on('GET', '/wps/system/status', ({ req, ip }) => {
      const merchant = holder.merchantFor(req);
      return {
        maintenance: merchant.maintenance.enabled,
        maintenanceEnd: merchant.maintenance.end ?? null,
        regionBlocked: (merchant.regionRestriction.blockedIps ?? []).includes(ip),
        ip,
        serverTime: Date.now(),
      };
    })
    .on('GET', '/wps/system/country', ({ req }) => {
      const merchant = holder.merchantFor(req);
      const countries = merchant.content.countries?.length ? merchant.content.countries : DEFAULT_COUNTRIES;
      const [first] = countries;
      return { countryCode: first.countryCode, countryDialingCode: first.countryDialingCode, countries };
    })
    .on('GET', '/wps/system/domainRoute', ({ req }) => {
      holder.merchantFor(req);
      return { lines: [`http://${req.headers.host ?? 'localhost'}`] };
    })
    .on('GET', '/wps/system/test/ping', ({ req }) => {
      holder.merchantFor(req);
      return { pong: Date.now() };
    })
    .on('GET', '/wps/system/manifest.json', ({ req, res, url }) => {
      const merchant = holder.merchantFor(req, url.searchParams.get('merchantCode'));
      sendJson(res, 200, webManifest(merchant));
      return RAW;
    })
    .on('GET', '/wps/session/key/rsa', () => rsa.publicPem);
}
