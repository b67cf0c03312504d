// The route a request is logged and counted under: the API's declared pattern, or a class of pages and
// files. Never the raw URL, so however many addresses clients send, the names stay a short, fixed list.

/** The name for a request the framework routed to `pattern` (undefined: it never reached routing). */
export function routeName(pattern: string | undefined, target: string, status: number): string {
  if (!pattern) return 'unmatched';
  // The web takes every path the API does not (pipeline.ts): its requests are named by the kind of path.
  if (pattern !== '/*') return status === 404 && pattern.endsWith('*') ? 'unmatched' : pattern;
  if (status === 404) return 'unmatched';
  const path = target.split('?', 1)[0];
  if (path.startsWith('/m/assets/')) return '/m/assets/*';
  if (path === '/m' || path.startsWith('/m/')) return '/m/*';
  const [first, ...rest] = path.slice(1).split('/');
  // A file at the root (the favicon, the service worker) is one of the build's few; deeper paths by their folder.
  return rest.length === 0 ? `/${first}` : `/${first}/*`;
}
