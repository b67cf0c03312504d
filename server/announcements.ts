// Announcements as a player receives them: in their language, from what the merchant wrote.
import type { Announcement, AnnouncementEntry, LocalizedText, MerchantFile } from '../src/config/types.generated.ts';

/** The text in `language`, else the merchant's default language, else the first one written. */
export function localize(text: LocalizedText, language: string | undefined, fallback: string): string {
  if (typeof text === 'string') return text;
  const byLanguage = text as Record<string, string | undefined>;
  return byLanguage[language ?? ''] ?? byLanguage[fallback] ?? Object.values(byLanguage)[0] ?? '';
}

export function servedAnnouncements(merchant: MerchantFile, language: string | undefined): Announcement[] {
  const fallback = merchant.languages.default;
  return merchant.content.announcements.map((entry: AnnouncementEntry) => ({
    id: entry.id,
    title: localize(entry.title, language, fallback),
    content: localize(entry.content, language, fallback),
    execution: entry.execution,
    ...(entry.promotionType ? { promotionType: entry.promotionType } : {}),
  }));
}
