// The security headers of the app's answers (OWASP ASVS V14.4): a Content-Security-Policy made from the
// merchant's file, framing refused unless the merchant names its native shells, and the rest. A pure
// function of the merchant and the request, so the same table serves `wl serve`, the preview and the
// README's reverse-proxy example.
import { createHash } from 'node:crypto';
import type { MerchantFile } from '../../src/config/types.generated.ts';

export interface HeaderRequest {
  /** The origin the client reached, e.g. https://m.royal88.com (lines given as host names use its scheme and port). */
  origin: string;
  /** Came over TLS, or through a trusted proxy that says it did. */
  secure: boolean;
  /** The answer is an HTML page whose inline scripts have these hashes ('sha256-…'). */
  scriptHashes?: readonly string[];
  /** The page's address carries a session token (a token or tokens query): no referrer at all. */
  carriesToken?: boolean;
  /** Pages of this origin may frame the app (the studio's live preview). */
  framedBySelf?: boolean;
  /**
   * Plain-HTTP origins of the merchant's file may be named (the preview, on a developer's machine);
   * otherwise they are left out, lines on the player's plain-HTTP scheme included.
   */
  plainHttp?: boolean;
}

/** Where the browser reports violations of the policy (server/routes/cspReport.ts answers it). */
export const CSP_REPORT_PATH = '/wps/csp/report';
/** The name report-to gives that endpoint in Reporting-Endpoints. */
const REPORT_GROUP = 'csp';

/** The advertising pixels the app can start (src/platform/pixels/vendors.ts), and what each loads and calls. */
const PIXELS = {
  facebook: { script: ['https://connect.facebook.net'], connect: ['https://www.facebook.com', 'https://connect.facebook.net'] },
  tiktok: { script: ['https://analytics.tiktok.com'], connect: ['https://analytics.tiktok.com'] },
  google: {
    script: ['https://www.googletagmanager.com'],
    connect: ['https://www.google-analytics.com', 'https://*.google-analytics.com', 'https://www.googletagmanager.com'],
  },
  // Kwai's script reports to its own hosts and its edge network's.
  kwai: { script: ['https://s1.kwai.net'], connect: ['https://*.kwai.net', 'https://*.kwai.com', 'https://*.ap4r.com'] },
} as const;

/** Firebase web push: the installation and registration services the messaging SDK calls. */
const PUSH_CONNECT = ['https://firebaseinstallations.googleapis.com', 'https://fcmregistrations.googleapis.com'];
/** Firebase Auth (phone and Google sign-in): its API, and the reCAPTCHA its phone check runs. */
const IDENTITY = {
  script: ['https://apis.google.com', 'https://www.google.com', 'https://www.gstatic.com'],
  connect: ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com', 'https://www.google.com'],
  frame: ['https://www.google.com', 'https://recaptcha.google.com'],
};

const HSTS = 'max-age=31536000';
const PERMISSIONS = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

/** What a CSP source list may hold: an origin, perhaps with a wildcard label; never a quote, space or separator. */
const SOURCE = /^https?:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:[0-9]{1,5})?$/;

/** An origin for a CSP source list, or undefined for anything else (a path, a javascript: URL, junk). */
export function cspOrigin(value: string, base?: string): string | undefined {
  const trimmed = value.trim().toLowerCase();
  let origin: string | undefined = SOURCE.test(trimmed) ? trimmed : undefined;
  if (!origin && URL.canParse(trimmed, base)) {
    const url = new URL(trimmed, base);
    origin = url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
  }
  // The site itself is 'self' already.
  return origin && base && URL.canParse(base) && origin === new URL(base).origin ? undefined : origin;
}

/** The 'sha256-…' source of each inline script (a script element without src) of an HTML page. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\bsrc\s*=/i.test(match[1])) continue;
    // Data that never runs (a page's first-screen JSON) needs no permission.
    if (/\btype\s*=\s*["']?application\/json/i.test(match[1])) continue;
    hashes.push(`'sha256-${createHash('sha256').update(match[2], 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/** The lines' origins: host names are served on the scheme and port the player came in on. */
function lineOrigins(lines: readonly string[] | undefined, reached: string): string[] {
  if (!lines || !URL.canParse(reached)) return [];
  const { protocol, port } = new URL(reached);
  return lines.map((line) => cspOrigin(line.includes('://') ? line : `${protocol}//${line}${port ? `:${port}` : ''}`, reached)).filter((o): o is string => !!o);
}

/**
 * Whether a source may stand in a policy. A plain-HTTP origin is left out outside the preview: what it
 * serves travels in clear, and browsers count http://localhost and loopback addresses as secure, so a
 * live page would be let into the visitor's own machine.
 */
export const allowedSource = (source: string, plainHttp: boolean): boolean => plainHttp || !source.startsWith('http://');

/** A directive's value: the sources given, each once, without those the request does not allow. */
const sourceList =
  (plainHttp: boolean) =>
  (...sources: (readonly (string | undefined)[])[]) =>
    [...new Set(sources.flat().filter((s): s is string => !!s && allowedSource(s, plainHttp)))].join(' ');
const origins = (values: readonly string[] | undefined, base: string) => (values ?? []).map((v) => cspOrigin(v, base));

