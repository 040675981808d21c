import { describe, expect, test } from 'vitest';
import { formatDate, formatNumber, formatPrice } from './format';

// Intl puts a narrow no-break space in some locales; compare what a reader sees.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatPrice', () => {
  test('writes a price the way the page language does', () => {
    expect(formatPrice(38.5, 'USD', 'en')).toBe('$38.50');
    expect(plain(formatPrice(1238.5, 'EUR', 'de'))).toBe('1.238,50 €');
    expect(formatPrice(298, 'HKD', 'zh-HK')).toBe('HK$298.00');
    expect(formatPrice(99, 'CNY', 'zh')).toBe('¥99.00');
    expect(formatPrice(0, 'JPY', 'ja')).toBe('￥0');
  });

  test('a different currency on the same page keeps its own symbol', () => {
    expect(formatPrice(10, 'EUR', 'en')).toBe('€10.00');
    expect(formatPrice(10, 'USD', 'en')).toBe('$10.00');
  });

  test('refuses what is not a price, saying what it got', () => {
    expect(() => formatPrice(10, 'usd', 'en')).toThrow(/ISO 4217 currency code.*"usd"/);
    expect(() => formatPrice(Number.NaN, 'USD', 'en')).toThrow(/finite number, got NaN/);
  });
});

describe('formatNumber', () => {
  test('groups and marks decimals per language', () => {
    expect(formatNumber(12345.6, 'en')).toBe('12,345.6');
    expect(plain(formatNumber(12345.6, 'de'))).toBe('12.345,6');
    expect(plain(formatNumber(12345.6, 'fr'))).toBe('12 345,6');
    expect(formatNumber(0.25, 'en', { style: 'percent' })).toBe('25%');
  });
});

describe('formatDate', () => {
  test('writes the long date of the page language', () => {
    expect(formatDate('2024-03-05T10:00:00Z', 'en')).toBe('March 5, 2024');
    expect(formatDate('2024-03-05T10:00:00Z', 'zh')).toBe('2024年3月5日');
    expect(formatDate('2024-03-05T10:00:00Z', 'zh-HK')).toBe('2024年3月5日');
    expect(formatDate(new Date('2024-03-05T10:00:00Z'), 'de')).toBe('5. März 2024');
  });

  test('reads the day in UTC so server and browser agree', () => {
    expect(formatDate('2024-03-05T23:30:00-05:00', 'en')).toBe('March 6, 2024');
    expect(formatDate('2024-03-05T23:30:00-05:00', 'en', { dateStyle: 'long', timeZone: 'America/New_York' })).toBe('March 5, 2024');
  });

  test('refuses a date it cannot read', () => {
    expect(() => formatDate('yesterday', 'en')).toThrow(/expected an ISO date.*"yesterday"/);
  });
});
