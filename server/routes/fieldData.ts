// POST /wps/rum: the Core Web Vitals of real players' page loads (the app's platform/fieldData.ts), sent
// with a beacon as a page is hidden. Checked by its schema and against the fixed list of pages, limited
// per client address (counted in the database, so across instances), and handed to the metrics and,
// when asked, the log. The answer is a bare 204 whatever was kept: a beacon reads none.
import { FIELD_DATA_PAGES, FIELD_DATA_PATH, type FieldDataReport } from '../../src/rules/fieldData.ts';
import { badRequest } from '../http/errors.ts';
import { NoContent } from '../http/router.ts';
import { SharedWindow } from '../limits/sharedWindow.ts';
import type { ApiRouter } from './context.ts';
import type { ApiDeps } from './deps.ts';

/** One page load reports once or twice (each time the page is hidden): far more from one address is not players. */
export const FIELD_DATA_PER_CLIENT = 120;
const TEN_MINUTES = 10 * 60_000;

export function fieldDataRoutes(router: ApiRouter, deps: ApiDeps): void {
  const perClient = new SharedWindow(deps.db, 'field-data-client', FIELD_DATA_PER_CLIENT, TEN_MINUTES);
  router.post(FIELD_DATA_PATH, { needs: 'merchant', merchantParam: 'merchant', body: 'requests/field-data.schema.json' }, async ({ merchant, body, ip }) => {
    if (!FIELD_DATA_PAGES.includes(body.page)) throw badRequest(`no page is named "${body.page}"`);
    if (!(await perClient.take(ip))) {
      deps.fieldData?.refused();
      return new NoContent();
    }
    deps.fieldData?.report({ merchant: merchant.merchantCode, page: body.page, metrics: body.metrics as FieldDataReport['metrics'] });
    return new NoContent();
  });
}
