import { makeAutoObservable, observable } from 'mobx';
import { inAction } from './inAction.ts';
import { tellServerLanguage } from '../platform/languageCookie.ts';
import type { LanguageCode } from '../config/types.generated.ts';
import { intlLocale, isRtl, pickLanguage } from '../i18n/languages.ts';
import { loadMessages, type Bundle, type CompiledMessages } from '../i18n/loadMessages.ts';
import { localStore, STORAGE_KEYS } from '../platform/storage.ts';
import { playerLanguageChoice } from '../rules/languageChoice.ts';

export class I18nStore {
  /** The language shown. */
  language: LanguageCode;
  /** Whether the player chose it (by link, a stored pick or the picker) rather than the merchant's default speaking. */
  chosenByPlayer: boolean;
  /** English messages per bundle, loaded for screens that show English beneath another language. */
  private readonly english = observable.map<Bundle, CompiledMessages>({}, { deep: false });
  /** Each bundle's messages, with the language they were loaded in. */
  private readonly loaded = observable.map<Bundle, { language: LanguageCode; messages: CompiledMessages }>({}, { deep: false });
  private readonly requests = new Map<string, Promise<void>>();
  /** Merged messages per set of bundles, so a screen's provider keeps one object while nothing changes. */
  private readonly merged = new Map<string, { parts: CompiledMessages[]; messages: CompiledMessages }>();

  /**
   * `choices` are the player's, in order of preference (the query's language, the stored choice); without
   * one the merchant's default speaks, else the first allowed.
   */
  constructor(
    private readonly allowed: readonly LanguageCode[],
    choices: (string | null | undefined)[],
    merchantDefault?: string,
  ) {
    const chosen = playerLanguageChoice(choices, allowed);
    this.chosenByPlayer = chosen !== undefined;
    this.language = chosen ?? pickLanguage([merchantDefault], allowed);
    makeAutoObservable<I18nStore, 'allowed' | 'requests' | 'merged' | 'english' | 'mergedOnce'>(this, {
      allowed: false,
      onChange: false,
      requests: false,
      merged: false,
      english: false,
      messagesFor: false,
      englishFor: false,
      mergedOnce: false,
    });
  }

  /** The core messages, which every screen speaks with (the app's provider holds these). */
  get messages(): CompiledMessages {
    return this.loaded.get('core')?.messages ?? {};
  }

  /**
   * The core messages with some bundles' (a screen's own provider holds these), so a bundle that arrives
   * re-renders only the screens that asked for it.
   */
  messagesFor(bundles: readonly Bundle[]): CompiledMessages {
    const parts = ['core' as Bundle, ...bundles].map((bundle) => this.loaded.get(bundle)?.messages ?? {});
    return this.mergedOnce(bundles.join('|'), parts);
  }

  /** One merged object per set of parts, so a provider keeps the same messages while nothing changes. */
  private mergedOnce(key: string, parts: CompiledMessages[]): CompiledMessages {
    const cached = this.merged.get(key);
    if (cached && cached.parts.length === parts.length && cached.parts.every((part, i) => part === parts[i])) return cached.messages;
    const messages = Object.assign({}, ...parts) as CompiledMessages;
    this.merged.set(key, { parts, messages });
    return messages;
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

  /** Takes bundles fetched elsewhere (the server, for the page it sent) in the language shown. */
  seed(bundles: Partial<Record<Bundle, CompiledMessages>>): void {
    for (const [bundle, messages] of Object.entries(bundles) as [Bundle, CompiledMessages][]) {
      this.loaded.set(bundle, { language: this.language, messages });
      this.requests.set(`${this.language}|${bundle}`, Promise.resolve());
    }
  }

  /** Whether a screen's messages are in, in the language shown. */
  hasBundles(bundles: readonly Bundle[]): boolean {
    return bundles.every((bundle) => this.loaded.get(bundle)?.language === this.language);
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
      request = loadMessages(language, bundle).then((messages) =>
        inAction('I18nStore.ensureBundle', () => {
          if (this.language === language) this.loaded.set(bundle, { language, messages });
        }),
      );
      // A failed download may be tried again by the next screen that needs it.
      request.catch(() => this.requests.delete(key));
      this.requests.set(key, request);
    }
    return request;
  }

  /** Loads the English messages of some bundles (each once); a failed download may be tried again. */
  async loadEnglish(bundles: readonly Bundle[]): Promise<void> {
    const missing = bundles.filter((bundle) => !this.english.has(bundle));
    const parts = await Promise.all(missing.map((bundle) => loadMessages('EN', bundle)));
    inAction('I18nStore.loadEnglish', () => missing.forEach((bundle, i) => this.english.set(bundle, parts[i])));
  }

  /** The English messages of these bundles together, once all are in. */
  englishFor(bundles: readonly Bundle[]): CompiledMessages | undefined {
    if (!bundles.every((bundle) => this.english.has(bundle))) return undefined;
    return this.mergedOnce(
      `EN|${bundles.join('|')}`,
      bundles.map((bundle) => this.english.get(bundle)!),
    );
  }

  async setLanguage(code: LanguageCode): Promise<void> {
    const language = pickLanguage([code], this.allowed);
    localStore.set(STORAGE_KEYS.language, language);
    tellServerLanguage(language);
    // The bundles already open come along, so the screen on show does not wait again.
    const open = [...this.loaded.keys()];
    const parts = await Promise.all(open.map((bundle) => loadMessages(language, bundle)));
    inAction('I18nStore.setLanguage', () => {
      this.language = language;
      this.chosenByPlayer = true;
      open.forEach((bundle, i) => this.loaded.set(bundle, { language, messages: parts[i] }));
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
