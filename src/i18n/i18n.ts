import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { localeChain, TRANSLATED_LOCALES, type TranslatedLocale, type UrlLanguage } from '../schema/languages';

export type TranslationTable = Record<string, unknown>;
export type TranslationTables = Partial<Record<TranslatedLocale, TranslationTable>>;

const NAMESPACE = 'translation';

/** The translation table i18next reads for a URL language: zh → zh-CN, zh-HK/zh-TW → zh-HK, others → en. */
export function interfaceLocale(lang: UrlLanguage): TranslatedLocale {
  return localeChain(lang)[0] ?? 'en';
}

/** The tables a page in `lang` needs: its chain, and always en, the final fallback. */
export function localesFor(lang: UrlLanguage): TranslatedLocale[] {
  return [...new Set<TranslatedLocale>([...localeChain(lang), 'en'])];
}

function isTranslatedLocale(value: string): value is TranslatedLocale {
  return (TRANSLATED_LOCALES as readonly string[]).includes(value);
}

function isTable(value: unknown): value is TranslationTable {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/*
 * One chunk per locale file: a shopper reading English never downloads Chinese tables.
 * The keys look like `../../locales/zh-HK.json`.
 */
const localeModules = import.meta.glob<unknown>('../../locales/*.json', { import: 'default' });

/** Loads the translation tables for `lang` that `i18n` does not hold yet. */
export async function loadTranslationTables(lang: UrlLanguage, have: (locale: TranslatedLocale) => boolean = () => false): Promise<TranslationTables> {
  const wanted = localesFor(lang).filter((locale) => !have(locale));
  const loaded = await Promise.all(
    wanted.map(async (locale) => {
      const load = localeModules[`../../locales/${locale}.json`];
      if (!load) throw new Error(`No translation file locales/${locale}.json`);
      const table = await load();
      if (!isTable(table)) throw new Error(`locales/${locale}.json is not an object of translations`);
      return [locale, table] as const;
    }),
  );
  return Object.fromEntries(loaded);
}

/**
 * Initialises an i18next instance for a page language. The browser passes the global
 * instance (the API client translates its toasts through it); the server passes a fresh
 * one per request, so concurrent requests in different languages never share state.
 */
export function initI18n({ instance, lang, tables }: { instance: I18n; lang: UrlLanguage; tables: TranslationTables }): I18n {
  const resources = Object.fromEntries(
    Object.entries(tables).flatMap(([locale, table]) => (isTranslatedLocale(locale) && table ? [[locale, { [NAMESPACE]: table }]] : [])),
  );
  instance.use(initReactI18next);
  void instance.init({
    lng: interfaceLocale(lang),
    fallbackLng: 'en',
    supportedLngs: [...TRANSLATED_LOCALES],
    resources,
    // Resources are already here: initialise synchronously so the first render is translated.
    initAsync: false,
    // React escapes what it renders; escaping here too would show `&amp;` to shoppers.
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}

/**
 * A fresh instance, for one server request or one test. It reads its own copy of the tables:
 * the strings a block merges in (`useAreaStrings`) go into the tables it was given, and the
 * loaded tables are shared by every request, so one page's area strings (the sign-in page's
 * '姓氏') would reach the next page in that language, whose browser does not have them
 * (the address book's '姓'), and its hydration would not match.
 */
export function createI18n(lang: UrlLanguage, tables: TranslationTables): I18n {
  return initI18n({ instance: i18next.createInstance(), lang, tables: structuredClone(tables) });
}

/** Per URL language, the instance the server forks for each request in it (`requestI18n`). */
const forkSources = new Map<UrlLanguage, I18n>();

/**
 * The server's instance for one request in `lang`: a fork of one made once per language, with a
 * copy of its tables of its own (as `createI18n` gives), sharing only what never changes while
 * a page is drawn (plural rules, the interpolator). Making and initialising an instance took
 * longer than drawing a whole product page's words with it.
 */
export async function requestI18n(lang: UrlLanguage): Promise<I18n> {
  let source = forkSources.get(lang);
  if (!source) {
    source = createI18n(lang, await loadTranslationTables(lang));
    forkSources.set(lang, source);
  }
  return source.cloneInstance({ forkResourceStore: true });
}

/** Switches an instance to another page language, loading the tables it lacks first. */
export async function switchLanguage(instance: I18n, lang: UrlLanguage, load = loadTranslationTables): Promise<void> {
  const tables = await load(lang, (locale) => instance.hasResourceBundle(locale, NAMESPACE));
  for (const [locale, table] of Object.entries(tables)) {
    if (table) instance.addResourceBundle(locale, NAMESPACE, table, true, true);
  }
  const locale = interfaceLocale(lang);
  if (instance.language !== locale) await instance.changeLanguage(locale);
}

export { i18next as globalI18n };
