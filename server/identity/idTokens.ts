// Checks the ID tokens of phone and social sign-in (Firebase): signed by Google's secure-token keys for
// the merchant's project, recent, and naming a user. The key source is a parameter, so tests can sign
// their own tokens; the default fetches Google's published keys on first use.
import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { HttpError } from '../http/errors.ts';

export const GOOGLE_SECURE_TOKEN_KEYS = 'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com';
/** Tokens older than this are refused (spec section 9: id-token max age 300 s). */
export const ID_TOKEN_MAX_AGE_S = 300;

export interface IdentityClaims {
  uid: string;
  /** E.164, for phone sign-in. */
  phoneNumber?: string;
  email?: string;
  /** e.g. phone, google.com. */
  provider?: string;
}

export type IdTokenVerifier = (token: string, projectId: string) => Promise<IdentityClaims>;

export function idTokenVerifier(keys?: JWTVerifyGetKey): IdTokenVerifier {
  let remote: JWTVerifyGetKey | undefined = keys;
  return async (token, projectId) => {
    remote ??= createRemoteJWKSet(new URL(GOOGLE_SECURE_TOKEN_KEYS));
    try {
      const { payload } = await jwtVerify(token, remote, {
        issuer: `https://securetoken.google.com/${projectId}`,
        audience: projectId,
        maxTokenAge: ID_TOKEN_MAX_AGE_S,
        algorithms: ['RS256'],
      });
      if (!payload.sub) throw new Error('no subject');
      const firebase = payload.firebase as { sign_in_provider?: string } | undefined;
      return {
        uid: payload.sub,
        phoneNumber: typeof payload.phone_number === 'string' ? payload.phone_number : undefined,
        email: typeof payload.email === 'string' ? payload.email : undefined,
        provider: firebase?.sign_in_provider,
      };
    } catch {
      throw new HttpError(400, 'firebase.token.invalid', 'The sign-in has expired, please try again');
    }
  };
}

/** The identity behind a sign-in token, for a merchant whose phone sign-in runs on the identity provider. */
export async function signInIdentity(
  verify: IdTokenVerifier,
  merchant: { sms: { provider: string; projectId?: string } },
  token: unknown,
): Promise<IdentityClaims> {
  if (merchant.sms.provider !== 'firebase' || !merchant.sms.projectId) {
    throw new HttpError(400, 'firebase.not.enabled', 'Phone sign-in is not available on this site');
  }
  if (typeof token !== 'string' || !token) throw new HttpError(400, 'firebase.token.invalid', 'The sign-in has expired, please try again');
  return verify(token, merchant.sms.projectId);
}
