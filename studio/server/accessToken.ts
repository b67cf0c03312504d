// The studio writes the project's files, so only its operator may reach it: a random token printed with
// its address (as notebook servers do), kept in a strict cookie once the address is opened, and asked of
// every request, the preview's app and API included. Host names other than loopback are refused, so a web
// page cannot reach it through a name it points at this machine.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

export const STUDIO_COOKIE = 'wl_studio';
/** Where the studio's own page and calls live; its token travels in this path's `?token=` only. */
export const STUDIO_PATH = '/studio/';
const LOOPBACK_NAMES = new Set(['127.0.0.1', 'localhost', '[::1]']);

export function newAccessToken(): string {
  return randomBytes(24).toString('base64url');
}

export type GateVerdict = 'pass' | 'enter' | 'refuse' | 'foreign-host' | 'foreign-origin';

/**
 * What to do with a request: `enter` sets the cookie from a right `?token=` on a studio page; a write
 * must come from the studio's own origin as well.
 */
export function gateVerdict(token: string, req: Pick<IncomingMessage, 'method' | 'headers'>, url: URL): GateVerdict {
  const host = String(req.headers.host ?? '').replace(/:\d+$/, '').toLowerCase();
  if (!LOOPBACK_NAMES.has(host)) return 'foreign-host';
  const offered = url.searchParams.get('token');
  if (url.pathname.startsWith(STUDIO_PATH) && offered !== null) return same(offered, token) ? 'enter' : 'refuse';
  const held = cookieValue(req.headers.cookie, STUDIO_COOKIE) ?? headerToken(req.headers['x-studio-token']);
  if (!held || !same(held, token)) return 'refuse';
  const write = !['GET', 'HEAD', 'OPTIONS'].includes(req.method ?? 'GET');
  const origin = req.headers.origin;
  if (write && origin !== undefined && origin !== `http://${String(req.headers.host)}`) return 'foreign-origin';
  return 'pass';
}

/** Answers what the gate does not let through; false lets the request on. */
export function studioGate(token: string): (req: IncomingMessage, res: ServerResponse, url: URL) => boolean {
  return (req, res, url) => {
    const verdict = gateVerdict(token, req, url);
    if (verdict === 'pass') return false;
    if (verdict === 'enter') {
      url.searchParams.delete('token');
      res.writeHead(303, {
        Location: url.pathname + url.search,
        'Set-Cookie': `${STUDIO_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Strict`,
        'Cache-Control': 'no-store',
      });
      res.end();
      return true;
    }
    res.writeHead(403, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
    res.end(REFUSALS[verdict]);
    return true;
  };
}

const REFUSALS: Record<Exclude<GateVerdict, 'pass' | 'enter'>, string> = {
  refuse: 'The studio needs its access token: open the address "wl studio" printed, with its ?token=.\n此工作室需要访问令牌：请打开 "wl studio" 打印的地址（带 ?token=）。\n',
  'foreign-host': 'The studio answers only on 127.0.0.1 or localhost.\n此工作室只在 127.0.0.1 或 localhost 上应答。\n',
  'foreign-origin': 'The studio takes changes only from its own page.\n此工作室只接受来自其自身页面的修改。\n',
};

function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

function headerToken(value: string | string[] | undefined): string | undefined {
  return typeof value === 'string' && value ? value : undefined;
}

export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}
