import { describe, expect, it } from 'vitest';
import { gateVerdict, previewCookie, studioGate, type GateVerdict } from './accessToken.ts';

const TOKEN = 'abc123';
const COOKIE = previewCookie(TOKEN, '127.0.0.1:4000');
const cookie = `${COOKIE.name}=${COOKIE.value}`;
const STUDIO = 'http://127.0.0.1:4000';
const request = (path: string, headers: Record<string, string> = {}, method = 'GET') => ({
  req: { method, headers: { host: '127.0.0.1:4000', ...headers } },
  url: new URL(path, 'http://127.0.0.1:4000'),
});

describe('the studio gate', () => {
  const rows: [string, ReturnType<typeof request>, GateVerdict][] = [
    ['the printed address enters', request('/studio/?token=abc123'), 'enter'],
    ['a wrong token is refused', request('/studio/?token=abc124'), 'refuse'],
    ['no token is refused', request('/studio/'), 'refuse'],
    ['the app without the cookie is refused', request('/m/home'), 'refuse'],
    ['the API without the cookie is refused', request('/wps/system/config'), 'refuse'],
    ['the cookie lets the app through', request('/m/home', { cookie: `a=1; ${cookie}` }), 'pass'],
    ["the cookie lets the app's API and images through", request('/cdn/royal88/logo.svg', { cookie }), 'pass'],
    ["the cookie lets the studio's page through", request('/studio/?merchant=royal88', { cookie }), 'pass'],
    ["the cookie lets the page's notices through", request('/studio/api/events', { cookie }), 'pass'],
    ['the token header lets a call through', request('/studio/api/project', { 'x-studio-token': 'abc123' }), 'pass'],
    ['the cookie alone reads no call', request('/studio/api/project', { cookie }), 'call-needs-token'],
    ['the cookie alone cannot save', request('/studio/api/save', { cookie, origin: STUDIO }, 'POST'), 'call-needs-token'],
    ['the cookie alone uploads no image', request('/studio/api/images?merchant=royal88&name=x.png', { cookie, origin: STUDIO }, 'POST'), 'call-needs-token'],
    ['the token header saves', request('/studio/api/save', { cookie, 'x-studio-token': 'abc123', origin: STUDIO }, 'POST'), 'pass'],
    [
      'a wrong token header is refused, whatever the cookie',
      request('/studio/api/save', { cookie, 'x-studio-token': 'abc124', origin: STUDIO }, 'POST'),
      'refuse',
    ],
    ['the token itself as the cookie is refused', request('/m/home', { cookie: `${COOKIE.name}=abc123` }), 'refuse'],
    [
      'the token itself as the cookie calls nothing',
      request('/studio/api/save', { cookie: `${COOKIE.name}=abc123`, origin: STUDIO }, 'POST'),
      'call-needs-token',
    ],
    ["another port's cookie is refused", request('/m/home', { cookie: `wl_studio_4001=${COOKIE.value}` }), 'refuse'],
    ['the unported name of earlier versions is refused', request('/m/home', { cookie: 'wl_studio=abc123' }), 'refuse'],
    ["the app's own token link is not the studio's", request('/m/home?token=member', { cookie }), 'pass'],
    ['a wrong cookie is refused', request('/m/home', { cookie: `${COOKIE.name}=abc` }), 'refuse'],
    ['another host name is refused', request('/studio/?token=abc123', { host: 'evil.test:4000' }), 'foreign-host'],
    ['localhost is loopback', request('/studio/?token=abc123', { host: 'localhost:4000' }), 'enter'],
    [
      'a write from another origin is refused',
      request('/studio/api/save', { 'x-studio-token': 'abc123', origin: 'http://evil.test' }, 'POST'),
      'foreign-origin',
    ],
    [
      'a write from another port is refused',
      request('/studio/api/save', { 'x-studio-token': 'abc123', origin: 'http://127.0.0.1:4001' }, 'POST'),
      'foreign-origin',
    ],
    ["a preview's write from another origin is refused", request('/wps/user/login', { cookie, origin: 'http://evil.test' }, 'POST'), 'foreign-origin'],
  ];
  it.each(rows)('%s', (_, { req, url }, verdict) => {
    expect(gateVerdict(TOKEN, req, url)).toBe(verdict);
  });
});

describe("the preview's cookie", () => {
  it('is not the token, nor readable as it, and changes with the token', () => {
    expect(COOKIE.value).not.toContain(TOKEN);
    expect(COOKIE.value).toMatch(/^[\w-]{43}$/);
    expect(previewCookie('another', '127.0.0.1:4000').value).not.toBe(COOKIE.value);
  });

  it('is named by the port, so studios on two ports keep their own', () => {
    expect(previewCookie(TOKEN, '127.0.0.1:4000').name).toBe('wl_studio_4000');
    expect(previewCookie(TOKEN, 'localhost:5180').name).toBe('wl_studio_5180');
    expect(previewCookie(TOKEN, '[::1]:5181').name).toBe('wl_studio_5181');
  });
});

describe('entering by the printed address', () => {
  it('sets the cookie and hands the token to the page in the fragment only', () => {
    const headers: Record<string, string> = {};
    let status = 0;
    const res = {
      writeHead: (s: number, h: Record<string, string>) => {
        status = s;
        Object.assign(headers, h);
      },
      end: () => undefined,
    };
    const { req, url } = request('/studio/?merchant=xoso68&token=abc123');
    expect(studioGate(TOKEN)(req as never, res as never, url)).toBe(true);
    expect(status).toBe(303);
    expect(headers.Location).toBe('/studio/?merchant=xoso68#token=abc123');
    expect(headers['Set-Cookie']).toBe(`wl_studio_4000=${COOKIE.value}; Path=/; HttpOnly; SameSite=Strict`);
  });
});
