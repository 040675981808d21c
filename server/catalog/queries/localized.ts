import { z } from 'zod';
import { TRANSLATED_LOCALES, type TranslatedLocale } from '../../../src/schema/languages';

/*
 * Readers for the catalog's jsonb translation columns. Rows may have been edited by hand, so
 * each entry is parsed; an entry that fails is skipped in favour of the next locale.
 */

export const taxonomyTextSchema = z.object({
  name: z.string().min(1),
  description: z.string().default(''),
  seoTitle: z.string().default(''),
  seoDescription: z.string().default(''),
});
export type TaxonomyText = z.infer<typeof taxonomyTextSchema>;

export const articleTextSchema = z.object({
  title: z.string().min(1),
  summary: z.string().default(''),
  bodyHtml: z.string().default(''),
  seoTitle: z.string().default(''),
  seoDescription: z.string().default(''),
});
export type ArticleText = z.infer<typeof articleTextSchema>;

/**
 * The entry of `locale` in a `{locale: …}` column as read, or undefined: a map is a plain
 * object (an array or a string is none), and only its own entries count. Read in place, where
 * checking the map with zod copied it first, for every name and picture of every listing card.
 */
function entryOf(raw: unknown, locale: string): unknown {
  return isLocaleMap(raw) && Object.hasOwn(raw, locale) ? raw[locale] : undefined;
}

function isLocaleMap(raw: unknown): raw is Record<string, unknown> {
  return typeof raw === 'object' && raw !== null && !Array.isArray(raw);
}

/**
 * A `{locale: text}` column as a merchant reads it back: each language that parses, and English
 * always (blank when a hand-edited row lost it), so a read can be written back as it is.
 */
export function taxonomyTranslationsOf(raw: unknown): { en: TaxonomyText } & Partial<Record<TranslatedLocale, TaxonomyText>> {
  const texts: Partial<Record<TranslatedLocale, TaxonomyText>> = {};
  for (const locale of TRANSLATED_LOCALES) {
    const parsed = taxonomyTextSchema.safeParse(entryOf(raw, locale));
    if (parsed.success) texts[locale] = parsed.data;
  }
  return { en: { name: '', description: '', seoTitle: '', seoDescription: '' }, ...texts };
}

/** The entry of the first locale in the chain that parses, or null when none does. */
export function pickTranslation<T>(raw: unknown, locales: readonly TranslatedLocale[], schema: z.ZodType<T>): T | null {
  if (!isLocaleMap(raw)) return null;
  for (const locale of [...locales, 'en']) {
    const parsed = schema.safeParse(entryOf(raw, locale));
    if (parsed.success) return parsed.data;
  }
  return null;
}

/** A `{locale: text}` map read along the chain; '' when nothing fits. */
export function pickText(raw: unknown, locales: readonly TranslatedLocale[]): string {
  for (const locale of [...locales, 'en']) {
    const text = entryOf(raw, locale);
    if (typeof text === 'string') return text;
  }
  return '';
}

/** The text in this one language, or '' (no other language stands in). */
export function textIn(raw: unknown, locale: TranslatedLocale): string {
  const text = entryOf(raw, locale);
  return typeof text === 'string' ? text : '';
}

export const productOptionsSchema = z.array(
  z.object({
    code: z.string().regex(/^[a-z0-9-]+$/),
    name: z.record(z.string(), z.string()),
    values: z.array(
      z.object({
        code: z.string().regex(/^[a-z0-9-]+$/),
        label: z.record(z.string(), z.string()),
        swatch: z.string().regex(/^#[0-9a-f]{6}$/i).nullable().default(null),
      }),
    ),
  }),
);
export type StoredProductOptions = z.infer<typeof productOptionsSchema>;

/** Distinct option sets kept parsed: a shop has far fewer than products (sizes S to XL, a few colours). */
const PARSED_OPTIONS_KEPT = 1_000;
const parsedOptions = new Map<string, StoredProductOptions>();

/**
 * A product's stored options, checked; [] when they do not parse. Given the column as text (as
 * listings and the product page read it), each distinct text is parsed and checked once and
 * the result shared, frozen, by every product and page that stores the same: checking 24 cards'
 * options with zod was a twentieth of an uncached category page.
 */
export function parseOptions(raw: unknown): StoredProductOptions {
  if (typeof raw !== 'string') return checkedOptions(raw);
  const known = parsedOptions.get(raw);
  if (known) return known;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    value = undefined;
  }
  const options = deepFreeze(checkedOptions(value));
  if (parsedOptions.size >= PARSED_OPTIONS_KEPT) parsedOptions.delete(parsedOptions.keys().next().value!);
  parsedOptions.set(raw, options);
  return options;
}

function checkedOptions(raw: unknown): StoredProductOptions {
  const parsed = productOptionsSchema.safeParse(raw);
  return parsed.success ? parsed.data : [];
}

/** Freezes `value` and everything in it: for results shared by every page that reads them. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
