// Registration by username and by mobile number (spec sections 3, 5 and 7) and SMS codes (read back from
// the development outbox, routes/devOutboxes.ts).
import { randomBytes, randomInt } from 'node:crypto';
import type { MerchantFile, RegistrationAnswer } from '../../src/config/types.generated.ts';
import { identityMayRegister } from '../../src/rules/identityBind.ts';
import { requireCaptcha, requireIdentifying } from '../captcha/check.ts';
import { badRequest, HttpError } from '../http/errors.ts';
import type { RequestContext } from '../http/router.ts';
import type { ApiRouter } from './context.ts';
import { signInIdentity } from '../identity/idTokens.ts';
import { createMember, createSession, findMemberByIdentity, findMemberByUsername, recordLogin } from '../accounts/members.ts';
import { recordReferral } from '../memberArea/referrals.ts';
import { recordRegistrationSource, registrationSource } from '../accounts/registrationSource.ts';
import { SignUpLimits } from '../accounts/signUpLimits.ts';
import { consumeSmsCode, sendSmsCode } from '../accounts/smsCodes.ts';
import type { ApiDeps } from './deps.ts';
import { MIN_PASSWORD, passwordTooShort } from '../../src/rules/password.ts';

const USERNAME = /^[A-Za-z0-9_]{4,16}$/;
export const MOBILE = /^[0-9]{6,15}$/;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The default password of mobile registration, from the environment variable the merchant names. */
function defaultMobilePassword(merchant: MerchantFile): string {
  const name = merchant.register.mobileDefaultPasswordEnv;
  const value = name ? process.env[name] : undefined;
  if (!value) throw new HttpError(400, 'password.required', 'A password is required');
  return value;
}

async function register(
  ctx: RequestContext,
  deps: ApiDeps,
  merchant: MerchantFile,
  input: { username: string; password: string; mobileNum?: string; countryDialingCode?: string; passwordIsDefault?: boolean; referralCode?: string },
  body: Record<string, unknown>,
): Promise<RegistrationAnswer> {
  if (!USERNAME.test(input.username)) throw badRequest('Usernames are 4 to 16 letters, digits or _', 'username.invalid');
  if (passwordTooShort(input.password)) throw badRequest(`Passwords have at least ${MIN_PASSWORD} characters`, 'password.too.short');
  if (await findMemberByUsername(deps.db, merchant.merchantCode, input.username)) throw badRequest('This username is taken', 'username.exists');
  const { referralCode, ...account } = input;
  const member = await createMember(deps.db, { merchantCode: merchant.merchantCode, ...account });
  await recordReferral(deps.db, merchant.merchantCode, member.id, referralCode);
  await recordRegistrationSource(deps.db, member.id, registrationSource(body));
  const token = await createSession(deps.db, member.id, merchant.merchantCode, ctx.ip);
  await recordLogin(deps.db, member.id, ctx.ip);
  return { id: member.id, customerId: member.id, userName: member.username, token };
}

/**
 * A phone sign-in's `smsTemplate`: the language the new member's SMS are written in, one of the merchant's
 * languages (kept as the member's language); undefined when the registration names none.
 */
function smsTemplateLanguage(merchant: MerchantFile, smsTemplate: string | undefined): string | undefined {
  if (smsTemplate === undefined || smsTemplate === '') return undefined;
  const allowed: readonly string[] = merchant.languages.allowed;
  if (!allowed.includes(smsTemplate)) throw badRequest(`smsTemplate must be one of ${allowed.join(', ')}`, 'language.not.allowed');
  return smsTemplate;
}

/** `stem` if it is free, else stem plus random digits: a valid username no member of the merchant has. */
async function freeUsername(deps: ApiDeps, merchant: MerchantFile, stem: string): Promise<string> {
  const base = stem.length >= 4 ? stem : stem.padEnd(4, '0');
  if (!(await findMemberByUsername(deps.db, merchant.merchantCode, base))) return base;
  for (;;) {
    const candidate = `${base.slice(0, 10)}${randomInt(100_000, 1_000_000)}`;
    if (!(await findMemberByUsername(deps.db, merchant.merchantCode, candidate))) return candidate;
  }
}

