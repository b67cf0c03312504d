// Third-party scripts the page runs: added as script elements, each address once per page life.

const loading = new Map<string, Promise<void>>();

/**
 * Adds a script element for `src` (with the given attributes) and settles when it has run or failed.
 * A second call for the same address shares the first; after a failure the next call tries again.
 */
export function loadScript(src: string, attributes: Record<string, string> = {}): Promise<void> {
  let promise = loading.get(src);
  if (promise) return promise;
  promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
    script.src = src;
    script.addEventListener('load', () => resolve(), { once: true });
    script.addEventListener(
      'error',
      () => {
        script.remove();
        reject(new Error(`Script ${src} could not be loaded`));
      },
      { once: true },
    );
    document.head.append(script);
  });
  promise.catch(() => loading.delete(src));
  loading.set(src, promise);
  return promise;
}

/** The script elements of a piece of markup, parsed inertly (nothing in it runs or loads). */
export function parseScriptTags(html: string): { src?: string; attributes: Record<string, string> }[] {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return [...doc.querySelectorAll('script')].map((script) => ({
    src: script.getAttribute('src') ?? undefined,
    attributes: Object.fromEntries([...script.attributes].map((a) => [a.name, a.value])),
  }));
}
