import { toMajorUnits, type Money } from '../schema/commerce/money';

/* Figures as the member reads them, in the back office's language. */

export function formatMoney(value: Money, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: value.currency }).format(toMajorUnits(value));
}

export function formatTime(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}
