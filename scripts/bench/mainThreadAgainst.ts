// This build's main-thread work at load beside another build's, for every merchant's home, login and
// register: the same server code serving each build's files, loads alternated in one browser, so a load
// elsewhere on the machine meets both. Run-to-run noise here is larger than most single changes make, so a
// change to what the browser runs is judged this way: `npm run build`, copy dist/ and dist-server/ into a
// folder aside, change, build again, `npm run bench -- tasks-against=<the folder>`.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createServer } from '../../server/index.ts';
import { renderEntryOf } from '../../server/render/pageRenderer.ts';
import { traceLoad } from './mainThread.ts';
import { QuietBrowser } from './quietBrowser.ts';
import { benchRuns, median, root, type Figure } from './shared.ts';

/** What counts as blocking: a task's time past 50 ms (as Lighthouse counts it, without its cut-offs). */
const BLOCKING_FROM_MS = 50;

interface Sample {
  busyMs: number;
  blockingMs: number;
}

/** A server of this checkout for the build in `distDir`, rendering pages with that build's server half. */
async function servingBuild(distDir: string) {
  // Without its server half a build's pages would reach the browser unrendered: another page altogether.
  if (!existsSync(renderEntryOf(distDir))) throw new Error(`${path.dirname(distDir)} holds no dist/ with its dist-server/ beside it`);
  const server = await createServer({ root, port: 0, preview: false, merchantByHeader: true, distDir, dataDir: 'memory', quiet: true });
  await server.db.query('SELECT 1');
  return server;
}

/** `otherBuild`: a folder holding another build's dist/ and dist-server/. */
export async function measureMainThreadAgainst(otherBuild: string, merchants: { code: string; host: string }[], runs = benchRuns(5)): Promise<Figure[]> {
  const builds = [
    { name: 'this build', server: await servingBuild(path.join(root, 'dist')) },
    { name: path.basename(path.resolve(otherBuild)), server: await servingBuild(path.resolve(otherBuild, 'dist')) },
  ];
  const pages = merchants.flatMap((m) => ['home', 'login', 'register'].map((page) => ({ name: `/m/${page} ${m.code}`, host: m.host, page })));
  const samples = new Map<string, Sample[]>();
  const browser = await QuietBrowser.launch();
  try {
    // A first load of each, not counted: the first render of a page on a server loads its code.
    for (let round = -1; round < runs; round++) {
      for (const page of pages) {
        for (const [index, build] of builds.entries()) {
          const load = await traceLoad(browser, `http://${page.host}:${build.server.port}/m/${page.page}`, true);
          if (round < 0) continue;
          const key = `${page.name}#${index}`;
          const blockingMs = load.tasks.reduce((sum, task) => sum + Math.max(0, task.ms - BLOCKING_FROM_MS), 0);
          samples.set(key, [...(samples.get(key) ?? []), { busyMs: load.busyMs, blockingMs }]);
        }
      }
    }
  } finally {
    await browser.close();
    for (const { server } of builds) await server.close();
  }
  const other = builds[1].name;
  const figures: Figure[] = [];
  for (const page of pages) {
    const [mine, theirs] = [0, 1].map((index) => samples.get(`${page.name}#${index}`)!);
    const busy = [mine, theirs].map((list) => Math.round(median(list.map((s) => s.busyMs))));
    const blocking = [mine, theirs].map((list) => Math.round(median(list.map((s) => s.blockingMs))));
    const ratio = Math.round((busy[0] / busy[1]) * 100) / 100;
    console.log(
      `  ${page.name}: busy ${busy[0]} ms against ${busy[1]} ms (${ratio}×); past ${BLOCKING_FROM_MS} ms in long tasks ${blocking[0]} against ${blocking[1]} ms`,
    );
    figures.push(
      { name: `main-thread busy time of ${page.name}, this build over ${other} (CPU 4x slower, loads alternated)`, value: ratio, unit: '×' },
      { name: `time past ${BLOCKING_FROM_MS} ms in long tasks of ${page.name}, this build`, value: blocking[0], unit: 'ms' },
      { name: `time past ${BLOCKING_FROM_MS} ms in long tasks of ${page.name}, ${other}`, value: blocking[1], unit: 'ms' },
    );
  }
  return figures;
}
