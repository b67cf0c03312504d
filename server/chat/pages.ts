// The reference chat page (/demo-chat/) and the customer-service widget script, from server/chat/.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StaticHandler } from '../web/static.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

const FILES: Record<string, { file: string; type: string }> = {
  '/demo-chat/': { file: 'page/index.html', type: 'text/html' },
  '/demo-chat/index.html': { file: 'page/index.html', type: 'text/html' },
  '/demo-chat/chat.js': { file: 'page/chat.js', type: 'text/javascript' },
  '/demo-chat/chat.css': { file: 'page/chat.css', type: 'text/css' },
  '/demo-chat/cs-widget.js': { file: 'cs-widget.js', type: 'text/javascript' },
};

/** Only this server's own files: the page's address carries a ticket, so it sends no referrer either. */
const PAGE_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self'",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export function chatPages(): StaticHandler {
  const cache = new Map<string, Buffer>();
  const read = (file: string) => {
    let body = cache.get(file);
    if (!body) {
      body = readFileSync(path.join(here, file));
      cache.set(file, body);
    }
    return body;
  };
  return async (req, res, pathname) => {
    const entry = FILES[pathname];
    if (!entry || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
    const body = read(entry.file);
    const headers: Record<string, string | number> = {
      'Content-Type': `${entry.type}; charset=utf-8`,
      'Content-Length': body.length,
      'Cache-Control': 'no-cache',
      'X-Content-Type-Options': 'nosniff',
    };
    if (entry.type === 'text/html') Object.assign(headers, { 'Content-Security-Policy': PAGE_POLICY, 'Referrer-Policy': 'no-referrer' });
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  };
}
