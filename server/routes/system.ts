// System calls: site config, status, countries, lines, ping and the web manifest.
import { countriesFor } from '../countries.ts';
import { requestOrigin } from '../http/request.ts';
import { RawJson, type Router } from '../http/router.ts';
import { webManifest } from '../manifest.ts';
import type { ApiDeps } from './deps.ts';

export function systemRoutes(router: Router, { project }: ApiDeps): void {
  router
    .get('/wps/system/config', ({ req, url }) => project.siteConfig(project.merchantFor(req, url.searchParams.get('merchant'))))
    .get('/wps/system/status', ({ req, ip, url }) => {
      const merchant = project.merchantFor(req);
      const domain = (url.searchParams.get('originalDomain') || (req.headers.host ?? '')).replace(/:\d+$/, '').toLowerCase();
      const code = merchant.register.domainAffiliates?.[domain];
      return {
        affiliate: code ? { code, domain } : null,
        maintenance: merchant.maintenance.enabled,
        maintenanceEnd: merchant.maintenance.end ?? null,
        regionBlocked: (merchant.regionRestriction.blockedIps ?? []).includes(ip),
        ip,
        serverTime: Date.now(),
      };
    })
    .get('/wps/system/country', ({ req }) => {
      const merchant = project.merchantFor(req);
      const countries = countriesFor(merchant.content.countries, merchant.currency);
      return { countryCode: countries[0].countryCode, countryDialingCode: countries[0].countryDialingCode, countries };
    })
    .get('/wps/system/domainRoute', ({ req }) => {
      project.merchantFor(req);
      // One server, one line: the origin the client reached it at.
      return { lines: [requestOrigin(req, 'localhost')] };
    })
    // A connectivity and line-speed check: answers whichever merchant asks, or none.
    .get('/wps/system/test/ping', () => ({ pong: Date.now() }))
    // Browsers fetch the manifest from a <link>, which cannot send a Merchant header: the host decides,
    // or in preview the merchantCode query the app adds.
    .get('/wps/system/manifest.json', ({ req, url }) => new RawJson(webManifest(project.merchantFor(req, url.searchParams.get('merchantCode'))), 'application/manifest+json'));
}
