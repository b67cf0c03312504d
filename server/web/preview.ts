// The preview's live reload: watch the config files, reload them, and tell open pages over
// server-sent events (GET /__preview/events).
import { watch } from 'chokidar';
import type { Stats } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { Problem } from '../../project/project.ts';
import { createHash } from 'node:crypto';
import type { MerchantFile } from '../../src/config/types.generated.ts';
import type { LiveProject, LoadResult } from '../merchants/project.ts';

export { PREVIEW_EVENTS_PATH, PREVIEW_STATE_TIMING } from '../../src/app/preview/previewEvents.ts';
const DEBOUNCE_MS = 100;
const KEEP_ALIVE_MS = 15_000;

export type PreviewEvent =
  | { name: 'config'; data: { merchantCode: string | null; merchants: string[]; content: Record<string, string> } }
  | { name: 'config-error'; data: { problems: Problem[]; text: string } };

/** Open server-sent event streams, kept alive, each written to alike. */
export class EventClients {
  private readonly clients = new Set<ServerResponse>();
  private readonly keepAlive = setInterval(() => this.write(': keep-alive\n\n'), KEEP_ALIVE_MS);

  constructor() {
    this.keepAlive.unref();
  }

  /** Opens a stream; `first` is written to it alone, before anything else. */
  add(req: IncomingMessage, res: ServerResponse, first = ''): void {
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    });
    res.write(`retry: 1000\n\n${first}`);
    this.clients.add(res);
    req.on('close', () => this.clients.delete(res));
  }

  write(text: string): void {
    for (const client of this.clients) client.write(text);
  }

  close(): void {
    clearInterval(this.keepAlive);
    for (const client of this.clients) client.end();
    this.clients.clear();
  }
}

/** The preview's event streams, and the latest state for pages that connect later. */
export class PreviewEvents {
  private readonly clients = new EventClients();
  // Event ids are unique to this server run, so a page that reconnects after missing events can be
  // told the current state.
  private readonly runId = Date.now().toString(36);
  private sequence = 0;

  constructor(private latest: PreviewEvent) {}

  private get lastId(): string {
    return `${this.runId}-${this.sequence}`;
  }

  /** The state a page served now is made from; the page names it when it connects (`?since=`). */
  get state(): string {
    return this.lastId;
  }

  publish(event: PreviewEvent): void {
    this.latest = event;
    this.sequence += 1;
    this.clients.write(format(event, this.lastId));
  }

  /**
   * A new page hears the current state first when it is an error (a good state is what it just loaded);
   * a page that reconnects after missing events, or that was served from an older state than the current
   * one (an edit landed before its code connected), hears the current state whatever it is.
   */
  subscribe(req: IncomingMessage, res: ServerResponse): void {
    const seen = req.headers['last-event-id'] ?? new URL(req.url ?? '/', 'http://localhost').searchParams.get('since') ?? undefined;
    const missed = typeof seen === 'string' && seen !== this.lastId;
    const catchUp = this.latest.name === 'config-error' || missed;
    // A page that is up to date hears which content it holds, so the next edit can spare it asking again.
    const hello = this.latest.name === 'config' ? `event: hello\ndata: ${JSON.stringify({ content: this.latest.data.content })}\n\n` : '';
    this.clients.add(req, res, catchUp ? format(this.latest, this.lastId) : hello);
  }

  close(): void {
    this.clients.close();
  }
}

function format(event: PreviewEvent, id: string): string {
  return `event: ${event.name}\nid: ${id}\ndata: ${JSON.stringify(event.data)}\n\n`;
}

/**
 * Calls onChange once per burst of edits (editors often write a file several times) to the JSON files
 * under the watched folders (but not under ignoreDirs) or to the watched files. Resolves when watching has started; the function
 * it resolves to stops watching.
 */
export async function watchConfigs(targets: string[], onChange: () => void, opts: { ignoreDirs?: string[] } = {}): Promise<() => Promise<void>> {
  let timer: NodeJS.Timeout | undefined;
  const skipped = (opts.ignoreDirs ?? []).map((dir) => path.resolve(dir));
  const ignored = (file: string, stats?: Stats) =>
    skipped.some((dir) => file === dir || file.startsWith(dir + path.sep)) || (stats?.isFile() === true && !file.endsWith('.json'));
  const watcher = watch(targets, { ignoreInitial: true, ignored });
  watcher.on('all', () => {
    clearTimeout(timer);
    timer = setTimeout(onChange, DEBOUNCE_MS);
  });
  watcher.on('error', (error) => console.error(`Preview: watching failed: ${error instanceof Error ? error.message : String(error)}`));
  await new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
  return async () => {
    clearTimeout(timer);
    await watcher.close();
  };
}

/** What the preview's pages hear after a load: the problems, or the merchants and their content's stamps. */
export function configEvent(result: LoadResult, project: LiveProject, opts: { defaultMerchant?: string }): PreviewEvent {
  if (!result.ok) return { name: 'config-error', data: { problems: result.problems, text: project.problemText() } };
  return {
    name: 'config',
    data: {
      merchantCode: opts.defaultMerchant ?? null,
      merchants: project.current.merchants.map((m) => m.data.merchantCode),
      content: Object.fromEntries(project.current.merchants.map((m) => [m.data.merchantCode, contentStamp(m.data)])),
    },
  };
}

/**
 * What a merchant's answers other than its site config are made from: all of its file but the pages'
 * template choices. A page that hears the same stamp again need not ask for its content again.
 */
function contentStamp(merchant: MerchantFile): string {
  const { pages: _pages, ...rest } = merchant;
  return createHash('sha256').update(JSON.stringify(rest)).digest('base64url').slice(0, 16);
}
