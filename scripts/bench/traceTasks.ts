// The tasks of a page's main thread, read from a Chromium trace: each top-level task with how long it
// ran and what it ran (the script it evaluated or called, a layout, a style pass, a parse).

export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string; data?: Record<string, unknown>; beginData?: Record<string, unknown> };
}

export interface Task {
  ms: number;
  /** When it started, in ms after the task that began parsing the page. */
  atMs: number;
  /** What it ran, longest first: "EvaluateScript index-x.js 31 ms, Layout 6 ms". */
  runs: string;
}

const TOP_LEVEL = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);
/** The pieces of work a task is made of that say what it was. */
const TELLING = new Set([
  'EvaluateScript',
  'v8.compile',
  'v8.compileModule',
  'v8.evaluateModule',
  'FunctionCall',
  'TimerFire',
  'FireAnimationFrame',
  'FireIdleCallback',
  'EventDispatch',
  'ParseHTML',
  'ParseAuthorStyleSheet',
  'Layout',
  'UpdateLayoutTree',
  'Paint',
  'PrePaint',
  'Layerize',
  'Decode Image',
  'RunMicrotasks',
  'v8.produceModuleCache',
  'HitTest',
  'MajorGC',
  'MinorGC',
  'V8.GC_MC',
  'BlinkGC.AtomicPhase',
]);

const fileOf = (url: unknown): string => (typeof url === 'string' && url ? url.split('?')[0].split('/').pop() || url : '');

function describe(event: TraceEvent): string {
  const data = event.args?.data ?? event.args?.beginData ?? {};
  const detail =
    fileOf(data.url) ||
    fileOf(data.fileName) ||
    (typeof data.type === 'string' ? data.type : '') ||
    (typeof data.functionName === 'string' ? data.functionName : '');
  return detail ? `${event.name} ${detail}` : event.name;
}

/** The renderer main thread that parsed the page: where its tasks ran. */
function pageThread(events: readonly TraceEvent[], url: URL): { pid: number; tid: number; from: number } | undefined {
  const parsed = (e: TraceEvent) => {
    const at = e.args?.beginData?.url;
    if (e.name !== 'ParseHTML' || typeof at !== 'string' || !URL.canParse(at)) return false;
    const { host, pathname } = new URL(at);
    return host === url.host && pathname === url.pathname;
  };
  const parse = events.find(parsed);
  return parse && { pid: parse.pid, tid: parse.tid, from: parse.ts };
}

/** The page thread's top-level tasks, from the one that starts parsing the page, and all its timed events. */
function pageTasks(events: readonly TraceEvent[], url: URL): { pid: number; own: TraceEvent[]; top: TraceEvent[] } {
  const thread = pageThread(events, url);
  if (!thread) throw new Error(`the trace holds no parse of ${url.href}`);
  const own = events.filter((e) => e.pid === thread.pid && e.tid === thread.tid && e.ph === 'X' && e.dur !== undefined).sort((a, b) => a.ts - b.ts);
  const top: TraceEvent[] = [];
  for (const event of own) {
    // From the task that starts parsing the page: what ran before was the blank page it replaced.
    if (!TOP_LEVEL.has(event.name) || event.ts + event.dur! < thread.from) continue;
    const last = top.at(-1);
    // A task nested in another (a nested run loop) is part of it.
    if (last && event.ts < last.ts + last.dur!) continue;
    top.push(event);
  }
  return { pid: thread.pid, own, top };
}

/** When the page set a performance mark, in ms after its first task began (as a task's `atMs`); undefined if it never did. */
export function markAtMs(events: readonly TraceEvent[], url: URL, mark: string): number | undefined {
  const { pid, top } = pageTasks(events, url);
  const at = events.find((e) => e.pid === pid && e.name === mark)?.ts;
  return at === undefined ? undefined : (at - (top[0]?.ts ?? 0)) / 1000;
}

export function mainThreadTasks(events: readonly TraceEvent[], url: URL): Task[] {
  const { own, top } = pageTasks(events, url);
  const start = top[0]?.ts ?? 0;
  return top.map((task) => {
    const end = task.ts + task.dur!;
    const parts = new Map<string, number>();
    for (const e of own) {
      if (e.ts < task.ts || e.ts + e.dur! > end || !TELLING.has(e.name)) continue;
      const key = describe(e);
      // The outermost of nested pieces of one kind counts: a call inside a call is not twice the time.
      parts.set(key, Math.max(parts.get(key) ?? 0, e.dur! / 1000));
    }
    const runs = [...parts]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3)
      .map(([what, ms]) => `${what} ${Math.round(ms)} ms`)
      .join(', ');
    return { ms: task.dur! / 1000, atMs: (task.ts - start) / 1000, runs: runs || 'nothing named' };
  });
}

export const longestTasks = (tasks: readonly Task[], count: number): Task[] => [...tasks].sort((a, b) => b.ms - a.ms).slice(0, count);
