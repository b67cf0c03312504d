// The documents the server answers for the app's pages: an entry page rendered with its content (cached
// per merchant, language and project load), else index.html branded for the merchant. Rendering never
// fails a request: a page that cannot be rendered is answered with the branded shell, its cause logged once.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { createHash } from 'node:crypto';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type * as ServerEntry from '../../src/app/serverEntry.tsx';
import type { LanguageCode, MerchantFile, SiteConfig } from '../../src/config/types.generated.ts';
import type { Project } from '../../project/project.ts';
import { inlineScriptHashes } from '../web/securityHeaders.ts';
import { brandedShell } from './brandedShell.ts';
import { appCodeFiles, pageAssets, readBuildManifest, type BuildManifest } from './buildManifest.ts';
import type { HeadInput } from './documentHead.ts';
import type { EntryPage } from './entryPages.ts';
import { pageDocument } from './pageDocument.ts';

type RenderModule = typeof ServerEntry;

/** The server's half of the build, beside dist/ (scripts/build/serverRender.ts writes it). */
export const RENDER_ENTRY = path.join('dist-server', 'serverEntry.js');
/** Where the server's half of the build of `distDir` is. */
export const renderEntryOf = (distDir: string): string => path.resolve(distDir, '..', RENDER_ENTRY);
/** How long a page that failed to render is answered with the shell before it is tried again. */
const RETRY_FAILED_MS = 10_000;
const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** A document ready to send, in each encoding. */
export interface PageAnswer {
  html: string;
  gzip: Buffer;
  brotli: Buffer;
  etag: string;
  scriptHashes: string[];
  /** Whether it is the rendered page (else the client-rendered shell). */
  rendered: boolean;
  /** When a failed render may be tried again. */
  retryAt?: number;
}

export interface PageRendererOptions {
  distDir: string;
  /** Where the API answers the server's own content calls. */
  apiOrigin: () => string;
  /**
   * Sent with each of those calls: the key by which the API lets them name their merchant by header, and
   * the project load the page is rendered from, which answers them all (LiveProject.renderHeaders).
   */
  apiHeaders?: (project: Project) => Record<string, string>;
  /** The preview: the build may change while the server runs, and is looked at again on each request. */
  live: boolean;
  /** Told of each entry page asked for: from the cache, rendered, or failed (the metrics). */
  observe?: (outcome: 'hit' | 'miss' | 'failed') => void;
  warn: (line: string) => void;
}

/** What one page request needs: the merchant, its config (from the project served), the language and the page. */
export interface PageRequest {
  project: Project;
  merchant: MerchantFile;
  config: SiteConfig;
  language: LanguageCode;
  /** The entry page to render, or none for the shell. */
  page?: EntryPage;
  /**
   * Which stretch of the merchant's content windows the request falls in (content/windows.ts): a page is
   * kept for one stretch, so an item whose window opens or closes is in or out of the next page served.
   */
  windowStretch?: number;
}

interface Build {
  stamp: string;
  index: string;
  manifest?: BuildManifest;
  module: Promise<RenderModule | undefined>;
  entryPaths: Promise<Record<EntryPage, readonly string[]> | undefined>;
  /** Its stylesheets' text, as pages inline them. */
  styles: Map<string, string | undefined>;
  /** The answers made with this build, per project load. */
  pages: WeakMap<Project, Map<string, Promise<PageAnswer>>>;
}

export class PageRenderer {
  private readonly logged = new Set<string>();
  private build: Build | undefined;

  constructor(private readonly opts: PageRendererOptions) {}

  /** The paths each entry page answers on, or none when the build has no server half. */
  entryPaths(): Promise<Record<EntryPage, readonly string[]> | undefined> {
    return this.currentBuild().entryPaths;
  }

  /** The document for a request: cached while the project and the build stay the same. */
  answer(request: PageRequest): Promise<PageAnswer> {
    const build = this.currentBuild();
    let pages = build.pages.get(request.project);
    if (!pages) {
      pages = new Map();
      build.pages.set(request.project, pages);
    }
    const key = `${request.merchant.merchantCode}|${request.language}|${request.page ?? ''}|${request.windowStretch ?? 0}`;
    const cached = pages.get(key);
    if (!cached) return this.refill(pages, key, build, request);
    if (request.page) this.opts.observe?.('hit');
    return cached.then((answer) => {
      if (answer.retryAt === undefined || answer.retryAt >= Date.now()) return answer;
      // A failed render is tried again once its time is up, by the first request after; the others share it.
      const latest = pages.get(key)!;
      return latest === cached ? this.refill(pages, key, build, request) : latest;
    });
  }

  private refill(pages: Map<string, Promise<PageAnswer>>, key: string, build: Build, request: PageRequest): Promise<PageAnswer> {
    const answer = this.make(build, request);
    pages.set(key, answer);
    return answer;
  }

