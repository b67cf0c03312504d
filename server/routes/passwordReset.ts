// A forgotten password (spec section 6 lists "password reset by e-mail or SMS" among the calls that need
// no token): a code sent by SMS to the member's number, or a one-time link mailed to the e-mail address
// on file. Every answer is the same whether or not an account stands behind the number or address, so
// the calls reveal no accounts; sends and tries are rate-limited per number or address and per client.
import type { IncomingMessage } from 'node:http';
import type { MerchantFile } from '../../src/config/types.generated.ts';
import { PATHS } from '../../src/rules/paths.ts';
import { requireCaptcha } from '../captcha/check.ts';
import { badRequest, HttpError } from '../http/errors.ts';
import { headerValue, requestOrigin } from '../http/request.ts';
import type { ApiRouter } from './context.ts';
import { changePassword, findMemberById, findMemberByMobile, findMembersByEmail, type Member } from '../accounts/members.ts';
import { createResetToken, findResetToken, RESET_LINK_MINUTES, spendResetToken } from '../accounts/passwordResets.ts';
import type { Db } from '../db/types.ts';
import { SharedWindow, takeAll } from '../limits/sharedWindow.ts';
import { consumeSmsCode, sendSmsCode, SMS_CODE_SECONDS } from '../accounts/smsCodes.ts';
import type { ApiDeps } from './deps.ts';
import { MIN_PASSWORD, passwordTooShort } from '../../src/rules/password.ts';
import { MOBILE } from './register.ts';

const HOUR_MS = 60 * 60_000;
/** Wrong codes tried for one mobile number before its tries are refused for a while. */
export const RESET_TRIES_PER_NUMBER = 5;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MAX_EMAIL_LENGTH = 254;

/** The limits of section 8's TOO_MANY_REQUEST kind, one counter per number or address and one per client. */
export class ResetLimits {
  /** Codes or links asked for one mobile number or e-mail address. */
  readonly perTarget: SharedWindow;
  /** Codes or links asked for from one client address. */
  readonly perClient: SharedWindow;
  /** Wrong codes tried for one mobile number. */
  readonly failures: SharedWindow;
  /** Wrong codes or links tried from one client address. */
  readonly clientFailures: SharedWindow;

  /** Counted in the database, so every API instance sees the same counts (limits/sharedWindow.ts). */
  constructor(db: Db, now?: () => number) {
    this.perTarget = new SharedWindow(db, 'reset-target', 5, HOUR_MS, now);
    this.perClient = new SharedWindow(db, 'reset-client', 20, HOUR_MS, now);
    this.failures = new SharedWindow(db, 'reset-failures', RESET_TRIES_PER_NUMBER, 10 * 60_000, now);
    this.clientFailures = new SharedWindow(db, 'reset-client-failures', 20, 10 * 60_000, now);
  }
}

const tooMany = () => new HttpError(429, 'TOO_MANY_REQUEST_PASSWORD_RESET', 'Too many attempts, please try again later');
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * The origin a reset link opens: the one the player used when it is one of the merchant's domains,
 * else the merchant's first domain. A forged Host header therefore never puts its own site in a link.
 */
export function linkOrigin(req: IncomingMessage, merchant: MerchantFile): string {
  const host = headerValue(req, 'host');
  const hostname = host?.replace(/:\d+$/, '').toLowerCase();
  if (host && hostname && merchant.domains.includes(hostname)) return requestOrigin(req, host);
  return `https://${merchant.domains[0]}`;
}

/** The link's query: its token, and the language the player asked in, so the page opens in it. */
function linkQuery(token: string, language: string | undefined, merchant: MerchantFile): string {
  const query = new URLSearchParams({ resetToken: token });
  if (language && (merchant.languages.allowed as readonly string[]).includes(language)) query.set('language', language);
  return query.toString();
}

function resetEmail(merchant: MerchantFile, member: Member, link: string): { subject: string; text: string } {
  return {
    subject: `Reset your ${merchant.name} password`,
    text: [
      `Hello ${member.username},`,
      '',
      `Someone, we hope you, asked to reset the password of your ${merchant.name} account "${member.username}".`,
      `Open this link within ${RESET_LINK_MINUTES} minutes to choose a new one:`,
      link,
      '',
      'If it was not you, ignore this message: your password stays as it is.',
    ].join('\n'),
  };
}

/** The reset calls' bodies, one schema for the four. */
const RESET_BODY = 'requests/password-reset-request.schema.json';

