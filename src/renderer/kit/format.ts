import { htmlLang, type UrlLanguage } from '../../schema/languages';

/*
 * Prices, counts and dates are written the way the page's language writes them: the server
 * sends plain numbers, ISO currency codes and ISO dates, and never a formatted string.
 * Formatters are costly to build and a listing formats dozens of prices, so each distinct
 * one is built once and reused.
 */

const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `n|${locale}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!(formatter instanceof Intl.NumberFormat)) {
    formatter = new Intl.NumberFormat(locale, options);
    formatters.set(key, formatter);
  }
  return formatter;
}

function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `d|${locale}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!(formatter instanceof Intl.DateTimeFormat)) {
    formatter = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, formatter);
  }
  return formatter;
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
  return numberFormat(htmlLang(lang), { style: 'currency', currency }).format(finite(amount, 'formatPrice'));
}

/** A number in the page language: 12345.6 is "12,345.6" in English and "12.345,6" in German. */
export function formatNumber(value: number, lang: UrlLanguage, options: Intl.NumberFormatOptions = {}): string {
  return numberFormat(htmlLang(lang), options).format(finite(value, 'formatNumber'));
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
  return dateFormat(htmlLang(lang), { timeZone: 'UTC', ...options }).format(value);
}
