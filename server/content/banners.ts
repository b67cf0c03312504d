// Banners as a player receives them: the image and its description in their language, from what the
// merchant wrote.
import type { IncomingMessage } from 'node:http';
import type { Banner, MerchantFile } from '../../src/config/types.generated.ts';
import { languageInCookie } from '../../src/platform/languageCookie.ts';
import { bannersIn } from '../../src/rules/localizedBanners.ts';
import { shownContent } from './windows.ts';

/**
 * The merchant's banners of `groups` (all when none) in `language`, else its default language: those
 * shown at `at` (windows.ts; every one, in the preview's way, when undefined).
 */
export const servedBanners = (merchant: MerchantFile, language: string | undefined, groups: readonly string[] = [], at?: number): Banner[] =>
  bannersIn(shownContent(merchant, merchant.content.banners, at), language ?? '', merchant.languages.default, groups);

/**
 * The language to serve banners in: the Language header, else the player's last choice in the cookie.
 * The page asks for home's banners before the app runs (index.html), without the header.
 */
export const bannerLanguage = (header: string | undefined, req: IncomingMessage): string | undefined =>
  header?.toUpperCase() ?? languageInCookie(req.headers.cookie)?.toUpperCase();
