// Chromium driven over its DevTools pipe with only the domains a measurement of the main thread needs.
// Playwright (and Lighthouse) enable the Runtime domain on every page, and with it V8 records a detailed
// stack trace, with lines and columns, for every Error a page creates. React creates five as its module
// is evaluated, so V8 parses that whole module again for its source positions: about 170 ms with the CPU
// 4x slower here, in one task, which no player's browser ever runs. Here no domain that records stacks
// (Runtime, Debugger, Network, Log) is enabled; Runtime.evaluate works without them.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { devices } from 'playwright-core';
import { chromiumFlags, chromiumPath, CPU_SLOWDOWN } from './shared.ts';
import type { TraceEvent } from './traceTasks.ts';

interface Message {
  id?: number;
  method?: string;
  params?: Record<string, unknown>;
  result?: Record<string, unknown>;
  error?: { message: string };
  sessionId?: string;
}

/** A page that never gets ready fails the run instead of hanging it. */
const READY_TIMEOUT_MS = 60_000;

export interface QuietTab {
  /** Navigates and resolves once the page is loaded, ready when `readyWhen` is given, and quiet. */
  load(url: string, readyWhen?: string): Promise<void>;
  /** The value of an expression in the page (awaited when it is a promise). */
  evaluate<T>(expression: string): Promise<T>;
  close(): Promise<void>;
}

export class QuietBrowser {
  private next = 0;
  private readonly waiting = new Map<number, { resolve: (m: Message) => void; reject: (e: Error) => void }>();
  private readonly listeners = new Set<(m: Message) => void>();

  private constructor(
    private readonly child: ChildProcess,
    private readonly profile: string,
  ) {
    let buffered = '';
    (child.stdio[4] as NodeJS.ReadableStream).on('data', (chunk: Buffer) => {
      buffered += chunk.toString('utf8');
      for (let end = buffered.indexOf('\0'); end >= 0; end = buffered.indexOf('\0')) {
        const message = JSON.parse(buffered.slice(0, end)) as Message;
        buffered = buffered.slice(end + 1);
        this.receive(message);
      }
    });
    child.on('exit', () => {
      for (const { reject } of this.waiting.values()) reject(new Error('Chromium exited'));
      this.waiting.clear();
    });
  }

  static async launch(): Promise<QuietBrowser> {
    const profile = mkdtempSync(path.join(tmpdir(), 'wl-quiet-'));
    const child = spawn(chromiumPath, [...chromiumFlags, '--remote-debugging-pipe', `--user-data-dir=${profile}`, 'about:blank'], {
      stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'],
    });
    const browser = new QuietBrowser(child, profile);
    await browser.send('Browser.getVersion');
    return browser;
  }

  private receive(message: Message): void {
    if (message.id !== undefined) {
      const pending = this.waiting.get(message.id);
      this.waiting.delete(message.id);
      if (message.error) pending?.reject(new Error(message.error.message));
      else pending?.resolve(message);
      return;
    }
    for (const listener of this.listeners) listener(message);
  }

  send<T = Record<string, unknown>>(method: string, params: object = {}, sessionId?: string): Promise<T> {
    const id = ++this.next;
    return new Promise<Message>((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      (this.child.stdio[3] as NodeJS.WritableStream).write(`${JSON.stringify({ id, method, params, sessionId })}\0`);
    }).then((m) => m.result as T);
  }

