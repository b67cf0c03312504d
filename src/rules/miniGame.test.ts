import { clampPosition, clickAccepted, defaultPosition, miniGameScriptUrl, miniGameVersion, moveGesture, nudge, panelSide, startGesture } from './miniGame.ts';

const phone = { width: 400, height: 800 };
const box = { width: 56, height: 56 };
// 2 % of 400 px: 8 px from every edge; the box's far corner at most 400 - 56 - 8 = 336 across, 736 down.

describe('miniGameVersion', () => {
  test.each([
    [{}, undefined],
    [{ LOTTMINIGAME3: { enabled: true } }, 'v1'],
    [{ LOTTMINIGAME3: { enabled: true, version: 'v2' } }, 'v2'],
    [{ SEALOTTMINIGAME3: { enabled: true } }, 's1'],
    [{ LOTTMINIGAME3: { enabled: false, version: 'v1' }, SEALOTTMINIGAME3: { enabled: true, version: 's1' } }, 's1'],
    [{ LOTTMINIGAME3: { enabled: true, version: 'v1' }, SEALOTTMINIGAME3: { enabled: true, version: 's1' } }, 'v1'],
    [{ LOTTMINIGAME3: { enabled: false }, SEALOTTMINIGAME3: { enabled: false } }, undefined],
  ])('%j loads %s', (flags, expected) => {
    expect(miniGameVersion(flags)).toBe(expected);
  });

  test('the script of a version', () => {
    expect(miniGameScriptUrl('s1')).toBe('/mini-game/s1/minigame.js');
  });
});

describe('clampPosition', () => {
  test.each([
    ['inside stays', { x: 100, y: 300 }, { x: 100, y: 300 }],
    ['past the left edge', { x: -50, y: 300 }, { x: 8, y: 300 }],
    ['past the right edge', { x: 390, y: 300 }, { x: 336, y: 300 }],
    ['past the top', { x: 100, y: 2 }, { x: 100, y: 8 }],
    ['past the bottom', { x: 100, y: 790 }, { x: 100, y: 736 }],
    ['past a corner', { x: 999, y: -999 }, { x: 336, y: 8 }],
    ['exactly on the margin', { x: 8, y: 736 }, { x: 8, y: 736 }],
  ])('%s', (_, position, expected) => {
    expect(clampPosition(position, box, phone)).toEqual(expected);
  });

  test('a box wider than the room left keeps to the left margin', () => {
    expect(clampPosition({ x: 50, y: 50 }, { width: 500, height: 56 }, phone)).toEqual({ x: 8, y: 50 });
  });

  test('the margin follows the window width', () => {
    expect(clampPosition({ x: 0, y: 0 }, box, { width: 1000, height: 800 })).toEqual({ x: 20, y: 20 });
  });
});

test('the launcher starts at the right edge, below the middle', () => {
  expect(defaultPosition(box, phone)).toEqual({ x: 336, y: 480 });
});

describe('moveGesture', () => {
  const start = startGesture({ x: 200, y: 400 }, { x: 100, y: 300 });
  test.each([
    ['no move is still a click', { x: 200, y: 400 }, false, { x: 100, y: 300 }],
    ['1 px is still a click', { x: 201, y: 400 }, false, { x: 100, y: 300 }],
    ['1.9 px diagonally is still a click', { x: 201.3, y: 401.3 }, false, { x: 100, y: 300 }],
    ['2 px is a drag', { x: 202, y: 400 }, true, { x: 102, y: 300 }],
    ['a long drag moves by the same amount', { x: 150, y: 250 }, true, { x: 50, y: 150 }],
    ['a drag out of the window stops at the margin', { x: -400, y: 2000 }, true, { x: 8, y: 736 }],
  ])('%s', (_, pointer, dragging, position) => {
    const moved = moveGesture(start, pointer, box, phone);
    expect(moved.gesture.dragging).toBe(dragging);
    expect(moved.position).toEqual(position);
  });

  test('once a drag, coming back near the start does not make it a click again', () => {
    const far = moveGesture(start, { x: 230, y: 400 }, box, phone);
    const back = moveGesture(far.gesture, { x: 200.5, y: 400 }, box, phone);
    expect(back.gesture.dragging).toBe(true);
    expect(back.position).toEqual({ x: 100.5, y: 300 });
  });
});

describe('clickAccepted', () => {
  test.each([
    [undefined, 0, true],
    [1000, 1100, false],
    [1000, 1249, false],
    [1000, 1250, true],
    [1000, 5000, true],
  ])('last click at %s, now %s: %s', (last, now, expected) => {
    expect(clickAccepted(last, now)).toBe(expected);
  });
});

describe('nudge', () => {
  test.each([
    ['ArrowLeft', false, { x: 84, y: 300 }],
    ['ArrowRight', false, { x: 116, y: 300 }],
    ['ArrowUp', false, { x: 100, y: 284 }],
    ['ArrowDown', false, { x: 100, y: 316 }],
    ['ArrowLeft', true, { x: 36, y: 300 }],
    ['Enter', false, undefined],
  ])('%s (large: %s)', (key, large, expected) => {
    expect(nudge({ x: 100, y: 300 }, key, large, box, phone)).toEqual(expected);
  });

  test('stops at the margin', () => {
    expect(nudge({ x: 10, y: 300 }, 'ArrowLeft', true, box, phone)).toEqual({ x: 8, y: 300 });
  });
});

describe('panelSide', () => {
  test.each([
    [{ x: 8, y: 600 }, 'above'],
    [{ x: 8, y: 100 }, 'below'],
  ] as const)('launcher at %j: panel %s', (position, side) => {
    expect(panelSide(position, box, phone)).toBe(side);
  });
});
