// The merchants and templates the API answers from. A load with problems never replaces the project
// being served: its problems are reported and the last good files keep serving.
import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { buildSiteConfig, formatProblem, loadProject, type Problem, type Project } from '../../project/project.ts';
import { upgradedSources } from '../../project/upgradedSources.ts';
import type { LintProblem } from '../../project/lint/runLint.ts';
import { currentValidators } from '../../project/validators.ts';
import type { MerchantFile, SiteConfig } from '../../src/config/types.generated.ts';
import { headerValue } from '../http/request.ts';
import { resolveMerchant } from './resolveMerchant.ts';

/** The header the server's own render sends its renderKey in. */
export const RENDER_KEY_HEADER = 'X-Render-Key';
/** The header the server's own render names the project load it renders from in (see projectFor). */
export const RENDER_PROJECT_HEADER = 'X-Render-Project';

function sameSecret(a: string, b: string): boolean {
  const [x, y] = [Buffer.from(a), Buffer.from(b)];
  return x.length === y.length && timingSafeEqual(x, y);
}

export interface LiveProjectOptions {
  root: string;
  preview: boolean;
  /** Pages may be shown at a moment their address names (ServerOptions.previewMoments). */
  previewMoments?: boolean;
  defaultMerchant?: string;
  extraMerchantFiles?: string[];
  /** Texts served in place of files on disk (the studio's unsaved drafts), by absolute path. */
  draftTexts?: () => ReadonlyMap<string, string>;
  /**
   * The documents to serve in place of the files on disk (a release's), read at each load; undefined
   * (no release yet) serves the files.
   */
  documents?: () => ProjectDocuments | undefined;
  /** Also apply wl validate's cross-document rules on each load (the studio shows what they find). */
  lint?: boolean;
  /** Whether the Merchant header names the merchant whatever the host (default: in preview; see resolveMerchant.ts). */
  merchantByHeader?: boolean;
  /**
   * A secret of this process that the server's own render sends its API calls with: they name their
   * merchant by header whatever the address they are made on.
   */
  renderKey?: string;
}

/** A project's documents from elsewhere than its folders: each file's text by the absolute path it stands for. */
export interface ProjectDocuments {
  merchantFiles: string[];
  templateFiles: string[];
  texts: ReadonlyMap<string, string>;
}

export interface LoadResult {
  /** Whether the load was free of problems and is now served. */
  ok: boolean;
  problems: Problem[];
  /** What the cross-document rules found, when asked for (they never stop a load from serving). */
  lint: LintProblem[];
}

export class LiveProject {
  /** The project being served. */
  current!: Project;
  /** Problems of the latest load (empty when it was good). */
  problems: Problem[];
  private loads = 0;
  /**
   * Each load served, by its stamp, for as long as something holds it: a render begun on one load asks
   * its API calls to be answered from that load, so a reload (a new release) in between never mixes two.
   */
  private readonly served = new Map<string, WeakRef<Project>>();
  private readonly stamps = new WeakMap<Project, string>();
  /** The load each merchant file came from, whose templates build its site config. */
  private readonly owners = new WeakMap<MerchantFile, Project>();
  private loading: Promise<LoadResult> = Promise.resolve({ ok: true, problems: [], lint: [] });
  /** Keyed by the merchant file's object, which a reload replaces. */
  private readonly siteConfigs = new WeakMap<MerchantFile, SiteConfig>();
  /** The merchant each request was last looked up for. */
  private readonly answeredFor = new WeakMap<IncomingMessage, MerchantFile>();
  private readonly pageMerchants = new WeakMap<
    IncomingMessage,
    { project: Pick<Project, 'merchants'>; query: string | null; merchant?: MerchantFile; error?: unknown }
  >();

  private constructor(
    private readonly opts: LiveProjectOptions,
    first: Project,
  ) {
    this.serve(first);
    this.problems = first.problems;
  }

  private serve(project: Project): void {
    this.stamp(project);
    this.current = project;
  }

  /** Gives a load its stamp, by which the server's own render names it, and claims its merchants for it. */
  private stamp(project: Project): void {
    for (const [stamp, held] of this.served) if (!held.deref()) this.served.delete(stamp);
    const stamp = String(++this.loads);
    this.served.set(stamp, new WeakRef(project));
    this.stamps.set(project, stamp);
    for (const merchant of project.merchants) this.owners.set(merchant.data, project);
  }

  /**
   * Loads other documents (an earlier release's) beside the project served, without serving them: the
   * server's own render can show a page of them (RunningServer.renderPage) for as long as the caller holds
   * the load. A load with problems is not held: they are returned instead.
   */
  async hold(documents: ProjectDocuments): Promise<{ project: Project } | { problems: Problem[] }> {
    const { project, problems } = await load({ ...this.opts, documents: () => documents });
    if (!project || problems.length > 0) return { problems };
    this.stamp(project);
    return { project };
  }

  /** The load a merchant file came from (the one served, for a file of none). */
  projectOf(merchant: MerchantFile): Project {
    return this.owners.get(merchant) ?? this.current;
  }

  /** What the server's own render sends with its API calls: the renderKey and the load it renders from. */
  renderHeaders(project: Project): Record<string, string> {
    return {
      ...(this.opts.renderKey ? { [RENDER_KEY_HEADER]: this.opts.renderKey } : {}),
      [RENDER_PROJECT_HEADER]: this.stamps.get(project) ?? '',
    };
  }

  /**
   * The load a request is answered from: the one served, or, for the server's own render, the one it
   * renders from. A load no longer held answers nothing (merchant_not_found), so the render fails and
   * is made again from the load served, rather than mixing two.
   */
  private projectFor(req: IncomingMessage): Pick<Project, 'merchants'> {
    const stamp = headerValue(req, RENDER_PROJECT_HEADER);
    if (stamp === undefined || !this.fromOwnRender(req)) return this.current;
    return this.served.get(stamp)?.deref() ?? { merchants: [] };
  }

