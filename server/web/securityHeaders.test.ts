import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { MerchantFile } from '../../src/config/types.generated.ts';
import {
  allowedSource,
  baseSecurityHeaders,
  contentSecurityPolicy,
  CSP_REPORT_PATH,
  cspOrigin,
  inlineScriptHashes,
  merchantSecurityHeaders,
  securityHeaders,
  type HeaderRequest,
} from './securityHeaders.ts';
import { repoRoot } from '../../tests/server/support.ts';

const merchantFile = (code: string) => JSON.parse(readFileSync(path.join(repoRoot, `merchants/${code}.json`), 'utf8')) as MerchantFile;
const royal88 = merchantFile('royal88');
const merchant = (changes: Partial<MerchantFile>): MerchantFile => ({ ...royal88, ...changes });
const plain: HeaderRequest = { origin: 'http://m.royal88.test:5173', secure: false };
const tls: HeaderRequest = { origin: 'https://m.royal88.com', secure: true };
/** The preview on a developer's machine, where plain-HTTP origins are kept. */
const preview: HeaderRequest = { ...plain, plainHttp: true };

/** One directive's sources. */
const directive = (policy: string, name: string) => {
  const found = policy.split('; ').find((d) => d.startsWith(`${name} `));
  return found ? found.slice(name.length + 1).split(' ') : undefined;
};

