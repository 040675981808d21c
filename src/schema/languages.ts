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

/**
 * Each language in its own name: a shopper who cannot read the current language can
 * still find theirs in a language switcher.
 */
export const LANGUAGE_OWN_NAMES: Readonly<Record<UrlLanguage, string>> = {
  en: 'English',
  zh: '简体中文',
  'zh-TW': '繁體中文（台灣）',
  'zh-HK': '繁體中文（香港）',
  de: 'Deutsch',
  es: 'Español',
  fr: 'Français',
  id: 'Bahasa Indonesia',
  it: 'Italiano',
  ja: '日本語',
  ko: '한국어',
  pt: 'Português',
  th: 'ไทย',
  fil: 'Filipino',
  vi: 'Tiếng Việt',
};

/** Interface languages that have a translation table in /locales. */
export const TRANSLATED_LOCALES = ['en', 'zh-CN', 'zh-HK'] as const;
export type TranslatedLocale = (typeof TRANSLATED_LOCALES)[number];

/** The URL language whose pages read each translated locale first: where that locale's own text is shown. */
export const URL_LANGUAGE_OF: Readonly<Record<TranslatedLocale, UrlLanguage>> = { en: 'en', 'zh-CN': 'zh', 'zh-HK': 'zh-HK' };

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

/** The site-relative URL of a path in a language: `/zh-HK/product/linen-tee`, `/` for the English home. */
export function hrefIn(lang: UrlLanguage, path: string): string {
  const prefix = langPath(lang);
  return path === '' ? prefix || '/' : `${prefix}/${path}`;
}
