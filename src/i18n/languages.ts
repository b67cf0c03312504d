// The language rules: the twenty codes, fallback to the first allowed, CN by default, VI for lottery launch.
import type { LanguageCode } from '../config/types.generated.ts';

export const LANGUAGES = [
  'CN',
  'EN',
  'ES',
  'HI',
  'ID',
  'JA',
  'KM',
  'KO',
  'MY',
  'TA',
  'TH',
  'TW',
  'VI',
  'TY',
  'UR',
  'PT',
  'PT-BR',
  'MS',
  'BN',
  'TR',
] as const satisfies readonly LanguageCode[];

export const DEFAULT_LANGUAGE: LanguageCode = 'CN';
export const LOTTERY_LAUNCH_LANGUAGE: LanguageCode = 'VI';

export function isLanguage(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Accepts the forms players and links use: `en`, `pt_br`, `pt-BR`. */
export function normaliseLanguage(value: string | null | undefined): LanguageCode | undefined {
  if (!value) return undefined;
  const code = value.trim().toUpperCase().replace('_', '-');
  return isLanguage(code) ? code : undefined;
}

/**
 * The first candidate (query, stored choice, merchant default, in the caller's order) that is one of
 * the twenty codes and allowed; otherwise the first allowed language; with no list at all, CN.
 */
export function pickLanguage(candidates: (string | null | undefined)[], allowed: readonly LanguageCode[]): LanguageCode {
  for (const candidate of candidates) {
    const code = normaliseLanguage(candidate);
    if (code && (allowed.length === 0 || allowed.includes(code))) return code;
  }
  return allowed[0] ?? DEFAULT_LANGUAGE;
}

const INTL_LOCALES: Record<LanguageCode, string> = {
  CN: 'zh-CN',
  EN: 'en',
  ES: 'es',
  HI: 'hi',
  ID: 'id',
  JA: 'ja',
  KM: 'km',
  KO: 'ko',
  MY: 'my',
  TA: 'ta',
  TH: 'th',
  TW: 'zh-TW',
  VI: 'vi',
  TY: 'fil',
  UR: 'ur',
  PT: 'pt-PT',
  'PT-BR': 'pt-BR',
  MS: 'ms',
  BN: 'bn',
  TR: 'tr',
};

/** The BCP 47 locale react-intl and Intl formatters use for a language code. */
export const intlLocale = (code: LanguageCode): string => INTL_LOCALES[code];

/** Right-to-left scripts among the twenty. */
export const isRtl = (code: LanguageCode): boolean => code === 'UR';

/** Chat services take an upper-case code, and both Chinese variants as CN (spec section 5). */
export function chatLanguage(code: string): string {
  const upper = code.trim().toUpperCase();
  return upper === 'TW' ? 'CN' : upper;
}