describe('contentSecurityPolicy', () => {
  it.each([
    { name: 'no merchant: only the site itself', m: undefined, dir: 'script-src', expected: ["'self'"] },
    { name: 'no merchant: nothing frames it', m: undefined, dir: 'frame-ancestors', expected: ["'none'"] },
    { name: 'default: frames only the site (demo game)', m: merchant({ contentSecurity: { adPixels: [] } }), dir: 'frame-src', expected: ["'self'"] },
    { name: 'workers from the site only', m: royal88, dir: 'worker-src', expected: ["'self'"] },
    { name: 'no plugins', m: royal88, dir: 'object-src', expected: ["'none'"] },
    { name: 'no pixels when the merchant runs none', m: merchant({ contentSecurity: { adPixels: [] } }), dir: 'script-src', expected: ["'self'"] },
    { name: 'one pixel', m: merchant({ contentSecurity: { adPixels: ['tiktok'] } }), dir: 'script-src', expected: ["'self'", 'https://analytics.tiktok.com'] },
    {
      name: "the Kwai pixel's script",
      m: merchant({ contentSecurity: { adPixels: ['kwai'] } }),
      dir: 'script-src',
      expected: ["'self'", 'https://s1.kwai.net'],
    },
    {
      name: "the Kwai pixel's reports",
      m: merchant({ lines: undefined, push: undefined, contentSecurity: { adPixels: ['kwai'] } }),
      dir: 'connect-src',
      expected: ["'self'", 'https://*.kwai.net', 'https://*.kwai.com', 'https://*.ap4r.com'],
    },
    {
      name: 'captcha servers and chat script origins (not the site itself, not paths)',
      m: merchant({
        gw: { ...royal88.gw, GEETEST_SERVERS: ['https://static.captcha.test/v4', '/wps/captcha/static'] },
        customerServiceScriptOrigins: ['self', 'https://cs.royal88.test'],
        contentSecurity: { adPixels: [] },
      }),
      dir: 'script-src',
      expected: ["'self'", 'https://static.captcha.test', 'https://cs.royal88.test'],
    },
    {
      name: "launched games from the merchant's game origins",
      m: merchant({ contentSecurity: { gameOrigins: ['https://games.vendor.test', 'https://*.lotto.test'] } }),
      dir: 'frame-src',
      expected: ["'self'", 'https://games.vendor.test', 'https://*.lotto.test'],
    },
    {
      name: 'native shells may frame it',
      m: merchant({ contentSecurity: { shellOrigins: ['https://shell.royal88.test'] } }),
      dir: 'frame-ancestors',
      expected: ['https://shell.royal88.test'],
    },
    {
      name: "the studio's preview frames it from its own origin",
      m: royal88,
      req: { ...plain, framedBySelf: true },
      dir: 'frame-ancestors',
      expected: ["'self'"],
    },
    {
      name: 'lines as host names on the scheme and port the player came in on (preview)',
      m: merchant({ lines: ['l1.royal88.test', 'https://l2.royal88.test', 'm.royal88.test'], push: undefined, contentSecurity: { adPixels: [] } }),
      req: preview,
      dir: 'connect-src',
      expected: ["'self'", 'http://l1.royal88.test:5173', 'https://l2.royal88.test'],
    },
    {
      name: 'lines as host names over TLS',
      m: merchant({ lines: ['l1.royal88.test', 'https://l2.royal88.test'], push: undefined }),
      req: tls,
      dir: 'connect-src',
      expected: ["'self'", 'https://l1.royal88.test', 'https://l2.royal88.test'],
    },
    {
      name: 'push: the messaging services',
      m: merchant({ lines: undefined, contentSecurity: { adPixels: [] } }),
      dir: 'connect-src',
      expected: ["'self'", 'https://firebaseinstallations.googleapis.com', 'https://fcmregistrations.googleapis.com'],
    },
    {
      name: 'phone sign-in: the identity provider and its sign-in domain',
      m: merchant({ sms: { provider: 'firebase', apiKey: 'k', authDomain: 'royal88-auth.firebaseapp.com' } }),
      dir: 'frame-src',
      expected: ["'self'", 'https://www.google.com', 'https://recaptcha.google.com', 'https://royal88-auth.firebaseapp.com'],
    },
    {
      name: 'a list entry that would break out of the header is dropped',
      m: merchant({ customerServiceScriptOrigins: ["https://a.test; script-src 'unsafe-inline'", 'javascript:alert(1)'], contentSecurity: { adPixels: [] } }),
      dir: 'script-src',
      expected: ["'self'"],
    },
  ] as { name: string; m: MerchantFile | undefined; dir: string; expected: string[]; req?: HeaderRequest }[])('$name', ({ m, dir, expected, req }) => {
    expect(directive(contentSecurityPolicy(m, req ?? plain), dir)).toEqual(expected);
  });

  /** Every origin of each pixel the app can start (src/platform/pixels/vendors.ts). */
  const PIXEL_ORIGINS = {
    facebook: { script: ['https://connect.facebook.net'], connect: ['https://www.facebook.com', 'https://connect.facebook.net'] },
    tiktok: { script: ['https://analytics.tiktok.com'], connect: ['https://analytics.tiktok.com'] },
    google: {
      script: ['https://www.googletagmanager.com'],
      connect: ['https://www.google-analytics.com', 'https://*.google-analytics.com', 'https://www.googletagmanager.com'],
    },
    kwai: { script: ['https://s1.kwai.net'], connect: ['https://*.kwai.net', 'https://*.kwai.com', 'https://*.ap4r.com'] },
  };
  const PIXEL_HOSTS = /googletagmanager|google-analytics|facebook|tiktok|kwai|ap4r/;

  it.each([
    ['royal88', royal88],
    ['xoso68', merchantFile('xoso68')],
    ['sorte777', merchantFile('sorte777')],
    ['a merchant whose list of pixels is empty', merchant({ contentSecurity: { adPixels: [] } })],
    ['no merchant', undefined],
  ])('%s (no pixel listed): no pixel origin in any directive', (_, m) => {
    for (const req of [plain, tls, preview]) expect(contentSecurityPolicy(m, req)).not.toMatch(PIXEL_HOSTS);
  });

  it.each(Object.entries(PIXEL_ORIGINS) as [keyof typeof PIXEL_ORIGINS, { script: string[]; connect: string[] }][])(
    "the %s pixel listed: exactly its origins, and no other vendor's",
    (vendor, origins) => {
      const policy = contentSecurityPolicy(merchant({ lines: undefined, push: undefined, contentSecurity: { adPixels: [vendor] } }), tls);
      expect(directive(policy, 'script-src')).toEqual(["'self'", ...origins.script]);
      expect(directive(policy, 'connect-src')).toEqual(["'self'", ...origins.connect]);
      const others = Object.entries(PIXEL_ORIGINS)
        .filter(([name]) => name !== vendor)
        .flatMap(([, o]) => [...o.script, ...o.connect]);
      const named = policy.split(/[; ]+/);
      expect(others.filter((origin) => named.includes(origin) && ![...origins.script, ...origins.connect].includes(origin))).toEqual([]);
    },
  );

  describe("plain-HTTP origins from the merchant's file", () => {
    const withHttp = merchant({
      lines: ['localhost', 'http://l2.royal88.test', 'https://l3.royal88.test'],
      push: undefined,
      gw: { ...royal88.gw, GEETEST_SERVERS: ['http://captcha.test', 'https://static.captcha.test'] },
      customerServiceScriptOrigins: ['http://cs.royal88.test', 'https://cs2.royal88.test'],
      imageCDNs: ['http://img.royal88.test'],
      contentSecurity: {
        adPixels: [],
        scriptOrigins: ['http://scripts.test'],
        connectOrigins: ['http://localhost:9000', 'https://api.royal88.test'],
        gameOrigins: ['http://games.test', 'https://games.vendor.test'],
        shellOrigins: ['http://shell.test'],
      },
    });

    it.each([
      { name: 'outside preview, over plain HTTP: none', req: plain, lines: ['https://l3.royal88.test'] },
      { name: 'outside preview, over TLS: none (a host-name line is on TLS too)', req: tls, lines: ['https://localhost', 'https://l3.royal88.test'] },
    ])('$name', ({ req, lines }) => {
      const policy = contentSecurityPolicy(withHttp, req);
      expect(policy).not.toMatch(/http:/);
      expect(directive(policy, 'connect-src')).toEqual(["'self'", ...lines, 'https://static.captcha.test', 'https://api.royal88.test']);
      expect(directive(policy, 'frame-src')).toEqual(["'self'", 'https://games.vendor.test']);
      expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
    });

    it.each([
      { name: "royal88's lines on localhost", m: royal88, dir: 'connect-src', origin: 'http://localhost:5173' },
      { name: 'a call origin', m: withHttp, dir: 'connect-src', origin: 'http://localhost:9000' },
      { name: 'a line written with its scheme', m: withHttp, dir: 'connect-src', origin: 'http://l2.royal88.test' },
      { name: 'a captcha server', m: withHttp, dir: 'script-src', origin: 'http://captcha.test' },
      { name: 'a customer-service script origin', m: withHttp, dir: 'script-src', origin: 'http://cs.royal88.test' },
      { name: 'a script origin', m: withHttp, dir: 'script-src', origin: 'http://scripts.test' },
      { name: 'an image CDN', m: withHttp, dir: 'img-src', origin: 'http://img.royal88.test' },
      { name: 'a game origin', m: withHttp, dir: 'frame-src', origin: 'http://games.test' },
      { name: 'a native shell', m: withHttp, dir: 'frame-ancestors', origin: 'http://shell.test' },
    ])('$name: dropped outside preview, kept in preview', ({ m, dir, origin }) => {
      expect(directive(contentSecurityPolicy(m, plain), dir)).not.toContain(origin);
      expect(directive(contentSecurityPolicy(m, preview), dir)).toContain(origin);
    });
  });

  it.each([
    ['a merchant', royal88],
    ['no merchant', undefined],
  ])('%s: violations are reported to the API, by the Reporting API and the older report-uri', (_, m) => {
    const policy = contentSecurityPolicy(m, tls);
    expect(directive(policy, 'report-to')).toEqual(['csp']);
    expect(directive(policy, 'report-uri')).toEqual([CSP_REPORT_PATH]);
    expect(CSP_REPORT_PATH).toBe('/wps/csp/report');
  });

  it('lets a page run exactly its inline scripts, by hash, and never inline code in general', () => {
    const policy = contentSecurityPolicy(royal88, { ...plain, scriptHashes: ["'sha256-abc='"] });
    expect(directive(policy, 'script-src')).toContain("'sha256-abc='");
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(directive(policy, 'default-src')).toEqual(["'self'"]);
  });
});