  /** A tab of a fresh context (no cache, no service worker) on a phone: a Pixel 7, the CPU slowed. */
  async phoneTab(): Promise<QuietTab> {
    const phone = devices['Pixel 7'];
    const { browserContextId } = await this.send<{ browserContextId: string }>('Target.createBrowserContext');
    const { targetId } = await this.send<{ targetId: string }>('Target.createTarget', { url: 'about:blank', browserContextId });
    const { sessionId } = await this.send<{ sessionId: string }>('Target.attachToTarget', { targetId, flatten: true });
    const on = (method: string, params: object = {}) => this.send(method, params, sessionId);
    await on('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await on('Emulation.setDeviceMetricsOverride', { ...phone.viewport, deviceScaleFactor: phone.deviceScaleFactor, mobile: true });
    await on('Emulation.setUserAgentOverride', { userAgent: phone.userAgent });
    await on('Emulation.setTouchEmulationEnabled', { enabled: true });
    const evaluate = async <T>(expression: string): Promise<T> => {
      const answer = await on('Runtime.evaluate', { expression, returnByValue: true, awaitPromise: true });
      const { result, exceptionDetails } = answer as { result: { value: T }; exceptionDetails?: { text: string; exception?: { description?: string } } };
      if (exceptionDetails) throw new Error(exceptionDetails.exception?.description ?? exceptionDetails.text);
      return result.value;
    };
    return {
      evaluate,
      load: async (url, readyWhen) => {
        await on('Page.navigate', { url });
        const deadline = Date.now() + READY_TIMEOUT_MS;
        // Until the new document has replaced about:blank; each look is a small task of its own.
        while ((await evaluate<string>('location.href')) !== url) {
          if (Date.now() > deadline) throw new Error(`${url} was never reached`);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        let timer: ReturnType<typeof setTimeout> | undefined;
        const late = new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error(`${url} did not get ready and quiet in ${READY_TIMEOUT_MS / 1000} s`)), deadline - Date.now());
        });
        try {
          await Promise.race([evaluate(settleScript(readyWhen)), late]);
        } finally {
          clearTimeout(timer);
        }
      },
      close: async () => {
        await this.send('Target.disposeBrowserContext', { browserContextId });
      },
    };
  }

  /** The trace of what `run` makes the browser do, with the given categories. */
  async trace(categories: readonly string[], run: () => Promise<void>): Promise<TraceEvent[]> {
    const events: TraceEvent[] = [];
    let complete!: () => void;
    const completed = new Promise<void>((resolve) => {
      complete = resolve;
    });
    const listener = (m: Message) => {
      if (m.method === 'Tracing.dataCollected') events.push(...(m.params!.value as TraceEvent[]));
      if (m.method === 'Tracing.tracingComplete') complete();
    };
    this.listeners.add(listener);
    try {
      await this.send('Tracing.start', { traceConfig: { includedCategories: categories }, transferMode: 'ReportEvents' });
      try {
        await run();
      } finally {
        await this.send('Tracing.end');
        await completed;
      }
      return events;
    } finally {
      this.listeners.delete(listener);
    }
  }

  async close(): Promise<void> {
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    // Asked to close, Chromium ends its helpers before it exits; the profile is then its to leave.
    await this.send('Browser.close').catch(() => undefined);
    const killer = setTimeout(() => this.child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(killer);
    rmSync(this.profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
  }
}

/**
 * Run in the page: resolves once it is loaded, `readyWhen` holds (looked at as the root element's
 * attributes change, by the page itself: no polling from outside adds work to a trace), and for a second no resource was fetched nor anything
 * painted largest: Lighthouse's measure of a quiet page.
 */
function settleScript(readyWhen: string | undefined): string {
  return `(async () => {
    if (document.readyState !== 'complete') await new Promise((r) => addEventListener('load', r, { once: true }));
    ${
      readyWhen
        ? `await new Promise((resolve) => {
      const ready = () => ${readyWhen};
      if (ready()) return resolve();
      new MutationObserver((_, observer) => { if (ready()) { observer.disconnect(); resolve(); } })
        .observe(document.documentElement, { attributes: true });
    });`
        : ''
    }
    let paints = 0;
    new PerformanceObserver((list) => { paints += list.getEntries().length; }).observe({ type: 'largest-contentful-paint', buffered: true });
    const state = () => performance.getEntriesByType('resource').length + ' ' + paints;
    let last = state(), since = performance.now();
    for (;;) {
      await new Promise((r) => requestIdleCallback(r));
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      const now = state();
      if (now !== last) { last = now; since = performance.now(); } else if (performance.now() - since >= 1000) return;
    }
  })()`;
}