/** The native shells that may frame the app (none: framing is refused). */
const shellSources = (merchant: MerchantFile | undefined, request: HeaderRequest) => [
  ...(request.framedBySelf ? ["'self'"] : []),
  ...origins(merchant?.contentSecurity?.shellOrigins, request.origin).filter((o): o is string => !!o && allowedSource(o, request.plainHttp === true)),
];

export function contentSecurityPolicy(merchant: MerchantFile | undefined, request: HeaderRequest): string {
  const base = request.origin;
  const list = sourceList(request.plainHttp === true);
  const security = merchant?.contentSecurity;
  // Only the pixels the merchant lists: a pixel's origins (the tag manager's above all, where anyone may
  // publish a container) would let any script of theirs run on a site that never uses it.
  const pixels = (security?.adPixels ?? []).map((vendor) => PIXELS[vendor]);
  const captcha = origins(merchant?.gw.GEETEST_SERVERS, base);
  const csScripts = origins(
    merchant?.customerServiceScriptOrigins?.filter((o) => o !== 'self'),
    base,
  );
  const identity = merchant?.sms.provider === 'firebase' || merchant?.push?.googleWebClientId ? IDENTITY : undefined;
  const authDomain = merchant?.sms.authDomain ?? merchant?.push?.authDomain;
  const shells = shellSources(merchant, request);

  const directives: [string, string][] = [
    ['default-src', "'self'"],
    [
      'script-src',
      list(
        ["'self'"],
        request.scriptHashes ?? [],
        captcha,
        csScripts,
        pixels.flatMap((p) => p.script),
        identity?.script ?? [],
        origins(security?.scriptOrigins, base),
      ),
    ],
    // React sets styles through the DOM, but the boot screen's <style> and styled merchant HTML are inline.
    ['style-src', list(["'self'", "'unsafe-inline'"], captcha)],
    ['img-src', list(["'self'", 'data:', 'blob:', 'https:'], origins(merchant?.imageCDNs, base))],
    ['font-src', "'self' data:"],
    [
      'connect-src',
      list(
        ["'self'"],
        lineOrigins(merchant?.lines, base),
        captcha,
        pixels.flatMap((p) => p.connect),
        merchant?.push ? PUSH_CONNECT : [],
        identity?.connect ?? [],
        origins(security?.connectOrigins, base),
      ),
    ],
    // Launched games only: the reference API's demo game is on this origin, an operator's on theirs.
    [
      'frame-src',
      list(["'self'"], origins(security?.gameOrigins, base), identity ? [...identity.frame, authDomain ? cspOrigin(`https://${authDomain}`) : undefined] : []),
    ],
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    ['media-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', list(shells) || "'none'"],
    // report-to for browsers with the Reporting API; report-uri for the others (it is ignored where report-to works).
    ['report-to', REPORT_GROUP],
    ['report-uri', CSP_REPORT_PATH],
  ];
  return directives.map(([name, value]) => `${name} ${value}`).join('; ');
}

/** Every header an answer of the app carries (its pages, scripts, styles and workers). */
export function securityHeaders(merchant: MerchantFile | undefined, request: HeaderRequest): Record<string, string> {
  const framable = shellSources(merchant, request).length > 0;
  return {
    'Content-Security-Policy': contentSecurityPolicy(merchant, request),
    // The endpoint the policy's report-to names (a path: the browser takes it on the page's own origin).
    'Reporting-Endpoints': `${REPORT_GROUP}="${CSP_REPORT_PATH}"`,
    // X-Frame-Options cannot name several origins: frame-ancestors decides when shells may frame the app.
    ...(framable ? {} : { 'X-Frame-Options': 'DENY' }),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': request.carriesToken ? 'no-referrer' : 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS,
    ...(request.secure ? { 'Strict-Transport-Security': HSTS } : {}),
  };
}

/** The most policies kept per merchant: one per origin and kind of answer, a handful in practice. */
const POLICIES_PER_MERCHANT = 64;
const policies = new WeakMap<MerchantFile, Map<string, Readonly<Record<string, string>>>>();

/**
 * securityHeaders, kept per merchant file (a reload brings new ones) and request kind: the policy is the
 * same for every page of a merchant on one origin, and making it anew cost a cached page a tenth of its
 * time. The headers are shared between requests: read them, never change them.
 */
export function merchantSecurityHeaders(merchant: MerchantFile | undefined, request: HeaderRequest): Readonly<Record<string, string>> {
  if (!merchant) return securityHeaders(merchant, request);
  let kept = policies.get(merchant);
  if (!kept) {
    kept = new Map();
    policies.set(merchant, kept);
  }
  const key = [request.origin, request.secure, request.carriesToken, request.framedBySelf, request.plainHttp, ...(request.scriptHashes ?? [])].join(' ');
  let headers = kept.get(key);
  if (!headers) {
    // A host header is the client's to write: never one entry per host a client makes up.
    if (kept.size >= POLICIES_PER_MERCHANT) kept.clear();
    headers = securityHeaders(merchant, request);
    kept.set(key, headers);
  }
  return headers;
}

/** The headers of the server's other answers (images, the demo game, chat pages): what holds for any file. */
export function baseSecurityHeaders(request: Pick<HeaderRequest, 'secure'>): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    ...(request.secure ? { 'Strict-Transport-Security': HSTS } : {}),
  };
}
