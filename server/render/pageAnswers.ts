// Answers a request for a page of the app with the document PageRenderer makes for it: the entry pages
// rendered for the request's merchant and language, every other page the merchant's branded shell.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { MerchantFile } from '../../src/config/types.generated.ts';
import { headerValue } from '../http/request.ts';
import { requestUrl } from '../http/target.ts';
import type { LiveProject } from '../merchants/project.ts';
import { PREVIEW_STATE_TIMING } from '../web/preview.ts';
import type { AppHeaders, StaticHandler } from '../web/static.ts';
import { LANGUAGE_COOKIE } from '../../src/platform/languageCookie.ts';
import { windowStretch } from '../content/windows.ts';
import { carriesSession, entryPageOf, languageToRemember, pageLanguage } from './entryPages.ts';
import type { PageAnswer, PageRenderer } from './pageRenderer.ts';

export interface PageAnswerOptions {
  project: LiveProject;
  renderer: PageRenderer;
  headers?: AppHeaders;
  /** Whether the visitor's address or country is refused: the browser then shows the access-denied screen. */
  regionBlocked: (req: IncomingMessage, merchant: MerchantFile) => boolean;
  /** The preview's state each page is served from, which the page names when it asks to follow edits. */
  previewState?: () => string;
}

/** Returns false for a host no merchant claims: the plain index.html then shows the unknown-site screen. */
export function pageAnswers(opts: PageAnswerOptions): StaticHandler {
  return async (req, res, pathname) => {
    const url = requestUrl(req);
    let merchant: MerchantFile;
    try {
      merchant = opts.project.pageMerchantFor(req, url.searchParams.get('merchant'));
    } catch {
      return false;
    }
    const config = opts.project.siteConfig(merchant);
    const language = pageLanguage({
      query: url.searchParams,
      cookie: headerValue(req, 'cookie'),
      allowed: config.languages.allowed,
      merchantDefault: config.languages.default,
    });
    const paths = await opts.renderer.entryPaths();
    const page = paths ? entryPageOf(pathname, paths) : undefined;
    // A status screen or a session check stands in front of the page: the browser decides those.
    // A moment chosen in the preview (?at=, platform/previewMoment.ts) is the browser's to show: the
    // server renders at now only.
    const previewsMoment = opts.project.momentsPreviewed && url.searchParams.has('at');
    const rendered = page && !carriesSession(url.searchParams) && !merchant.maintenance.enabled && !opts.regionBlocked(req, merchant) && !previewsMoment;
    let answer: PageAnswer;
    try {
      answer = await opts.renderer.answer({
        project: opts.project.projectOf(merchant),
        merchant,
        config,
        language,
        windowStretch: windowStretch(merchant, config, Date.now()),
        ...(rendered ? { page } : {}),
      });
    } catch {
      // An index.html the shell cannot be made from (no head, no root): it is sent as it is.
      return false;
    }
    const headers = opts.headers?.(req, { url: req.url ?? '/', scriptHashes: answer.scriptHashes }) ?? {};
    // Read by the page from its navigation timing: a header, so the cached page stays as it is.
    const preview: Record<string, string> = opts.previewState ? { 'Server-Timing': `${PREVIEW_STATE_TIMING};desc="${opts.previewState()}"` } : {};
    const remembered = languageToRemember(url.searchParams, config.languages.allowed);
    const cookie: Record<string, string> = remembered ? { 'Set-Cookie': `${LANGUAGE_COOKIE}=${remembered}; Path=/; Max-Age=31536000; SameSite=Lax` } : {};
    send(req, res, answer, { ...headers, ...preview, ...cookie }, opts.project.headerDecides(req));
    return true;
  };
}

function send(req: IncomingMessage, res: ServerResponse, answer: PageAnswer, headers: Record<string, string>, byMerchantHeader: boolean): void {
  const accepts = headerValue(req, 'accept-encoding') ?? '';
  const [body, encoding] = /\bbr\b/.test(accepts)
    ? [answer.brotli, 'br']
    : /\bgzip\b/.test(accepts)
      ? [answer.gzip, 'gzip']
      : [Buffer.from(answer.html), undefined];
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', 'no-cache');
  // The language may come from the cookie, the encoding from the request, and (in preview) the merchant from its header.
  res.setHeader('Vary', byMerchantHeader ? 'Accept-Encoding, Cookie, Merchant' : 'Accept-Encoding, Cookie');
  res.setHeader('ETag', answer.etag);
  if (headerValue(req, 'if-none-match') === answer.etag) {
    res.writeHead(304).end();
    return;
  }
  if (encoding) res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', body.length);
  res.writeHead(200);
  if (req.method === 'HEAD') res.end();
  else res.end(body);
}
