// Announcements as a player receives them: in their language, from what the merchant wrote.
import type { Announcement, AnnouncementEntry, LocalizedText, MerchantFile } from '../../src/config/types.generated.ts';
import { localizedText } from '../../src/rules/localizedText.ts';
import { shownContent, windowFields } from './windows.ts';

/** A merchant's text as the API serves it: the app's rule for choosing the language, empty when nothing is written. */
export const localize = (text: LocalizedText | undefined, language: string | undefined, fallback: string): string =>
  localizedText(text, language ?? '', fallback) ?? '';

/** The merchant's announcements shown at `at` (windows.ts; every one, in the preview's way, when undefined). */
export function servedAnnouncements(merchant: MerchantFile, language: string | undefined, at?: number): Announcement[] {
  const fallback = merchant.languages.default;
  return shownContent(merchant, merchant.content.announcements, at).map((entry: AnnouncementEntry) => ({
    id: entry.id,
    title: localize(entry.title, language, fallback),
    content: localize(entry.content, language, fallback),
    execution: entry.execution,
    ...(entry.promotionType ? { promotionType: entry.promotionType } : {}),
    ...windowFields(entry),
  }));
}