  private async make(build: Build, request: PageRequest): Promise<PageAnswer> {
    const head: HeadInput = { config: request.config, language: request.language, pageUrl: homeUrl(request.merchant) };
    if (request.page) {
      try {
        // Renders run side by side: each has its own stores and API client.
        const html = await this.render(build, request, request.page);
        this.opts.observe?.('miss');
        return await finish(html, true);
      } catch (error) {
        this.opts.observe?.('failed');
        this.warnOnce(`${request.merchant.merchantCode} ${request.page} (${request.language})`, error);
        return finish(brandedShell(build.index, head), false, Date.now() + RETRY_FAILED_MS);
      }
    }
    return finish(brandedShell(build.index, head), false);
  }

  private async render(build: Build, request: PageRequest, page: EntryPage): Promise<string> {
    const module = await build.module;
    if (!module || !build.manifest) throw new Error(`the server half of the build (${RENDER_ENTRY}) did not load`);
    const paths = module.entryPaths(page);
    const rendered = await module.renderEntryPage({
      page,
      url: paths[0],
      config: request.config,
      language: request.language,
      apiOrigin: this.opts.apiOrigin(),
      apiHeaders: this.opts.apiHeaders?.(request.project),
      messages: async (language, bundle) => JSON.parse(readFileSync(this.builtFile(module.messagesUrl(language, bundle)), 'utf8')),
      signal: AbortSignal.timeout(10_000),
    });
    const banner = rendered.data.content.banners?.find((b) => b.groupName === 'm_banner');
    const head: HeadInput = {
      config: request.config,
      language: request.language,
      pageUrl: pageUrl(request.merchant, paths[0]),
      ...(banner ? { image: banner.url } : {}),
    };
    return pageDocument(
      build.index,
      head,
      { ...rendered, assets: pageAssets(build.manifest, module.entrySource(page)) },
      appCodeFiles(build.manifest),
      (href) => this.stylesheet(build, href),
    );
  }

  /** A stylesheet of the build by its address, read once per build; undefined for one it does not have. */
  private stylesheet(build: Build, href: string): string | undefined {
    if (!build.styles.has(href)) {
      const file = this.builtFile(href);
      build.styles.set(href, href.endsWith('.css') && existsSync(file) ? readFileSync(file, 'utf8') : undefined);
    }
    return build.styles.get(href);
  }

  private builtFile(url: string): string {
    return path.join(this.opts.distDir, url.replace(/^\/m\//, ''));
  }

  /** The build being served; in the preview, read again when index.html or the server half changed. */
  private currentBuild(): Build {
    if (this.build && !this.opts.live) return this.build;
    const indexFile = path.join(this.opts.distDir, 'index.html');
    const entryFile = renderEntryOf(this.opts.distDir);
    const stamp = [indexFile, entryFile].map((file) => (existsSync(file) ? statSync(file).mtimeMs : 0)).join('-');
    if (this.build?.stamp === stamp) return this.build;
    const hasEntry = existsSync(entryFile);
    if (!hasEntry) this.warnOnce('any entry page', new Error(`the build has no server half (${RENDER_ENTRY}): run "wl build"`));
    const module = hasEntry
      ? (import(`${pathToFileURL(entryFile).href}?build=${stamp}`) as Promise<RenderModule>).catch((error: unknown) => {
          this.warnOnce('loading the server half of the build', error);
          return undefined;
        })
      : Promise.resolve(undefined);
    this.build = {
      stamp,
      index: readFileSync(indexFile, 'utf8'),
      manifest: hasEntry ? readBuildManifest(this.opts.distDir) : undefined,
      module,
      entryPaths: module.then(
        (loaded) => loaded && (Object.fromEntries(loaded.ENTRY_PAGES.map((page) => [page, loaded.entryPaths(page)])) as Record<EntryPage, readonly string[]>),
      ),
      pages: new WeakMap(),
      styles: new Map(),
    };
    return this.build;
  }

  private warnOnce(what: string, error: unknown): void {
    const line = `Page not rendered on the server, the browser renders it: ${what}: ${(error as Error)?.message ?? String(error)}`;
    if (this.logged.has(line)) return;
    this.logged.add(line);
    this.opts.warn(line);
  }
}

const homeUrl = (merchant: MerchantFile) => pageUrl(merchant, '/m/home');
const pageUrl = (merchant: MerchantFile, pathname: string) => `https://${merchant.domains[0] ?? 'localhost'}${pathname}`;

async function finish(html: string, rendered: boolean, retryAt?: number): Promise<PageAnswer> {
  const data = Buffer.from(html, 'utf8');
  const [gz, br] = await Promise.all([
    gzipAsync(data, { level: 6 }),
    brotliAsync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
  ]);
  const etag = `"${createHash('sha1').update(data).digest('base64url').slice(0, 22)}"`;
  return { html, gzip: gz, brotli: br, etag, scriptHashes: inlineScriptHashes(html), rendered, ...(retryAt ? { retryAt } : {}) };
}
