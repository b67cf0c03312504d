import { makeAutoObservable, runInAction } from 'mobx';
import type { LanguageCode } from '../config/types.generated.ts';
import { intlLocale, isRtl, pickLanguage } from '../i18n/languages.ts';
import { loadMessages, type CompiledMessages } from '../i18n/loadMessages.ts';
import { localStore, STORAGE_KEYS } from '../platform/storage.ts';

export class I18nStore {
  /** The language shown. */
  language: LanguageCode;
  /** Compiled messages of that language. */
  messages: CompiledMessages = {};
  /** English messages, loaded for screens that show English beneath another language. */
  englishMessages: CompiledMessages | undefined;

  /** Candidates in order of preference: the query's language, the stored choice, the merchant's default. */
  constructor(private readonly allowed: readonly LanguageCode[], candidates: (string | null | undefined)[]) {
    this.language = pickLanguage(candidates, allowed);
    makeAutoObservable<I18nStore, 'allowed'>(this, { allowed: false, onChange: false });
  }

  get locale(): string {
    return intlLocale(this.language);
  }

  get languages(): readonly LanguageCode[] {
    return this.allowed;
  }

  /** Loads the messages of the current language (they are split per language). */
  async load(): Promise<void> {
    const messages = await loadMessages(this.language);
    runInAction(() => {
      this.messages = messages;
    });
    applyDocumentLanguage(this.language);
  }

  async loadEnglish(): Promise<void> {
    const messages = await loadMessages('EN');
    runInAction(() => {
      this.englishMessages = messages;
    });
  }

  async setLanguage(code: LanguageCode): Promise<void> {
    const language = pickLanguage([code], this.allowed);
    localStore.set(STORAGE_KEYS.language, language);
    const messages = await loadMessages(language);
    runInAction(() => {
      this.language = language;
      this.messages = messages;
    });
    applyDocumentLanguage(language);
    this.onChange?.(language);
  }

  /** Told after the player picks another language. */
  onChange: ((language: LanguageCode) => void) | undefined;
}

function applyDocumentLanguage(code: LanguageCode): void {
  document.documentElement.lang = intlLocale(code);
  document.documentElement.dir = isRtl(code) ? 'rtl' : 'ltr';
}
