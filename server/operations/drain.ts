// A graceful stop: the instance says it is not ready at once, keeps serving new connections for a drain
// delay (the load balancer's time to notice), then stops listening and lets the requests in flight
// finish, each keep-alive connection closing after its current request, for at most a bounded time.
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

/** Counts requests in flight, and closes each connection after its answer once the stop began. */
export class RequestDrain {
  private inFlight = 0;
  private closing = false;
  private idle: (() => void) | undefined;

  /** The HTTP server's handler, counting each request until its answer is sent or its connection lost. */
  wrap(handler: (req: IncomingMessage, res: ServerResponse) => void): (req: IncomingMessage, res: ServerResponse) => void {
    return (req, res) => {
      this.inFlight += 1;
      res.once('close', () => {
        this.inFlight -= 1;
        if (this.inFlight === 0) this.idle?.();
      });
      // A keep-alive connection closes after this answer: the client's next request opens a new one,
      // which the load balancer sends to another instance.
      if (this.closing) res.setHeader('Connection', 'close');
      handler(req, res);
    };
  }

  get requests(): number {
    return this.inFlight;
  }

  begin(): void {
    this.closing = true;
  }

  /** Resolves once no request is in flight, or false after `ms`. */
  settled(ms: number): Promise<boolean> {
    if (this.inFlight === 0) return Promise.resolve(true);
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.idle = undefined;
        resolve(false);
      }, ms);
      this.idle = () => {
        clearTimeout(timer);
        this.idle = undefined;
        resolve(true);
      };
    });
  }
}

export interface StopSteps {
  readiness: Readiness;
  drain: RequestDrain;
  /** Stops taking connections and closes the idle ones (the framework's close, which waits for none). */
  stopListening: () => void;
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
  steps.drain.begin();
  if (drainMs > 0) {
    say(`Stopping: /readyz answers 503; serving ${seconds(drainMs)} more for the load balancer to notice`);
    await new Promise((resolve) => setTimeout(resolve, drainMs));
  }
  steps.stopListening();
  const left = steps.drain.requests;
  if (left > 0) say(`No longer listening; waiting for ${left} request${left === 1 ? '' : 's'} in flight`);
  const finished = await steps.drain.settled(Math.max(0, timeoutMs - (Date.now() - began)));
  if (!finished) say(`${steps.drain.requests} request(s) still in flight after ${seconds(timeoutMs)}: their connections are closed`);
  steps.cutConnections();
  await steps.closeRest();
  say(`Stopped in ${seconds(Date.now() - began)}${finished ? ', every request answered' : ''}`);
}

const seconds = (ms: number) => `${Math.round(ms / 100) / 10} s`;
