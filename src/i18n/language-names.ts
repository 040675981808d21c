import type { UrlLanguage } from '../schema/languages';

/**
 * Each language in its own name: a shopper who cannot read the current language can
 * still find theirs in the switcher.
 */
export const LANGUAGE_NAMES: Record<UrlLanguage, string> = {
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
