// Prints every budgeted figure, one line each, and merges them into .bench/results.json.
import path from 'node:path';
import { createServer } from '../../server/index.ts';
import { measureAgainst } from './against.ts';
import { firstLoadFigures } from './firstLoad.ts';
import { measureLaneScroll } from './laneScroll.ts';
import { measureLoginFlood } from './loginFlood.ts';
import { measureLighthouse } from './lighthouseRuns.ts';
import { measurePaint } from './paint.ts';
import { measureMainThread } from './mainThread.ts';
import { measureMainThreadAgainst } from './mainThreadAgainst.ts';
import { measureFirstTap } from './firstTap.ts';
import { startBarePage } from './barePage.ts';
import { measureReleases } from './releaseSwitch.ts';
import { measureRenderTime } from './renderTime.ts';
import { recordFigures } from './results.ts';
import { measureStart } from './startTime.ts';
import { measureStudio } from './studioEdit.ts';
import { measureThroughput } from './throughput.ts';
import { measureValidate } from './validateSpeed.ts';
import { merchantHosts, root, type Figure } from './shared.ts';

const only = process.argv.slice(2);
const wanted = (name: string) => only.length === 0 || only.includes(name);
/** `against=<commit>`: this checkout's throughput beside that commit's (against.ts); only when asked. */
const against = only.find((arg) => arg.startsWith('against='))?.slice('against='.length);
/** `tasks-against=<folder>`: this build's main-thread work beside the build in the folder (mainThreadAgainst.ts); only when asked. */
const tasksAgainst = only.find((arg) => arg.startsWith('tasks-against='))?.slice('tasks-against='.length);
const figures: Figure[] = [];
const report = (list: Figure[]) => {
  for (const f of list) {
    const verdict = f.ok === undefined ? '' : f.ok ? `  ok (budget ${f.budget})` : `  OVER BUDGET (${f.budget})`;
    console.log(`${f.name}: ${f.value} ${f.unit}${verdict}`);
  }
  figures.push(...list);
};

// Validation first: the start-up figure leaves a server shutting down behind it.
if (wanted('validate')) report(measureValidate());
if (wanted('start')) report(await measureStart());
if (wanted('throughput')) report(await measureThroughput());
if (wanted('logins')) report(await measureLoginFlood());
if (against) report(await measureAgainst(against));
if (tasksAgainst) report(await measureMainThreadAgainst(tasksAgainst, merchantHosts()));
if (wanted('render')) report(await measureRenderTime());
if (wanted('studio')) report(await measureStudio());
if (wanted('releases')) report(await measureReleases());
if (['size', 'lighthouse', 'lanes', 'paint', 'tasks', 'taps'].some(wanted)) {
  const server = await createServer({
    root,
    port: 0,
    preview: false,
    merchantByHeader: true,
    distDir: path.join(root, 'dist'),
    dataDir: 'memory',
    quiet: true,
  });
  const origin = (host: string) => `http://${host}:${server.port}`;
  // The embedded database starts in the background; measure pages once it has.
  await server.db.query('SELECT 1');
  try {
    const merchants = merchantHosts();
    // The server's first render of a page loads its code: a wait only the first visitor after a start has.
    for (const { code } of merchants) {
      for (const page of ['home', 'login', 'register']) await (await fetch(`${origin('localhost')}/m/${page}`, { headers: { Merchant: code } })).arrayBuffer();
    }
    if (wanted('size')) report(await firstLoadFigures(`${origin(merchants[0].host)}/m/home`));
    // The pages are held against a bare page of the same stack, built and served in this run.
    const bare = ['lighthouse', 'paint', 'tasks'].some(wanted) ? await startBarePage() : undefined;
    try {
      if (bare && wanted('lighthouse')) report(await measureLighthouse(origin, merchants, bare.url));
      if (bare && wanted('paint')) report(await measurePaint(origin, merchants, bare.url));
      if (bare && wanted('tasks')) report(await measureMainThread(origin, merchants, bare.url));
    } finally {
      await bare?.close();
    }
    if (wanted('lanes')) report(await measureLaneScroll(origin, merchants));
    if (wanted('taps')) report(await measureFirstTap(origin, merchants));
  } finally {
    await server.close();
  }
}

recordFigures(root, figures);
if (figures.some((f) => f.ok === false)) process.exitCode = 1;
