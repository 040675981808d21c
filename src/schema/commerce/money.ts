/*
 * Money in the shop's buying flows: whole minor units (cents) with the ISO currency they are
 * in, so sums never drift. Computed only on the server; the browser only formats it.
 * Zod-free: the cart drawer formats totals before any schema is loaded.
 */

export type Money = { amount: number; currency: string };

const fractionDigitsByCurrency = new Map<string, number>();

/** How many minor units a major unit has in `currency` (USD 2, JPY 0, KWD 3), from Intl. */
export function fractionDigits(currency: string): number {
  let digits = fractionDigitsByCurrency.get(currency);
  if (digits === undefined) {
    digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    fractionDigitsByCurrency.set(currency, digits);
  }
  return digits;
}

/** Minor units as the major-unit number Intl formats (1999 USD → 19.99). */
export function toMajorUnits(money: Money): number {
  return money.amount / 10 ** fractionDigits(money.currency);
}

export const money = (amount: number, currency: string): Money => ({ amount, currency });
