// Member calls that need a session.
import { HttpError, type RequestContext, type Router } from '../http.ts';
import { findSessionMember, type MemberRow } from '../members.ts';
import type { ApiDeps } from './deps.ts';

const notLoggedIn = () => new HttpError(401, 'customer.not.login', 'CUSTOMER_NOT_LOGIN');

/** The member of the request's bearer token; a missing or dead token is 401 when required. */
export async function memberOf(ctx: RequestContext, { holder, db }: ApiDeps, opts: { required: boolean }): Promise<MemberRow | undefined> {
  const header = ctx.req.headers.authorization ?? '';
  const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
  const member = token ? await findSessionMember(db, token, holder.merchantFor(ctx.req).merchantCode) : undefined;
  if (!member && opts.required) throw notLoggedIn();
  return member;
}

export function memberRoutes(router: Router, deps: ApiDeps): void {
  router.on('POST', '/wps/member/language', async (ctx) => {
    const member = (await memberOf(ctx, deps, { required: true }))!;
    const { language } = await ctx.body();
    const allowed = deps.holder.merchantFor(ctx.req).languages.allowed as string[];
    if (typeof language !== 'string' || !allowed.includes(language)) {
      throw new HttpError(400, 'language.not.allowed', `Language must be one of ${allowed.join(', ')}`);
    }
    await deps.db.query('UPDATE members SET language = $1 WHERE id = $2', [language, member.id]);
    return { language };
  });
  router.on('GET', '/wps/member/info', async (ctx) => {
    const member = (await memberOf(ctx, deps, { required: true }))!;
    return {
      type: member.customer_type,
      id: member.id,
      customerId: member.id,
      userName: member.username,
      language: member.language,
      clubLabel: null,
    };
  });
}
