// The floating mini-game (spec sections 4 and 9): which script a merchant runs, and the maths of its
// launcher: kept inside the window with a margin of 2 % of the window's width, a move under 2 px is a
// click, and clicks closer together than 250 ms count once.
import type { WhitelabelFlags } from '../config/types.generated.ts';

export interface Point {
  x: number;
  y: number;
}

export interface Size {
  width: number;
  height: number;
}

export const MARGIN_RATIO = 0.02;
export const TAP_TOLERANCE_PX = 2;
export const CLICK_DEBOUNCE_MS = 250;
/** How far one arrow-key press moves the launcher; with Shift, four times as far. */
export const KEY_STEP_PX = 16;

/** The mini-game version to load: the lottery one (v1) first, else the South-east-Asia one (s1). */
export function miniGameVersion(flags: WhitelabelFlags): string | undefined {
  if (flags.LOTTMINIGAME3?.enabled) return flags.LOTTMINIGAME3.version ?? 'v1';
  if (flags.SEALOTTMINIGAME3?.enabled) return flags.SEALOTTMINIGAME3.version ?? 's1';
  return undefined;
}

/** Where the script of a version is served. */
/** The mini-game editions the reference API serves a script for (server/mini-game/scripts.ts). */
export const MINI_GAME_VERSIONS = ['v1', 's1'] as const;

export const miniGameScriptUrl = (version: string): string => `/mini-game/${encodeURIComponent(version)}/minigame.js`;

export const dragMargin = (viewport: Size): number => viewport.width * MARGIN_RATIO;

/** The nearest position that keeps the whole box inside the window, a margin away from each edge. */
export function clampPosition(position: Point, box: Size, viewport: Size): Point {
  const margin = dragMargin(viewport);
  const clamp = (value: number, max: number) => Math.max(margin, Math.min(value, Math.max(margin, max - margin)));
  return { x: clamp(position.x, viewport.width - box.width), y: clamp(position.y, viewport.height - box.height) };
}

/** Where the launcher starts: at the right edge, a little below the middle of the window. */
export function defaultPosition(box: Size, viewport: Size): Point {
  return clampPosition({ x: viewport.width, y: Math.round(viewport.height * 0.6) }, box, viewport);
}

/** A press on the launcher, from where it went down. */
export interface Gesture {
  pointerStart: Point;
  boxStart: Point;
  /** Set once the pointer has moved 2 px or more: from then on it is a drag, never a click. */
  dragging: boolean;
}

export function startGesture(pointer: Point, box: Point): Gesture {
  return { pointerStart: pointer, boxStart: box, dragging: false };
}

/**
 * The gesture after the pointer moved to `pointer`, and where the launcher is then. Until the move
 * reaches 2 px the launcher stays put, so a shaky tap neither moves it nor stops being a click.
 */
export function moveGesture(gesture: Gesture, pointer: Point, box: Size, viewport: Size): { gesture: Gesture; position: Point } {
  const dx = pointer.x - gesture.pointerStart.x;
  const dy = pointer.y - gesture.pointerStart.y;
  const dragging = gesture.dragging || Math.hypot(dx, dy) >= TAP_TOLERANCE_PX;
  if (!dragging) return { gesture, position: gesture.boxStart };
  const position = clampPosition({ x: gesture.boxStart.x + dx, y: gesture.boxStart.y + dy }, box, viewport);
  return { gesture: { ...gesture, dragging }, position };
}

/** A click counts unless the one before it came less than 250 ms earlier. */
export function clickAccepted(lastClickAt: number | undefined, now: number): boolean {
  return lastClickAt === undefined || now - lastClickAt >= CLICK_DEBOUNCE_MS;
}

const KEY_DIRECTIONS: Record<string, Point> = {
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
  ArrowUp: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 },
};

/** The position after an arrow key, kept inside the window; undefined for any other key. */
export function nudge(position: Point, key: string, large: boolean, box: Size, viewport: Size): Point | undefined {
  const direction = KEY_DIRECTIONS[key];
  if (!direction) return undefined;
  const step = large ? KEY_STEP_PX * 4 : KEY_STEP_PX;
  return clampPosition({ x: position.x + direction.x * step, y: position.y + direction.y * step }, box, viewport);
}

/** The panel opens on the side of the launcher with more room. */
export function panelSide(position: Point, box: Size, viewport: Size): 'above' | 'below' {
  const above = position.y;
  const below = viewport.height - position.y - box.height;
  return above > below ? 'above' : 'below';
}
