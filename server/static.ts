// The built app under /m/ (precompressed files preferred, hashed assets cached for a year, any other
// path answered with index.html for the router) and each merchant's images under /cdn/<code>/.
import { createReadStream, existsSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import sirv from 'sirv';

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

const CONTENT_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.webp': 'image/webp', '.gif': 'image/gif',
};

export function appFiles(distDir: string): Middleware {
  const serve = sirv(distDir, {
    gzip: true,
    brotli: true,
    etag: true,
    single: true,
    setHeaders(res, pathname) {
      res.setHeader('Cache-Control', pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return (req, res, next) => {
    const url = req.url ?? '/';
    if (url === '/' || url.startsWith('/?')) {
      req.url = `/index.html${url.slice(1)}`;
      return serve(req, res, next);
    }
    if (url !== '/m' && !url.startsWith('/m/') && !url.startsWith('/m?')) return next();
    req.url = url.replace(/^\/m/, '') || '/';
    serve(req, res, next);
  };
}

/** /cdn/<code>/<file> from merchants/assets/<code>/, never outside it. */
export function cdnFiles(root: string): Middleware {
  const base = path.join(root, 'merchants', 'assets');
  return (req, res, next) => {
    const match = /^\/cdn\/([a-z0-9-]+)\/([^?#]+)/.exec(req.url ?? '');
    if (!match) return next();
    let relative: string;
    try {
      relative = decodeURIComponent(match[2]);
    } catch {
      return notFound(res);
    }
    const dir = path.join(base, match[1]);
    const file = path.resolve(dir, relative);
    if (!file.startsWith(dir + path.sep) || !existsSync(file) || !statSync(file).isFile()) return notFound(res);
    res.writeHead(200, {
      'Content-Type': CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
      'Cache-Control': 'public, max-age=3600',
      'X-Content-Type-Options': 'nosniff',
    });
    createReadStream(file).pipe(res);
  };
}

function notFound(res: ServerResponse): void {
  res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
  res.end('Not found');
}
