// Sessions: the RSA key for encrypted bodies (the member behind a token is ../sessionMember.ts).
import type { ApiRouter } from './context.ts';
import type { ApiDeps } from './deps.ts';

export function sessionRoutes(router: ApiRouter, deps: ApiDeps): void {
  router.get('/wps/session/key/rsa', async () => (await deps.rsa).publicPem);
}
