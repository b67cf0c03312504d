// Logging in and out with an encrypted body (spec sections 3, 7 and 8).
import type { LoginAnswer, MerchantFile } from '../../src/config/types.generated.ts';
import { requireCaptcha, requireIdentifying } from '../captcha/check.ts';
import { badRequest, HttpError } from '../http/errors.ts';
import { bearerToken } from '../http/request.ts';
import type { ApiRouter } from './context.ts';
import { tooManyLogins } from '../accounts/loginThrottle.ts';
import { signInIdentity } from '../identity/idTokens.ts';
import {
  createSession,
  deleteSession,
  findMemberById,
  findMemberByIdentity,
  findMemberByMobile,
  findMemberByUsername,
  linkIdentity,
  passwordMatches,
  recordLogin,
  verifyPassword,
  type Member,
} from '../accounts/members.ts';
import { createRememberToken, rememberTokenMember, revokeRememberToken, spendRememberToken } from '../accounts/sessions.ts';
import { consumeSmsCode } from '../accounts/smsCodes.ts';
import { matchesOnFile, needsVerification, verificationMethods, verifyTotp } from '../accounts/twoFactor.ts';
import type { ApiDeps } from './deps.ts';

/** Passwords older than this count as expired (forced change when the merchant has it on). */
export const PASSWORD_MAX_AGE_DAYS = 90;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const secret = (value: unknown) => (typeof value === 'string' ? value : '');
const VERIFICATION_METHODS = ['G', 'S', 'E', 'P'];

/** The one answer of a failed two-factor step, whichever of the password or the second factor was wrong. */
export const verificationFailed = () => new HttpError(400, 'verification.failed', 'The verification failed, please check what you entered');
/** The throttle's key of an account: a name is counted alike however it is spelled. */
export const accountKey = (merchant: MerchantFile, name: string) => `${merchant.merchantCode}|${name.toLowerCase()}`;

