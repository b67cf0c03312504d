// The built app under /m/ and each merchant's images under /cdn/<code>/.
import { createReadStream, readFileSync } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import { closeSourceOnAbort } from '../http/clientAbort.ts';
import { HttpError } from '../http/errors.ts';
import { byteRange } from '../http/range.ts';
import { headerValue } from '../http/request.ts';
import { inlineScriptHashes } from './securityHeaders.ts';

/** Answers a request, or returns false when it is not one this handler serves. */
export type StaticHandler = (req: IncomingMessage, res: ServerResponse, pathname: string) => Promise<boolean>;

/** The headers an answer of the app adds, given the request and, for a page, its inline scripts' hashes. */
export type AppHeaders = (req: IncomingMessage, file: { url: string; scriptHashes?: string[] }) => Readonly<Record<string, string>>;

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The asset manifest's second address (spec section 7), answered with the same file as /m/asset-manifest.json. */
export const LEGACY_ASSET_MANIFEST = '/mobile/mc/asset-manifest.json';
/** Requests that are never pages: answering them with index.html would only confuse their callers. */
const NEVER_A_PAGE = /^\/assets\/|\.(?:js|mjs|css|map|json|webmanifest)$/;

/**
 * Sends one file of a sirv folder, by its path in the folder; false when the folder has none. sirv
 * answers synchronously: either it has sent the file or it has called next().
 */
export function fileSender(serve: ReturnType<typeof sirv>): (req: IncomingMessage, res: ServerResponse, file: string) => boolean {
  return (req, res, file) => {
    let missed = false;
    req.url = file;
    // sirv pipes the file into the answer.
    closeSourceOnAbort(res);
    serve(req, res, () => {
      missed = true;
    });
    return !missed;
  };
}

/**
 * The app from a build folder. Hashed files under assets/ are cached for a year, everything else is
 * revalidated; gzip and brotli copies made by `wl build` are sent when the browser accepts them. Any
 * other path under /m (and / itself) is a page: `pages` answers it (rendered or branded for the
 * merchant), else index.html, and the app's router decides what it shows.
 */
export function appFiles(distDir: string, opts: { live?: boolean; headers?: AppHeaders; pages?: StaticHandler } = {}): StaticHandler {
  const pages = new PageScripts(distDir);
  // The address asked for: sirv is handed the file's own (index.html for every page of the app).
  const asked = new WeakMap<IncomingMessage, string>();
  // In production the build is scanned once; live (the preview) looks files up on every request, so a
  // rebuild while the preview runs is served at once.
  const serve = sirv(distDir, {
    dev: opts.live ?? false,
    gzip: true,
    brotli: true,
    etag: true,
    setHeaders(res, pathname, stats) {
      res.setHeader('Cache-Control', pathname.startsWith('/assets/') ? IMMUTABLE : 'no-cache');
      const scriptHashes = pathname.endsWith('.html') ? pages.hashes(pathname, stats.mtimeMs) : undefined;
      const url = asked.get(res.req) ?? res.req.url ?? '/';
      if (opts.headers) for (const [name, value] of Object.entries(opts.headers(res.req, { url, scriptHashes }))) res.setHeader(name, value);
    },
  });
  const sendFile = fileSender(serve);

  return async (req, res, pathname) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    // The app's files are small and never fetched in parts; sirv's own reading of Range is unsound
    // (bytes=10-5 gave a negative length), so the header is ignored, as RFC 9110 allows.
    delete req.headers.range;
    asked.set(req, req.url ?? '/');
    if (pathname === LEGACY_ASSET_MANIFEST) return sendFile(req, res, '/asset-manifest.json');
    const inApp = pathname === '/' || pathname === '/m' || pathname.startsWith('/m/');
    if (!inApp) return false;
    const file = pathname === '/' || pathname === '/m' ? '/' : pathname.slice('/m'.length);
    // index.html itself (and /m/index) is home: a page, not a file.
    const page = file === '/' || /^\/index(?:\.html)?$/.test(file);
    if (!page && sendFile(req, res, file)) return true;
    if (NEVER_A_PAGE.test(file)) return false;
    req.url = asked.get(req);
    if (opts.pages && (await opts.pages(req, res, pathname))) return true;
    return sendFile(req, res, '/index.html');
  };
}

/** The hashes of each built page's inline scripts, read again when the page changes (a rebuild in preview). */
class PageScripts {
  private readonly known = new Map<string, { mtimeMs: number; hashes: string[] }>();
  constructor(private readonly distDir: string) {}

  hashes(pathname: string, mtimeMs: number): string[] {
    const cached = this.known.get(pathname);
    if (cached && cached.mtimeMs === mtimeMs) return cached.hashes;
    const hashes = inlineScriptHashes(readFileSync(path.join(this.distDir, pathname), 'utf8'));
    this.known.set(pathname, { mtimeMs, hashes });
    return hashes;
  }
}

