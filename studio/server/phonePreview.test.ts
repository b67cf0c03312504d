// The preview on a phone: the address's token lets a phone in once (a cookie from then on), the studio's
// page and calls are never reachable that way, and requests reach the preview as if made on its origin.
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { previewCookie } from './accessToken.ts';
import { openPhonePreview, type PhonePreview } from './phonePreview.ts';
import type { RunningStudio } from './studioServer.ts';
import { scratchStudio } from './scratchStudio.ts';

/** A request as a phone's browser makes it: no redirect followed, the answer's status, headers and text. */
function ask(
  url: string,
  init: { method?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; headers: IncomingHttpHeaders; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: init.method ?? 'GET', headers: init.headers }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the phone preview', () => {
  let upstream: Server;
  let seen: IncomingHttpHeaders[] = [];
  let phone: PhonePreview;
  beforeAll(async () => {
    // The studio's side, as the phone's requests reach it.
    upstream = createServer((req, res) => {
      seen.push(req.headers);
      res.writeHead(200, { 'Content-Type': 'text/plain' });
      res.end(`preview ${req.method} ${req.url}`);
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    phone = await openPhonePreview({ studioPort: (upstream.address() as AddressInfo).port, studioToken: 'studio-token', address: '127.0.0.1' });
  });
  afterAll(async () => {
    await phone.close();
    upstream.close();
  });

  it("lets a phone in by the address's token once, then by the cookie it sets, to the preview only", async () => {
    const address = new URL(phone.urlFor('royal88'));
    const base = `${address.protocol}//${address.host}`;
    expect((await ask(`${base}/m/home?merchant=royal88`)).status).toBe(403);
    expect((await ask(`${base}/m/home?merchant=royal88&phone=wrong`)).status).toBe(403);

    const entered = await ask(address.href);
    expect(entered.status).toBe(303);
    expect(entered.headers.location).toBe('/m/home?merchant=royal88');
    const cookie = String(entered.headers['set-cookie']).split(';')[0];
    expect(cookie).toMatch(/^wl_phone_\d+=/);

    seen = [];
    const page = await ask(`${base}/m/home?merchant=royal88`, { headers: { cookie: `${cookie}; wl_language=EN` } });
    expect(page).toMatchObject({ status: 200, text: 'preview GET /m/home?merchant=royal88' });
    const upstreamHost = `127.0.0.1:${(upstream.address() as AddressInfo).port}`;
    const studio = previewCookie('studio-token', upstreamHost);
    expect(seen[0].host).toBe(upstreamHost);
    expect(seen[0].cookie).toBe(`wl_language=EN; ${studio.name}=${studio.value}`);

    const write = await ask(`${base}/wps/member/login`, { method: 'POST', headers: { cookie, origin: base } });
    expect(write.status).toBe(200);
    expect(seen[1].origin).toBe(`http://${upstreamHost}`);

    // The studio's page and calls are the studio's, whatever the cookie.
    expect((await ask(`${base}/studio/api/project`, { headers: { cookie } })).status).toBe(403);
    // And the development outboxes, which answer callers on this machine, as the phone's requests would seem.
    expect((await ask(`${base}/wps/dev/smsOutbox`, { headers: { cookie } })).status).toBe(403);
    expect(seen).toHaveLength(2);
  });
});

describe('the studio, for a phone', () => {
  let studio: RunningStudio;
  let remove: () => Promise<void>;
  beforeAll(async () => {
    ({ studio, remove } = await scratchStudio({ phoneAddress: '127.0.0.1' }));
  });
  afterAll(() => remove());

  it('gives the address with its QR code, and the phone sees the merchant through it', async () => {
    const answer = await fetch(`http://127.0.0.1:${studio.port}/studio/api/phone?merchant=xoso68`, { method: 'POST', headers: { 'x-studio-token': 't0ken' } });
    expect(answer.status).toBe(200);
    const { url, qr } = (await answer.json()) as { url: string; qr: string };
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/m\/home\?merchant=xoso68&phone=/);
    expect(qr).toMatch(/^<svg[^>]*>/);
    const entered = await ask(url);
    const cookie = String(entered.headers['set-cookie']).split(';')[0];
    const config = await ask(`${new URL(url).origin}/wps/system/config?merchant=xoso68`, { headers: { cookie } });
    expect(config.status).toBe(200);
    expect(JSON.parse(config.text)).toMatchObject({ value: { merchantCode: 'xoso68' } });
  });
});
