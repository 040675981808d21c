import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { BACK_OFFICE_LOCALES, BACK_OFFICE_WORDS, type BackOfficeLocale } from './words';

/*
 * The back office's own i18next, apart from the shop's: its words are its own, and a member
 * reads it in the language they pick (remembered in this browser), else their browser's.
 */

const CHOICE_KEY = 'vitrine-admin-locale';

function isLocale(value: string | null): value is BackOfficeLocale {
  return value !== null && (BACK_OFFICE_LOCALES as readonly string[]).includes(value);
}

/** The back office language an i18next language is (the one it was made with), else English. */
export function backOfficeLocaleOf(language: string): BackOfficeLocale {
  return isLocale(language) ? language : 'en';
}

/** zh-HK, zh-TW and zh-Hant read Traditional Chinese; other Chinese Simplified; everything else English. */
export function localeOfBrowser(languages: readonly string[]): BackOfficeLocale {
  for (const language of languages) {
    const tag = language.toLowerCase();
    if (/^zh-(hk|tw|mo|hant)/.test(tag)) return 'zh-HK';
    if (tag.startsWith('zh')) return 'zh-CN';
    if (tag.startsWith('en')) return 'en';
  }
  return 'en';
}

export function chosenLocale(): BackOfficeLocale {
  const stored = (() => {
    try {
      return localStorage.getItem(CHOICE_KEY);
    } catch {
      return null;
    }
  })();
  return isLocale(stored) ? stored : localeOfBrowser(navigator.languages);
}

export function rememberLocale(locale: BackOfficeLocale): void {
  try {
    localStorage.setItem(CHOICE_KEY, locale);
  } catch {
    // A browser that keeps nothing still shows the language for this visit.
  }
  document.documentElement.lang = locale;
}

export function createBackOfficeI18n(locale: BackOfficeLocale): I18n {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    lng: locale,
    fallbackLng: 'en',
    resources: Object.fromEntries(BACK_OFFICE_LOCALES.map((code) => [code, { translation: BACK_OFFICE_WORDS[code] }])),
    interpolation: { escapeValue: false },
    keySeparator: false,
    initAsync: false,
  });
  document.documentElement.lang = locale;
  return i18n;
}
