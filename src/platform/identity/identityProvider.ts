// The one door to the identity provider (Firebase Auth) for phone and social sign-in. firebase/app and
// firebase/auth load only when a player starts such a sign-in. Tests replace this module.
import type { ConfirmationResult } from 'firebase/auth';

export interface IdentitySettings {
  apiKey?: string;
  authDomain?: string;
  projectId?: string;
  appId?: string;
}

/** A failure with the provider's code (auth/…) or one of ours (not_support_incognito). */
export class IdentityError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'IdentityError';
  }
}

export interface IdentitySession {
  /** Sends the SMS code; `verifierHost` holds the provider's invisible bot check. */
  sendPhoneCode(phoneE164: string, verifierHost: HTMLElement): Promise<void>;
  /** The ID token for the code; auth/code-expired when no code was sent. */
  confirmPhoneCode(code: string): Promise<string>;
  /** Google sign-in in a popup; its ID token. */
  signInWithGoogle(): Promise<string>;
}

/** Spec section 5: the API key must be there and hold no colon. */
export function checkSettings(settings: IdentitySettings, { popup }: { popup: boolean }): void {
  if (!settings.apiKey || settings.apiKey.includes(':')) throw new IdentityError('auth/invalid-api-key', 'The sign-in key is not set up');
  if (popup && !settings.authDomain) throw new IdentityError('auth/auth-domain-config-required', 'The sign-in domain is not set up');
}

const asIdentityError = (error: unknown): IdentityError => {
  const { code, message } = (error ?? {}) as { code?: string; message?: string };
  return new IdentityError(typeof code === 'string' ? code : 'auth/unknown', message ?? String(error));
};

export async function openIdentity(settings: IdentitySettings): Promise<IdentitySession> {
  checkSettings(settings, { popup: false });
  const [{ initializeApp, getApps }, auth] = await Promise.all([import('firebase/app'), import('firebase/auth')]);
  const app = getApps()[0] ?? initializeApp({ apiKey: settings.apiKey, authDomain: settings.authDomain, projectId: settings.projectId, appId: settings.appId });
  const instance = auth.getAuth(app);
  let confirmation: ConfirmationResult | undefined;
  let verifier: InstanceType<typeof auth.RecaptchaVerifier> | undefined;
  return {
    async sendPhoneCode(phoneE164, verifierHost) {
      try {
        verifier?.clear();
        verifier = new auth.RecaptchaVerifier(instance, verifierHost, { size: 'invisible' });
        confirmation = await auth.signInWithPhoneNumber(instance, phoneE164, verifier);
      } catch (error) {
        throw asIdentityError(error);
      }
    },
    async confirmPhoneCode(code) {
      if (!confirmation) throw new IdentityError('auth/code-expired', 'Send a code first');
      try {
        const credential = await confirmation.confirm(code);
        return await credential.user.getIdToken();
      } catch (error) {
        throw asIdentityError(error);
      }
    },
    async signInWithGoogle() {
      checkSettings(settings, { popup: true });
      try {
        const credential = await auth.signInWithPopup(instance, new auth.GoogleAuthProvider());
        return await credential.user.getIdToken();
      } catch (error) {
        throw asIdentityError(error);
      }
    },
  };
}

/**
 * Private windows keep storage small; social sign-in needs storage that lasts, so it is refused there
 * (not_support_incognito). The quota is the one signal browsers give.
 */
export async function isPrivateWindow(): Promise<boolean> {
  try {
    const { quota } = (await navigator.storage?.estimate?.()) ?? {};
    return typeof quota === 'number' && quota > 0 && quota < 120 * 1024 * 1024;
  } catch {
    return false;
  }
}