  /** The first load: its good merchants are served even when other files have problems. */
  static async open(opts: LiveProjectOptions): Promise<LiveProject> {
    const first = await load(opts);
    if (!first.project) throw new Error(first.problems.map((p) => formatProblem(p, opts.root)).join('\n'));
    return new LiveProject(opts, first.project);
  }

  /** Loads the files again; loads never overlap, so the latest edit is always the one that wins. */
  reload(): Promise<LoadResult> {
    this.loading = this.loading.then(async () => {
      const { project, problems } = await load(this.opts);
      this.problems = problems;
      if (project && problems.length === 0) this.serve(project);
      return { ok: problems.length === 0, problems, lint: project?.lint ?? [] };
    });
    return this.loading;
  }

  /** The latest problems (or those given), one formatted line each. */
  problemText(problems: Problem[] = this.problems): string {
    return problems.map((p) => formatProblem(p, this.opts.root)).join('\n');
  }

  /** The merchant an API call is for; 404 merchant_not_found when none is (resolveMerchant.ts). */
  merchantFor(req: IncomingMessage, queryCode?: string | null): MerchantFile {
    return this.resolve(req, headerValue(req, 'merchant'), queryCode);
  }

  /**
   * The merchant a page or file is for. As deployed the host alone decides and the header is not read, so
   * an answer a cache keeps by its address is the host's merchant's whatever a request's headers said.
   */
  pageMerchantFor(req: IncomingMessage, queryCode?: string | null): MerchantFile {
    // Asked by the page's headers and by its answer alike: looked up once per request and project load.
    const query = queryCode ?? null;
    const known = this.pageMerchants.get(req);
    const project = this.projectFor(req);
    if (known?.project === project && known.query === query) {
      if (known.merchant) return known.merchant;
      throw known.error;
    }
    const found: { project: Pick<Project, 'merchants'>; query: string | null; merchant?: MerchantFile; error?: unknown } = { project, query };
    try {
      found.merchant = this.resolve(req, this.headerDecides(req) ? headerValue(req, 'merchant') : undefined, queryCode);
      return found.merchant;
    } catch (error) {
      found.error = error;
      throw error;
    } finally {
      this.pageMerchants.set(req, found);
    }
  }

  /** Whether content windows are judged by the browser at the moment a page shows (the preview's way, ?at=). */
  get momentsPreviewed(): boolean {
    return this.opts.preview || this.opts.previewMoments === true;
  }

  /** Whether the Merchant header names a request's merchant whatever its host (see resolveMerchant.ts). */
  headerDecides(req: IncomingMessage): boolean {
    return (this.opts.merchantByHeader ?? this.opts.preview) || this.fromOwnRender(req);
  }

  /** Whether a request comes from the server's own render (it carries this process's renderKey). */
  fromOwnRender(req: IncomingMessage): boolean {
    const offered = headerValue(req, RENDER_KEY_HEADER);
    return this.opts.renderKey !== undefined && offered !== undefined && sameSecret(offered, this.opts.renderKey);
  }

  private resolve(req: IncomingMessage, header: string | undefined, queryCode?: string | null): MerchantFile {
    const merchant = resolveMerchant(
      this.projectFor(req).merchants,
      { header, host: headerValue(req, 'host'), queryCode: queryCode ?? undefined },
      { ...this.opts, headerDecides: this.headerDecides(req) },
    );
    this.answeredFor.set(req, merchant);
    return merchant;
  }

  /** The merchant a request was answered for, when it was looked up (the access log's, without a lookup of its own). */
  merchantServed(req: IncomingMessage): MerchantFile | undefined {
    return this.answeredFor.get(req);
  }

  /** The merchant's site config, built once per project load: every page request and config call asks for it. */
  siteConfig(merchant: MerchantFile): SiteConfig {
    let built = this.siteConfigs.get(merchant);
    if (!built) {
      built = buildSiteConfig(merchant, this.projectOf(merchant).templates, { preview: this.opts.preview, previewMoments: this.opts.previewMoments });
      this.siteConfigs.set(merchant, built);
    }
    return built;
  }
}

/**
 * loadProject reports bad files as problems; a failure of its own (say, an unreadable schema) becomes one
 * too. A file older than the schema's version is read migrated (upgradedSources.ts), so it keeps serving
 * until `wl migrate` rewrites it; `wl validate` names it.
 */
async function load(opts: LiveProjectOptions): Promise<{ project?: Project; problems: Problem[] }> {
  try {
    const documents = opts.documents?.();
    if (documents) {
      const files = { merchants: documents.merchantFiles, templates: documents.templateFiles };
      const sources = upgradedSources(opts.root, { files, texts: documents.texts });
      const project = await loadProject(opts.root, {
        merchantFiles: documents.merchantFiles,
        templateFiles: documents.templateFiles,
        texts: documents.texts,
        sources,
        validators: currentValidators(opts.root),
      });
      return { project, problems: project.problems };
    }
    const texts = opts.draftTexts?.();
    const sources = upgradedSources(opts.root, { extraMerchantFiles: opts.extraMerchantFiles, texts });
    const project = await loadProject(opts.root, {
      extraMerchantFiles: opts.extraMerchantFiles,
      texts,
      sources,
      validators: currentValidators(opts.root),
      lint: opts.lint,
    });
    return { project, problems: project.problems };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { problems: [{ file: path.join(opts.root, 'schema'), line: 1, column: 1, pointer: '/', message: `could not load the project: ${message}` }] };
  }
}
