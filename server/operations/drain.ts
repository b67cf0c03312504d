// A graceful stop: the instance says it is not ready at once, keeps serving for a drain delay (the load
// balancer's time to notice), then stops listening and lets the requests in flight finish, each
// kept-alive connection closing after its next answer, for at most a bounded time.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Readiness } from './readiness.ts';

/** Seconds the instance keeps serving after a stop signal, and the longest the whole stop may take. */
export const DRAIN_DELAY_MS = 5000;
export const SHUTDOWN_TIMEOUT_MS = 30_000;

export interface ShutdownOptions {
  /** How long new connections are still served once /readyz says 503 (default DRAIN_DELAY_MS). */
  drainMs?: number;
  /** The longest the stop waits for requests in flight before closing their connections (default SHUTDOWN_TIMEOUT_MS). */
  timeoutMs?: number;
  /** Where the stop says what it waits for. */
  say?: (line: string) => void;
}

/** Counts requests in flight, and closes each connection after its answer once the instance stopped listening. */
export class RequestDrain {
  private readonly inFlight = new Set<ServerResponse>();
  private closing = false;

  /** The HTTP server's handler, counting each request until its answer is sent or its connection lost. */
  wrap(handler: (req: IncomingMessage, res: ServerResponse) => void): (req: IncomingMessage, res: ServerResponse) => void {
    return (req, res) => {
      this.inFlight.add(res);
      res.once('close', () => this.inFlight.delete(res));
      if (this.closing) closeAfter(res);
      handler(req, res);
    };
  }

  get requests(): number {
    return this.inFlight.size;
  }

  /** From now on each answer, those of the requests in flight included, closes its connection after it. */
  begin(): void {
    this.closing = true;
    for (const res of this.inFlight) closeAfter(res);
  }
}

/**
 * The connection closes after this answer: the client's next request opens a new one, which the load
 * balancer sends to another instance. The server closes a kept-alive connection only so, after an
 * answer that said it would, never while the client may be sending on it.
 */
function closeAfter(res: ServerResponse): void {
  if (!res.headersSent) res.setHeader('Connection', 'close');
}

export interface StopSteps {
  readiness: Readiness;
  drain: RequestDrain;
  /**
   * Stops taking connections; resolves once every open one has closed. An idle kept-alive connection
   * is never closed from here: the proxy may be sending a request on it at that instant (a POST it then
   * cannot send elsewhere). Each answer closes its connection, and the proxy closes its idle ones after
   * its keep-alive time, set below the server's (docs/operations.md).
   */
  stopListening: () => Promise<void>;
  /** Closes every connection left, requests in flight or not. */
  cutConnections: () => void;
  /** Closes the rest: watchers, the database pool. */
  closeRest: () => Promise<void>;
}

export async function shutDown(steps: StopSteps, opts: ShutdownOptions = {}): Promise<void> {
  const say = opts.say ?? (() => undefined);
  const drainMs = opts.drainMs ?? DRAIN_DELAY_MS;
  const timeoutMs = opts.timeoutMs ?? SHUTDOWN_TIMEOUT_MS;
  const began = Date.now();
  steps.readiness.stop('this instance is stopping');
  if (drainMs > 0) {
    say(`Stopping: /readyz answers 503; serving ${seconds(drainMs)} more for the load balancer to notice`);
    await new Promise((resolve) => setTimeout(resolve, drainMs));
  }
  // Connections stay kept alive while draining: closing them then would only make a proxy open new
  // ones to this instance, some of which would be cut when it stops listening.
  steps.drain.begin();
  const closed = steps.stopListening();
  const left = steps.drain.requests;
  say(`No longer listening; waiting for ${left === 1 ? '1 request' : `${left} requests`} in flight and the open connections to close`);
  const remaining = Math.max(0, timeoutMs - (Date.now() - began));
  let timer: NodeJS.Timeout | undefined;
  const finished = await Promise.race([
    closed.then(() => true),
    new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), remaining);
    }),
  ]);
  clearTimeout(timer);
  if (!finished) say(`${steps.drain.requests} request(s) still in flight after ${seconds(timeoutMs)}: their connections are closed`);
  steps.cutConnections();
  await steps.closeRest();
  say(`Stopped in ${seconds(Date.now() - began)}${finished ? ', every request answered' : ''}`);
}

const seconds = (ms: number) => `${Math.round(ms / 100) / 10} s`;
