// The floating mini-game of a logged-in player (spec sections 4 and 9): its script, loaded once; where
// its launcher sits and how a press on it reads (drag or click); and whether its panel is open.
import { makeAutoObservable } from 'mobx';
import { inAction } from './inAction.ts';
import { loadScript } from '../platform/scripts.ts';
import { sessionStore, STORAGE_KEYS } from '../platform/storage.ts';
import {
  clampPosition,
  clickAccepted,
  defaultPosition,
  miniGameScriptUrl,
  miniGameVersion,
  moveGesture,
  nudge,
  startGesture,
  type Gesture,
  type Point,
  type Size,
} from '../rules/miniGame.ts';
import type { RootStore } from './RootStore.ts';

/** Where the launcher was left, for the rest of the browser session. */
export const POSITION_KEY = STORAGE_KEYS.miniGamePosition;

/** What a mini-game script installs as `window.WLMiniGame`. */
export interface MiniGameHook {
  mount(element: HTMLElement, options: { version: string; language: string; token?: string }): MiniGameHandle;
}

export interface MiniGameHandle {
  update(options: { language?: string }): void;
  unmount(): void;
}

export type ScriptState = 'idle' | 'loading' | 'ready' | 'failed';

export class MiniGameStore {
  /** The version the merchant's flags name (undefined when neither flag is on). */
  readonly version: string | undefined;
  /** The launcher's top-left corner, in CSS pixels from the window's. */
  position: Point | undefined;
  /** The mini-game panel is open. */
  open = false;
  /** The mini-game's script. */
  script: ScriptState = 'idle';
  private gesture: Gesture | undefined;
  private lastClickAt: number | undefined;

  constructor(
    root: RootStore,
    private readonly now: () => number = () => Date.now(),
  ) {
    this.version = miniGameVersion(root.site.config.whitelabel);
    makeAutoObservable<MiniGameStore, 'now' | 'gesture' | 'lastClickAt'>(this, { now: false, gesture: false, lastClickAt: false, version: false });
  }

  /** The hook the script installed, once it has. */
  get hook(): MiniGameHook | undefined {
    return this.script === 'ready' ? (window as unknown as { WLMiniGame?: MiniGameHook }).WLMiniGame : undefined;
  }

  /** Loads the version's script, once; after a failure, a new call tries again. */
  async loadScript(): Promise<void> {
    if (!this.version || this.script === 'loading' || this.script === 'ready') return;
    this.script = 'loading';
    try {
      await loadScript(miniGameScriptUrl(this.version));
      const installed = typeof (window as unknown as { WLMiniGame?: Partial<MiniGameHook> }).WLMiniGame?.mount === 'function';
      if (!installed) throw new Error(`The mini-game script ${this.version} installed no WLMiniGame`);
      inAction('MiniGameStore.loadScript', () => {
        this.script = 'ready';
      });
    } catch (error) {
      console.warn((error as Error).message);
      inAction('MiniGameStore.loadScript', () => {
        this.script = 'failed';
      });
    }
  }

  /** Puts the launcher where it was left this session, else at its default place, inside the window. */
  place(box: Size, viewport: Size): void {
    const saved = this.position ?? sessionStore.getJson<Point>(POSITION_KEY);
    const valid = saved && Number.isFinite(saved.x) && Number.isFinite(saved.y);
    this.position = valid ? clampPosition(saved, box, viewport) : defaultPosition(box, viewport);
  }

  pointerDown(pointer: Point): void {
    if (this.position) this.gesture = startGesture(pointer, this.position);
  }

  pointerMove(pointer: Point, box: Size, viewport: Size): void {
    if (!this.gesture) return;
    const moved = moveGesture(this.gesture, pointer, box, viewport);
    this.gesture = moved.gesture;
    this.position = moved.position;
  }

  /** Ends a press; true when it was a drag (the click the browser sends after it is then no click). */
  pointerUp(): boolean {
    const dragged = Boolean(this.gesture?.dragging);
    this.gesture = undefined;
    if (dragged) this.remember();
    return dragged;
  }

  /** A click on the launcher opens or closes the panel; clicks less than 250 ms apart count once. */
  click(): void {
    const now = this.now();
    const accepted = clickAccepted(this.lastClickAt, now);
    this.lastClickAt = now;
    if (accepted) this.open = !this.open;
  }

  /** An arrow key moves the launcher (Shift: further); false for any other key. */
  moveByKey(key: string, large: boolean, box: Size, viewport: Size): boolean {
    if (!this.position) return false;
    const next = nudge(this.position, key, large, box, viewport);
    if (!next) return false;
    this.position = next;
    this.remember();
    return true;
  }

  close(): void {
    this.open = false;
  }

  private remember(): void {
    if (this.position) sessionStore.setJson(POSITION_KEY, this.position);
  }

  /** On logout the panel closes (the launcher hides with the login state). */
  clear(): void {
    this.open = false;
    this.gesture = undefined;
  }
}
