// What a visitor arrived with, sent later with a registration: advertising click and pixel ids (from
// the landing query into cookies, 90 days, voluum's 1 day; pixelTrack, or null when there are none),
// and the affiliate and referral codes and first domain (local storage).
import { CARRIED_STORAGE_KEYS, localStore, type SafeStorage } from './storage.ts';

/** Query parameter → cookie name, with the cookie's life in days. */
export const AD_IDS: readonly (readonly [query: string, cookie: string, days: number])[] = [
  ['fbclid', 'ad_fbclid', 90],
  ['gclid', 'ad_gclid', 90],
  ['ttclid', 'ad_ttclid', 90],
  ['kwaiclid', 'kwai_click_id', 90],
  ['kwai_pixel_id', 'kwai_pixel_id', 90],
  ['pixel_id', 'fb_pixel_id', 90],
  ['tiktok_pixel_id', 'tiktok_pixel_id', 90],
  ['gtag_id', 'gtag_id', 90],
  ['cid', 'voluum_cid', 1],
];

export function rememberAdClicks(query: URLSearchParams, doc: Pick<Document, 'cookie'> = document): void {
  for (const [param, cookie, days] of AD_IDS) {
    const value = query.get(param);
    if (value) doc.cookie = `${cookie}=${encodeURIComponent(value)}; max-age=${days * 86_400}; path=/; samesite=lax`;
  }
}

/** The ad ids present in the cookies, or null when none is. */
export function pixelTrack(cookieText: string = document.cookie): Record<string, string> | null {
  const cookies = new Map(
    cookieText.split(';').map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at).trim(), at < 0 ? '' : safeDecode(part.slice(at + 1).trim())] as const;
    }),
  );
  const found: Record<string, string> = {};
  for (const [, cookie] of AD_IDS) {
    const value = cookies.get(cookie);
    if (value) found[cookie] = value;
  }
  return Object.keys(found).length > 0 ? found : null;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * The query parameters each registration code is read from, the first present winning: the referral
 * code is `referralCode` or its short form `r` (spec section 2).
 */
export const REGISTRATION_CODE_PARAMS: Readonly<Record<(typeof CARRIED_STORAGE_KEYS)[number], readonly string[]>> = {
  affiliateCode: ['affiliateCode'],
  referralCode: ['referralCode', 'r'],
};

const firstOf = (query: URLSearchParams, params: readonly string[]) => params.map((p) => query.get(p)).find(Boolean) || undefined;

/** The referral code of a landing query. */
export function referralCodeOf(query: URLSearchParams): string | undefined {
  return firstOf(query, REGISTRATION_CODE_PARAMS.referralCode);
}

/** The registration codes a query carries, under the keys they are kept at. */
function registrationCodes(query: URLSearchParams): Record<(typeof CARRIED_STORAGE_KEYS)[number], string | undefined> {
  return { affiliateCode: firstOf(query, REGISTRATION_CODE_PARAMS.affiliateCode), referralCode: referralCodeOf(query) };
}

/**
 * Registration info kept locally (spec section 3): the affiliate and referral codes a visitor arrived
 * with, and the domain of their first visit.
 */
export function rememberRegistrationInfo(query: URLSearchParams, storage: SafeStorage = localStore, host = location.hostname): void {
  const codes = registrationCodes(query);
  for (const key of CARRIED_STORAGE_KEYS) {
    const value = codes[key];
    if (value) storage.set(key, value);
  }
  if (!storage.get(ORIGINAL_DOMAIN_KEY)) storage.set(ORIGINAL_DOMAIN_KEY, host);
}

export const ORIGINAL_DOMAIN_KEY = 'originalDomain';
