import type { TFunction } from 'i18next';
import { z } from 'zod';
import { couponInputSchema, promotionRuleSchema } from '../schema/admin-api/coupons';
import { fractionDigits } from '../schema/commerce/money';
import { TRANSLATED_LOCALES } from '../schema/languages';
import { formatMoney } from './format';

/*
 * Coupons and promotions as the owner reads and writes them: where one stands, what it takes
 * off and how it stacks with other discounts, in words true to the pricing engine
 * (server/coupons/discounts.ts); and the conversions between the form's controls and the
 * contract's fields (money in minor units, instants in ISO with an offset).
 */

export type OfferState = 'running' | 'scheduled' | 'ended';

/** Where it stands at `now` as pricing judges it: from its start until, not at, its end. */
export function offerState(offer: { startsAt: string; endsAt: string | null }, now: number): OfferState {
  if (now < Date.parse(offer.startsAt)) return 'scheduled';
  return offer.endsAt !== null && now >= Date.parse(offer.endsAt) ? 'ended' : 'running';
}

/** The shop's translated languages, English first, each with whether the contract requires its texts (localeTexts). */
export const TEXT_LOCALES = TRANSLATED_LOCALES.map((locale) => ({
  locale,
  required: !couponInputSchema.shape.translations.shape[locale].safeParse(undefined).success,
}));

const storedTexts = z.record(z.string(), z.record(z.string(), z.string()));

/** A record's texts by language and field; a record the form cannot read reads as empty. */
export function textsOf(translations: unknown): Partial<Record<string, Record<string, string>>> {
  const parsed = storedTexts.safeParse(translations);
  return parsed.success ? parsed.data : {};
}

/** The title in the back office's language, else in English, else the code or slug. */
export function titleIn(translations: unknown, locale: string, fallback: string): string {
  const texts = textsOf(translations);
  return texts[locale]?.title || texts.en?.title || fallback;
}

// A currency code still being typed counts as 2 digits: Intl throws on a malformed one.
const digitsOf = (currency: string) => (/^[A-Z]{3}$/.test(currency) ? fractionDigits(currency) : 2);

/** Minor units as the control shows them, in the currency's units (500 USD → "5"). */
export const unitsOf = (minor: number, currency: string) => String(minor / 10 ** digitsOf(currency));

/** The smallest step a money control takes in the currency ("0.01" for USD). */
export const stepOf = (currency: string) => String(1 / 10 ** digitsOf(currency));

/** What a money control holds, in minor units; empty is nothing, for the shop to say it is required. */
export function minorOf(units: string, currency: string): number | undefined {
  return units.trim() === '' ? undefined : Math.round(Number(units) * 10 ** digitsOf(currency));
}

/** What a whole-number control holds; empty is nothing. */
export const wholeOf = (text: string): number | undefined => (text.trim() === '' ? undefined : Number(text));

/** A limit's control: empty is no limit. */
export const limitOf = (text: string): number | null => (text.trim() === '' ? null : Number(text));

/** Slugs typed one a line or with commas between. */
export const slugsOf = (text: string): string[] => text.split(/[\s,，、]+/).filter(Boolean);

const pad = (value: number) => String(value).padStart(2, '0');

