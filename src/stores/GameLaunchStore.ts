// Starting a game and keeping it on show (spec sections 2, 5, 8 and 9). The launch page hands over its
// query; the store makes the launch call (or the demo call), shows the spinner only when the call takes
// longer than the loading delay, gives up after 10 s with a retry, and on success leads to the game
// page with the address the call answered. That address lives here, never in the address bar, so the
// game page loads nothing but what a launch returned.
import { makeAutoObservable } from 'mobx';
import { inAction } from './inAction.ts';
import { TIMED_OUT } from '../api/client.ts';
import { ApiError } from '../api/failures.ts';
import { failureText, type FailureText } from '../rules/failureText.ts';
import { LAUNCH_TIMEOUT_MS, launchGame, launchTrialGame, type LaunchAnswer } from '../api/gameCalls.ts';
import { sessionStore, STORAGE_KEYS } from '../platform/storage.ts';
import { playableGameUrl } from '../rules/gameFrame.ts';
import { lotteryKind } from '../rules/gameCategories.ts';
import { launchPlan, needsAppToPlay, readLaunchQuery, type LaunchQuery } from '../rules/launchPlan.ts';
import { PATHS } from '../rules/paths.ts';
import type { RootStore } from './RootStore.ts';

/** A launch shows its spinner only after this long, so a quick one never flashes it (spec section 9). */
export const LAUNCH_SPINNER_DELAY_MS = 150;
/** No game after this long is a time-out, whether or not the call has answered (spec section 8). */
export const LAUNCH_DEADLINE_MS = LAUNCH_TIMEOUT_MS;

export type LaunchPhase =
  | 'idle'
  | 'launching'
  /** Start-game-in-app is on and this is a browser tab: the player is asked to install. */
  | 'needsApp'
  /** The query names no game. */
  | 'invalid'
  | 'timedOut'
  | 'failed'
  | 'launched';

export interface LaunchedGame {
  /** The address the launch call answered, checked to be http(s). */
  url: string;
  title?: string;
  /** Where the game page's back button leads. */
  backPath: string;
}

export class GameLaunchStore {
  phase: LaunchPhase = 'idle';
  /** The loading delay has passed and the launch is still running. */
  showSpinner = false;
  /** What the player reads about a failed launch: the server's reason, or the error catalogue's words. */
  failure: FailureText | undefined;
  /** The game being started, as the launch query names it. */
  query: LaunchQuery | undefined;
  /** The game on show. */
  game: LaunchedGame | undefined;
  /** The game page's bar is tucked away. */
  headerHidden = false;
  private search = '';
  /** Each launch's number: an answer to an older one is ignored. */
  private attempt = 0;
  private readonly timers = new Set<ReturnType<typeof setTimeout>>();

  constructor(private readonly root: RootStore) {
    makeAutoObservable<GameLaunchStore, 'root' | 'search' | 'attempt' | 'timers'>(this, {
      root: false,
      search: false,
      attempt: false,
      timers: false,
      lastLaunchSearch: false,
    });
  }

  /** The query of the last game started in this browser session, to start it again after a reload. */
  get lastLaunchSearch(): string | undefined {
    return sessionStore.get(STORAGE_KEYS.lastGameLaunch) ?? undefined;
  }

  /** Starts the game a launch page's query names. */
  launch(search: string): void {
    this.stop();
    const attempt = ++this.attempt;
    this.search = search;
    this.query = readLaunchQuery(search);
    this.failure = undefined;
    this.showSpinner = false;
    if (needsAppToPlay(this.root.site.flag('STARTGAMEINAPP3'), this.root.platform.shell)) {
      this.phase = 'needsApp';
      this.root.alerts.show({
        titleId: 'games.app_only_title',
        messageId: 'games.app_only',
        bundle: 'games',
        action: { labelId: 'games.get_app', to: PATHS.appDownload },
      });
      return;
    }
    this.phase = 'launching';
    this.later(LAUNCH_SPINNER_DELAY_MS, () => (this.showSpinner = true));
    this.later(LAUNCH_DEADLINE_MS, () => this.finish(attempt, 'timedOut'));
    void this.call(attempt, this.query);
  }

  retry(): void {
    this.launch(this.search);
  }

  /** The launch page has gone: timers stop and a late answer is ignored. */
  stop(): void {
    this.attempt++;
    this.clearTimers();
    this.showSpinner = false;
    if (this.phase === 'launching') this.phase = 'idle';
  }

  /** The player has left the game. */
  close(): void {
    this.game = undefined;
    this.headerHidden = false;
  }

  setHeaderHidden(hidden: boolean): void {
    this.headerHidden = hidden;
  }

  /** On logout: no game stays open and none can be started again from this session. */
  clear(): void {
    this.stop();
    this.close();
    this.phase = 'idle';
    sessionStore.remove(STORAGE_KEYS.lastGameLaunch);
  }

  private async call(attempt: number, query: LaunchQuery): Promise<void> {
    const { member, session, site, i18n } = this.root;
    // A lottery shows the member's VIP label: ask who the member is unless that is known already.
    if (lotteryKind(query.playType) && session.isLoggedIn && !member.info) await member.fetch();
    if (!this.isCurrent(attempt)) return;
    const plan = launchPlan(query, {
      language: i18n.language,
      languageChosen: i18n.chosenByPlayer,
      labelName: member.info?.clubLabel?.labelName,
      siteTitle: site.config.name,
      backUrl: new URL(query.backPath ?? PATHS.home, location.origin).href,
    });
    if (plan.kind === 'invalid') return this.finish(attempt, 'invalid');
    let answer: LaunchAnswer;
    try {
      answer = await (plan.kind === 'trial' ? launchTrialGame(this.root.api, plan.params) : launchGame(this.root.api, plan.params));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.transportCode === TIMED_OUT) return this.finish(attempt, 'timedOut');
      return this.finish(attempt, 'failed', failureText(error, navigator.onLine));
    }
    const url = playableGameUrl(answer?.gameUrl, location.origin);
    if (!url) return this.finish(attempt, 'failed');
    if (!this.isCurrent(attempt)) return;
    inAction('GameLaunchStore.call', () => {
      this.game = { url, title: query.title, backPath: query.backPath ?? PATHS.home };
      this.headerHidden = false;
    });
    sessionStore.set(STORAGE_KEYS.lastGameLaunch, this.search);
    this.finish(attempt, 'launched');
    session.goTo(PATHS.game);
  }

  /** The launch is still the latest one and has not ended (timed out, been left). */
  private isCurrent(attempt: number): boolean {
    return attempt === this.attempt && this.phase === 'launching';
  }

  private finish(attempt: number, phase: LaunchPhase, failure?: FailureText): void {
    if (!this.isCurrent(attempt)) return;
    this.clearTimers();
    this.phase = phase;
    this.showSpinner = false;
    this.failure = failure;
  }

  private later(ms: number, run: () => void): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      inAction('GameLaunchStore.later', run);
    }, ms);
    this.timers.add(timer);
  }

  private clearTimers(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }
}
