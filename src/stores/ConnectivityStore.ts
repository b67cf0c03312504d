// The connectivity ping (spec sections 7, 8 and 9): while the page is visible, /wps/system/test/ping is
// tried every 5 s (5 s time-out), and the browser's online and offline events are heard at once; a line
// that turns bad shows the short notice 'network_offline' or 'network_slowly' (rules/connectivity.ts).
import { makeAutoObservable } from 'mobx';
import { inAction } from './inAction.ts';
import { ping } from '../api/calls.ts';
import { NOTICE_MS } from '../api/failures.ts';
import { lineNotice, lineState, PING_INTERVAL_MS, type LineState } from '../rules/connectivity.ts';
import type { RootStore } from './RootStore.ts';

export class ConnectivityStore {
  /** What the last try said about the line. */
  state: LineState = 'fine';
  private inFlight = false;

  constructor(private readonly root: RootStore) {
    makeAutoObservable<ConnectivityStore, 'root' | 'inFlight'>(this, { root: false, inFlight: false });
  }

  /** Tries the line now and every 5 s while the page is visible; returns what stops it. */
  start(): () => void {
    let timer: ReturnType<typeof setInterval> | undefined;
    const run = () => {
      if (timer !== undefined || document.visibilityState !== 'visible') return;
      void this.check();
      timer = setInterval(() => void this.check(), PING_INTERVAL_MS);
    };
    const pause = () => {
      clearInterval(timer);
      timer = undefined;
    };
    const onVisibility = () => (document.visibilityState === 'visible' ? run() : pause());
    const onOffline = () => this.settle('offline');
    const onOnline = () => void this.check();
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('offline', onOffline);
    window.addEventListener('online', onOnline);
    run();
    return () => {
      pause();
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('offline', onOffline);
      window.removeEventListener('online', onOnline);
    };
  }

  /** One try of the line; a try still running is not doubled. */
  async check(): Promise<void> {
    if (this.inFlight) return;
    this.inFlight = true;
    const started = performance.now();
    let answered = true;
    try {
      await ping(this.root.api);
    } catch {
      answered = false;
    }
    this.inFlight = false;
    inAction('ConnectivityStore.check', () => this.settle(lineState({ online: navigator.onLine, answered, elapsedMs: performance.now() - started })));
  }

  private settle(next: LineState): void {
    const notice = lineNotice(this.state, next, this.root.alerts.notices.length > 0);
    this.state = next;
    if (notice) this.root.alerts.notify(notice, NOTICE_MS);
  }
}
