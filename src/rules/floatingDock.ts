// Where a floating button rests (spec section 9 and the layout rule that no floating button lies over a
// control): at the left or right edge, 2 % of the window's width in, at the height nearest the one it
// prefers where its box covers no control; where every height covers one, where it leaves the middle of
// every control free (what a tap aims at); and failing that, where it covers the least of those middles.
import { clampPosition, dragMargin, type Point, type Size } from './miniGame.ts';

/** A box on screen, in CSS pixels from the window's top-left corner. */
export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The heights tried are this far apart. */
export const DOCK_STEP_PX = 8;
/** The middle of a control a floating button must leave free when nothing better is left: this square. */
export const CONTROL_CORE_PX = 24;

const overlapArea = (a: Box, b: Box): number =>
  Math.max(0, Math.min(a.left + a.width, b.left + b.width) - Math.max(a.left, b.left)) *
  Math.max(0, Math.min(a.top + a.height, b.top + b.height) - Math.max(a.top, b.top));

/** The square at a control's middle (the control itself when smaller). */
export function controlCore(box: Box): Box {
  const width = Math.min(box.width, CONTROL_CORE_PX);
  const height = Math.min(box.height, CONTROL_CORE_PX);
  return { left: box.left + (box.width - width) / 2, top: box.top + (box.height - height) / 2, width, height };
}

/**
 * Where a floating box of `size` rests, given where it would like to be and the boxes of the controls in
 * the window. The nearer edge to `preferred` is tried first, the far edge only when the near one has no
 * place; on an edge, heights nearer the preferred one first.
 */
export function dockPosition(preferred: Point, size: Size, viewport: Size, controls: readonly Box[]): Point {
  const start = clampPosition(preferred, size, viewport);
  const margin = dragMargin(viewport);
  const left = margin;
  const right = Math.max(margin, viewport.width - margin - size.width);
  const edges = start.x - left <= right - start.x ? [left, right] : [right, left];
  const bottom = Math.max(margin, viewport.height - margin - size.height);
  const heights = [start.y];
  for (let offset = DOCK_STEP_PX; start.y - offset >= margin || start.y + offset <= bottom; offset += DOCK_STEP_PX) {
    if (start.y - offset >= margin) heights.push(start.y - offset);
    if (start.y + offset <= bottom) heights.push(start.y + offset);
  }
  const spots = edges.flatMap((x) => heights.map((y) => ({ x, y })));
  const boxOf = (spot: Point): Box => ({ left: spot.x, top: spot.y, width: size.width, height: size.height });
  const cores = controls.map(controlCore);
  const covered = (spot: Point, boxes: readonly Box[]) => boxes.reduce((sum, box) => sum + overlapArea(boxOf(spot), box), 0);
  const clear = spots.find((spot) => covered(spot, controls) === 0) ?? spots.find((spot) => covered(spot, cores) === 0);
  if (clear) return clear;
  // Spots are in order of preference, so the first of the least covered wins a tie.
  return spots.reduce((best, spot) => (covered(spot, cores) < covered(best, cores) ? spot : best), spots[0] ?? start);
}
