// The studio: its page and calls, and the real app with the reference API as its live preview, on one
// loopback origin behind one access token. Unsaved drafts are what the preview serves.
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import { createServer, type RunningServer } from '../../server/index.ts';
import { EventClients, watchConfigs } from '../../server/web/preview.ts';
import { fileSender } from '../../server/web/static.ts';
import { EVENTS_PATH, newAccessToken, STUDIO_PATH, studioGate } from './accessToken.ts';
import { DraftStore } from './drafts.ts';
import { previewMemberToken } from './previewMember.ts';
import { studioApi } from './studioApi.ts';
import { openPhonePreview, type PhonePreview } from './phonePreview.ts';
import { releasePages } from './releasePages.ts';

export const STUDIO_HOST = '127.0.0.1';

export interface StudioOptions {
  root: string;
  port: number;
  merchant: string;
  /** The app's build (the preview) and the studio's own. */
  distDir: string;
  studioDir: string;
  /** Where drafts are kept (default <root>/.data/studio). */
  dataDir?: string;
  /**
   * Embedded database of the preview's API (default: <root>/.data/studio/pglite, apart from wl preview's,
   * so both can run at once: an embedded database is one process's).
   */
  databaseDir?: string;
  /** The access token; a new one at each start by default. */
  token?: string;
  quiet?: boolean;
  /** The address the phone preview listens on (default: this machine's first on a local network). */
  phoneAddress?: string;
}

export interface RunningStudio {
  /** The address to open, with its token. */
  url: string;
  token: string;
  port: number;
  server: RunningServer;
  close(): Promise<void>;
}

/** The page's answers say no other page may frame or script them. */
const STUDIO_HEADERS = {
  'Content-Security-Policy':
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; frame-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'none'; frame-ancestors 'none'",
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
};

export async function startStudio(opts: StudioOptions): Promise<RunningStudio> {
  const token = opts.token ?? newAccessToken();
  const drafts = new DraftStore(opts.root, opts.dataDir);
  const gate = studioGate(token);
  const diskEvents = new DiskEvents();
  let server: RunningServer | undefined;
  let phone: Promise<PhonePreview> | undefined;
  const api = studioApi({
    root: opts.root,
    drafts,
    defaultMerchant: opts.merchant,
    reload: async () => {
      if (!server) throw new Error('the studio is still starting');
      return server.reload();
    },
    memberToken: async (code) => {
      if (!server) throw new Error('the studio is still starting');
      return previewMemberToken(server.db, code);
    },
    phonePreview: () => {
      if (!server) throw new Error('the studio is still starting');
      phone ??= openPhonePreview({ studioPort: server.port, studioToken: token, ...(opts.phoneAddress ? { address: opts.phoneAddress } : {}) });
      // A failure (no network) is said, and tried again on the next ask.
      phone.catch(() => (phone = undefined));
      return phone;
    },
  });
  const page = studioFiles(opts.studioDir);
  const releasePage = releasePages({
    root: opts.root,
    render: () => {
      if (!server) throw new Error('the studio is still starting');
      return server.renderHeld;
    },
  });
  const front = async (req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> => {
    if (gate(req, res, url)) return true;
    if (url.pathname === EVENTS_PATH) return diskEvents.subscribe(req, res);
    if (await api(req, res, url)) return true;
    if (await releasePage(req, res, url)) return true;
    return page(req, res, url);
  };
  server = await createServer({
    root: opts.root,
    port: opts.port,
    host: STUDIO_HOST,
    preview: true,
    defaultMerchant: opts.merchant,
    distDir: opts.distDir,
    dataDir: opts.databaseDir ?? process.env.WL_DATA_DIR ?? path.join(opts.root, '.data', 'studio', 'pglite'),
    draftTexts: () => drafts.texts(),
    lint: true,
    front,
    framedBySelf: true,
    quiet: opts.quiet ?? true,
  });
  // Served drafts that were kept from an earlier run.
  if (drafts.list().length > 0) await server.reload();
  const stopWatching = await watchConfigs([path.join(opts.root, 'merchants'), path.join(opts.root, 'templates')], () => diskEvents.changed(), {
    ignoreDirs: [path.join(opts.root, 'merchants', 'assets')],
  });
  const running = server;
  return {
    url: `http://${STUDIO_HOST}:${running.port}${STUDIO_PATH}?token=${token}`,
    token,
    port: running.port,
    server: running,
    async close() {
      await (await phone?.catch(() => undefined))?.close();
      await stopWatching();
      diskEvents.close();
      await running.close();
    },
  };
}

/** The studio's page from its build: every path under /studio/ that is not a file is the page. */
function studioFiles(dir: string): (req: IncomingMessage, res: ServerResponse, url: URL) => boolean {
  const serve = sirv(dir, {
    dev: true,
    etag: true,
    setHeaders(res, pathname) {
      res.setHeader('Cache-Control', pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      for (const [name, value] of Object.entries(STUDIO_HEADERS)) res.setHeader(name, value);
    },
  });
  const send = fileSender(serve);
  return (req, res, url) => {
    if (url.pathname === '/studio') {
      res.writeHead(308, { Location: STUDIO_PATH });
      res.end();
      return true;
    }
    if (!url.pathname.startsWith(STUDIO_PATH) || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
    const file = url.pathname.slice(STUDIO_PATH.length - 1);
    if (file !== '/' && send(req, res, file)) return true;
    if (send(req, res, '/index.html')) return true;
    res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('The studio is not built: run "wl studio" again, which builds it.\n');
    return true;
  };
}

/** Tells open studio pages that files changed on disk (an editor, git pull): each page asks for its own again. */
class DiskEvents {
  private readonly clients = new EventClients();

  subscribe(req: IncomingMessage, res: ServerResponse): true {
    this.clients.add(req, res);
    return true;
  }

  changed(): void {
    this.clients.write('event: disk\ndata: {}\n\n');
  }

  close(): void {
    this.clients.close();
  }
}
