// @vitest-environment jsdom
import { whenCarouselNeeded } from './enhance.ts';

function carousel(imageLoaded: boolean) {
  const area = document.createElement('div');
  const image = document.createElement('img');
  Object.defineProperty(image, 'complete', { value: imageLoaded });
  area.append(image);
  const task = vi.fn();
  const cancel = whenCarouselNeeded(area, image, 5000, task);
  return { area, image, task, cancel };
}

describe('whenCarouselNeeded', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  test("waits for the first banner, then for its slide's time, then for an idle moment", () => {
    const { image, task } = carousel(false);
    vi.advanceTimersByTime(10_000);
    expect(task).not.toHaveBeenCalled();
    image.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(4999);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(task).toHaveBeenCalledExactlyOnceWith('time');
  });

  test.each([
    ['a touch', (area: HTMLElement) => area.dispatchEvent(new Event('pointerdown'))],
    ['focus', (area: HTMLElement) => area.querySelector('img')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))],
  ])('starts at once on %s, and only once', (_, reach) => {
    const { area, task } = carousel(true);
    reach(area);
    expect(task).toHaveBeenCalledExactlyOnceWith('player');
    vi.advanceTimersByTime(10_000);
    expect(task).toHaveBeenCalledOnce();
  });

  test('a cancelled wait never starts it', () => {
    const { area, task, cancel } = carousel(true);
    cancel();
    area.dispatchEvent(new Event('pointerdown'));
    vi.advanceTimersByTime(10_000);
    expect(task).not.toHaveBeenCalled();
  });
});
