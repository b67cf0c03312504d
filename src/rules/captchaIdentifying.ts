// A registration's `identifying` (spec section 3, "identifying (captcha)") and a login's `captcha`: the
// identification of the captcha the player solved, so the server can tell which challenge the proof
// answers. It is the challenge id: Geetest v3's `geetestChallenge`, v4's `lot_number`; none when no
// captcha ran.
import type { CaptchaProof } from '../api/accountCalls.ts';

export function captchaIdentifying(proof: CaptchaProof): string | undefined {
  if (proof.geetestValidateV4) {
    try {
      const { lot_number: lot } = JSON.parse(proof.geetestValidateV4) as { lot_number?: unknown };
      return typeof lot === 'string' && lot ? lot : undefined;
    } catch {
      return undefined;
    }
  }
  return proof.geetestChallenge || undefined;
}