export function registerRoutes(router: ApiRouter, deps: ApiDeps): void {
  const limits = new SignUpLimits(deps.db);
  /** Counts the call against its address first: a refused one is not decrypted. */
  const encryptedCall = {
    needs: 'merchant',
    encrypted: true,
    admit: ({ ip }: { ip: string }) => limits.registrationCall(ip),
    body: 'requests/registration-request.schema.json',
    answer: 'answers/registration-answer.schema.json',
  } as const;
  /** A new account, within the address's limit. */
  const registered = <T>(ctx: RequestContext, create: () => Promise<T>): Promise<T> => limits.createAccount(ctx.ip, create);
  router
    .post('/wps/member/register', encryptedCall, async (ctx) => {
      const { merchant, body } = ctx;
      requireIdentifying(body);
      await requireCaptcha(deps.challenges, merchant, 'register', body);
      return registered(ctx, () =>
        register(
          ctx,
          deps,
          merchant,
          { username: text(body.username), password: typeof body.password === 'string' ? body.password : '', referralCode: text(body.referralCode) },
          body,
        ),
      );
    })
    .post('/wps/member/register/mobile', encryptedCall, async (ctx) => {
      const { merchant, body } = ctx;
      requireIdentifying(body);
      await requireCaptcha(deps.challenges, merchant, 'register', body);
      const mobileNum = text(body.mobileNum);
      const countryDialingCode = text(body.countryDialingCode);
      if (!MOBILE.test(mobileNum)) throw badRequest('A mobile number is required', 'mobile.invalid');
      if (!(await consumeSmsCode(deps.db, merchant.merchantCode, mobileNum, text(body.verificationCode)))) {
        throw badRequest('The verification code is wrong or has expired', 'verification.code.invalid');
      }
      const typed = typeof body.password === 'string' && body.password ? body.password : undefined;
      const password = typed ?? defaultMobilePassword(merchant);
      const username = text(body.username) || (await freeUsername(deps, merchant, `m${mobileNum}`.slice(0, 14)));
      return registered(ctx, () =>
        register(
          ctx,
          deps,
          merchant,
          { username, password, mobileNum, countryDialingCode, passwordIsDefault: !typed, referralCode: text(body.referralCode) },
          body,
        ),
      );
    })
    .post(
      '/wps/member/register/firebase',
      { needs: 'merchant', body: 'requests/identity-registration.schema.json', answer: 'answers/registration-answer.schema.json' },
      async (ctx): Promise<RegistrationAnswer> => {
        const { merchant } = ctx;
        const language = smsTemplateLanguage(merchant, ctx.body.smsTemplate);
        const identity = await signInIdentity(deps.verifyIdToken, merchant, ctx.body.firebaseIdToken);
        // Where the merchant neither creates accounts on such a sign-in nor offers to, it links one the player has.
        if (
          !identityMayRegister({
            accountCreation: merchant.whitelabel.FIREBASEREG3?.enabled === true,
            registerAllowed: merchant.sms.bindOfferRegister === true,
          })
        ) {
          throw badRequest('No account is linked to this sign-in yet: log in to the account to link it', 'bind_customer_required');
        }
        if (await findMemberByIdentity(deps.db, merchant.merchantCode, identity.uid, identity.phoneNumber)) {
          throw badRequest('An account is already linked to this sign-in', 'username.exists');
        }
        const digits = identity.phoneNumber?.replace(/\D/g, '');
        const stem = digits ? `p${digits.slice(-12)}` : (identity.email?.split('@')[0] ?? 'player').replace(/[^A-Za-z0-9_]/g, '').slice(0, 12);
        const username = await freeUsername(deps, merchant, stem);
        // No password of their own: the member signs in through the identity provider.
        const member = await createMember(deps.db, {
          merchantCode: merchant.merchantCode,
          username,
          password: randomBytes(24).toString('base64url'),
          mobileNum: digits,
          email: identity.email,
          firebaseUid: identity.uid,
          language,
        });
        const token = await createSession(deps.db, member.id, merchant.merchantCode, ctx.ip);
        await recordLogin(deps.db, member.id, ctx.ip);
        return { id: member.id, customerId: member.id, userName: member.username, token };
      },
    )
    .post(
      '/wps/member/register/autoUsername',
      { needs: 'merchant', body: 'requests/username-suggestion.schema.json', answer: 'answers/username-suggestion-answer.schema.json' },
      async (ctx) => {
        const { merchant } = ctx;
        const stem =
          text(ctx.body.prefix)
            .replace(/[^A-Za-z0-9_]/g, '')
            .slice(0, 8) ||
          merchant.merchantCode.replace(/[^A-Za-z0-9]/g, '').slice(0, 8) ||
          'player';
        return { username: await freeUsername(deps, merchant, stem) };
      },
    )
    .post(
      '/wps/verification/sms/noLogin',
      { needs: 'merchant', body: 'requests/sms-code-request.schema.json', answer: 'answers/sms-code-answer.schema.json' },
      async (ctx) => {
        const { merchant } = ctx;
        const mobileNum = text(ctx.body.mobileNum);
        if (!MOBILE.test(mobileNum)) throw badRequest('A mobile number is required', 'mobile.invalid');
        const number = `${merchant.merchantCode}|${mobileNum}`;
        await limits.checkSms(number, ctx.ip);
        await requireCaptcha(deps.challenges, merchant, 'sms', ctx.body);
        await limits.takeSms(number, ctx.ip);
        const sent = await sendSmsCode(deps.db, merchant.merchantCode, mobileNum);
        return { expirationTime: sent.expiresAt.getTime() };
      },
    );
}
