import { controlCore, dockPosition, type Box } from './floatingDock.ts';

// A 400 × 800 window: the margin is 8 px, so the edges are x 8 and x 336 for a 56 px box; heights 8 to 736.
const phone = { width: 400, height: 800 };
const size = { width: 56, height: 56 };
const preferred = { x: 400, y: 480 };
const row = (top: number, height: number, left = 0, width = 400): Box => ({ left, top, width, height });

describe('dockPosition', () => {
  test.each<[string, Box[], { x: number; y: number }]>([
    ['nothing in the way: where it prefers, at the near edge', [], { x: 336, y: 480 }],
    ['a control elsewhere changes nothing', [row(100, 40)], { x: 336, y: 480 }],
    ['a full-width button under it: the nearest clear height (below)', [row(470, 60)], { x: 336, y: 536 }],
    ['a taller one reaching further down: the nearest clear height above', [row(470, 200)], { x: 336, y: 408 }],
    ['controls below and under it: clear above', [row(500, 300)], { x: 336, y: 440 }],
    ['a card at the right edge only: the left edge', [row(0, 800, 200, 200)], { x: 8, y: 480 }],
    ['the window full of controls: a place between their middles', [row(0, 400), row(400, 400)], { x: 336, y: 480 }],
  ])('%s', (_, controls, expected) => {
    expect(dockPosition(preferred, size, phone, controls)).toEqual(expected);
  });

  test('leaves the middle of every control free when no place is clear of them all', () => {
    // Two columns of 80 px cards from top to bottom: every spot touches a card.
    const cards = [0, 80, 160, 240, 320, 400, 480, 560, 640, 720].flatMap((top) => [row(top, 80, 0, 200), row(top, 80, 200, 200)]);
    const spot = dockPosition(preferred, size, phone, cards);
    const box = { left: spot.x, top: spot.y, width: 56, height: 56 };
    for (const card of cards) {
      const core = controlCore(card);
      const apart =
        core.left >= box.left + box.width || core.left + core.width <= box.left || core.top >= box.top + box.height || core.top + core.height <= box.top;
      expect(apart).toBe(true);
    }
  });

  test('a window smaller than the box keeps to the margin', () => {
    expect(dockPosition(preferred, size, { width: 50, height: 50 }, [])).toEqual({ x: 1, y: 1 });
  });
});

test.each<[Box, Box]>([
  [
    { left: 0, top: 0, width: 100, height: 40 },
    { left: 38, top: 8, width: 24, height: 24 },
  ],
  [
    { left: 10, top: 10, width: 12, height: 12 },
    { left: 10, top: 10, width: 12, height: 12 },
  ],
])('the middle of %j is %j', (box, core) => {
  expect(controlCore(box)).toEqual(core);
});