const IMAGE_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
};

/**
 * What every merchant image is sent with. An image shown by a page runs nothing, but one opened as a
 * document (an SVG may hold script) would run on the merchant's domain, where the player's session is
 * kept: as a document it may load nothing, run nothing (a sandbox: an origin of its own) and be framed
 * by no page.
 */
export const CDN_FILE_HEADERS = {
  'Content-Security-Policy': "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox",
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
} as const;

/**
 * The bytes of a merchant image of the release being served, by its path from the project's root
 * (`merchants/assets/<code>/<file>`): undefined when no release is served (the files on disk are), a
 * promise of undefined when the release holds no such image.
 */
export type ReleasedImage = (relativePath: string) => Promise<Buffer | undefined> | undefined;

/**
 * /cdn/<code>/<file> from <root>/merchants/assets/<code>/, never a file outside that folder; from the
 * release being served when there is one.
 */
export function cdnFiles(root: string, released: ReleasedImage = () => undefined): StaticHandler {
  const base = path.resolve(root, 'merchants', 'assets');
  return async (req, res, pathname) => {
    const match = /^\/cdn\/([A-Za-z0-9_-]+)\/(.+)$/.exec(pathname);
    if (!match || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
    const image = await imageOf(base, match[1], match[2], released);
    if (!image) return false;
    const range = byteRange(headerValue(req, 'range'), image.size);
    if (range.kind === 'unsatisfiable') {
      res.setHeader('Content-Range', `bytes */${image.size}`);
      throw new HttpError(416, 'range_not_satisfiable', 'The requested range is outside the file');
    }
    const part = range.kind === 'part' ? range : { start: 0, end: image.size - 1 };
    res.writeHead(range.kind === 'part' ? 206 : 200, {
      'Content-Type': IMAGE_TYPES[path.extname(image.name).toLowerCase()] ?? 'application/octet-stream',
      'Content-Length': part.end - part.start + 1,
      ...(range.kind === 'part' ? { 'Content-Range': `bytes ${part.start}-${part.end}/${image.size}` } : {}),
      'Accept-Ranges': 'bytes',
      'Cache-Control': 'public, max-age=3600',
      ...CDN_FILE_HEADERS,
    });
    if (req.method === 'HEAD' || image.size === 0) res.end();
    else if (image.bytes) res.end(image.bytes.subarray(part.start, part.end + 1));
    else {
      closeSourceOnAbort(res);
      createReadStream(image.name, part)
        .on('error', () => res.destroy())
        .pipe(res);
    }
    return true;
  };
}

/** A merchant image: the release's bytes when one is served, else the file on disk (its path as its name). */
async function imageOf(
  base: string,
  code: string,
  encoded: string,
  released: ReleasedImage,
): Promise<{ name: string; size: number; bytes?: Buffer } | undefined> {
  let name: string;
  try {
    name = decodeURIComponent(encoded);
  } catch {
    return undefined;
  }
  // A release names its images by plain relative paths: anything else is no image of it.
  const inRelease = name.split('/').every((part) => part !== '' && part !== '.' && part !== '..') ? released(`merchants/assets/${code}/${name}`) : undefined;
  if (inRelease) {
    const bytes = await inRelease;
    return bytes && { name, size: bytes.length, bytes };
  }
  const file = await safeFile(path.join(base, code), encoded);
  return file && { name: file.path, size: file.size };
}

/**
 * /favicon.ico, which a browser asks for on its own: the merchant's smallest app icon, or 204 for a host
 * no merchant claims, so no page load logs a 404.
 */
export function faviconFile(root: string, iconOf: (req: IncomingMessage) => string | undefined, released?: ReleasedImage): StaticHandler {
  const cdn = cdnFiles(root, released);
  return async (req, res, pathname) => {
    if (pathname !== '/favicon.ico' || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
    const icon = iconOf(req);
    if (icon?.startsWith('/cdn/') && (await cdn(req, res, icon))) return true;
    res.writeHead(204, { 'Cache-Control': 'public, max-age=3600' }).end();
    return true;
  };
}

/** A regular file inside dir named by an encoded relative path, with links resolved; else undefined. */
async function safeFile(dir: string, encoded: string): Promise<{ path: string; size: number } | undefined> {
  let relative: string;
  try {
    relative = decodeURIComponent(encoded);
  } catch {
    return undefined;
  }
  if (relative.includes('\0')) return undefined;
  try {
    const realDir = await realpath(dir);
    const real = await realpath(path.resolve(realDir, relative));
    if (!real.startsWith(realDir + path.sep)) return undefined;
    const info = await stat(real);
    return info.isFile() ? { path: real, size: info.size } : undefined;
  } catch {
    return undefined;
  }
}