export function authRoutes(router: ApiRouter, deps: ApiDeps): void {
  const throttle = deps.loginThrottle;
  /** The member whose password this is, or the catalogue's error for an unknown user or a wrong password. */
  const checkPassword = async (merchant: MerchantFile, username: string, password: string): Promise<Member> => {
    const member = await findMemberByUsername(deps.db, merchant.merchantCode, username);
    if (!member) throw new HttpError(400, 'not.exists.user', 'This account does not exist');
    if (!(await verifyPassword(password, member.passwordHash))) throw new HttpError(400, 'login.cred.err', 'Wrong username or password');
    return member;
  };
  /** A code sent by SMS to the number a member registered with logs that member in. */
  const checkSmsCode = async (merchant: MerchantFile, mobileNum: string, code: string): Promise<Member> => {
    const member = await findMemberByMobile(deps.db, merchant.merchantCode, mobileNum);
    if (!member) throw new HttpError(400, 'not.exists.user', 'This account does not exist');
    if (!(await consumeSmsCode(deps.db, merchant.merchantCode, mobileNum, code))) {
      throw new HttpError(400, 'login.cred.err', 'The verification code is wrong or has expired');
    }
    return member;
  };
  /** Whether the second factor matches; an SMS code is spent only when `spend` (the password was right too). */
  const secondFactorMatches = async (member: Member, method: string, body: Record<string, unknown>, spend: boolean): Promise<boolean> => {
    if (method === 'G') return Boolean(member.totpSecret) && verifyTotp(member.totpSecret!, text(body.authCode));
    if (method === 'S') {
      const numberRight = Boolean(member.mobileNum) && text(body.mobileNum) === member.mobileNum;
      return (
        (await consumeSmsCode(deps.db, member.merchantCode, member.mobileNum ?? '', text(body.verificationCode), 'verify', spend && numberRight)) && numberRight
      );
    }
    if (method === 'E') return matchesOnFile(member.email, text(body.email));
    return matchesOnFile(member.payeeName, text(body.payeeName));
  };
  /** A session, with a remember-me token when the player ticked the box (the app then keeps no password). */
  const openSession = async (member: Member, merchant: MerchantFile, ip: string, remember = false): Promise<LoginAnswer> => {
    const token = await createSession(deps.db, member.id, merchant.merchantCode, ip);
    const rememberToken = remember ? await createRememberToken(deps.db, member.id, merchant.merchantCode) : undefined;
    await recordLogin(deps.db, member.id, ip);
    const ageDays = (Date.now() - member.passwordChangedAt.getTime()) / 86_400_000;
    return {
      token,
      id: member.id,
      customerId: member.id,
      userName: member.username,
      customerType: member.customerType,
      // First time: never logged in before (registration counts), and the password is not the player's own yet.
      firstTimeLogin: member.firstTimeLogin && member.lastLoginIp === null,
      passwordExpired: ageDays > PASSWORD_MAX_AGE_DAYS,
      defaultPassword: member.passwordIsDefault,
      ...(rememberToken ? { rememberToken } : {}),
    };
  };

  /** The login form's captcha: always once the account has had its free tries, else as the merchant asks. */
  const loginCaptcha = (merchant: MerchantFile, body: Record<string, unknown>) => (always: boolean) =>
    requireCaptcha(deps.challenges, merchant, 'login', body, { always });

  /** A throttled address is refused before its body is decrypted: a refused client costs next to nothing. */
  const addressAllowed = async ({ ip }: { ip: string }) => {
    if (await throttle.addressBlocked(ip)) throw tooManyLogins();
  };

  router
    .get(
      '/wps/check/username',
      { needs: 'merchant', query: 'requests/username-check-query.schema.json', answer: 'answers/username-check-answer.schema.json' },
      async (ctx) => {
        const { merchant } = ctx;
        const username = text(ctx.query.username);
        if (!username) throw badRequest('username is required');
        return { exists: Boolean(await findMemberByUsername(deps.db, merchant.merchantCode, username)) };
      },
    )
    .post(
      '/wps/session/login',
      { needs: 'merchant', admit: addressAllowed, encrypted: true, body: 'requests/login-request.schema.json', answer: 'answers/login-answer.schema.json' },
      async (ctx) => {
        const { merchant, body } = ctx;
        if (body.type === 'firebase') {
          // The identity provider already checked the phone (or the social account); its token says who.
          const identity = await signInIdentity(deps.verifyIdToken, merchant, body.firebaseIdToken);
          const member = await findMemberByIdentity(deps.db, merchant.merchantCode, identity.uid, identity.phoneNumber);
          if (!member) throw new HttpError(400, 'bind_customer_required', 'No account is linked to this sign-in yet');
          if (!member.firebaseUid) await linkIdentity(deps.db, member.id, identity.uid);
          return openSession(member, merchant, ctx.ip);
        }
        const username = text(body.username);
        const password = secret(body.password);
        if (!username || !password) throw badRequest('username and password are required');
        requireIdentifying(body, 'captcha');
        const attempt = await throttle.attempt({ ip: ctx.ip, account: accountKey(merchant, username), captcha: loginCaptcha(merchant, body) });
        const bySms = body.type === 'sms';
        const member = bySms ? await checkSmsCode(merchant, username, password.trim()) : await checkPassword(merchant, username, password);
        await attempt.succeeded();
        // A remembered login replayed from somewhere new must be typed in again.
        if (body.autoLogin === true && member.lastLoginIp && member.lastLoginIp !== ctx.ip) {
          throw new HttpError(400, 'token_ip_different', 'You are signing in from a new network, please log in again');
        }
        if (!bySms && needsVerification(member)) {
          throw new HttpError(400, 'login_verify_required', 'Please verify it is you', verificationMethods(member));
        }
        return openSession(member, merchant, ctx.ip, body.remember === true && !bySms);
      },
    )
    // The two-factor step takes the password again, so it is throttled as login is (one throttle), and
    // a wrong password and a wrong second factor get the same answer after the same work.
    .post(
      '/wps/session/login/verification',
      {
        needs: 'merchant',
        admit: addressAllowed,
        encrypted: true,
        body: 'requests/verification-request.schema.json',
        answer: 'answers/login-answer.schema.json',
      },
      async (ctx) => {
        const { merchant, body } = ctx;
        const method = text(body.method);
        if (!VERIFICATION_METHODS.includes(method)) throw badRequest('This verification method is not available', 'verification.method.unsupported');
        const username = text(body.username);
        const password = secret(body.password);
        if (!username || !password) throw badRequest('username and password are required');
        const attempt = await throttle.attempt({ ip: ctx.ip, account: accountKey(merchant, username), captcha: loginCaptcha(merchant, body) });
        const member = await findMemberByUsername(deps.db, merchant.merchantCode, username);
        // An unknown account costs the password check too: the answer's time does not say which it was.
        const passwordRight = await passwordMatches(password, member);
        const factorRight = Boolean(member) && (await secondFactorMatches(member!, method, body, passwordRight));
        if (!member || !passwordRight || !factorRight) throw verificationFailed();
        await attempt.succeeded();
        return openSession(member, merchant, ctx.ip, body.remember === true);
      },
    )
    // Remember-me: a token from an earlier login is spent for a session and a fresh token (a copied token
    // works once). Like a replayed password, it is refused from a new network (token_ip_different), and
    // then left alone until it expires or the player logs out.
    .post(
      '/wps/session/remember',
      { needs: 'merchant', body: 'requests/remember-request.schema.json', answer: 'answers/login-answer.schema.json' },
      async (ctx) => {
        const { merchant } = ctx;
        // A guessed token is a guessed password: it takes its place from the address's tries.
        const attempt = await throttle.attempt({ ip: ctx.ip });
        const token = text(ctx.body.rememberToken);
        const invalid = () => new HttpError(400, 'remember.invalid', 'Please log in again');
        const memberId = await rememberTokenMember(deps.db, merchant.merchantCode, token);
        const member = memberId === undefined ? undefined : await findMemberById(deps.db, memberId);
        if (!member) throw invalid();
        await attempt.succeeded();
        if (member.lastLoginIp && member.lastLoginIp !== ctx.ip) {
          throw new HttpError(400, 'token_ip_different', 'You are signing in from a new network, please log in again');
        }
        if ((await spendRememberToken(deps.db, merchant.merchantCode, token)) !== member.id) throw invalid();
        return openSession(member, merchant, ctx.ip, true);
      },
    )
    // Logout is on the app's no-token list (spec section 7), so the session to end is named in the body;
    // a bearer header is still honoured for other clients. The answer is the same whether or not the
    // token was a live session, and it is never a 401.
    .post('/wps/session/logout', { body: 'requests/logout-request.schema.json' }, async (ctx) => {
      const token = text(ctx.body.token) || bearerToken(ctx.req);
      if (token) await deleteSession(deps.db, token);
      const rememberToken = text(ctx.body.rememberToken);
      if (rememberToken) await revokeRememberToken(deps.db, rememberToken);
      return null;
    });
}
