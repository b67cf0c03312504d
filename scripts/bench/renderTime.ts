// How long the server takes to render an entry page it has not cached: the first visitor of a merchant,
// language and page after a start or a config reload waits this long. The API answering the page's
// content calls runs in this process, on the same thread, as it does in the server.
import path from 'node:path';
import type { Project } from '../../project/project.ts';
import { createServer } from '../../server/index.ts';
import { LiveProject } from '../../server/merchants/project.ts';
import { PageRenderer, type PageRequest } from '../../server/render/pageRenderer.ts';
import type { EntryPage } from '../../server/render/entryPages.ts';
import { ApiClient } from '../../src/api/client.ts';
import { UNKNOWN_DEVICE } from '../../src/platform/shell.ts';
import { RootStore } from '../../src/stores/RootStore.ts';
import { benchRuns, median, root, type Figure } from './shared.ts';

const PAGES: EntryPage[] = ['home', 'login', 'register'];
const WARM_UPS = 2;
/** An uncached render of home stays under this on this machine (issue budget). */
const HOME_BUDGET_MS = 30;

const round = (n: number) => Math.round(n * 10) / 10;

async function timed(task: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await task();
  return performance.now() - started;
}

/** Median of `samples` timings after the warm-ups. */
async function medianOf(samples: number, task: () => Promise<unknown>): Promise<number> {
  for (let i = 0; i < WARM_UPS; i++) await task();
  const times: number[] = [];
  for (let i = 0; i < samples; i++) times.push(await timed(task));
  return median(times);
}

/** Home's content calls alone, made as a render makes them: the app's stores and client, in parallel. */
async function homeContent(origin: string, request: PageRequest): Promise<void> {
  const stores = new RootStore(request.config, request.language, UNKNOWN_DEVICE, new ApiClient({ baseURL: origin }));
  await stores.content.whenHomeReady();
  const missing = stores.content.missingHomeContent();
  if (missing.length > 0) throw new Error(`home's content did not arrive: ${missing.join(', ')}`);
}

/** How many uncached renders are asked at once, each of another merchant or language. */
const SIDE_BY_SIDE = 8;

type RenderOf = (request: Omit<PageRequest, 'project'>) => Promise<void>;

/**
 * The same uncached homes (different merchants and languages) rendered all at once and one after
 * another, alternated in each round. Each render has its own stores and API client, so none waits for
 * another to finish; they share the one thread with each other and with the API answering them, so
 * the wall times say how much of a render's time is waiting that another can use.
 */
async function sideBySide(requests: Omit<PageRequest, 'project'>[], renderOf: RenderOf, samples: number): Promise<Figure[]> {
  const atOnce = () => Promise.all(requests.map((request) => timed(() => renderOf(request))));
  const inTurn = async () => {
    for (const request of requests) await renderOf(request);
  };
  for (let i = 0; i < WARM_UPS; i++) await Promise.all([atOnce(), inTurn()]);
  const together: number[] = [];
  const each: number[] = [];
  const apart: number[] = [];
  for (let i = 0; i < samples; i++) {
    const started = performance.now();
    each.push(...(await atOnce()));
    together.push(performance.now() - started);
    apart.push(await timed(inTurn));
  }
  const what = `${requests.length} uncached homes of ${new Set(requests.map((r) => r.merchant.merchantCode)).size} merchants in ${new Set(requests.map((r) => r.language)).size} languages`;
  return [
    { name: `${what}, asked at once: each answered in (median of ${each.length})`, value: round(median(each)), unit: 'ms' },
    { name: `${what}, asked at once: all answered in (median of ${samples})`, value: round(median(together)), unit: 'ms' },
    { name: `${what}, asked one after another: all answered in (median of ${samples})`, value: round(median(apart)), unit: 'ms' },
    {
      name: `${what}: at once over one after another, same round (median of ${samples})`,
      value: Math.round(median(together.map((ms, i) => ms / apart[i])) * 100) / 100,
      unit: 'x',
    },
  ];
}

export async function measureRenderTime(): Promise<Figure[]> {
  const distDir = path.join(root, 'dist');
  const server = await createServer({ root, port: 0, preview: false, merchantByHeader: true, distDir, dataDir: 'memory', quiet: true });
  await server.db.query('SELECT 1');
  const origin = `http://127.0.0.1:${server.port}`;
  const failures: string[] = [];
  const renderer = new PageRenderer({ distDir, live: false, apiOrigin: () => origin, warn: (line) => failures.push(line) });
  const project = await LiveProject.open({ root, preview: false });
  const samples = benchRuns(20);
  const figures: Figure[] = [];
  try {
    for (const { data: merchant } of project.current.merchants) {
      const config = project.siteConfig(merchant);
      const request = { merchant, config, language: config.languages.default };
      for (const page of PAGES) {
        // The cache is keyed by the project object: a copy of it is a project never rendered for.
        const ms = await medianOf(samples, async () => {
          const answer = await renderer.answer({ ...request, page, project: { ...project.current } satisfies Project });
          if (!answer.rendered) throw new Error(`${merchant.merchantCode} ${page} was not rendered: ${failures.join('; ')}`);
        });
        const name = `uncached render of /m/${page} ${merchant.merchantCode} (median of ${samples})`;
        figures.push(
          page === 'home'
            ? { name, value: round(ms), unit: 'ms', budget: `<= ${HOME_BUDGET_MS}`, ok: ms <= HOME_BUDGET_MS }
            : { name, value: round(ms), unit: 'ms' },
        );
      }
      const contentMs = await medianOf(samples, () => homeContent(origin, { ...request, project: project.current }));
      figures.push({
        name: `home's content calls alone, as a render of ${merchant.merchantCode} makes them (median of ${samples})`,
        value: round(contentMs),
        unit: 'ms',
      });
    }
    const mixed = project.current.merchants
      .flatMap(({ data: merchant }) => {
        const config = project.siteConfig(merchant);
        return config.languages.allowed.map((language) => ({ merchant, config, language, page: 'home' as const }));
      })
      .slice(0, SIDE_BY_SIDE);
    const renderOf: RenderOf = async (request) => {
      const answer = await renderer.answer({ ...request, project: { ...project.current } satisfies Project });
      if (!answer.rendered) throw new Error(`${request.merchant.merchantCode} home in ${request.language} was not rendered: ${failures.join('; ')}`);
    };
    figures.push(...(await sideBySide(mixed, renderOf, samples)));
    return figures;
  } finally {
    await server.close();
  }
}
