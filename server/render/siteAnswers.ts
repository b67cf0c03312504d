// What the server answers besides the API, composed: the app's files and its pages (rendered or the
// branded shell) with the merchant's security headers, merchant images, the favicon, the chat and
// mini-game pages, the demo game, and the preview's events. The web plugin of the one pipeline calls it
// for every request that is no /wps call (server/http/pipeline.ts).
import type { BlockList } from 'node:net';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { MerchantFile } from '../../src/config/types.generated.ts';
import { chatPages } from '../chat/pages.ts';
import { demoGameFiles } from '../games/demoGame.ts';
import { notFound } from '../http/errors.ts';
import { cameOverTls, clientIp, headerValue } from '../http/request.ts';
import type { LiveProject } from '../merchants/project.ts';
import { accessVerdict } from '../merchants/regionRestriction.ts';
import { miniGameScripts } from '../mini-game/scripts.ts';
import { PREVIEW_EVENTS_PATH, type PreviewEvents } from '../web/preview.ts';
import { baseSecurityHeaders, merchantSecurityHeaders } from '../web/securityHeaders.ts';
import { appFiles, cdnFiles, faviconFile, type ReleasedImage, type StaticHandler } from '../web/static.ts';
import { heldPages } from './heldPages.ts';
import { pageAnswers } from './pageAnswers.ts';
import { PageRenderer, RENDER_ENTRY } from './pageRenderer.ts';

/** The server's options the site reads (serverOptions.ts says what each means). */
export interface SiteOptions {
  root: string;
  distDir?: string;
  preview: boolean;
  framedBySelf?: boolean;
  plainHttpOrigins?: boolean;
}

export interface SiteDeps {
  opts: SiteOptions;
  project: LiveProject;
  trustedProxies: BlockList;
  events: PreviewEvents | undefined;
  /** Where the server's own API answers a render's content calls (they send LiveProject.renderHeaders). */
  apiOrigin: () => string;
  warn: (line: string) => void;
  /** The images of the release being served, when one is (releases/servedRelease.ts). */
  releasedImage?: ReleasedImage;
  /** Told of each entry page asked for (PageRendererOptions.observe). */
  renderObserved?: (outcome: 'hit' | 'miss' | 'failed') => void;
}

/**
 * Pages, files and the preview's events (`answer`: every request that is no /wps call, or a 404 thrown),
 * and pages of documents held beside those served (`renderHeld`, heldPages.ts).
 */
export function siteAnswers({ opts, project, trustedProxies, events, apiOrigin, warn, releasedImage, renderObserved }: SiteDeps) {
  // The app's answers carry the policy of the merchant the request is for (none for a host no merchant
  // claims: the app then shows its unknown-site screen under the strictest policy).
  const appHeaders = (req: IncomingMessage, file: { url: string; scriptHashes?: string[] }) => {
    const url = new URL(file.url, 'http://localhost');
    const secure = cameOverTls(req, trustedProxies);
    let merchant: MerchantFile | undefined;
    try {
      merchant = project.pageMerchantFor(req, url.searchParams.get('merchant'));
    } catch {
      merchant = undefined;
    }
    const origin = `${secure ? 'https' : 'http'}://${req.headers.host ?? 'localhost'}`;
    const carriesToken = url.searchParams.has('token') || url.searchParams.has('tokens');
    return merchantSecurityHeaders(merchant, {
      origin,
      secure,
      scriptHashes: file.scriptHashes,
      carriesToken,
      framedBySelf: opts.framedBySelf,
      plainHttp: opts.plainHttpOrigins ?? opts.preview,
    });
  };
  const merchantIcon = (req: IncomingMessage): string | undefined => {
    try {
      const { templateParameters } = project.pageMerchantFor(req);
      return templateParameters.pwa.icons['192x192'] ?? templateParameters.apple_touch_icon;
    } catch {
      return undefined;
    }
  };
  const renderer = opts.distDir
    ? new PageRenderer({
        distDir: opts.distDir,
        live: opts.preview,
        apiOrigin,
        apiHeaders: (p) => project.renderHeaders(p),
        warn,
        ...(renderObserved ? { observe: renderObserved } : {}),
      })
    : undefined;
  const appPages = (renderer: PageRenderer) =>
    pageAnswers({
      project,
      headers: appHeaders,
      renderer,
      regionBlocked: (req, merchant) =>
        accessVerdict(merchant.regionRestriction, { ip: clientIp(req, trustedProxies), header: (name) => headerValue(req, name) }).blocked,
      ...(events ? { previewState: () => events.state } : {}),
    });
  const files: StaticHandler[] = [
    cdnFiles(opts.root, releasedImage),
    faviconFile(opts.root, merchantIcon, releasedImage),
    chatPages(),
    miniGameScripts(),
    demoGameFiles(),
    ...(opts.distDir && renderer ? [appFiles(opts.distDir, { live: opts.preview, headers: appHeaders, pages: appPages(renderer) })] : []),
  ];

  return {
    async answer(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
      if (events && url.pathname === PREVIEW_EVENTS_PATH) return void events.subscribe(req, res);
      for (const [name, value] of Object.entries(baseSecurityHeaders({ secure: cameOverTls(req, trustedProxies) }))) res.setHeader(name, value);
      for (const serve of files) if (await serve(req, res, url.pathname)) return;
      throw notFound('Not found');
    },
    renderHeld: heldPages(project, renderer),
    /** Undefined once the server render's bundle is loaded (or none is served), else what is missing. */
    async renderBundle(): Promise<string | undefined> {
      if (!renderer) return undefined;
      return (await renderer.entryPaths()) ? undefined : `the server render's bundle (${RENDER_ENTRY} beside the build) is not loaded`;
    },
  };
}
