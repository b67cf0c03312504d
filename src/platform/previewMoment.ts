// The moment an operator previews the site at: `?at=<ISO 8601 instant>` on a preview page (the studio's
// moment picker and `wl shots --at` add it). Windows of content are judged then (stores/WindowClock.ts).

/** The instant named by `at` in a page's query; undefined without one, or for text that is no instant. */
export function previewMoment(search = typeof location === 'undefined' ? '' : location.search): number | undefined {
  const text = new URLSearchParams(search).get('at');
  if (!text) return undefined;
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : at;
}
