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

const localeRecord = z.record(z.string(), z.unknown());

/**
 * A `{locale: text}` column as a merchant reads it back: each language that parses, and English
 * always (blank when a hand-edited row lost it), so a read can be written back as it is.
 */
export function taxonomyTranslationsOf(raw: unknown): { en: TaxonomyText } & Partial<Record<TranslatedLocale, TaxonomyText>> {
  const record = localeRecord.safeParse(raw);
  const texts: Partial<Record<TranslatedLocale, TaxonomyText>> = {};
  for (const locale of TRANSLATED_LOCALES) {
    const parsed = taxonomyTextSchema.safeParse(record.success ? record.data[locale] : undefined);
    if (parsed.success) texts[locale] = parsed.data;
  }
  return { en: { name: '', description: '', seoTitle: '', seoDescription: '' }, ...texts };
}

/** The entry of the first locale in the chain that parses, or null when none does. */
export function pickTranslation<T>(raw: unknown, locales: readonly TranslatedLocale[], schema: z.ZodType<T>): T | null {
  const record = localeRecord.safeParse(raw);
  if (!record.success) return null;
  for (const locale of [...locales, 'en']) {
    const parsed = schema.safeParse(record.data[locale]);
    if (parsed.success) return parsed.data;
  }
  return null;
}

/** Made once: a zod schema costs more to make than to check a string with (a listing reads a word per swatch per product). */
const textSchema = z.string();

/** A `{locale: text}` map read along the chain; '' when nothing fits. */
export function pickText(raw: unknown, locales: readonly TranslatedLocale[]): string {
  return pickTranslation(raw, locales, textSchema) ?? '';
}

/** The text in this one language, or '' (no other language stands in). */
export function textIn(raw: unknown, locale: TranslatedLocale): string {
  const record = localeRecord.safeParse(raw);
  const text = record.success ? record.data[locale] : undefined;
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

export function parseOptions(raw: unknown): StoredProductOptions {
  const parsed = productOptionsSchema.safeParse(raw);
  return parsed.success ? parsed.data : [];
}
