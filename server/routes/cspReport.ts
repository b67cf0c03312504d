// POST /wps/csp/report: where the app's Content-Security-Policy sends its violation reports (report-to
// and report-uri, server/web/securityHeaders.ts). Browsers send them on their own, without the app's
// headers, so the host names the merchant. The answer is a bare 204 whatever was counted.
import type { IncomingMessage } from 'node:http';
import { MAX_REPORT_BYTES, reportedDirectives, reportFormat } from '../web/cspReports.ts';
import { readBodyText } from '../http/body.ts';
import { headerValue } from '../http/request.ts';
import { NoContent } from '../http/router.ts';
import type { ApiRouter } from './context.ts';
import { CSP_REPORT_PATH } from '../web/securityHeaders.ts';
import type { ApiDeps } from './deps.ts';

/** Reports from a host no merchant claims (the unknown-site screen has a policy too) are counted under this name. */
export const NO_MERCHANT = '(no merchant)';

export function cspReportRoutes(router: ApiRouter, deps: ApiDeps): void {
  const counter = deps.cspReports;
  const merchantOf = (req: IncomingMessage): string => {
    try {
      return deps.project.merchantFor(req).merchantCode;
    } catch {
      return NO_MERCHANT;
    }
  };
  router.post(CSP_REPORT_PATH, { readsOwnBody: true }, async ({ req }) => {
    const contentType = headerValue(req, 'content-type');
    // Another type is refused before the body is read; the body's size is checked as it arrives.
    reportFormat(contentType);
    counter.add(merchantOf(req), reportedDirectives(contentType, await readBodyText(req, MAX_REPORT_BYTES)));
    return new NoContent();
  });
}
