// System calls: site config, status, countries, lines, ping and the web manifest.
import type { IncomingMessage } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import type { CountryList, MerchantFile, SystemStatus } from '../../src/config/types.generated.ts';
import { countriesFor } from '../content/countries.ts';
import { headerValue, requestOrigin } from '../http/request.ts';
import { merchantLines, pingDelay, pingReader } from '../content/lines.ts';
import type { LiveProject } from '../merchants/project.ts';
import { accessVerdict } from '../merchants/regionRestriction.ts';
import { RawJson } from '../http/router.ts';
import type { ApiRouter } from './context.ts';
import { webManifest } from '../web/manifest.ts';
import type { ApiDeps } from './deps.ts';

export function systemRoutes(router: ApiRouter, { project }: ApiDeps): void {
  router
    .get(
      '/wps/system/config',
      { needs: 'merchant', merchantParam: 'merchant', query: 'requests/site-config-query.schema.json', answer: 'site-config.schema.json', sameAnswer: true },
      ({ merchant }) => project.siteConfig(merchant),
    )
    .get(
      '/wps/system/status',
      { needs: 'merchant', query: 'requests/status-query.schema.json', answer: 'answers/system-status.schema.json' },
      ({ merchant, req, ip, query }): SystemStatus => {
        const domain = (query.originalDomain || (req.headers.host ?? '')).replace(/:\d+$/, '').toLowerCase();
        const code = merchant.register.domainAffiliates?.[domain];
        return {
          affiliate: code ? { code, domain } : null,
          maintenance: merchant.maintenance.enabled,
          maintenanceEnd: merchant.maintenance.end ?? null,
          regionBlocked: accessVerdict(merchant.regionRestriction, { ip, header: (name) => headerValue(req, name) }).blocked,
          ip,
          serverTime: Date.now(),
        };
      },
    )
    .get('/wps/system/country', { needs: 'merchant', answer: 'answers/country-list.schema.json' }, ({ merchant }): CountryList => {
      const countries = countriesFor(merchant.content.countries, merchant.currency);
      return { countryCode: countries[0].countryCode, countryDialingCode: countries[0].countryDialingCode, countries };
    })
    .get('/wps/system/domainRoute', { needs: 'merchant', answer: 'answers/domain-route.schema.json' }, ({ merchant, req }) => ({
      lines: merchantLines(merchant.lines, requestOrigin(req, 'localhost')),
    }))
    // A connectivity and line-speed check: answers whichever merchant asks, or none. A line on another
    // origin is timed by a page of a merchant's, so those origins may read the answer.
    .get('/wps/system/test/ping', async ({ req, res }) => {
      const reader = pingReader(
        headerValue(req, 'origin'),
        project.current.merchants.map((m) => m.data),
      );
      if (reader) res.setHeader('Access-Control-Allow-Origin', reader);
      res.setHeader('Vary', 'Origin');
      const delay = pingDelay(merchantOrNone(project, req), headerValue(req, 'host'));
      if (delay > 0) await sleep(delay);
      return { pong: Date.now() };
    })
    // Browsers fetch the manifest from a <link>, which cannot send a Merchant header: the host decides,
    // or in preview the merchantCode query the app adds.
    .get(
      '/wps/system/manifest.json',
      { needs: 'merchant', merchantParam: 'merchantCode', query: 'requests/manifest-query.schema.json' },
      ({ merchant }) => new RawJson(webManifest(merchant), 'application/manifest+json'),
    );
}

/** The merchant a request is for, or none (the ping answers anyone). */
function merchantOrNone(project: LiveProject, req: IncomingMessage): MerchantFile | undefined {
  try {
    return project.merchantFor(req);
  } catch {
    return undefined;
  }
}
