// The preview's live reload: watch the configs, reload them, and tell open pages over server-sent events.
import { watch, type FSWatcher } from 'chokidar';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { ProjectHolder } from './project.ts';

const DEBOUNCE_MS = 80;
const KEEP_ALIVE_MS = 15_000;

export class PreviewHub {
  private readonly clients = new Set<ServerResponse>();
  private watcher: FSWatcher | undefined;
  private timer: NodeJS.Timeout | undefined;
  private readonly keepAlive: NodeJS.Timeout;

  constructor(private readonly holder: ProjectHolder, private readonly log: (line: string, isError?: boolean) => void) {
    this.keepAlive = setInterval(() => this.broadcast(': keep-alive\n\n'), KEEP_ALIVE_MS);
  }

  watch(root: string, extraFiles: string[] = []): Promise<void> {
    const targets = [...['merchants', 'templates', 'schema'].map((d) => path.join(root, d)), ...extraFiles];
    this.watcher = watch(targets, { ignoreInitial: true, ignored: (p) => p.includes(`${path.sep}assets${path.sep}`) });
    this.watcher.on('all', () => this.schedule());
    return new Promise((resolve) => this.watcher!.once('ready', () => resolve()));
  }

  private schedule(): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.reload(), DEBOUNCE_MS);
  }

  async reload(): Promise<void> {
    const result = await this.holder.reload();
    if (result.ok) {
      this.log(`Reloaded ${this.holder.current.merchants.length} merchants and ${this.holder.current.templates.size} templates`);
      this.broadcast(event('config', { merchants: this.holder.current.merchants.map((m) => m.data.merchantCode) }));
    } else {
      const text = this.holder.problemText();
      this.log(`Configuration error (still serving the last good files):\n${text}`, true);
      this.broadcast(event('config-error', { problems: result.problems, text }));
    }
  }

  /** GET /__preview/events: the current state first, then every change. */
  subscribe(req: IncomingMessage, res: ServerResponse): void {
    res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache', Connection: 'keep-alive' });
    res.write('retry: 1000\n\n');
    if (this.holder.problems.length > 0) {
      res.write(event('config-error', { problems: this.holder.problems, text: this.holder.problemText() }));
    }
    this.clients.add(res);
    req.on('close', () => this.clients.delete(res));
  }

  private broadcast(text: string): void {
    for (const client of this.clients) client.write(text);
  }

  async close(): Promise<void> {
    clearInterval(this.keepAlive);
    clearTimeout(this.timer);
    for (const client of this.clients) client.end();
    this.clients.clear();
    await this.watcher?.close();
  }
}

function event(name: string, data: unknown): string {
  return `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;
}
