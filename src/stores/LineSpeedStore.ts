// The line-speed test page's state (spec sections 2 and 9): the merchant's lines from the domain route,
// up to 10 picked at random and pinged at once, the first to answer chosen, the others timed until they
// answer or 10 s pass. Leaving the page stops the test: its pings are aborted and its timer cleared.
import { makeAutoObservable } from 'mobx';
import { inAction } from './inAction.ts';
import { fetchDomainRoute } from '../api/calls.ts';
import { pingLine } from '../api/linePing.ts';
import { leavePage } from '../platform/leavePage.ts';
import { storedCarriedValues } from '../platform/storage.ts';
import { firstResponder, LINE_PING_TIMEOUT_MS, lineOrigin, lineSwitchUrl, pickLines, type LineResult, type PickedLine } from '../rules/lineSpeed.ts';
import type { RootStore } from './RootStore.ts';

export interface LineRow extends PickedLine {
  result: LineResult;
}

export type LineSpeedPhase = 'idle' | 'loading' | 'testing' | 'done' | 'failed';

export interface LineSpeedOptions {
  /** Milliseconds on a steady clock. */
  clock?: () => number;
  random?: () => number;
  /** Where the page is served from, to mark the line the player is on. */
  currentOrigin?: string;
  /** Leaves for another origin. */
  leaveFor?: (url: string) => void;
}

interface Run {
  controller: AbortController;
  timer?: ReturnType<typeof setTimeout>;
}

export class LineSpeedStore {
  /** Fetching the lines, pinging them, finished, or the lines could not be fetched. */
  phase: LineSpeedPhase = 'idle';
  /** The lines of this test in the order shown, each with its result so far. */
  rows: LineRow[] = [];
  /** The line the player picked, if they picked one rather than the first responder. */
  private picked: string | undefined;
  private run: Run | undefined;
  private readonly clock: () => number;
  private readonly random: () => number;
  private readonly leaveFor: (url: string) => void;
  readonly currentOrigin: string;

  constructor(
    private readonly root: RootStore,
    options: LineSpeedOptions = {},
  ) {
    this.clock = options.clock ?? (() => performance.now());
    this.random = options.random ?? Math.random;
    this.leaveFor = options.leaveFor ?? leavePage;
    this.currentOrigin = options.currentOrigin ?? window.location.origin;
    makeAutoObservable<LineSpeedStore, 'root' | 'run' | 'clock' | 'random' | 'leaveFor'>(this, {
      root: false,
      run: false,
      clock: false,
      random: false,
      leaveFor: false,
    });
  }

  /** The line that answered first. */
  get winner(): string | undefined {
    return firstResponder(this.rows);
  }

  /** The line 'switch line' leads to: the player's pick while it has answered, else the first responder. */
  get chosen(): string | undefined {
    const picked = this.rows.find((row) => row.origin === this.picked);
    return picked?.result.state === 'answered' ? picked.origin : this.winner;
  }

  /** Whether the player is on this line already. */
  isCurrent(origin: string): boolean {
    return lineOrigin(origin) === this.currentOrigin;
  }

  /** Tests the lines afresh (a test under way is dropped first). */
  async start(): Promise<void> {
    this.stop();
    const run: Run = { controller: new AbortController() };
    this.run = run;
    this.phase = 'loading';
    this.rows = [];
    this.picked = undefined;
    let lines: string[];
    try {
      ({ lines } = await fetchDomainRoute(this.root.api));
    } catch {
      inAction('LineSpeedStore.start', () => {
        if (this.run === run) this.phase = 'failed';
      });
      return;
    }
    if (this.run !== run) return;
    const picked = pickLines(lines, this.random);
    inAction('LineSpeedStore.start', () => {
      this.rows = picked.map((line) => ({ ...line, result: { state: 'pending' } }));
      this.phase = picked.length > 0 ? 'testing' : 'done';
    });
    if (picked.length === 0) return;
    run.timer = setTimeout(() => this.timeOut(run), LINE_PING_TIMEOUT_MS);
    await Promise.all(picked.map(({ origin }) => this.ping(run, origin)));
    inAction('LineSpeedStore.start', () => {
      if (this.run !== run) return;
      clearTimeout(run.timer);
      this.phase = 'done';
    });
  }

  /** Stops the test under way: its pings are aborted and its timer cleared; what was measured stays. */
  stop(): void {
    const run = this.run;
    if (!run) return;
    this.run = undefined;
    clearTimeout(run.timer);
    run.controller.abort();
    if (this.phase === 'loading' || this.phase === 'testing') this.phase = 'idle';
  }

  /** The player picks a line that answered. */
  choose(origin: string): void {
    this.picked = origin;
  }

  /** Moves the player to the chosen line: the same page there, with the query that follows a player and their language. */
  switchLine(location: { pathname: string; search: string; hash: string }): void {
    const chosen = this.chosen;
    const url = chosen ? lineSwitchUrl(chosen, location, { stored: storedCarriedValues(), language: this.root.i18n.language }) : undefined;
    if (!url) return;
    this.stop();
    this.leaveFor(url);
  }

  private async ping(run: Run, origin: string): Promise<void> {
    const sent = this.clock();
    let result: LineResult;
    try {
      await pingLine(origin, run.controller.signal);
      const at = this.clock();
      result = { state: 'answered', ms: Math.max(0, Math.round(at - sent)), at };
    } catch {
      result = { state: run.controller.signal.aborted ? 'timed-out' : 'failed' };
    }
    this.settle(run, origin, result);
  }

  private settle(run: Run, origin: string, result: LineResult): void {
    if (this.run !== run) return;
    const row = this.rows.find((r) => r.origin === origin);
    if (row && row.result.state === 'pending') row.result = result;
  }

  /** Ten seconds on: every line still silent has timed out. */
  private timeOut(run: Run): void {
    if (this.run !== run) return;
    for (const row of this.rows) if (row.result.state === 'pending') row.result = { state: 'timed-out' };
    run.controller.abort();
  }
}
