// The merchant's image servers (site config `imageCDNs`, spec section 3) as alternatives: an image on one
// of them that fails to load is tried at the same path on each of the others, in the order the merchant
// lists them, before the page gives up on it. An image anywhere else has no alternative.

/** A server is an http(s) origin with an optional path, or a path of this site; anything else is ignored. */
const usable = (server: string) => /^https?:\/\/[^/]/i.test(server) || (server.startsWith('/') && !server.startsWith('//'));

const withoutTrailingSlash = (server: string) => server.replace(/\/+$/, '');

/** Whether `src` lies under `server`, at a path boundary. */
const under = (src: string, server: string) => src.startsWith(`${server}/`) || src.startsWith(`${server}?`);

/** The addresses to try for `src`, `src` itself first. */
export function imageAddresses(src: string, servers: readonly string[]): string[] {
  const listed = [...new Set(servers.filter(usable).map(withoutTrailingSlash).filter(Boolean))];
  // The longest server that holds the image is the one it names (/cdn/royal88 before /cdn).
  const home = listed.filter((server) => under(src, server)).sort((a, b) => b.length - a.length)[0];
  if (home === undefined) return [src];
  const rest = src.slice(home.length);
  const addresses = [src, ...listed.filter((server) => server !== home).map((server) => server + rest)];
  return [...new Set(addresses)];
}