describe('securityHeaders', () => {
  it.each([
    { name: 'over plain HTTP: no HSTS', m: royal88, req: plain, header: 'Strict-Transport-Security', expected: undefined },
    { name: 'over TLS: HSTS', m: royal88, req: tls, header: 'Strict-Transport-Security', expected: 'max-age=31536000' },
    { name: 'framing refused', m: royal88, req: plain, header: 'X-Frame-Options', expected: 'DENY' },
    {
      name: "framing by the studio's page: left to frame-ancestors",
      m: royal88,
      req: { ...plain, framedBySelf: true },
      header: 'X-Frame-Options',
      expected: undefined,
    },
    {
      name: 'framing by named shells: left to frame-ancestors',
      m: merchant({ contentSecurity: { shellOrigins: ['https://shell.test'] } }),
      req: plain,
      header: 'X-Frame-Options',
      expected: undefined,
    },
    { name: 'no sniffing', m: undefined, req: plain, header: 'X-Content-Type-Options', expected: 'nosniff' },
    { name: 'referrer: the origin only, to other sites', m: royal88, req: plain, header: 'Referrer-Policy', expected: 'strict-origin-when-cross-origin' },
    {
      name: 'referrer: none from a page whose address holds a token',
      m: royal88,
      req: { ...plain, carriesToken: true },
      header: 'Referrer-Policy',
      expected: 'no-referrer',
    },
    {
      name: 'no camera, microphone or location',
      m: royal88,
      req: plain,
      header: 'Permissions-Policy',
      expected: 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    },
    { name: 'the endpoint report-to names', m: royal88, req: tls, header: 'Reporting-Endpoints', expected: 'csp="/wps/csp/report"' },
    {
      name: 'the endpoint report-to names, for a host no merchant claims',
      m: undefined,
      req: plain,
      header: 'Reporting-Endpoints',
      expected: 'csp="/wps/csp/report"',
    },
  ])('$name', ({ m, req, header, expected }) => {
    expect(securityHeaders(m, req)[header]).toBe(expected);
  });

  it('gives other files nosniff, the referrer policy and HSTS over TLS', () => {
    expect(baseSecurityHeaders({ secure: true })).toEqual({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Strict-Transport-Security': 'max-age=31536000',
    });
    expect(baseSecurityHeaders({ secure: false })['Strict-Transport-Security']).toBeUndefined();
  });
});

