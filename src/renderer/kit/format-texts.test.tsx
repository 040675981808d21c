import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { adoptServerTexts, formatDate, formatNumber, formatPrice, recordTexts } from './format';
import { formatMoney } from './money-format';

/*
 * A phone builds its first number formatter slowly, so the first page hydrates from the texts
 * the server wrote, and formats nothing itself until a value the server did not write.
 */

afterEach(() => {
  adoptServerTexts({});
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

/** Counts what the formatters of `kind` write from now on (their `format`, asked for each time). */
function countWrites(kind: 'NumberFormat' | 'DateTimeFormat') {
  const count = { writes: 0 };
  // `format` is a getter handing out the formatter's bound function.
  const prototype = Intl[kind].prototype as unknown as { format: unknown };
  const format = Object.getOwnPropertyDescriptor(prototype, 'format')!.get!;
  vi.spyOn(prototype, 'format', 'get').mockImplementation(function (this: typeof prototype) {
    count.writes += 1;
    return format.call(this);
  });
  return count;
}

function PriceTag({ amount }: { amount: number }) {
  return (
    <p>
      <span>{formatPrice(amount, 'CHF', 'fr')}</span> · <span>{formatNumber(3, 'fr', { style: 'unit', unit: 'kilogram' })}</span> ·{' '}
      <time>{formatDate('2026-03-05T10:00:00Z', 'fr')}</time>
    </p>
  );
}

describe('texts the server wrote', () => {
  test('the server records every text it writes while drawing a page, by what was asked, and nothing outside it', () => {
    const { drawn, texts } = recordTexts(() => [formatPrice(38.5, 'USD', 'en'), formatNumber(12345.6, 'en'), formatDate('2024-03-05T10:00:00Z', 'en')]);
    expect(drawn).toEqual(['$38.50', '12,345.6', 'March 5, 2024']);
    expect(texts).toEqual({
      'p|en|USD|38.5': '$38.50',
      'n|en|{}|12345.6': '12,345.6',
      'd|en|{"timeZone":"UTC","dateStyle":"long"}|2024-03-05T10:00:00.000Z': 'March 5, 2024',
    });
    formatPrice(9, 'USD', 'en');
    expect(recordTexts(() => formatPrice(10, 'USD', 'en')).texts).toEqual({ 'p|en|USD|10': '$10.00' });
  });

  test('an amount of money is recorded by its minor units, so the browser needs no currency data to hydrate it', () => {
    // Its price, written inside it, is not sent as well; the same price written on its own is.
    expect(recordTexts(() => formatMoney({ amount: 1999, currency: 'USD' }, 'en')).texts).toEqual({ 'm|en|USD|1999': '$19.99' });
    const both = recordTexts(() => [formatMoney({ amount: 1999, currency: 'USD' }, 'en'), formatPrice(19.99, 'USD', 'en')]);
    expect(both.texts).toEqual({ 'm|en|USD|1999': '$19.99', 'p|en|USD|19.99': '$19.99' });
  });

  test('a formatter that throws while the server draws does not stop the texts after it being recorded', () => {
    const { texts } = recordTexts(() => {
      expect(() => formatNumber(1, 'en', { style: 'unit' })).toThrow(/unit/);
      return formatPrice(3, 'USD', 'en');
    });
    expect(texts).toEqual({ 'p|en|USD|3': '$3.00' });
  });

  test('the browser hydrates the server’s HTML from its texts, writing nothing itself, and writes a value the server did not write', async () => {
    const { drawn: html, texts } = recordTexts(() => renderToString(<PriceTag amount={1290.5} />));
    expect(Object.keys(texts)).toHaveLength(3);

    const numbers = countWrites('NumberFormat');
    const dates = countWrites('DateTimeFormat');
    adoptServerTexts(texts);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const drawnByServer = container.textContent;
    const problems: unknown[] = [];
    const root = await act(async () => hydrateRoot(container, <PriceTag amount={1290.5} />, { onRecoverableError: (error) => problems.push(error) }));
    expect(problems).toEqual([]);
    expect(container.textContent).toBe(drawnByServer);
    expect(numbers.writes).toBe(0);
    expect(dates.writes).toBe(0);

    await act(async () => root.render(<PriceTag amount={12} />));
    expect(container.querySelector('span')?.textContent?.replace(/\s/g, ' ')).toBe('12,00 CHF');
    expect(numbers.writes).toBe(1);
    act(() => root.unmount());
  });

  test('the server’s texts are what the page shows, even where this browser would write the number otherwise', () => {
    // The server's runtime may write a price a little differently from this browser's (its own number data).
    adoptServerTexts({ 'p|zh-HK|HKD|298': 'HK$ 298.00', 'p|zh-HK|HKD|1': 42 as unknown as string });
    expect(formatPrice(298, 'HKD', 'zh-HK')).toBe('HK$ 298.00');
    // Only strings are taken: anything else is written here.
    expect(formatPrice(1, 'HKD', 'zh-HK')).toBe('HK$1.00');
    // And what is not a price is still refused, whatever the table holds.
    expect(() => formatPrice(Number.NaN, 'HKD', 'zh-HK')).toThrow(/finite number/);
  });
});
