// An address an answer hands the app to open or load (a chat, a launched game): only ever a web page.

/**
 * The address as an absolute http or https URL (a relative one resolved against `base`, surrounding
 * white space ignored), or undefined for anything else: a script, data or other scheme, or no address.
 */
export function webAddress(value: unknown, base: string): string | undefined {
  if (typeof value !== 'string' || !value.trim()) return undefined;
  let url: URL;
  try {
    url = new URL(value.trim(), base);
  } catch {
    return undefined;
  }
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
}
