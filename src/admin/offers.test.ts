import { describe, expect, it } from 'vitest';
import { couponInputSchema } from '../schema/admin-api/coupons';
import { changedFields, fieldPath, isoOf, isWithin, localTimeOf, minorOf, offerState, slugsOf, TEXT_LOCALES, unitsOf } from './offers';

describe('the coupon and promotion forms', () => {
  it('reads where a record stands as pricing does: running from its start until, not at, its end', () => {
    const offer = { startsAt: '2026-06-01T00:00:00Z', endsAt: '2026-07-01T00:00:00Z' };
    expect(offerState(offer, Date.parse('2026-05-31T23:59:59Z'))).toBe('scheduled');
    expect(offerState(offer, Date.parse('2026-06-01T00:00:00Z'))).toBe('running');
    expect(offerState(offer, Date.parse('2026-07-01T00:00:00Z'))).toBe('ended');
    expect(offerState({ ...offer, endsAt: null }, Date.parse('2100-01-01T00:00:00Z'))).toBe('running');
  });

  it('turns a date-time control into the ISO date-time with an offset that the contract takes, and back', () => {
    const local = localTimeOf('2026-06-01T09:30:00Z');
    expect(local).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    const iso = isoOf(local);
    expect(iso).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00[+-]\d{2}:\d{2}$/);
    expect(Date.parse(iso ?? '')).toBe(Date.parse('2026-06-01T09:30:00Z'));
    expect(couponInputSchema.shape.startsAt.safeParse(iso).success).toBe(true);
    expect(isoOf('')).toBeNull();
  });

  it('shows money in the currency’s units and sends it in minor units', () => {
    expect(unitsOf(1999, 'USD')).toBe('19.99');
    expect(minorOf('19.99', 'USD')).toBe(1999);
    expect(minorOf('500', 'JPY')).toBe(500);
    expect(minorOf('', 'USD')).toBeUndefined();
    expect(minorOf('5', 'US')).toBe(500);
  });

  it('reads a list of slugs one a line or between commas', () => {
    expect(slugsOf('tops, bags\nshoe-care,,\n')).toEqual(['tops', 'bags', 'shoe-care']);
  });

  it('finds the field a problem names, however the shop writes the path', () => {
    expect(fieldPath('translations["zh-HK"].title')).toBe('translations.zh-HK.title');
    expect(isWithin('scopeSlugs[2]', 'scopeSlugs')).toBe(true);
    expect(isWithin('rule.percent', 'rule.percent')).toBe(true);
    expect(isWithin('scopeSlugsExtra', 'scopeSlugs')).toBe(false);
  });

  it('sends a change only the fields that differ', () => {
    const before = { value: 10, scopeSlugs: ['tops'], endsAt: null, translations: { en: { title: 'A', terms: '' } } };
    expect(changedFields({ ...before, endsAt: '2026-07-01T00:00:00+08:00' }, before)).toEqual({ endsAt: '2026-07-01T00:00:00+08:00' });
    expect(changedFields({ ...before, translations: { en: { title: 'B', terms: '' } } }, before)).toEqual({
      translations: { en: { title: 'B', terms: '' } },
    });
    expect(changedFields({ ...before }, before)).toEqual({});
  });

  it('asks for English always and the other languages where the owner writes them', () => {
    expect(TEXT_LOCALES).toEqual([
      { locale: 'en', required: true },
      { locale: 'zh-CN', required: false },
      { locale: 'zh-HK', required: false },
    ]);
  });
});
