// The main thread's work while a page loads, from a trace of a real browser on a phone with the CPU
// slowed 4x: every merchant's home, login and register beside the bare client-rendered page of the same
// stack (barePage.ts), loads alternated. Measured in a browser no DevTools domain records stacks in
// (quietBrowser.ts), as players' browsers run. A task over 50 ms is one a tap has to wait behind (what
// Lighthouse counts as blocking): its budget holds from navigation until the app has taken the page
// over (its READY_MARK); what runs after it until the page is quiet (a popup opening) is shown apart.
// Busy time is all the tasks together, until the page is quiet, held against the bare page's.
import { READY_MARK } from '../../src/platform/takenOver.ts';
import { QuietBrowser } from './quietBrowser.ts';
import { benchRuns, CPU_SLOWDOWN, median, type Figure } from './shared.ts';
import { longestTasks, mainThreadTasks, markAtMs, type Task } from './traceTasks.ts';

/** No task of a page's load longer than this (ms, CPU 4x slower). */
export const LONGEST_TASK_BUDGET_MS = 50;
/** A page's busy time during load at most this many times the bare page's. */
export const BUSY_RATIO_BUDGET = 2;
const CATEGORIES = ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing', 'loading'];

interface Load {
  tasks: Task[];
  busyMs: number;
  /** The longest task that began before the app took the page over (the bare page: of the whole load). */
  longestMs: number;
  /** The longest task that began after it, until the page was quiet. */
  longestAfterMs: number;
  /** When the app marked the page taken over: Infinity for the bare page, or a build older than the mark. */
  readyAtMs: number;
}

/** The page has taken the server's page over (blocks below the fold included). */
const APP_READY = "document.documentElement.dataset.app === 'ready'";

/** One load in a fresh context, traced from navigation until the page is ready and quiet. */
export async function traceLoad(browser: QuietBrowser, url: string, app: boolean): Promise<Load> {
  const tab = await browser.phoneTab();
  try {
    const events = await browser.trace(CATEGORIES, () => tab.load(url, app ? APP_READY : undefined));
    const tasks = mainThreadTasks(events, new URL(url));
    const busyMs = tasks.reduce((sum, task) => sum + task.ms, 0);
    const readyAtMs = (app ? markAtMs(events, new URL(url), READY_MARK) : undefined) ?? Infinity;
    const longest = (list: Task[]) => Math.max(0, ...list.map((task) => task.ms));
    return {
      tasks,
      busyMs,
      longestMs: longest(tasks.filter((task) => task.atMs < readyAtMs)),
      longestAfterMs: longest(tasks.filter((task) => task.atMs >= readyAtMs)),
      readyAtMs,
    };
  } finally {
    await tab.close();
  }
}

const round1 = (ms: number) => Math.round(ms * 10) / 10;

export async function measureMainThread(
  origin: (host: string) => string,
  merchants: { code: string; host: string }[],
  bareUrl: string,
  runs = benchRuns(3),
): Promise<Figure[]> {
  const pages = [
    { name: 'bare', url: bareUrl, app: false },
    ...merchants.flatMap((m) => ['home', 'login', 'register'].map((p) => ({ name: `/m/${p} ${m.code}`, url: `${origin(m.host)}/m/${p}`, app: true }))),
  ];
  const loads = new Map<string, Load[]>(pages.map((p) => [p.name, []]));
  const browser = await QuietBrowser.launch();
  try {
    // A first load of each page, not counted: the browser's and the server's first of anything is slow.
    for (const page of pages) await traceLoad(browser, page.url, page.app);
    for (let round = 0; round < runs; round++) {
      for (const page of pages) loads.get(page.name)!.push(await traceLoad(browser, page.url, page.app));
    }
  } finally {
    await browser.close();
  }
  const conditions = `phone, CPU ${CPU_SLOWDOWN}x slower, from navigation until ready`;
  const untilQuiet = `phone, CPU ${CPU_SLOWDOWN}x slower, from navigation until ready and quiet`;
  const bareBusy = median(loads.get('bare')!.map((l) => l.busyMs));
  const figures: Figure[] = [
    { name: `main-thread busy time of the bare client-rendered page (${untilQuiet})`, value: Math.round(bareBusy), unit: 'ms' },
    { name: 'longest main-thread task of the bare page', value: round1(median(loads.get('bare')!.map((l) => l.longestMs))), unit: 'ms' },
  ];
  for (const page of pages) {
    const list = loads.get(page.name)!;
    // The run whose longest task was the longest: its tasks are the ones worth reading.
    const worst = list.reduce((a, b) => (b.longestMs > a.longestMs ? b : a));
    const after = page.app
      ? `; after ready ${list.map((l) => round1(l.longestAfterMs)).join(', ')} ms (ready at ${list.map((l) => Math.round(l.readyAtMs)).join(', ')} ms)`
      : '';
    console.log(
      `  ${page.name}: longest task ${list.map((l) => round1(l.longestMs)).join(', ')} ms${after}; busy ${list.map((l) => Math.round(l.busyMs)).join(', ')} ms`,
    );
    for (const task of longestTasks(worst.tasks, 5)) {
      console.log(`    ${round1(task.ms)} ms at ${Math.round(task.atMs)} ms${task.atMs >= worst.readyAtMs ? ' (after ready)' : ''}: ${task.runs}`);
    }
    if (!page.app) continue;
    if (list.some((l) => l.readyAtMs === Infinity)) throw new Error(`${page.url} got ready without its ${READY_MARK} performance mark`);
    const longest = round1(median(list.map((l) => l.longestMs)));
    const ratio = Math.round((median(list.map((l) => l.busyMs)) / bareBusy) * 100) / 100;
    figures.push(
      {
        name: `longest main-thread task of ${page.name} (${conditions})`,
        value: longest,
        unit: 'ms',
        budget: `<= ${LONGEST_TASK_BUDGET_MS}`,
        ok: longest <= LONGEST_TASK_BUDGET_MS,
      },
      {
        name: `longest main-thread task of ${page.name} after ready, until quiet`,
        value: round1(median(list.map((l) => l.longestAfterMs))),
        unit: 'ms',
      },
      {
        name: `main-thread busy time of ${page.name} over the bare page's (until ready and quiet)`,
        value: ratio,
        unit: '×',
        budget: `<= ${BUSY_RATIO_BUDGET}`,
        ok: ratio <= BUSY_RATIO_BUDGET,
      },
    );
  }
  return figures;
}
