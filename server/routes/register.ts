// Registration by username and by mobile number (spec sections 3, 5 and 7), SMS codes, and the
// loopback-only outbox (GET /wps/dev/smsOutbox) where a developer reads the codes the reference API "sent".
import type { MerchantFile } from '../../src/config/types.generated.ts';
import { decryptRequest } from '../crypto/bodyEncryption.ts';
import { badRequest, HttpError, notFound } from '../http/errors.ts';
import { headerValue } from '../http/request.ts';
import type { RequestContext, Router } from '../http/router.ts';
import { createMember, createSession, findMemberByUsername } from '../members.ts';
import { consumeSmsCode, outbox, sendSmsCode } from '../smsCodes.ts';
import type { ApiDeps } from './deps.ts';

const USERNAME = /^[A-Za-z0-9_]{4,16}$/;
const MOBILE = /^[0-9]{6,15}$/;
export const MIN_PASSWORD = 6;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const isLoopback = (ip: string) => ip === '127.0.0.1' || ip === '::1';

/** The default password of mobile registration, from the environment variable the merchant names. */
function defaultMobilePassword(merchant: MerchantFile): string {
  const name = merchant.register.mobileDefaultPasswordEnv;
  const value = name ? process.env[name] : undefined;
  if (!value) throw new HttpError(400, 'password.required', 'A password is required');
  return value;
}

async function register(ctx: RequestContext, deps: ApiDeps, merchant: MerchantFile, input: { username: string; password: string; mobileNum?: string; countryDialingCode?: string }) {
  if (!USERNAME.test(input.username)) throw badRequest('Usernames are 4 to 16 letters, digits or _', 'username.invalid');
  if (input.password.length < MIN_PASSWORD) throw badRequest(`Passwords have at least ${MIN_PASSWORD} characters`, 'password.too.short');
  if (await findMemberByUsername(deps.db, merchant.merchantCode, input.username)) throw badRequest('This username is taken', 'username.exists');
  const member = await createMember(deps.db, { merchantCode: merchant.merchantCode, ...input });
  const token = await createSession(deps.db, member.id, merchant.merchantCode, ctx.ip);
  return { id: member.id, customerId: member.id, userName: member.username, token };
}

export function registerRoutes(router: Router, deps: ApiDeps): void {
  const decrypt = async (ctx: RequestContext) => decryptRequest((await deps.rsa).privateKey, headerValue(ctx.req, 'encryption'), ctx.body);
  router
    .post('/wps/member/register', async (ctx) => {
      const merchant = deps.project.merchantFor(ctx.req);
      const body = await decrypt(ctx);
      return register(ctx, deps, merchant, { username: text(body.username), password: typeof body.password === 'string' ? body.password : '' });
    })
    .post('/wps/member/register/mobile', async (ctx) => {
      const merchant = deps.project.merchantFor(ctx.req);
      const body = await decrypt(ctx);
      const mobileNum = text(body.mobileNum);
      const countryDialingCode = text(body.countryDialingCode);
      if (!MOBILE.test(mobileNum)) throw badRequest('A mobile number is required', 'mobile.invalid');
      if (!(await consumeSmsCode(deps.db, merchant.merchantCode, mobileNum, text(body.verificationCode)))) {
        throw badRequest('The verification code is wrong or has expired', 'verification.code.invalid');
      }
      const password = typeof body.password === 'string' && body.password ? body.password : defaultMobilePassword(merchant);
      return register(ctx, deps, merchant, { username: text(body.username) || `m${mobileNum}`, password, mobileNum, countryDialingCode });
    })
    .post('/wps/verification/sms/noLogin', async (ctx) => {
      const merchant = deps.project.merchantFor(ctx.req);
      const mobileNum = text(ctx.body.mobileNum);
      if (!MOBILE.test(mobileNum)) throw badRequest('A mobile number is required', 'mobile.invalid');
      const sent = await sendSmsCode(deps.db, merchant.merchantCode, mobileNum);
      return { expirationTime: sent.expiresAt.getTime() };
    })
    .get('/wps/dev/smsOutbox', async (ctx) => {
      if (!isLoopback(ctx.ip)) throw notFound('Not found');
      const merchant = deps.project.merchantFor(ctx.req);
      return outbox(deps.db, merchant.merchantCode, ctx.url.searchParams.get('mobileNum') ?? undefined);
    });
}
