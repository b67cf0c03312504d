import { makeAutoObservable, observable, runInAction } from 'mobx';
import type { LanguageCode } from '../config/types.generated.ts';
import { intlLocale, isRtl, pickLanguage } from '../i18n/languages.ts';
import { loadMessages, type Bundle, type CompiledMessages } from '../i18n/loadMessages.ts';
import { localStore, STORAGE_KEYS } from '../platform/storage.ts';

export class I18nStore {
  /** The language shown. */
  language: LanguageCode;
  /** Compiled messages of that language. */
  messages: CompiledMessages = {};
  /** English messages, loaded for screens that show English beneath another language. */
  englishMessages: CompiledMessages | undefined;
  /** The language each bundle was loaded in. */
  private readonly bundles = observable.map<Bundle, LanguageCode>();
  private readonly requests = new Map<string, Promise<void>>();

  /** Candidates in order of preference: the query's language, the stored choice, the merchant's default. */
  constructor(private readonly allowed: readonly LanguageCode[], candidates: (string | null | undefined)[]) {
    this.language = pickLanguage(candidates, allowed);
    makeAutoObservable<I18nStore, 'allowed' | 'requests'>(this, { allowed: false, onChange: false, requests: false });
  }

  get locale(): string {
    return intlLocale(this.language);
  }

  get languages(): readonly LanguageCode[] {
    return this.allowed;
  }

  /** Loads the core messages of the current language; screens add their bundles as they open. */
  load(): Promise<void> {
    return this.ensureBundles(['core']).then(() => applyDocumentLanguage(this.language));
  }

  /** Whether a screen's messages are in, in the language shown. */
  hasBundles(bundles: readonly Bundle[]): boolean {
    return bundles.every((bundle) => this.bundles.get(bundle) === this.language);
  }

  /** Fetches each bundle once per language; a screen shows when its bundles are in. */
  ensureBundles(bundles: readonly Bundle[]): Promise<void> {
    return Promise.all(bundles.map((bundle) => this.ensureBundle(bundle))).then(() => undefined);
  }

  private ensureBundle(bundle: Bundle): Promise<void> {
    const language = this.language;
    const key = `${language}|${bundle}`;
    let request = this.requests.get(key);
    if (!request) {
      request = loadMessages(language, bundle).then((messages) => runInAction(() => {
        if (this.language !== language) return;
        this.messages = { ...this.messages, ...messages };
        this.bundles.set(bundle, language);
      }));
      // A failed download may be tried again by the next screen that needs it.
      request.catch(() => this.requests.delete(key));
      this.requests.set(key, request);
    }
    return request;
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
    // The bundles already open come along, so the screen on show does not wait again.
    const open = [...this.bundles.keys()];
    const parts = await Promise.all(open.map((bundle) => loadMessages(language, bundle)));
    runInAction(() => {
      this.language = language;
      this.messages = Object.assign({}, ...parts) as CompiledMessages;
      for (const bundle of open) this.bundles.set(bundle, language);
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
