import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { LocalizedText } from '../../src/config/types.generated.ts';
import { localizedText } from '../../src/rules/localizedText.ts';
import { root } from './harness.ts';

export interface ShippedMerchant {
  code: string;
  host: string;
  primary: string;
  banners: { alt: string; groupName: string }[];
  /** In the merchant's default language, the one a first visit shows. */
  laneTitles: string[];
  /** In a language the player chose. */
  laneTitlesIn(language: string): string[];
}

/** Every shipped merchant, read from merchants/, so a new merchant file is covered without editing tests. */
export function shippedMerchants(): ShippedMerchant[] {
  const dir = path.join(root, 'merchants');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => {
      const m = JSON.parse(readFileSync(path.join(dir, f), 'utf8'));
      const laneTitlesIn = (language: string) =>
        (m.content.lanes as { title: LocalizedText }[]).map((l) => localizedText(l.title, language, m.languages.default) ?? '');
      const host = (m.domains as string[]).find((d) => d.endsWith('.test'));
      if (!host) throw new Error(`${f} has no .test domain for end-to-end tests`);
      return {
        code: m.merchantCode,
        host,
        primary: String(m.theme.primary).toLowerCase(),
        // As a first visit reads them: in the merchant's default language.
        banners: (m.content.banners as { alt: LocalizedText; groupName: string }[]).map((b) => ({
          groupName: b.groupName,
          alt: localizedText(b.alt, m.languages.default, m.languages.default) ?? '',
        })),
        laneTitles: laneTitlesIn(m.languages.default),
        laneTitlesIn,
      };
    });
}
