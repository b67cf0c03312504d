// Where a developer reads the SMS codes and e-mails the reference API "sent": GET /wps/dev/smsOutbox and
// /wps/dev/emailOutbox. Registered only by the preview and by tests, never by `wl serve`; even then only
// a caller on this machine is answered (behind a proxy every caller would otherwise look local to it).
import { notFound } from '../http/errors.ts';
import type { RequestContext } from '../http/router.ts';
import type { ApiRouter } from './context.ts';
import { outbox } from '../accounts/smsCodes.ts';
import type { ApiDeps } from './deps.ts';

const isLoopback = (ip: string) => ip === '127.0.0.1' || ip === '::1';

function requireLocalCaller(ctx: RequestContext): void {
  if (!isLoopback(ctx.ip)) throw notFound('Not found');
}

export function devOutboxRoutes(router: ApiRouter, deps: ApiDeps): void {
  if (!deps.devOutboxes) return;
  const emails = deps.emailOutbox;
  router
    .get('/wps/dev/smsOutbox', { admit: requireLocalCaller, needs: 'merchant', query: 'requests/outbox-query.schema.json' }, ({ merchant, query }) =>
      outbox(deps.db, merchant.merchantCode, query.mobileNum),
    )
    .get('/wps/dev/emailOutbox', { admit: requireLocalCaller, needs: 'merchant', query: 'requests/outbox-query.schema.json' }, ({ merchant, query }) =>
      emails.list(merchant.merchantCode, query.email),
    );
}
