// The studio writes the project's files, so only its operator may reach it: a random token, new at each
// start, printed with its address (as notebook servers do). The studio's page keeps the token and sends
// it in a header with each of its calls, which no other page of this origin does. A cookie lets in only
// what a frame cannot send a header with: the preview (the app, its API and images) and the studio's page
// files. Its value is derived from the token, so it grants no call, and its name holds the port, since
// browsers send a cookie to every port of a host. Host names other than loopback are refused, so a web
// page cannot reach the studio through a name it points at this machine.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** Where the studio's own page and calls live; its token arrives in this path's `?token=` only. */
export const STUDIO_PATH = '/studio/';
export const STUDIO_API_PATH = `${STUDIO_PATH}api/`;
/**
 * The page's notices of files changed on disk. An EventSource sends no header, so the cookie lets it in:
 * it only says that something changed, never what, and takes nothing.
 */
export const EVENTS_PATH = `${STUDIO_API_PATH}events`;
export const TOKEN_HEADER = 'x-studio-token';
const LOOPBACK_NAMES = new Set(['127.0.0.1', 'localhost', '[::1]']);
/** What the cookie's value is made for: knowing it tells nothing of the token. */
const COOKIE_LABEL = 'wl studio preview cookie';

export function newAccessToken(): string {
  return randomBytes(24).toString('base64url');
}

/** The preview's cookie for a request's host: named by its port, its value derived from the token. */
export function previewCookie(token: string, host: string | undefined): { name: string; value: string } {
  const port = /:(\d+)$/.exec(host ?? '')?.[1] ?? '80';
  return { name: `wl_studio_${port}`, value: createHmac('sha256', token).update(COOKIE_LABEL).digest('base64url') };
}

export type GateVerdict = 'pass' | 'enter' | 'refuse' | 'call-needs-token' | 'foreign-host' | 'foreign-origin';

/**
 * What to do with a request: `enter` sets the cookie from a right `?token=` on a studio page and hands
 * the token to the page; a call (`/studio/api/`) needs the token in its header, whatever cookie it has;
 * a write must come from the studio's own origin as well.
 */
export function gateVerdict(token: string, req: Pick<IncomingMessage, 'method' | 'headers'>, url: URL): GateVerdict {
  const host = String(req.headers.host ?? '');
  if (!LOOPBACK_NAMES.has(host.replace(/:\d+$/, '').toLowerCase())) return 'foreign-host';
  const offered = url.searchParams.get('token');
  if (url.pathname.startsWith(STUDIO_PATH) && offered !== null) return same(offered, token) ? 'enter' : 'refuse';
  const header = headerToken(req.headers[TOKEN_HEADER]);
  if (header !== undefined && !same(header, token)) return 'refuse';
  const call = url.pathname.startsWith(STUDIO_API_PATH) && url.pathname !== EVENTS_PATH;
  if (call && header === undefined) return 'call-needs-token';
  if (header === undefined) {
    const cookie = previewCookie(token, host);
    const held = cookieValue(req.headers.cookie, cookie.name);
    if (held === undefined || !same(held, cookie.value)) return 'refuse';
  }
  const write = !['GET', 'HEAD', 'OPTIONS'].includes(req.method ?? 'GET');
  const origin = req.headers.origin;
  if (write && origin !== undefined && origin !== `http://${host}`) return 'foreign-origin';
  return 'pass';
}

/** Answers what the gate does not let through; false lets the request on. */
export function studioGate(token: string): (req: IncomingMessage, res: ServerResponse, url: URL) => boolean {
  return (req, res, url) => {
    const verdict = gateVerdict(token, req, url);
    if (verdict === 'pass') return false;
    if (verdict === 'enter') {
      url.searchParams.delete('token');
      const cookie = previewCookie(token, req.headers.host);
      // The token goes on to the page in the fragment, which no request, log or referrer carries.
      res.writeHead(303, {
        Location: `${url.pathname}${url.search}#token=${encodeURIComponent(token)}`,
        'Set-Cookie': `${cookie.name}=${cookie.value}; Path=/; HttpOnly; SameSite=Strict`,
        'Cache-Control': 'no-store',
        'Referrer-Policy': 'no-referrer',
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
  refuse:
    'The studio needs its access token: open the address "wl studio" printed, with its ?token=.\n此工作室需要访问令牌：请打开 "wl studio" 打印的地址（带 ?token=）。\n',
  'call-needs-token':
    'The studio takes calls only from its own page, which sends its access token: open the address "wl studio" printed, with its ?token=.\n此工作室只接受来自其自身页面（携带访问令牌）的调用：请打开 "wl studio" 打印的地址（带 ?token=）。\n',
  'foreign-host': 'The studio answers only on 127.0.0.1 or localhost.\n此工作室只在 127.0.0.1 或 localhost 上应答。\n',
  'foreign-origin': 'The studio takes changes only from its own page.\n此工作室只接受来自其自身页面的修改。\n',
};

/** Whether two secrets are the same, in a time that does not tell how much of them matched. */
export function same(a: string, b: string): boolean {
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
