// The requests a page has in flight, counted from the browser's own events: what a wait for a page to
// settle asks before it looks (wl shots' camera, the accessibility suite).
import type { Page, Request } from 'playwright-core';

/** The page's requests in flight (server-sent events and sockets stay open by design and are not counted). */
export class RequestTracker {
  started = 0;
  private readonly open = new Set<Request>();
  private waiters: Array<() => void> = [];

  constructor(page: Page) {
    page.on('request', (request) => {
      if (request.resourceType() === 'eventsource' || request.resourceType() === 'websocket') return;
      this.started += 1;
      this.open.add(request);
    });
    const done = (request: Request) => {
      if (!this.open.delete(request) || this.open.size > 0) return;
      for (const wake of this.waiters.splice(0)) wake();
    };
    page.on('requestfinished', done);
    page.on('requestfailed', done);
  }

  get inFlight(): number {
    return this.open.size;
  }

  /** Settles once no request is in flight; rejects after `timeoutMs`, naming what is still open. */
  none(timeoutMs: number): Promise<void> {
    if (this.open.size === 0) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`still waiting for ${[...this.open].map((r) => new URL(r.url()).pathname).join(', ')}`)), timeoutMs);
      this.waiters.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }
}