describe('merchantSecurityHeaders', () => {
  it('keeps one set per merchant file and kind of request, the same as securityHeaders makes', () => {
    const first = merchantSecurityHeaders(royal88, plain);
    expect(first).toEqual(securityHeaders(royal88, plain));
    expect(merchantSecurityHeaders(royal88, { ...plain })).toBe(first);
    expect(merchantSecurityHeaders(royal88, { ...plain, scriptHashes: ["'sha256-a'"] })).not.toBe(first);
    expect(merchantSecurityHeaders(royal88, { ...plain, scriptHashes: ["'sha256-a'"] })['Content-Security-Policy']).toContain("'sha256-a'");
    expect(merchantSecurityHeaders(royal88, { ...plain, carriesToken: true })['Referrer-Policy']).toBe('no-referrer');
    // A reloaded merchant file is a new object: its policy is made anew.
    const reloaded = merchant({ contentSecurity: { shellOrigins: ['https://shell.test'] } });
    expect(merchantSecurityHeaders(reloaded, plain)['X-Frame-Options']).toBeUndefined();
  });

  it('keeps a bounded number per merchant, whatever hosts clients make up', () => {
    const own = merchant({});
    const kept = new Set(Array.from({ length: 1000 }, (_, i) => merchantSecurityHeaders(own, { origin: `http://h${i}.test`, secure: false })));
    // Each made-up host got its own policy, and the oldest were let go rather than kept for ever.
    expect(kept.size).toBe(1000);
    expect(merchantSecurityHeaders(own, { origin: 'http://h0.test', secure: false })).not.toBe([...kept][0]);
  });

  it('makes a policy every time for a host no merchant claims', () => {
    expect(merchantSecurityHeaders(undefined, plain)).not.toBe(merchantSecurityHeaders(undefined, plain));
  });
});

describe('cspOrigin', () => {
  it.each([
    ['https://a.test', undefined, 'https://a.test'],
    ['https://A.test/path?q', undefined, 'https://a.test'],
    ['https://*.a.test', undefined, 'https://*.a.test'],
    ['/wps/captcha/static', 'http://m.test', undefined],
    ['javascript:alert(1)', undefined, undefined],
    ["https://a.test 'unsafe-inline'", undefined, undefined],
  ])('%s', (value, base, expected) => {
    expect(cspOrigin(value, base)).toBe(expected);
  });
});

describe('allowedSource', () => {
  it.each([
    { source: 'https://a.test', plainHttp: false, allowed: true },
    { source: 'http://a.test', plainHttp: false, allowed: false },
    { source: 'http://localhost:5173', plainHttp: false, allowed: false },
    { source: 'http://a.test', plainHttp: true, allowed: true },
    { source: "'self'", plainHttp: false, allowed: true },
    { source: 'data:', plainHttp: false, allowed: true },
    { source: 'https:', plainHttp: false, allowed: true },
  ])('$source (plain HTTP allowed: $plainHttp): $allowed', ({ source, plainHttp, allowed }) => {
    expect(allowedSource(source, plainHttp)).toBe(allowed);
  });
});

describe('inlineScriptHashes', () => {
  it('hashes inline scripts only', () => {
    const html = '<script type="module" src="/m/a.js"></script><script>alert(1)</script><SCRIPT >x</SCRIPT>';
    // sha256 of "alert(1)" and of "x", base64.
    expect(inlineScriptHashes(html)).toEqual([
      "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='",
      "'sha256-LXEWQrcmsEQBYnyp+6wy9chTD7GQPMTbAiWHF5IaSIE='",
    ]);
  });
});
