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

/** Per URL language, the instance the server forks for each request in it, the tables it was made from, and the words said in it. */
const forkSources = new Map<UrlLanguage, { tables: TranslationTables; instance: I18n; words: WordsSaid }>();

/**
 * The words forks of a language said while their tables were the same: those of the source,
 * and for each table a block merged into them (`useAreaStrings`, whose tables are constants of
 * their modules), by its language, namespace and content, in the order merged, the words of
 * forks that merged the same ones.
 */
type WordsSaid = { said: Map<string, string>; merged: Map<string, WordsSaid> };
const noWordsYet = (): WordsSaid => ({ said: new Map(), merged: new Map() });

/**
 * How many words with their values one set of tables keeps (a language's own, or its own with
 * what a block merged into it): a product's name or price makes words of its own.
 */
export const MAX_WORDS_KEPT = 5_000;

function sameTables(a: TranslationTables, b: TranslationTables): boolean {
  const locales = Object.keys(a) as TranslatedLocale[];
  return locales.length === Object.keys(b).length && locales.every((locale) => a[locale] === b[locale]);
}

/**
 * The server's instance for one request in `lang`: a fork of one made once per language, with a
 * copy of its tables of its own (as `createI18n` gives), sharing only what never changes while
 * a page is drawn (plural rules, the interpolator). Making and initialising an instance took
 * longer than drawing a whole product page's words with it. Tables that were loaded again (a
 * locale file edited in development) make a new source.
 */
export async function requestI18n(lang: UrlLanguage): Promise<I18n> {
  const tables = await loadTranslationTables(lang);
  let source = forkSources.get(lang);
  if (!source || !sameTables(source.tables, tables)) {
    source = { tables, instance: createI18n(lang, tables), words: noWordsYet() };
    forkSources.set(lang, source);
  }
  const fork = source.instance.cloneInstance({ forkResourceStore: true });
  rememberWords(fork, source.words);
  return fork;
}

type WordValues = Record<string, string | number | boolean | null | undefined>;

/** Values that say the same words whenever they are the same JSON: no object, function or array among them. */
function isPlainValues(options: unknown): options is WordValues | undefined {
  if (options === undefined) return true;
  if (typeof options !== 'object' || options === null || Array.isArray(options)) return false;
  for (const value of Object.values(options)) {
    const kind = typeof value;
    if (value !== null && kind !== 'string' && kind !== 'number' && kind !== 'boolean' && kind !== 'undefined') return false;
  }
  return true;
}

/**
 * Keeps what the fork's `getFixedT` functions (the shop's `useT`) say, by key and values, shared
 * by every fork of the language whose tables are the same: a page's hundred-odd words were looked
 * up, resolved and interpolated afresh on every page, a seventh of the server's time drawing an
 * uncached product page. A block merging a table of strings moves the fork on to the words of
 * forks that merged the same tables (the shop merges them one way only: deep, keeping what is
 * there); any other change to its tables (a single word added, a table removed) leaves it
 * saying its own words, looked up each time.
 */
function rememberWords(fork: I18n, shared: WordsSaid): void {
  // Null once the fork's tables are its own: its words are then looked up each time.
  let words: WordsSaid | null = shared;
  fork.store.on('added', (lng: string, ns: string, ...added: unknown[]) => {
    const [table] = added;
    if (words === null || added.length !== 1 || typeof table !== 'object' || table === null) {
      words = null;
      return;
    }
    // i18next hands on a copy of the table it merged, so the table is known by what it holds.
    const merge = `${lng}\n${ns}\n${JSON.stringify(table)}`;
    let next = words.merged.get(merge);
    if (!next) words.merged.set(merge, (next = noWordsYet()));
    words = next;
  });
  fork.store.on('removed', () => (words = null));
  const getFixedT = fork.getFixedT.bind(fork);
  fork.getFixedT = ((...fixedFor: Parameters<typeof getFixedT>) => {
    const fixed = getFixedT(...fixedFor);
    const prefix = `${JSON.stringify(fixedFor)}\n`;
    const say = fixed as unknown as (...args: unknown[]) => unknown;
    const remembering = (...args: unknown[]) => {
      const [key, options] = args;
      const said = words?.said;
      if (said === undefined || args.length > 2 || typeof key !== 'string' || !isPlainValues(options)) return say(...args);
      const id = options === undefined ? `${prefix}${key}` : `${prefix}${key}\n${JSON.stringify(options)}`;
      const known = said.get(id);
      if (known !== undefined) return known;
      const text = say(key, options);
      if (typeof text === 'string') {
        if (said.size >= MAX_WORDS_KEPT) said.clear();
        said.set(id, text);
      }
      return text;
    };
    // As i18next's own: the language, namespace and key prefix it was fixed to.
    return Object.assign(remembering, fixed) as unknown as typeof fixed;
  }) as typeof getFixedT;
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
