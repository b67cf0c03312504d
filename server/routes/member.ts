// Calls about the logged-in member.
import type { MerchantFile } from '../../src/config/types.generated.ts';
import { requireCaptcha } from '../captcha/check.ts';
import { badRequest } from '../http/errors.ts';
import { bearerToken } from '../http/request.ts';
import type { RequestContext } from '../http/router.ts';
import type { ApiRouter } from './context.ts';
import { tooManyLogins } from '../accounts/loginThrottle.ts';
import { changePassword, setMemberLanguage, verifyPassword, type Member } from '../accounts/members.ts';
import { revokeMemberRememberTokens } from '../accounts/sessions.ts';
import { confirmTotpEnrolment, startTotpEnrolment } from '../accounts/twoFactor.ts';
import { accountKey } from './auth.ts';
import { MIN_PASSWORD, passwordTooShort } from '../../src/rules/password.ts';
import type { ApiDeps } from './deps.ts';
import type { ClubLabel, MemberInfo } from '../../src/config/types.generated.ts';
import { memberClubLabel } from './memberArea.ts';

export const memberInfo = (member: Member, clubLabel: ClubLabel | null = null): MemberInfo => ({
  id: member.id,
  customerId: member.id,
  userName: member.username,
  type: member.customerType,
  language: member.language,
  clubLabel,
});

export function memberRoutes(router: ApiRouter, deps: ApiDeps): void {
  const throttle = deps.loginThrottle;
  /**
   * The member's current password, counted as a login is (one throttle): a stolen session must not
   * become a way to guess it. A failing address is refused; a failing account needs a captcha.
   */
  const requireCurrentPassword = async (ctx: RequestContext, merchant: MerchantFile, member: Member, password: unknown) => {
    // A refused address hears so first, as at the login (which refuses it before decrypting).
    if (await throttle.addressBlocked(ctx.ip)) throw tooManyLogins();
    const attempt = await throttle.attempt({
      ip: ctx.ip,
      account: accountKey(merchant, member.username),
      // Only past the account's free tries: the merchant's login captcha is the login form's, not this one's.
      captcha: async (always) => (always ? requireCaptcha(deps.challenges, merchant, 'login', ctx.body, { always }) : undefined),
    });
    if (typeof password !== 'string' || !(await verifyPassword(password, member.passwordHash)))
      throw badRequest('The current password is wrong', 'login.cred.err');
    await attempt.succeeded();
  };

  router
    .get('/wps/member/info', { needs: 'member', answer: 'answers/member-info.schema.json' }, async (ctx) => {
      const { merchant, member } = ctx;
      return memberInfo(member, await memberClubLabel(deps.db, merchant, member, ctx.language?.toUpperCase()));
    })
    .post('/wps/member/password', { needs: 'member', body: 'requests/password-change.schema.json' }, async (ctx) => {
      const { merchant, member } = ctx;
      const { oldPassword, newPassword } = ctx.body;
      await requireCurrentPassword(ctx, merchant, member, oldPassword);
      if (typeof newPassword !== 'string' || passwordTooShort(newPassword)) {
        throw badRequest(`Passwords have at least ${MIN_PASSWORD} characters`, 'password.too.short');
      }
      if (newPassword === oldPassword) throw badRequest('The new password must differ from the current one', 'password.same');
      // Whoever else knew the old password is signed out, in the same statement; the session the change came from stays.
      await changePassword(deps.db, member.id, newPassword, { keepSession: bearerToken(ctx.req) });
      return null;
    })
    // Enabling or replacing the authenticator takes the password (a stolen session alone cannot lock the
    // owner out), then a first code from the new secret (the member's app really holds it).
    .post('/wps/member/totp', { needs: 'member', body: 'requests/authenticator-request.schema.json' }, async (ctx) => {
      const { merchant, member } = ctx;
      await requireCurrentPassword(ctx, merchant, member, ctx.body.password);
      return startTotpEnrolment(deps.db, member, merchant.name);
    })
    .post('/wps/member/totp/confirm', { needs: 'member', body: 'requests/authenticator-request.schema.json' }, async (ctx) => {
      const { member } = ctx;
      const code = typeof ctx.body.code === 'string' ? ctx.body.code.trim() : '';
      if (!(await confirmTotpEnrolment(deps.db, member.id, code))) throw badRequest('The code does not match the new authenticator', 'totp.code.invalid');
      // Remembered logins were made without this authenticator: they must log in with it from now on.
      await revokeMemberRememberTokens(deps.db, member.id);
      return { enabled: true };
    })
    .post('/wps/member/language', { needs: 'member', body: 'requests/member-language.schema.json' }, async (ctx) => {
      const { merchant, member } = ctx;
      const { language } = ctx.body;
      const allowed: readonly string[] = merchant.languages.allowed;
      if (typeof language !== 'string' || !allowed.includes(language)) {
        throw badRequest(`Language must be one of ${allowed.join(', ')}`, 'language.not.allowed');
      }
      await setMemberLanguage(deps.db, member.id, language);
      return { language };
    });
}
