/** The URL language prefixes of spec §1. The first is the default and the fallback. */
export const URL_LANGUAGES = [
  'en',
  'zh',
  'zh-TW',
  'zh-HK',
  'de',
  'es',
  'fr',
  'id',
  'it',
  'ja',
  'ko',
  'pt',
  'th',
  'fil',
  'vi',
] as const;

export type UrlLanguage = (typeof URL_LANGUAGES)[number];

export const DEFAULT_LANGUAGE: UrlLanguage = 'en';

/** Interface languages that have a translation table in /locales. */
export const TRANSLATED_LOCALES = ['en', 'zh-CN', 'zh-HK'] as const;
export type TranslatedLocale = (typeof TRANSLATED_LOCALES)[number];

export function isUrlLanguage(value: string | undefined): value is UrlLanguage {
  return value !== undefined && (URL_LANGUAGES as readonly string[]).includes(value);
}

/**
 * The translation table a URL language reads, best first.
 * `zh` is Simplified Chinese; `zh-TW` reads the Traditional (Hong Kong) table before
 * English, because a Traditional Chinese reader is better served by it than by English.
 */
export function localeChain(lang: UrlLanguage): TranslatedLocale[] {
  switch (lang) {
    case 'zh':
      return ['zh-CN', 'en'];
    case 'zh-HK':
    case 'zh-TW':
      return ['zh-HK', 'en'];
    default:
      return ['en'];
  }
}

/** The BCP 47 tag for `<html lang>`, hreflang and Intl formatting. */
export function htmlLang(lang: UrlLanguage): string {
  return lang === 'zh' ? 'zh-CN' : lang;
}

/** The path prefix of a language: '' for the default, '/zh-HK' otherwise. */
export function langPath(lang: UrlLanguage): string {
  return lang === DEFAULT_LANGUAGE ? '' : `/${lang}`;
}
