// Resetting a forgotten password (spec section 6: "password reset by e-mail or SMS", calls that need no
// token). The answers never say whether an account stands behind a number or an address.
import type { CaptchaProof } from './accountCalls.ts';
import type { ApiClient } from './client.ts';
import type { PasswordResetAnswer, PasswordResetRequest, ResetLinkAnswer, ResetTokenAnswer, SmsCodeAnswer } from '../config/types.generated.ts';

/** The fields a call sends, taken from the reset calls' schema (the server checks the same). */
type Fields<K extends keyof PasswordResetRequest> = Required<Pick<PasswordResetRequest, K>>;

/** Sends a reset code to the number when an account has it; the same answer either way. */
export const sendResetSms = (api: ApiClient, body: Fields<'countryDialingCode' | 'mobileNum'> & CaptchaProof) =>
  api.post<SmsCodeAnswer>('/wps/member/password/reset/sms', body, { auth: false });

/** Mails a reset link to the address when an account has it on file; the same answer either way. */
export const sendResetEmail = (api: ApiClient, body: Fields<'email'>) => api.post<ResetLinkAnswer>('/wps/member/password/reset/email', body, { auth: false });

/** Whose password a link resets, while the link still works (no alert: the page says so itself). */
export const checkResetLink = (api: ApiClient, body: Fields<'resetToken'>) =>
  api.post<ResetTokenAnswer>('/wps/member/password/reset/token', body, { auth: false, alert: false });

export type ResetRequest = Fields<'resetToken' | 'newPassword'> | Fields<'mobileNum' | 'countryDialingCode' | 'verificationCode' | 'newPassword'>;

/** Sets the new password; every session of the member ends. */
export const resetPassword = (api: ApiClient, body: ResetRequest) => api.post<PasswordResetAnswer>('/wps/member/password/reset', body, { auth: false });
