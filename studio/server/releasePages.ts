// A release's home as a player's phone showed it, for the release history: the page the server renders,
// with its content answered from that release's documents, in a frame of the studio's page. It is a
// picture of the first screen: the page's scripts are refused, so nothing in it runs or calls out. Its
// images are that release's too: the page's /cdn/ addresses are answered from the images it stored.
// Framed pages send no header, so this path is let in by the preview's cookie (accessToken.ts).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ProjectDocuments } from '../../server/merchants/project.ts';
import type { RenderHeldPage } from '../../server/render/heldPages.ts';
import { withReleaseDb } from '../../server/releases/releaseDatabase.ts';
import { readRelease, releaseImage, type Release } from '../../server/releases/releaseStore.ts';
import { cdnFiles } from '../../server/web/static.ts';
import { HttpError } from '../../server/http/errors.ts';
import { releaseDocuments } from '../../server/releases/servedRelease.ts';
import { RELEASE_PAGE_PATH } from '../wire.ts';

/** Where a release's images are answered: /studio/release-image/<id>/cdn/<merchant>/<file>. */
const RELEASE_IMAGE_PATH = '/studio/release-image/';
const RELEASE_IMAGE = new RegExp(`^${RELEASE_IMAGE_PATH}(\\d+)(/cdn/.+)$`);

