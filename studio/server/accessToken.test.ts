import { describe, expect, it } from 'vitest';
import { gateVerdict, type GateVerdict } from './accessToken.ts';

const TOKEN = 'abc123';
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
    ['the cookie lets the app through', request('/m/home', { cookie: 'a=1; wl_studio=abc123' }), 'pass'],
    ['a token header lets a call through', request('/studio/api/project', { 'x-studio-token': 'abc123' }), 'pass'],
    ["the app's own token link is not the studio's", request('/m/home?token=member', { cookie: 'wl_studio=abc123' }), 'pass'],
    ['a wrong cookie is refused', request('/m/home', { cookie: 'wl_studio=abc' }), 'refuse'],
    ['another host name is refused', request('/studio/?token=abc123', { host: 'evil.test:4000' }), 'foreign-host'],
    ['localhost is loopback', request('/studio/?token=abc123', { host: 'localhost:4000' }), 'enter'],
    ['a write from another origin is refused', request('/studio/api/save', { cookie: 'wl_studio=abc123', origin: 'http://evil.test' }, 'POST'), 'foreign-origin'],
    ['a write from the studio passes', request('/studio/api/save', { cookie: 'wl_studio=abc123', origin: 'http://127.0.0.1:4000' }, 'POST'), 'pass'],
  ];
  it.each(rows)('%s', (_, { req, url }, verdict) => {
    expect(gateVerdict(TOKEN, req, url)).toBe(verdict);
  });
});
