// What the API's routes are declared with: a router whose handlers are given the request's merchant and
// member, and how the framework's hook resolves them (server/http/api.ts asks once per request).
import type { MerchantFile, SchemaTypes } from '../../src/config/types.generated.ts';
import type { Resolvers } from '../http/api.ts';
import { notLoggedIn } from '../http/errors.ts';
import { headerValue } from '../http/request.ts';
import { Router, type ContextOf } from '../http/router.ts';
import type { Member } from '../accounts/members.ts';
import type { ApiDeps } from './deps.ts';
import { sessionMember } from '../accounts/sessionMember.ts';

export type ApiRouter = Router<MerchantFile, Member, SchemaTypes>;

/** What a handler is given by what its route needs. */
export type MerchantContext = ContextOf<{ needs: 'merchant' }, MerchantFile, Member>;
export type SessionContext = ContextOf<{ needs: 'session' }, MerchantFile, Member>;
export type MemberContext = ContextOf<{ needs: 'member' }, MerchantFile, Member>;

export const apiRouter = (): ApiRouter => new Router<MerchantFile, Member, SchemaTypes>();

export const apiResolvers = (deps: ApiDeps): Resolvers<MerchantFile, Member> => ({
  merchant: (ctx, named) => deps.project.merchantFor(ctx.req, named),
  member: (ctx, merchant) => sessionMember(ctx, merchant, deps.db),
  notLoggedIn,
  decrypt: (ctx) => deps.bodies.read(headerValue(ctx.req, 'encryption'), ctx.body),
});
