// Pages of documents the server holds beside the project it serves (an earlier release's): rendered by
// the same renderer as served pages, with their content answered from those documents, so the studio's
// release history can show what a player saw before and after a release.
import type { LanguageCode } from '../../src/config/types.generated.ts';
import type { Project } from '../../project/project.ts';
import { windowStretch } from '../content/windows.ts';
import type { LiveProject, ProjectDocuments } from '../merchants/project.ts';
import { pageLanguage, type EntryPage } from './entryPages.ts';
import type { PageAnswer, PageRenderer } from './pageRenderer.ts';

export interface HeldPageRequest {
  merchant: string;
  /** A language the merchant allows; its default otherwise. */
  language?: string;
  page: EntryPage;
}

/**
 * The page's document, or a sentence saying why there is none; `passing` when a later try may render it
 * (a render that failed or ran out of time on a busy server is tried again after a while).
 */
export type HeldPage = { html: string } | { error: string; passing?: true };

export type RenderHeldPage = (documents: ProjectDocuments, request: HeldPageRequest) => Promise<HeldPage>;

export function heldPages(project: LiveProject, renderer: PageRenderer | undefined): RenderHeldPage {
  // One load per documents object, for as long as its holder keeps it: the same release's pages share it.
  const loads = new WeakMap<ProjectDocuments, ReturnType<LiveProject['hold']>>();
  return async (documents, request) => {
    if (!renderer) return { error: 'the server serves no app, so no page can be rendered' };
    let held = loads.get(documents);
    if (!held) {
      held = project.hold(documents);
      loads.set(documents, held);
    }
    const loaded = await held;
    if ('problems' in loaded) return { error: `its files do not load: ${project.problemText(loaded.problems).replaceAll('\n', '; ')}` };
    return render(loaded.project, renderer, project, request);
  };
}

async function render(held: Project, renderer: PageRenderer, project: LiveProject, request: HeldPageRequest): Promise<HeldPage> {
  const merchant = held.merchants.find((m) => m.data.merchantCode === request.merchant)?.data;
  if (!merchant) return { error: `it has no merchant ${request.merchant}` };
  const config = project.siteConfig(merchant);
  const language: LanguageCode = pageLanguage({
    query: new URLSearchParams(request.language ? { language: request.language } : {}),
    cookie: undefined,
    allowed: config.languages.allowed,
    merchantDefault: config.languages.default,
  });
  let answer: PageAnswer;
  try {
    answer = await renderer.answer({
      project: held,
      merchant,
      config,
      language,
      page: request.page,
      windowStretch: windowStretch(merchant, config, Date.now()),
    });
  } catch {
    // The renderer reads the build's index.html first: a build without one has no page to give.
    return { error: 'the app is not built, so no page can be rendered' };
  }
  if (!answer.rendered) return { error: `its ${request.page} page could not be rendered just now`, passing: true };
  return { html: answer.html };
}
