// Resetting a forgotten password (spec section 6: "password reset by e-mail or SMS", calls that need no
// token). The answers never say whether an account stands behind a number or an address.
import type { CaptchaProof } from './accountCalls.ts';
import { api } from './client.ts';

/** Sends a reset code to the number when an account has it; the same answer either way. */
export const sendResetSms = (body: { countryDialingCode: string; mobileNum: string } & CaptchaProof) =>
  api.post<{ expirationTime?: number }>('/wps/member/password/reset/sms', body, { auth: false });

/** Mails a reset link to the address when an account has it on file; the same answer either way. */
export const sendResetEmail = (body: { email: string }) =>
  api.post<{ validMinutes: number }>('/wps/member/password/reset/email', body, { auth: false });

/** Whose password a link resets, while the link still works (no alert: the page says so itself). */
export const checkResetLink = (body: { resetToken: string }) =>
  api.post<{ userName: string; expirationTime: number }>('/wps/member/password/reset/token', body, { auth: false, alert: false });

export type ResetRequest =
  | { resetToken: string; newPassword: string }
  | { mobileNum: string; countryDialingCode: string; verificationCode: string; newPassword: string };

/** Sets the new password; every session of the member ends. */
export const resetPassword = (body: ResetRequest) => api.post<{ userName: string }>('/wps/member/password/reset', body, { auth: false });
