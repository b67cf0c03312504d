// Customer-service addresses arrive encoded: the last 8 characters are the key, the rest is the
// base64 of the address XORed with that key (spec section 3).
import type { CustomerServiceEntry } from '../config/types.generated.ts';
import { safeUrl } from './safeUrl.ts';

const KEY_LENGTH = 8;

function xor(bytes: Uint8Array, key: string): Uint8Array {
  const keyBytes = new TextEncoder().encode(key);
  return bytes.map((byte, i) => byte ^ keyBytes[i % keyBytes.length]);
}

export function encodeCsPath(address: string, key: string): string {
  if (key.length !== KEY_LENGTH || !/^[A-Za-z0-9]+$/.test(key)) throw new Error(`the key must be ${KEY_LENGTH} letters or digits`);
  const bytes = xor(new TextEncoder().encode(address), key);
  return btoa(String.fromCharCode(...bytes)) + key;
}

/** The decoded web address, or why the path does not decode to one. */
export function tryDecodeCsPath(path: string): { address: string } | { error: string } {
  try {
    if (path.length <= KEY_LENGTH) throw new Error('too short');
    const key = path.slice(-KEY_LENGTH);
    const raw = atob(path.slice(0, -KEY_LENGTH));
    const bytes = xor(
      Uint8Array.from(raw, (c) => c.charCodeAt(0)),
      key,
    );
    const address = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    if (!/^https?:\/\//i.test(address)) throw new Error('not a web address');
    return { address };
  } catch (error) {
    return { error: (error as Error).message };
  }
}

/**
 * The decoded address; a path that does not decode is used as it is, with a warning (spec section 8),
 * but only when it is itself a safe link (src/rules/safeUrl.ts): otherwise there is no address.
 */
export function decodeCsPath(path: string): string | undefined {
  const decoded = tryDecodeCsPath(path);
  if ('address' in decoded) return safeUrl(decoded.address, 'link');
  const raw = safeUrl(path, 'link');
  console.warn(
    `Customer service path could not be decoded (${decoded.error}); ${raw ? 'using it as it is' : 'it is not a safe link either, so it is not used'}`,
  );
  return raw;
}

/** The chat entry shown in the footer: the one placed there, else the first. */
export function footerChat(entries: CustomerServiceEntry[] | undefined): CustomerServiceEntry | undefined {
  return entries?.find((e) => e.csPosition === 'footer') ?? entries?.[0];
}
