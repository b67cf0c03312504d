// The carousel works at first paint as a plain scroll-snap strip; Embla (loop, autoplay, drag) is
// loaded once the first banner has shown and the browser is idle, or at once when the player touches
// the carousel, so it never delays the first banner.
import type { EmblaCarouselType } from 'embla-carousel';

/** Quiet time after the first banner before the enhancement downloads. */
export const ENHANCE_DELAY_MS = 1500;

/**
 * Runs `task` once: when `firstImage` has loaded and then the main thread is idle, or as soon as the
 * player interacts with `area`. Returns a cancel function.
 */
export function afterFirstImageAndIdle(area: HTMLElement, firstImage: HTMLImageElement | null, task: () => void): () => void {
  let cancelled = false;
  let done = false;
  let idleHandle: number | undefined;
  let delay: number | undefined;
  const once = () => {
    if (cancelled || done) return;
    done = true;
    task();
  };
  const onLoad = () => {
    delay = window.setTimeout(run, ENHANCE_DELAY_MS);
  };
  const run = () => {
    if (cancelled) return;
    idleHandle = typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(once, { timeout: 2000 }) : window.setTimeout(once, 200);
  };
  if (!firstImage || firstImage.complete) onLoad();
  else firstImage.addEventListener('load', onLoad, { once: true });
  area.addEventListener('pointerdown', once, { once: true });
  area.addEventListener('focusin', once, { once: true });
  return () => {
    cancelled = true;
    firstImage?.removeEventListener('load', onLoad);
    area.removeEventListener('pointerdown', once);
    area.removeEventListener('focusin', once);
    window.clearTimeout(delay);
    if (idleHandle !== undefined) {
      if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idleHandle);
      window.clearTimeout(idleHandle);
    }
  };
}

export async function startEmbla(viewport: HTMLElement): Promise<EmblaCarouselType> {
  const { default: EmblaCarousel } = await import('embla-carousel');
  return EmblaCarousel(viewport, { loop: true });
}

/** Advances every `delayMs`, restarting the wait after the player drags; off for reduced motion. */
export function autoplay(api: EmblaCarouselType, delayMs: number): () => void {
  if (matchMedia('(prefers-reduced-motion: reduce)').matches) return () => undefined;
  let timer = window.setInterval(() => api.scrollNext(), delayMs);
  const restart = () => {
    window.clearInterval(timer);
    timer = window.setInterval(() => api.scrollNext(), delayMs);
  };
  api.on('pointerUp', restart);
  return () => {
    window.clearInterval(timer);
    api.off('pointerUp', restart);
  };
}
