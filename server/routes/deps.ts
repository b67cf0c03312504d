import type { ChallengeStore } from '../captcha/challenges.ts';
import type { BodyDecryptor } from '../crypto/bodyEncryption.ts';
import type { RsaKeys } from '../crypto/rsa.ts';
import type { Db } from '../db/index.ts';
import type { IdTokenVerifier } from '../identity/idTokens.ts';
import type { CspReportCounter } from '../web/cspReports.ts';
import type { EmailOutbox } from '../accounts/emailOutbox.ts';
import type { LoginThrottle } from '../accounts/loginThrottle.ts';
import type { LiveProject } from '../merchants/project.ts';
import type { FieldDataReport } from '../../src/rules/fieldData.ts';

/** What every group of routes answers from: one bag, handed to each group alike (routes/registry.ts). */
export interface ApiDeps {
  /** The project's folder: the web app's own files. */
  root: string;
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
  /**
   * One throttle for every password check (login, the two-factor step, the member's own password),
   * which a password reset lifts. Its counts, like every limit's, live in the database.
   */
  loginThrottle: LoginThrottle;
  /** The reset e-mails the reference API would send, kept for the development outbox. */
  emailOutbox: EmailOutbox;
  /** Whether the development outboxes are answered (preview and tests). */
  devOutboxes: boolean;
  /** The policy violations browsers reported, counted by merchant and directive. */
  cspReports: CspReportCounter;
  /**
   * The moment content windows are judged at (content/windows.ts): now; none in the preview, which serves
   * every item with its window for the app to judge at the moment it shows.
   */
  contentMoment: () => number | undefined;
  /** Where the field data players' browsers report goes (the metrics, the log); dropped when absent. */
  fieldData?: { report(report: FieldDataReport): void; refused(): void };
}
