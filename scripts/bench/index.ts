// Prints every budgeted figure, one line each, and merges them into .bench/results.json.
import path from 'node:path';
import { createServer } from '../../server/index.ts';
import { firstLoadFigures } from './firstLoad.ts';
import { measureLaneScroll } from './laneScroll.ts';
import { measureLoginFlood } from './loginFlood.ts';
import { measureLighthouse } from './lighthouseRuns.ts';
import { recordFigures } from './results.ts';
import { measureStart } from './startTime.ts';
import { measureThroughput } from './throughput.ts';
import { measureValidate } from './validateSpeed.ts';
import { merchantHosts, root, type Figure } from './shared.ts';

const only = process.argv.slice(2);
const wanted = (name: string) => only.length === 0 || only.includes(name);
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
if (wanted('size') || wanted('lighthouse') || wanted('lanes')) {
  const server = await createServer({ root, port: 0, preview: false, distDir: path.join(root, 'dist'), dataDir: 'memory', quiet: true });
  const origin = (host: string) => `http://${host}:${server.port}`;
  // The embedded database starts in the background; measure pages once it has.
  await server.db.query('SELECT 1');
  try {
    const merchants = merchantHosts();
    if (wanted('size')) report(await firstLoadFigures(`${origin(merchants[0].host)}/m/home`));
    if (wanted('lighthouse')) report(await measureLighthouse(origin, merchants));
    if (wanted('lanes')) report(await measureLaneScroll(origin, merchants));
  } finally {
    await server.close();
  }
}

recordFigures(root, figures);
if (figures.some((f) => f.ok === false)) process.exitCode = 1;
