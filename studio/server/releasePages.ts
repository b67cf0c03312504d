// A release's home as a player's phone showed it, for the release history: the page the server renders,
// with its content answered from that release's documents, in a frame of the studio's page. It is a
// picture of the first screen: the page's scripts are refused, so nothing in it runs or calls out.
// Framed pages send no header, so this path is let in by the preview's cookie (accessToken.ts).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ProjectDocuments } from '../../server/merchants/project.ts';
import type { RenderHeldPage } from '../../server/render/heldPages.ts';
import { withReleaseDb } from '../../server/releases/releaseDatabase.ts';
import { readRelease } from '../../server/releases/releaseStore.ts';
import { releaseDocuments } from '../../server/releases/servedRelease.ts';
import { RELEASE_PAGE_PATH } from '../wire.ts';
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
  // A release never changes, so its documents are kept by id; the oldest looked at goes first.
  const kept = new Map<number, ProjectDocuments>();
  const documentsOf = async (id: number): Promise<ProjectDocuments | undefined> => {
    const known = kept.get(id);
    if (known) {
      kept.delete(id);
      kept.set(id, known);
      return known;
    }
    const release = await withReleaseDb(opts.root, (db) => readRelease(db, id));
    if (!release) return undefined;
    const documents = releaseDocuments(release, opts.root);
    kept.set(id, documents);
    for (const old of kept.keys()) if (kept.size > RELEASES_KEPT) kept.delete(old);
    return documents;
  };

  return async (req, res, url) => {
    if (url.pathname !== RELEASE_PAGE_PATH || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
    const id = Number(url.searchParams.get('release'));
    const merchant = url.searchParams.get('merchant') ?? '';
    const language = url.searchParams.get('language') ?? undefined;
    if (!Number.isInteger(id) || id < 1) return say(res, 400, `"${url.searchParams.get('release') ?? ''}" is no release number.`);
    let documents: ProjectDocuments | undefined;
    try {
      documents = await documentsOf(id);
    } catch (error) {
      return say(res, 503, `The release database could not be used: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (!documents) return say(res, 404, `There is no release ${id}.`);
    const page = await opts.render()(documents, { merchant, page: 'home', ...(language ? { language } : {}) });
    if ('error' in page) return say(res, 404, `Release ${id} shows no home for ${merchant}: ${page.error}.`);
    res.writeHead(200, { ...PICTURE_HEADERS, 'Content-Type': 'text/html; charset=utf-8' });
    res.end(req.method === 'HEAD' ? undefined : page.html);
    return true;
  };
}

/** A sentence in place of the page, readable in the frame. */
function say(res: ServerResponse, status: number, sentence: string): true {
  const text = sentence.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  res.writeHead(status, { ...PICTURE_HEADERS, 'Content-Type': 'text/html; charset=utf-8' });
  res.end(
    `<!doctype html><html lang="en"><meta charset="utf-8"><title>${text}</title><body style="font:16px/1.5 system-ui,sans-serif;margin:24px"><p>${text}</p></body></html>`,
  );
  return true;
}
