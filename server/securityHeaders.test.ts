import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { MerchantFile } from '../src/config/types.generated.ts';
import { baseSecurityHeaders, contentSecurityPolicy, cspOrigin, inlineScriptHashes, securityHeaders, type HeaderRequest } from './securityHeaders.ts';
import { repoRoot } from './testSupport.ts';

const royal88 = JSON.parse(readFileSync(path.join(repoRoot, 'merchants/royal88.json'), 'utf8')) as MerchantFile;
const merchant = (changes: Partial<MerchantFile>): MerchantFile => ({ ...royal88, ...changes });
const plain: HeaderRequest = { origin: 'http://m.royal88.test:5173', secure: false };
const tls: HeaderRequest = { origin: 'https://m.royal88.com', secure: true };

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
    { name: 'the Kwai pixel\'s script', m: merchant({ contentSecurity: { adPixels: ['kwai'] } }), dir: 'script-src', expected: ["'self'", 'https://s1.kwai.net'] },
    { name: 'the Kwai pixel\'s reports', m: merchant({ lines: undefined, push: undefined, contentSecurity: { adPixels: ['kwai'] } }), dir: 'connect-src', expected: ["'self'", 'https://*.kwai.net', 'https://*.kwai.com', 'https://*.ap4r.com'] },
    {
      name: 'captcha servers and chat script origins (not the site itself, not paths)',
      m: merchant({ gw: { ...royal88.gw, GEETEST_SERVERS: ['https://static.captcha.test/v4', '/wps/captcha/static'] }, customerServiceScriptOrigins: ['self', 'https://cs.royal88.test'], contentSecurity: { adPixels: [] } }),
      dir: 'script-src',
      expected: ["'self'", 'https://static.captcha.test', 'https://cs.royal88.test'],
    },
    {
      name: 'launched games from the merchant\'s game origins',
      m: merchant({ contentSecurity: { gameOrigins: ['https://games.vendor.test', 'https://*.lotto.test'] } }),
      dir: 'frame-src',
      expected: ["'self'", 'https://games.vendor.test', 'https://*.lotto.test'],
    },
    { name: 'native shells may frame it', m: merchant({ contentSecurity: { shellOrigins: ['https://shell.royal88.test'] } }), dir: 'frame-ancestors', expected: ['https://shell.royal88.test'] },
    { name: "the studio's preview frames it from its own origin", m: royal88, req: { ...plain, framedBySelf: true }, dir: 'frame-ancestors', expected: ["'self'"] },
    {
      name: 'lines as host names on the scheme and port the player came in on',
      m: merchant({ lines: ['l1.royal88.test', 'https://l2.royal88.test', 'm.royal88.test'], push: undefined, contentSecurity: { adPixels: [] } }),
      dir: 'connect-src',
      expected: ["'self'", 'http://l1.royal88.test:5173', 'https://l2.royal88.test'],
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
    { name: "framing by the studio's page: left to frame-ancestors", m: royal88, req: { ...plain, framedBySelf: true }, header: 'X-Frame-Options', expected: undefined },
    { name: 'framing by named shells: left to frame-ancestors', m: merchant({ contentSecurity: { shellOrigins: ['https://shell.test'] } }), req: plain, header: 'X-Frame-Options', expected: undefined },
    { name: 'no sniffing', m: undefined, req: plain, header: 'X-Content-Type-Options', expected: 'nosniff' },
    { name: 'referrer: the origin only, to other sites', m: royal88, req: plain, header: 'Referrer-Policy', expected: 'strict-origin-when-cross-origin' },
    { name: 'referrer: none from a page whose address holds a token', m: royal88, req: { ...plain, carriesToken: true }, header: 'Referrer-Policy', expected: 'no-referrer' },
    { name: 'no camera, microphone or location', m: royal88, req: plain, header: 'Permissions-Policy', expected: 'camera=(), microphone=(), geolocation=(), payment=(), usb=()' },
  ])('$name', ({ m, req, header, expected }) => {
    expect(securityHeaders(m, req)[header]).toBe(expected);
  });

  it('gives other files nosniff, the referrer policy and HSTS over TLS', () => {
    expect(baseSecurityHeaders({ secure: true })).toEqual({ 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'strict-origin-when-cross-origin', 'Strict-Transport-Security': 'max-age=31536000' });
    expect(baseSecurityHeaders({ secure: false })['Strict-Transport-Security']).toBeUndefined();
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

describe('inlineScriptHashes', () => {
  it('hashes inline scripts only', () => {
    const html = '<script type="module" src="/m/a.js"></script><script>alert(1)</script><SCRIPT >x</SCRIPT>';
    // sha256 of "alert(1)" and of "x", base64.
    expect(inlineScriptHashes(html)).toEqual(["'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='", "'sha256-LXEWQrcmsEQBYnyp+6wy9chTD7GQPMTbAiWHF5IaSIE='"]);
  });
});
