// What a server is started with, and what a started one offers its caller (the CLI, the studio, tests).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { CspReportCounter } from './web/cspReports.ts';
import type { Db } from './db/index.ts';
import type { DeclaredRoute } from './http/router.ts';
import type { ConnectionTimeouts } from './http/timeouts.ts';
import type { IdTokenVerifier } from './identity/idTokens.ts';
import type { LoadResult } from './merchants/project.ts';
import type { RenderHeldPage } from './render/heldPages.ts';
import type { ShutdownOptions } from './operations/drain.ts';
import type { Logger } from './operations/logger.ts';
import type { ReadinessReport } from './operations/readiness.ts';

export interface ServerOptions {
  root: string;
  port: number;
  /** Interface to listen on (default 0.0.0.0; the CLI's preview passes 127.0.0.1 unless told otherwise). */
  host?: string;
  /** Watch the configs, push changes to open pages, and serve hosts no merchant claims as defaultMerchant. */
  preview: boolean;
  /**
   * Let a page be shown at a moment its address names (`?at=`), content windows judged then, as the
   * preview always does (`wl shots --at`); never for players. Default: false.
   */
  previewMoments?: boolean;
  /**
   * Reload the merchant and template files when they change (default: in preview), so an operator's
   * edit (maintenance, a region block) takes effect without a restart; a server that does not watch
   * reloads on reload().
   */
  watch?: boolean;
  /**
   * Serve the release active in the database, and each one activated later (`wl serve`); the files until
   * a first release is published. Default: false (`wl preview` and `wl studio` serve the files).
   */
  releases?: boolean;
  /**
   * How often an instance looks for a release no notice announced (a notice missed while its connection
   * was down). Default: RELEASE_CHECK_MS (releases/servedRelease.ts).
   */
  releaseCheckMs?: number;
  /**
   * Serve the SMS and e-mail outboxes (GET /wps/dev/*, to callers on this machine only), where a
   * developer reads the codes the API "sent". Default: in preview; tests ask for them; `wl serve` never.
   */
  devOutboxes?: boolean;
  /** Merchant code served for hosts no merchant claims (preview only). */
  defaultMerchant?: string;
  /** Merchant files outside <root>/merchants to serve as well. */
  extraMerchantFiles?: string[];
  /** Texts served in place of files on disk (the studio's unsaved drafts), by absolute path. */
  draftTexts?: () => ReadonlyMap<string, string>;
  /** Also apply wl validate's cross-document rules on each load, for reload()'s answer (the studio's). */
  lint?: boolean;
  /**
   * Asked first for every request (the studio's gate and its own routes); true when it answered. What it
   * lets through is served as usual.
   */
  front?: (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<boolean>;
  /**
   * Let the Merchant header name any merchant whatever the host. Default: in preview; the route tests ask
   * for it; `wl serve` never: there the host decides, and a header naming another merchant than the
   * host's is merchant_not_found (server/merchants/resolveMerchant.ts).
   */
  merchantByHeader?: boolean;
  /** Let pages of the server's own origin frame the app (the studio's preview); else only native shells may. */
  framedBySelf?: boolean;
  /**
   * Let the app's policy name the plain-HTTP origins of merchant files (lines on a host reached over
   * HTTP, say). Default: in preview; the browser tests, served over HTTP on several host names, ask for
   * it; `wl serve` never.
   */
  plainHttpOrigins?: boolean;
  /**
   * Check each API answer against its route's schema (a mismatch is a 500 and a log line). Default: in
   * preview; tests ask for it; `wl serve` leaves it to the tests, for speed.
   */
  checkAnswers?: boolean;
  /** Encrypted calls (logins, registrations) in progress at most; more are refused (503) at once (server/http/api.ts). */
  maxEncryptedCalls?: number;
  /** How long a connection may take to send its request and stay idle (server/http/timeouts.ts; tests shorten them). */
  timeouts?: Partial<ConnectionTimeouts>;
  /** The built app, served under /m/. */
  distDir?: string;
  /** PostgreSQL server; else the DATABASE_URL environment variable; else the embedded database. */
  databaseUrl?: string;
  /** Embedded database folder, or 'memory' (else the WL_DATA_DIR environment variable; else <root>/.data/pglite). */
  dataDir?: string;
  /** No start log and no reload messages. */
  quiet?: boolean;
  /** Where the server logs (start-up, warnings, each request); default JSON lines on standard output, or nothing when quiet. */
  logger?: Logger;
  /** Serve the metrics (Prometheus text) at /metrics on this port of their own (host: loopback by default); none when absent. */
  metrics?: { port: number; host?: string };
  /** Also write each field-data report (players' Core Web Vitals, POST /wps/rum) to the log. */
  logFieldData?: boolean;
  /** Checks phone and social sign-in tokens (default: against Google's published keys). */
  verifyIdToken?: IdTokenVerifier;
  /**
   * Reverse proxies (addresses or CIDR ranges) whose X-Forwarded-For names the client, for per-address
   * limits and region checks; else the WL_TRUSTED_PROXIES environment variable (comma-separated); else none.
   */
  trustedProxies?: string[];
}

export interface RunningServer {
  /** Where the app's home page is, e.g. http://localhost:5173/m/home. */
  url: string;
  port: number;
  /** Where the metrics listen, when asked for (ServerOptions.metrics). */
  metricsPort?: number;
  /** The server's database, for tools and tests that prepare members. */
  db: Db;
  /** Every /wps call the API answers, as declared, for tests that cover each one. */
  routes: readonly DeclaredRoute[];
  /** Asks the API in-process, without a socket (the framework's injection), for tests of routes. */
  inject: FastifyInstance['inject'];
  /** The CSP violation reports received, by merchant and directive. */
  cspReports: Pick<CspReportCounter, 'counts'>;
  close(): Promise<void>;
  /** Loads the configs again (as an edit does in preview); a load with problems keeps the last good one. */
  reload(): Promise<LoadResult>;
  /** Renders a page of other documents than those served (an earlier release's), held while the caller holds them. */
  renderHeld: RenderHeldPage;
  /** What /readyz answers now. */
  readiness(): Promise<ReadinessReport>;
  /**
   * Stops gracefully: /readyz turns 503 at once, new connections are served for the drain delay, then the
   * requests in flight finish (each keep-alive connection closing after its answer), for at most the
   * timeout; then everything closes. `close` stops at once.
   */
  shutdown(options?: ShutdownOptions): Promise<void>;
}
