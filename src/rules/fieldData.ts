// Field data: the Core Web Vitals of a real player's page load, reported by the app and counted by the
// server per merchant and page. Both sides name a page the same way, from a fixed list, so the server's
// series stay few whatever a client sends.
import { HOME_PATHS, PATHS } from './paths.ts';

export const WEB_VITALS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type WebVital = (typeof WEB_VITALS)[number];

/** What the server keeps of one report: the merchant it came for, the page and each metric's value. */
export interface FieldDataReport {
  merchant: string;
  page: string;
  metrics: { name: WebVital; value: number }[];
}

/** A merchant's own route or any other path is counted as one page. */
export const OTHER_PAGE = 'other';
export const FIELD_DATA_PAGES: readonly string[] = [...Object.keys(PATHS), OTHER_PAGE];

/** The page a load is counted under: the product's name for the path it landed on. */
export function fieldDataPage(pathname: string): string {
  if ((HOME_PATHS as readonly string[]).includes(pathname)) return 'home';
  const trimmed = pathname.length > 3 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  return Object.entries(PATHS).find(([, path]) => path === trimmed)?.[0] ?? OTHER_PAGE;
}

/** Where the app sends its field data (a beacon, which can send no header: the merchant rides in the query). */
export const FIELD_DATA_PATH = '/wps/rum';
