import { toMajorUnits, type Money } from '../schema/commerce/money';

/* Figures as the member reads them, in the back office's language. */

export function formatMoney(value: Money, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: value.currency }).format(toMajorUnits(value));
}

export function formatTime(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/**
 * A shopper's name as they would write it: family name first and unspaced when both names are
 * in Chinese characters, given name first otherwise.
 */
export function personName({ firstName, lastName }: { firstName: string; lastName: string }): string {
  const han = /^\p{Script=Han}+$/u;
  return han.test(firstName) && han.test(lastName) ? `${lastName}${firstName}` : `${firstName} ${lastName}`.trim();
}
