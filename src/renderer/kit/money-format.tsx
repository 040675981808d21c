import type { UrlLanguage } from '../../schema/languages';
import { toMajorUnits, type Money } from '../../schema/commerce/money';
import { formatPrice, writtenText } from './format';

/*
 * Apart from ./format.ts, which every page loads: only the buying pages write money in minor
 * units, and their currency arithmetic should not ride on the home page.
 */

/** Money as the buying flows send it, in whole minor units with its currency: `{amount: 1999, currency: 'USD'}` is "$19.99". */
export function formatMoney(value: Money, lang: UrlLanguage): string {
  // Named by its minor units: hydrating from the server's text needs no currency data either.
  return writtenText(`m|${lang}|${value.currency}|${value.amount}`, () => formatPrice(toMajorUnits(value), value.currency, lang));
}

/** One figure of a summary list (`<dl>`): its name, then its value at the row's end; `strong` for the total. */
export function SummaryRow({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={`flex justify-between gap-4 ${strong ? 'text-lg font-semibold' : ''}`}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