export function passwordResetRoutes(router: ApiRouter, deps: ApiDeps): void {
  const limits = new ResetLimits(deps.db);
  const outbox = deps.emailOutbox;

  /** Counts a send for the number or address and for the client, each deciding in one statement; refused beyond either limit. */
  const countSend = async (merchant: MerchantFile, target: string, ip: string) => {
    if (
      !(await takeAll([
        [limits.perTarget, `${merchant.merchantCode}|${target}`],
        [limits.perClient, ip],
      ]))
    )
      throw tooMany();
  };
  /**
   * Takes a place for one try of a code or link before it is checked, from the client's tries and the
   * number's (if any): tries sent at once never outnumber either. A right one gives the client's place
   * back and forgets the number's failures; a wrong one keeps them.
   */
  const tryPlace = async (merchant: MerchantFile, ip: string, mobileNum?: string) => {
    const numberKey = mobileNum ? `${merchant.merchantCode}|sms:${mobileNum}` : undefined;
    if (!(await takeAll([[limits.clientFailures, ip], ...(numberKey ? [[limits.failures, numberKey] as const] : [])]))) throw tooMany();
    return { succeeded: () => Promise.all([limits.clientFailures.release(ip), numberKey ? limits.failures.clear(numberKey) : undefined]) };
  };
  const wrongCode = () => badRequest('The verification code is wrong or has expired', 'reset.code.invalid');
  const deadLink = () => badRequest('This link has expired or has already been used', 'reset.link.invalid');

  router
    .post('/wps/member/password/reset/sms', { needs: 'merchant', body: RESET_BODY, answer: 'answers/sms-code-answer.schema.json' }, async (ctx) => {
      const { merchant } = ctx;
      const mobileNum = text(ctx.body.mobileNum);
      if (!MOBILE.test(mobileNum)) throw badRequest('A mobile number is required', 'mobile.invalid');
      await countSend(merchant, `sms:${mobileNum}`, ctx.ip);
      await requireCaptcha(deps.challenges, merchant, 'sms', ctx.body);
      const member = await findMemberByMobile(deps.db, merchant.merchantCode, mobileNum);
      // An unknown number gets the same answer, and no message.
      const expiresAt = member
        ? (await sendSmsCode(deps.db, merchant.merchantCode, mobileNum, 'reset')).expiresAt
        : new Date(Date.now() + SMS_CODE_SECONDS * 1000);
      return { expirationTime: expiresAt.getTime() };
    })
    .post('/wps/member/password/reset/email', { needs: 'merchant', body: RESET_BODY, answer: 'answers/reset-link-answer.schema.json' }, async (ctx) => {
      const { merchant } = ctx;
      const email = text(ctx.body.email).toLowerCase();
      if (!EMAIL.test(email) || email.length > MAX_EMAIL_LENGTH) throw badRequest('A valid e-mail address is required', 'email.invalid');
      await countSend(merchant, `email:${email}`, ctx.ip);
      for (const member of await findMembersByEmail(deps.db, merchant.merchantCode, email)) {
        const token = await createResetToken(deps.db, member.id, merchant.merchantCode);
        const link = `${linkOrigin(ctx.req, merchant)}${PATHS.forgotPassword}?${linkQuery(token, headerValue(ctx.req, 'language'), merchant)}`;
        outbox.send({ merchantCode: merchant.merchantCode, to: member.email ?? email, link, ...resetEmail(merchant, member, link) });
      }
      return { validMinutes: RESET_LINK_MINUTES };
    })
    .post('/wps/member/password/reset/token', { needs: 'merchant', body: RESET_BODY, answer: 'answers/reset-token-answer.schema.json' }, async (ctx) => {
      const { merchant } = ctx;
      const attempt = await tryPlace(merchant, ctx.ip);
      const live = await findResetToken(deps.db, merchant.merchantCode, text(ctx.body.resetToken));
      const member = live && (await findMemberById(deps.db, live.memberId));
      if (!live || !member) throw deadLink();
      await attempt.succeeded();
      return { userName: member.username, expirationTime: live.expiresAt.getTime() };
    })
    .post('/wps/member/password/reset', { needs: 'merchant', body: RESET_BODY, answer: 'answers/password-reset-answer.schema.json' }, async (ctx) => {
      const { merchant } = ctx;
      const newPassword = typeof ctx.body.newPassword === 'string' ? ctx.body.newPassword : '';
      // Checked first, so a short password does not spend the code or the link.
      if (passwordTooShort(newPassword)) throw badRequest(`Passwords have at least ${MIN_PASSWORD} characters`, 'password.too.short');
      const resetToken = text(ctx.body.resetToken);
      let member: Member | undefined;
      if (resetToken) {
        const attempt = await tryPlace(merchant, ctx.ip);
        const memberId = await spendResetToken(deps.db, merchant.merchantCode, resetToken);
        member = memberId === undefined ? undefined : await findMemberById(deps.db, memberId);
        if (!member) throw deadLink();
        await attempt.succeeded();
      } else {
        const mobileNum = text(ctx.body.mobileNum);
        if (!MOBILE.test(mobileNum)) throw badRequest('A mobile number is required', 'mobile.invalid');
        const attempt = await tryPlace(merchant, ctx.ip, mobileNum);
        const spent = await consumeSmsCode(deps.db, merchant.merchantCode, mobileNum, text(ctx.body.verificationCode), 'reset');
        member = spent ? await findMemberByMobile(deps.db, merchant.merchantCode, mobileNum) : undefined;
        if (!member) throw wrongCode();
        await attempt.succeeded();
      }
      // Whoever knew the old password is signed out everywhere, and older links die with it, in the same statement.
      await changePassword(deps.db, member.id, newPassword, { spendResetLinks: true });
      for (const name of [member.username, member.mobileNum]) if (name) await deps.loginThrottle.clearAccount(`${merchant.merchantCode}|${name.toLowerCase()}`);
      return { userName: member.username };
    });
}
