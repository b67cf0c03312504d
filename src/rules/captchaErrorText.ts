// What the captcha widget says when the bot check fails: the app's own words, in the player's language,
// for the failures it knows by code (spec section 5's 'Network failure' for 60204 and 60205); the
// script's own text otherwise, as Geetest writes it in the language it was given.
import { REQUEST_FAILED, RESOURCE_TIMEOUT, SCRIPT_TIMEOUT } from '../platform/captcha/botCheck.ts';

export interface CaptchaFailure {
  code?: number | string;
  message?: string;
  messageId?: string;
}

export type CaptchaErrorText = { messageId: string } | { message: string };

const BY_CODE: Record<number, string> = {
  [SCRIPT_TIMEOUT]: 'captcha.network_failure',
  [RESOURCE_TIMEOUT]: 'captcha.network_failure',
  [REQUEST_FAILED]: 'captcha.failed',
};

export function captchaErrorText(failure: CaptchaFailure | undefined): CaptchaErrorText {
  if (failure?.messageId) return { messageId: failure.messageId };
  const known = failure?.code === undefined || failure.code === '' ? undefined : BY_CODE[Number(failure.code)];
  if (known) return { messageId: known };
  if (failure?.message) return { message: failure.message };
  return { messageId: 'unknown_error' };
}
