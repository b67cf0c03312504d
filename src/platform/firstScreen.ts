// When the first screen of a page has finished painting: every image in view has loaded (or failed).

/** A performance mark set when a page's first screen has loaded: what was fetched before it was first load. */
export const FIRST_SCREEN_MARK = 'wl:first-screen';

/** Settles once the images in the viewport have loaded or failed, or after `capMs` at the most. */
export function whenFirstScreenLoaded(capMs = 2500): Promise<void> {
  const inView = [...document.images].filter((img) => {
    const box = img.getBoundingClientRect();
    return box.width > 0 && box.bottom > 0 && box.top < window.innerHeight && box.right > 0 && box.left < window.innerWidth;
  });
  const pending = inView
    .filter((img) => !img.complete)
    .map(
      (img) =>
        new Promise<void>((resolve) => {
          img.addEventListener('load', () => resolve(), { once: true });
          img.addEventListener('error', () => resolve(), { once: true });
        }),
    );
  return Promise.race([Promise.all(pending).then(() => undefined), new Promise<void>((resolve) => setTimeout(resolve, capMs))]).then(() => {
    if (performance.getEntriesByName(FIRST_SCREEN_MARK).length === 0) performance.mark(FIRST_SCREEN_MARK);
  });
}
