// The studio's own language: English or Chinese, first from the operator's choice, else the browser's.
export const STUDIO_LANGUAGES = ['en', 'zh'] as const;
export type StudioLanguage = (typeof STUDIO_LANGUAGES)[number];
const KEY = 'wl.studio.language';

export function studioLanguage(preferred: readonly string[], saved: string | null): StudioLanguage {
  if (saved === 'en' || saved === 'zh') return saved;
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    if (base === 'zh') return 'zh';
    if (base === 'en') return 'en';
  }
  return 'en';
}

export function savedLanguage(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function saveLanguage(language: StudioLanguage): void {
  try {
    localStorage.setItem(KEY, language);
  } catch {
    // A browser that keeps nothing asks again next time.
  }
}
