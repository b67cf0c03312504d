// Whether a login, SMS or registration call carries the captcha its merchant asks for.
import type { MerchantFile } from '../../src/config/types.generated.ts';
import { HttpError } from '../http/errors.ts';
import { proofChallenge, proofVersion, type CaptchaProof, type ChallengeStore } from './challenges.ts';

export type CaptchaScene = 'login' | 'sms' | 'register';

/**
 * Throws the error the front end shows unless the body holds a fresh proof, when the merchant turns
 * the captcha on (register.captcha.enabled) for this scene (whitelabel.GEETEST3), or `always` (an account
 * that failed too often asks for one whatever the merchant's switches). A proof is spent here.
 */
export async function requireCaptcha(
  challenges: ChallengeStore,
  merchant: MerchantFile,
  scene: CaptchaScene,
  body: Record<string, unknown>,
  { always = false } = {},
): Promise<void> {
  if (!always && (!merchant.register.captcha.enabled || merchant.whitelabel.GEETEST3?.[scene] !== true)) return;
  // The SMS scene is Geetest v4 only: a v3 merchant asking for it is misconfigured, as the real
  // operator API reports it.
  if (scene === 'sms' && (merchant.gw.GEETEST_VERSION ?? 'v3') !== 'v4') {
    throw new HttpError(400, 'geetest.service.unavailable', 'Geetest service not work');
  }
  const proof: CaptchaProof = scene === 'sms' ? { geetestValidateV4: body.geetestValidateV4 } : body;
  if (!proofVersion(proof)) throw new HttpError(400, 'captcha.required', 'Please complete verification first');
  if (!(await challenges.consume(merchant.merchantCode, proof))) throw new HttpError(400, 'captcha.invalid', 'Verification failed, please try again');
}

/**
 * A registration's `identifying`, and a login's `captcha`, name the challenge the call's captcha proof
 * answers (v3 geetestChallenge, v4 lot_number). The field is optional; given with a proof it must name
 * that proof's challenge, so a proof cannot travel under another captcha's name. Checked before the
 * proof is spent.
 */
export function requireIdentifying(body: Record<string, unknown>, field: 'identifying' | 'captcha' = 'identifying'): void {
  const named = body[field];
  if (named === undefined || named === null || named === '') return;
  if (typeof named !== 'string') throw new HttpError(400, 'bad_request', `${field} must be a string`);
  if (!proofVersion(body)) return;
  if (proofChallenge(body) !== named) throw new HttpError(400, 'captcha.invalid', 'Verification failed, please try again');
}
