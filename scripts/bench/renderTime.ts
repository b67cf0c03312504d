// How long the server takes to render an entry page it has not cached: the first visitor of a merchant,
// language and page after a start or a config reload waits this long. The API answering the page's
// content calls runs in this process, on the same thread, as it does in the server.
import path from 'node:path';
import type { Project } from '../../project/project.ts';
import { createServer } from '../../server/index.ts';
import { LiveProject } from '../../server/merchants/project.ts';
import { PageRenderer, type PageRequest } from '../../server/render/pageRenderer.ts';
import type { EntryPage } from '../../server/render/entryPages.ts';
import { api } from '../../src/api/client.ts';
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
  api.pointAt(origin);
  api.configure({ merchant: request.config.merchantCode, language: () => request.language, token: () => undefined, onFailure: () => undefined });
  const stores = new RootStore(request.config, request.language, UNKNOWN_DEVICE);
  await stores.content.whenHomeReady();
  const missing = stores.content.missingHomeContent();
  if (missing.length > 0) throw new Error(`home's content did not arrive: ${missing.join(', ')}`);
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
    return figures;
  } finally {
    await server.close();
  }
}
