// The merchants and templates the API answers from. In preview a bad edit never replaces the last
// good project: its problems are reported and the old files keep serving.
import type { IncomingMessage } from 'node:http';
import type { MerchantFile, SiteConfig } from '../src/config/types.generated.ts';
import { buildSiteConfig, findMerchantByHost, formatProblem, loadProject, type Project, type Problem } from '../scripts/lib/project.ts';
import { HttpError } from './http.ts';

export class ProjectHolder {
  /** The project being served. */
  current: Project;
  /** Problems of the latest load (empty when it was good). */
  problems: Problem[] = [];

  private constructor(
    private readonly root: string,
    private readonly opts: { extraMerchantFiles?: string[]; preview: boolean; defaultMerchant?: string },
    first: Project,
  ) {
    this.current = first;
    this.problems = first.problems;
  }

  static async open(root: string, opts: { extraMerchantFiles?: string[]; preview: boolean; defaultMerchant?: string }): Promise<ProjectHolder> {
    return new ProjectHolder(root, opts, await loadProject(root, { extraMerchantFiles: opts.extraMerchantFiles }));
  }

  /** Loads the files again; keeps the previous project when the new one has problems. */
  async reload(): Promise<{ ok: boolean; problems: Problem[] }> {
    const next = await loadProject(this.root, { extraMerchantFiles: this.opts.extraMerchantFiles });
    this.problems = next.problems;
    if (next.problems.length === 0) this.current = next;
    return { ok: next.problems.length === 0, problems: next.problems };
  }

  problemText(): string {
    return this.problems.map((p) => formatProblem(p, this.root)).join('\n');
  }

  /** Merchant of a request: the Merchant header, else the host name, else the preview's forced merchant. */
  merchantFor(req: IncomingMessage, queryMerchant?: string | null): MerchantFile {
    const merchants = this.current.merchants;
    const header = req.headers.merchant;
    const code = typeof header === 'string' && header ? header : this.opts.preview ? queryMerchant ?? undefined : undefined;
    if (code) {
      const found = merchants.find((m) => m.data.merchantCode === code);
      if (!found) throw new HttpError(404, 'merchant_not_found', `No merchant "${code}"`);
      return found.data;
    }
    const host = req.headers.host ?? '';
    const byHost = findMerchantByHost(merchants, host);
    if (byHost) return byHost.data;
    if (this.opts.preview && this.opts.defaultMerchant) {
      const forced = merchants.find((m) => m.data.merchantCode === this.opts.defaultMerchant);
      if (forced) return forced.data;
    }
    throw new HttpError(404, 'merchant_not_found', `No merchant is configured for ${host.replace(/:\d+$/, '') || 'this host'}`);
  }

  siteConfig(merchant: MerchantFile): SiteConfig {
    return buildSiteConfig(merchant, this.current.templates, { preview: this.opts.preview });
  }
}
