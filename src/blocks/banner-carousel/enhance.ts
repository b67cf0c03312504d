// The carousel works at first paint as a plain scroll-snap strip; Embla (loop, autoplay, drag) is
// loaded when it is first needed: when the first slide's time is up (the autoplay delay after the first
// banner has shown, at an idle moment), or at once when the player touches the carousel. It never
// delays the first banner, nor adds work while the page is still starting.
import type { EmblaCarouselType } from 'embla-carousel';
import { whenIdle } from '../../platform/idle.ts';

/** What started the enhancement: the first slide's time ran out, or the player reached for the carousel. */
export type EnhancedBy = 'time' | 'player';

/**
 * Runs `task` once: `afterMs` after `firstImage` has loaded, when the main thread is next idle, or as
 * soon as the player interacts with `area`. Returns a cancel function.
 */
export function whenCarouselNeeded(area: HTMLElement, firstImage: HTMLImageElement | null, afterMs: number, task: (by: EnhancedBy) => void): () => void {
  let cancelled = false;
  let done = false;
  let cancelIdle: () => void = () => undefined;
  let delay: number | undefined;
  const once = (by: EnhancedBy) => {
    if (cancelled || done) return;
    done = true;
    task(by);
  };
  const byPlayer = () => once('player');
  const onLoad = () => {
    delay = window.setTimeout(run, afterMs);
  };
  const run = () => {
    if (cancelled) return;
    cancelIdle = whenIdle(() => once('time'));
  };
  if (!firstImage || firstImage.complete) onLoad();
  else firstImage.addEventListener('load', onLoad, { once: true });
  area.addEventListener('pointerdown', byPlayer, { once: true });
  area.addEventListener('focusin', byPlayer, { once: true });
  return () => {
    cancelled = true;
    firstImage?.removeEventListener('load', onLoad);
    area.removeEventListener('pointerdown', byPlayer);
    area.removeEventListener('focusin', byPlayer);
    window.clearTimeout(delay);
    cancelIdle();
  };
}

export async function startEmbla(viewport: HTMLElement): Promise<EmblaCarouselType> {
  const { default: EmblaCarousel } = await import('embla-carousel');
  return EmblaCarousel(viewport, { loop: true });
}

/**
 * Advances every `delayMs` (at once too when `dueNow`: the first slide's time is up), restarting the
 * wait after the player drags; off for reduced motion.
 */
export function autoplay(api: EmblaCarouselType, delayMs: number, dueNow: boolean): () => void {
  if (matchMedia('(prefers-reduced-motion: reduce)').matches) return () => undefined;
  if (dueNow) api.scrollNext();
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
