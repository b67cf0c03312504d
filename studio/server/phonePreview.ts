// The preview on a real phone: a listener on this machine's address on the local network, with a token
// of its own, that hands the phone's requests to the studio's preview (the app serving the drafts) and
// nothing else of the studio. The address carries the token once (shown as a QR code); the phone then
// holds a cookie derived from it. Closed with the studio; a new studio makes a new token.
import { createHmac, randomBytes } from 'node:crypto';
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import { cookieValue, previewCookie, same, STUDIO_PATH } from './accessToken.ts';

export interface PhonePreview {
  /** The address to open on the phone, with its token: a merchant's home. */
  urlFor(merchant: string): string;
  close(): Promise<void>;
}

export interface PhonePreviewOptions {
  /** The studio's own port on loopback, whose preview the phone sees. */
  studioPort: number;
  /** The studio's token: the preview's cookie is derived from it. */
  studioToken: string;
  /** The address to listen on; this machine's first on a local network when absent. */
  address?: string;
}

const TOKEN_PARAM = 'phone';
/** What a phone never reaches: the studio's page and calls, and the API's development outboxes. */
const CLOSED_PATHS = [STUDIO_PATH, '/wps/dev/'];
const COOKIE_LABEL = 'wl studio phone cookie';

/** This machine's first IPv4 address that is not loopback; undefined without one. */
export function localNetworkAddress(): string | undefined {
  for (const addresses of Object.values(networkInterfaces())) {
    const found = addresses?.find((a) => a.family === 'IPv4' && !a.internal);
    if (found) return found.address;
  }
  return undefined;
}

export async function openPhonePreview(opts: PhonePreviewOptions): Promise<PhonePreview> {
  const address = opts.address ?? localNetworkAddress();
  if (!address) throw new Error('this machine has no address on a local network for a phone to reach');
  const token = randomBytes(18).toString('base64url');
  const cookieOf = (port: number) => ({ name: `wl_phone_${port}`, value: createHmac('sha256', token).update(COOKIE_LABEL).digest('base64url') });
  const upstreamHost = `127.0.0.1:${opts.studioPort}`;
  const studioCookie = previewCookie(opts.studioToken, upstreamHost);

  const server = createServer((req, res) => {
    const port = (server.address() as AddressInfo).port;
    const url = new URL(req.url ?? '/', `http://${address}:${port}`);
    const cookie = cookieOf(port);
    if (url.searchParams.has(TOKEN_PARAM)) {
      if (!same(url.searchParams.get(TOKEN_PARAM) ?? '', token)) return refuse(res);
      // The token leaves the address at once: the phone keeps a cookie that grants only this preview.
      url.searchParams.delete(TOKEN_PARAM);
      res.writeHead(303, {
        Location: `${url.pathname}${url.search}`,
        'Set-Cookie': `${cookie.name}=${cookie.value}; Path=/; HttpOnly; SameSite=Strict`,
        'Cache-Control': 'no-store',
        'Referrer-Policy': 'no-referrer',
      });
      res.end();
      return;
    }
    const held = cookieValue(req.headers.cookie, cookie.name);
    // The studio's page and calls stay the studio's, and the development outboxes this machine's (the
    // phone's requests arrive from loopback here): a phone sees the preview only.
    if (held === undefined || !same(held, cookie.value) || CLOSED_PATHS.some((p) => url.pathname.startsWith(p))) return refuse(res);
    // The phone's own cookies (the app's language, say) go on, its pass to this listener does not.
    const cookies = (req.headers.cookie ?? '')
      .split(';')
      .map((c) => c.trim())
      .filter((c) => c && !c.startsWith(`${cookie.name}=`));
    forward(req, res, opts.studioPort, upstreamHost, [...cookies, `${studioCookie.name}=${studioCookie.value}`].join('; '));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, address, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  return {
    urlFor: (merchant) => `http://${address}:${port}/m/home?merchant=${encodeURIComponent(merchant)}&${TOKEN_PARAM}=${token}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Hands a request to the studio's preview as if made on its own origin, and its answer back as it comes (events too). */
function forward(req: IncomingMessage, res: ServerResponse, port: number, host: string, cookie: string): void {
  const headers = { ...req.headers, host, cookie };
  // A write must come from the studio's origin (accessToken.ts): the phone's page is the preview's.
  if (headers.origin) headers.origin = `http://${host}`;
  delete headers.referer;
  const upstream = request({ host: '127.0.0.1', port, method: req.method, path: req.url, headers }, (answer) => {
    const { 'set-cookie': cookies, ...rest } = answer.headers;
    res.writeHead(answer.statusCode ?? 502, { ...rest, ...(cookies ? { 'set-cookie': cookies } : {}) });
    answer.pipe(res);
  });
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('The studio is not answering: is it still running?\n');
  });
  req.pipe(upstream);
}

function refuse(res: ServerResponse): void {
  res.writeHead(403, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end("This phone preview's address is not valid (any more): scan the code the studio shows again.\n");
}
