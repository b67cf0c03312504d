// Banners as a player receives them (schema content/banner-entry → content/banner): the image and its
// description in the player's language, by the rule of localizedText.ts.
import type { Banner, BannerEntry } from '../config/types.generated.ts';
import { localizedText } from './localizedText.ts';

/**
 * The banners of `groups` (all when none are named) in `language`, else the merchant's default, else the
 * first written. A banner with no image in any language is left out: there is nothing to show.
 */
export function bannersIn(entries: readonly BannerEntry[], language: string, merchantDefault: string, groups: readonly string[] = []): Banner[] {
  return entries.flatMap((entry) => {
    if (groups.length > 0 && !groups.includes(entry.groupName)) return [];
    const url = localizedText(entry.url, language, merchantDefault);
    if (!url) return [];
    return [{ ...entry, url, alt: localizedText(entry.alt, language, merchantDefault) ?? '' }];
  });
}