/** The page's image addresses (attributes, inline data, styles) pointed at the release's own images. */
export function releaseImageAddresses(html: string, id: number): string {
  return html.replace(/(["'(\s,])\/cdn\//g, `$1${RELEASE_IMAGE_PATH}${id}/cdn/`);
}

/** How many releases' documents stay loaded: the two a comparison shows, and a few looked at before. */
const RELEASES_KEPT = 4;

/** No script of the page runs; its styles, fonts and images load from this origin; only the studio frames it. */
const PICTURE_HEADERS = {
  'Content-Security-Policy':
    "default-src 'none'; script-src 'none'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'self'",
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Cache-Control': 'no-store',
};

export interface ReleasePageOptions {
  root: string;
  render: () => RenderHeldPage;
}

export function releasePages(opts: ReleasePageOptions): (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<boolean> {
  // A release never changes, so what is read of it is kept by id; the oldest looked at goes first.
  const kept = new Map<number, Promise<Kept | undefined>>();
  const keptRelease = (id: number): Promise<Kept | undefined> => {
    const known = kept.get(id);
    if (known) {
      kept.delete(id);
      kept.set(id, known);
      return known;
    }
    // No such release yet (it may be published by the next request) and a failed read are not remembered.
    const forget = () => kept.get(id) === reading && kept.delete(id);
    const reading: Promise<Kept | undefined> = withReleaseDb(opts.root, (db) => readRelease(db, id)).then((release) => {
      if (!release) forget();
      return release && keep(release);
    });
    reading.catch(forget);
    kept.set(id, reading);
    for (const old of kept.keys()) if (kept.size > RELEASES_KEPT) kept.delete(old);
    return reading;
  };
  const keep = (release: Release): Kept => {
    // A merchant's images, read the first time its page asks for one of them, all at once: the embedded
    // database is opened for each piece of work, too slow to open for each image.
    const folders = new Map<string, Promise<Map<string, Buffer>>>();
    const folderOf = (rel: string) => rel.split('/').slice(0, 3).join('/');
    const images = (folder: string) => {
      let reading = folders.get(folder);
      if (!reading) {
        const hashes = new Set(Object.entries(release.images).flatMap(([rel, hash]) => (folderOf(rel) === folder ? [hash] : [])));
        reading = withReleaseDb(opts.root, async (db) => {
          const byHash = new Map<string, Buffer>();
          for (const hash of hashes) {
            const content = await releaseImage(db, hash);
            if (content) byHash.set(hash, content);
          }
          return byHash;
        });
        // A failed read is tried again by the next image asked for, not remembered.
        reading.catch(() => folders.get(folder) === reading && folders.delete(folder));
        folders.set(folder, reading);
      }
      return reading;
    };
    return {
      documents: releaseDocuments(release, opts.root),
      // Only the release's own: an image it does not hold is not found, never taken from the disk.
      files: cdnFiles(opts.root, async (rel) => {
        const hash = release.images[rel];
        return hash === undefined ? undefined : (await images(folderOf(rel))).get(hash);
      }),
    };
  };

  return async (req, res, url) => {
    const image = RELEASE_IMAGE.exec(url.pathname);
    if (image && (req.method === 'GET' || req.method === 'HEAD')) return releaseImageAnswer(req, res, keptRelease, Number(image[1]), image[2]);
    if (url.pathname !== RELEASE_PAGE_PATH || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
    const id = Number(url.searchParams.get('release'));
    const merchant = url.searchParams.get('merchant') ?? '';
    const language = url.searchParams.get('language') ?? undefined;
    if (!Number.isInteger(id) || id < 1) return say(res, 400, `"${url.searchParams.get('release') ?? ''}" is no release number.`);
    let release: Kept | undefined;
    try {
      release = await keptRelease(id);
    } catch (error) {
      return say(res, 503, unusable(error));
    }
    if (!release) return say(res, 404, `There is no release ${id}.`);
    const page = await opts.render()(release.documents, { merchant, page: 'home', ...(language ? { language } : {}) });
    if ('error' in page) {
      // A render that failed on a busy server: the frame asks again by itself, with no script (none runs here).
      if (page.passing) return say(res, 503, `Release ${id} shows no home for ${merchant} yet: ${page.error}. Trying again…`, RETRY_AFTER_S);
      return say(res, 404, `Release ${id} shows no home for ${merchant}: ${page.error}.`);
    }
    res.writeHead(200, { ...PICTURE_HEADERS, 'Content-Type': 'text/html; charset=utf-8' });
    res.end(req.method === 'HEAD' ? undefined : releaseImageAddresses(page.html, id));
    return true;
  };
}

/** What is kept of a release: its documents, and its images answered as /cdn/ answers them. */
interface Kept {
  documents: ProjectDocuments;
  files: ReturnType<typeof cdnFiles>;
}

async function releaseImageAnswer(
  req: IncomingMessage,
  res: ServerResponse,
  keptRelease: (id: number) => Promise<Kept | undefined>,
  id: number,
  cdnPath: string,
): Promise<true> {
  let release: Kept | undefined;
  let found: boolean;
  try {
    release = await keptRelease(id);
    found = release !== undefined && (await release.files(req, res, cdnPath));
  } catch (error) {
    if (res.headersSent || error instanceof HttpError) throw error;
    return say(res, 503, unusable(error));
  }
  return found || say(res, 404, `Release ${id} holds no image ${cdnPath}.`);
}

const unusable = (error: unknown) => `The release database could not be used: ${error instanceof Error ? error.message : String(error)}`;

/** Seconds before a frame whose render failed asks again: the renderer tries a failed page again after 10 s. */
const RETRY_AFTER_S = 5;

/** A sentence in place of the page, readable in the frame; the frame loads itself again after `retryAfterS`. */
function say(res: ServerResponse, status: number, sentence: string, retryAfterS?: number): true {
  const text = sentence.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  const refresh = retryAfterS ? `<meta http-equiv="refresh" content="${retryAfterS}">` : '';
  res.writeHead(status, { ...PICTURE_HEADERS, 'Content-Type': 'text/html; charset=utf-8', ...(retryAfterS ? { 'Retry-After': String(retryAfterS) } : {}) });
  res.end(
    `<!doctype html><html lang="en"><meta charset="utf-8">${refresh}<title>${text}</title><body style="font:16px/1.5 system-ui,sans-serif;margin:24px"><p>${text}</p></body></html>`,
  );
  return true;
}