/** An instant as a datetime-local control shows it: in the browser's time zone, to the minute. */
export function localTimeOf(iso: string | null): string {
  if (iso === null) return '';
  const at = new Date(iso);
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/** What a datetime-local control holds, as the ISO date-time with the browser's offset the contract asks for; empty is none. */
export function isoOf(local: string): string | null {
  if (local === '') return null;
  const at = new Date(local);
  if (Number.isNaN(at.getTime())) return local;
  const offset = -at.getTimezoneOffset();
  const seconds = local.length === 'yyyy-mm-ddThh:mm'.length ? ':00' : '';
  return `${local}${seconds}${offset < 0 ? '-' : '+'}${pad(Math.trunc(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;
}

/** The browser's time zone, which the date-time controls are in. */
export const timeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The fields of `now` that differ from `before`: what a change (PUT) sends. */
export function changedFields(now: Record<string, unknown>, before: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(now).filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(before[key])));
}

/** A problem's path as the forms name their fields: the shop writes `translations["zh-HK"].title`, the forms `translations.zh-HK.title`. */
export const fieldPath = (path: string) => path.replace(/\["([^"]*)"\]/g, '.$1');

/** Whether a problem at `path` is the field `key`'s: the field itself or a part of it (`scopeSlugs[2]`). */
export const isWithin = (path: string, key: string) => path === key || path.startsWith(`${key}.`) || path.startsWith(`${key}[`);

function slugList(slugs: readonly string[], t: TFunction, locale: string): string {
  const shown = slugs.length > 3 ? [...slugs.slice(0, 3), t('off.more', { count: slugs.length - 3 })] : slugs;
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(shown);
}

export type CouponTerms = {
  kind: string;
  value: number;
  currency: string;
  minSubtotalCents: number;
  scope: string;
  scopeSlugs: readonly string[];
};

/** "10% off the order", "US$5.00 off orders from US$50.00". */
export function couponTakesOff(coupon: CouponTerms, t: TFunction, locale: string): string {
  const money = (amount: number) => formatMoney({ amount, currency: coupon.currency }, locale);
  const off = coupon.kind === 'percent' ? t('off.percent', { percent: coupon.value }) : t('off.amount', { amount: money(coupon.value) });
  const minimum = money(coupon.minSubtotalCents);
  if (coupon.scope === 'order') return coupon.minSubtotalCents > 0 ? t('off.orderFrom', { off, minimum }) : t('off.order', { off });
  const what = t(coupon.scope === 'categories' ? 'off.categories' : 'off.products', { off, slugs: slugList(coupon.scopeSlugs, t, locale) });
  return coupon.minSubtotalCents > 0 ? t('off.from', { what, minimum }) : what;
}

/** A stored rule as the contract reads it; null for one it does not (the page then shows its kind as stored). */
export function ruleOf(rule: unknown) {
  const parsed = promotionRuleSchema.safeParse(rule);
  return parsed.success ? parsed.data : null;
}
export type PromotionRule = z.infer<typeof promotionRuleSchema>;

/** "15% off the bags category", "US$20.00 off orders from US$150.00", "Buy 2 get 1 free: 3 products". */
export function promotionTakesOff(rule: PromotionRule, currency: string, t: TFunction, locale: string): string {
  const money = (amount: number) => formatMoney({ amount, currency }, locale);
  switch (rule.kind) {
    case 'category-percent':
      return t('off.category-percent', { percent: rule.percent, category: rule.categorySlug });
    case 'spend-save':
      return t('off.spend-save', { save: money(rule.saveCents), threshold: money(rule.thresholdCents) });
    case 'buy-n-get-one':
      return t('off.buy-n-get-one', { n: rule.n, count: rule.productSlugs.length });
  }
}

/*
 * How a cart meets it, as computeDiscounts and applyPromotions price it: a cart holds one code;
 * the exclusive promotion saving the most applies alone when any applies, else every other
 * promotion applies in priority order on what the ones before it left; a combinable code then
 * comes off what is left, and one that does not combine replaces the promotions only when it
 * saves more than they do together.
 */

/** Sentences as one text: Chinese puts no space after a full stop. */
export const asText = (sentences: readonly string[], t: TFunction) => sentences.join(t('offer.sentenceGap'));

export function couponStacking(coupon: { combinable: boolean; currency: string }, t: TFunction): string[] {
  return [
    t(coupon.combinable ? 'stack.coupon.combinable' : 'stack.coupon.alone'),
    t('stack.coupon.oneCode'),
    t('stack.currency', { currency: coupon.currency }),
  ];
}

export function promotionStacking(promotion: { exclusive: boolean; priority: string; currency: string }, t: TFunction): string[] {
  return [
    promotion.exclusive ? t('stack.promotion.exclusive') : t('stack.promotion.together', { priority: promotion.priority }),
    t('stack.promotion.coupons'),
    t('stack.currency', { currency: promotion.currency }),
  ];
}
