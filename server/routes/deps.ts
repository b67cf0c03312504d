import type { ChallengeStore } from '../captcha/challenges.ts';
import type { BodyDecryptor } from '../crypto/bodyEncryption.ts';
import type { RsaKeys } from '../crypto/rsa.ts';
import type { Db } from '../db/index.ts';
import type { IdTokenVerifier } from '../identity/idTokens.ts';
import type { LiveProject } from '../project.ts';

/** What every group of routes answers from. */
export interface ApiDeps {
  project: LiveProject;
  db: Db;
  /** Made at start in the background; the key call waits for it. */
  rsa: Promise<RsaKeys>;
  /** Reads encrypted login and registration bodies off the main thread. */
  bodies: BodyDecryptor;
  /** Checks phone and social sign-in tokens. */
  verifyIdToken: IdTokenVerifier;
  /** The captcha's challenges, shared by every instance on the database. */
  challenges: ChallengeStore;
}
