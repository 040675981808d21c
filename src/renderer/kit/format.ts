import { htmlLang, type UrlLanguage } from '../../schema/languages';

/*
 * Prices, counts and dates are written the way the page's language writes them: page data
 * holds plain numbers, ISO currency codes and ISO dates, never a formatted string (the first
 * page's HTML carries the texts drawn from them beside it; see below).
 * Formatters are costly to build and a listing formats dozens of prices, so each distinct
 * one is built once and reused.
 */

const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

/*
 * A browser builds its first formatter slowly: the language's number data loads, a long task
 * of its own on a phone (about 100 ms with the CPU 4× slower) before the page can answer a tap.
 * The first page needs none: the server records every text it writes here while drawing it,
 * by what was asked (`recordTexts`), sends them with the page, and the browser hydrates from
 * them (`adoptServerTexts`), building a formatter only for a value the server did not write.
 */

/** The server's texts for the first page, by call. */
let serverTexts = new Map<string, string>();
/** While the server draws a page: what each call wrote. */
let recording: Map<string, string> | null = null;

/** How deep in `write`s the current call is: a text written inside another's (money's price) is not the page's to send. */
let writing = 0;

/** The text of the call named `key`: the server's, or written now (and recorded while the server draws). */
export function writtenText(key: string, write: () => string): string {
  let text = serverTexts.get(key);
  if (text === undefined) {
    writing += 1;
    try {
      text = write();
    } finally {
      writing -= 1;
    }
    if (writing === 0) recording?.set(key, text);
  }
  return text;
}

/**
 * Runs `draw` (synchronous: one server render, nothing of another request in between) and
 * answers what it drew with the texts it wrote here, for the browser to hydrate from.
 */
export function recordTexts<T>(draw: () => T): { drawn: T; texts: Record<string, string> } {
  const texts = new Map<string, string>();
  recording = texts;
  try {
    return { drawn: draw(), texts: Object.fromEntries(texts) };
  } finally {
    recording = null;
  }
}

/** The texts the server wrote for the first page; only strings are taken. */
export function adoptServerTexts(texts: Record<string, unknown>): void {
  serverTexts = new Map(Object.entries(texts).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/** The formatter of `Kind` for `locale` and `options` (`named`: their JSON, when the caller has made it), built on first use and kept. */
function formatter<F extends Intl.NumberFormat | Intl.DateTimeFormat>(
  Kind: new (locale: string, options: object) => F,
  locale: string,
  options: object,
  named = JSON.stringify(options),
): F {
  const key = `${Kind.name}|${locale}|${named}`;
  let made = formatters.get(key) as F | undefined;
  if (!made) {
    made = new Kind(locale, options);
    formatters.set(key, made);
  }
  return made;
}

function finite(value: number, what: string): number {
  if (!Number.isFinite(value)) throw new RangeError(`${what}: expected a finite number, got ${String(value)}`);
  return value;
}

/**
 * A price in the page language: `formatPrice(38.5, 'USD', 'en')` is "$38.50",
 * `formatPrice(38.5, 'EUR', 'de')` is "38,50 €", `formatPrice(298, 'HKD', 'zh-HK')` is "HK$298.00".
 * `amount` is in the currency's major unit, as the catalog sends it.
 */
export function formatPrice(amount: number, currency: string, lang: UrlLanguage): string {
  if (!/^[A-Z]{3}$/.test(currency)) throw new RangeError(`formatPrice: expected an ISO 4217 currency code such as USD, got ${JSON.stringify(currency)}`);
  finite(amount, 'formatPrice');
  const locale = htmlLang(lang);
  return writtenText(`p|${locale}|${currency}|${amount}`, () => formatter(Intl.NumberFormat, locale, { style: 'currency', currency }).format(amount));
}

/** A number in the page language: 12345.6 is "12,345.6" in English and "12.345,6" in German. */
export function formatNumber(value: number, lang: UrlLanguage, options: Intl.NumberFormatOptions = {}): string {
  finite(value, 'formatNumber');
  const locale = htmlLang(lang);
  const named = JSON.stringify(options);
  return writtenText(`n|${locale}|${named}|${value}`, () => formatter(Intl.NumberFormat, locale, options, named).format(value));
}

/**
 * A calendar date in the page language, by default in its long form ("March 5, 2024" in
 * English, "2024年3月5日" in Chinese). Takes an ISO string or a Date. Dates are read in UTC
 * unless `options.timeZone` says otherwise: the server renders the page and the browser
 * hydrates it, and both must write the same day whatever clock each one runs on.
 */
export function formatDate(date: string | Date, lang: UrlLanguage, options: Intl.DateTimeFormatOptions = { dateStyle: 'long' }): string {
  const value = typeof date === 'string' ? new Date(date) : date;
  if (Number.isNaN(value.getTime())) throw new RangeError(`formatDate: expected an ISO date such as 2024-03-05T10:00:00Z, got ${JSON.stringify(String(date))}`);
  const locale = htmlLang(lang);
  const full = { timeZone: 'UTC', ...options };
  const named = JSON.stringify(full);
  return writtenText(`d|${locale}|${named}|${value.toISOString()}`, () => formatter(Intl.DateTimeFormat, locale, full, named).format(value));
}
