import { and, eq, inArray } from 'drizzle-orm';
import type { ResponsiveImage } from '../../src/schema/catalog';
import type { TranslatedLocale, UrlLanguage } from '../../src/schema/languages';
import type { DetailRules } from '../../src/schema/site-config';
import type { Database, Transaction } from '../db/database';
import { categories, productImages, productTranslations, products, productVariants } from '../db/schema';
import { detailHref } from '../catalog/queries/hrefs';
import { productImage } from '../catalog/images/urls';
import { parseOptions, pickText } from '../catalog/queries/localized';

/*
 * What a line of a cart, a checkout or an order is about, read in one go for any number of
 * variants: the product's name and picture in the page language, the chosen options as
 * words, today's price and the stock left. Cart, checkout and order placement all read lines
 * through here, so a line looks and costs the same at every step.
 */

export type VariantLine = {
  variantId: number;
  productId: number;
  productSlug: string;
  sku: string;
  /** The category the product sits in and every parent above it, nearest first. */
  categorySlugs: string[];
  name: string;
  /** The chosen options as the shopper reads them: `[{name: 'Colour', value: 'Sand'}]`. */
  options: { name: string; value: string }[];
  image: ResponsiveImage | null;
  href: string;
  unitPriceCents: number;
  linePriceCents: number | null;
  currency: string;
  stock: number;
};

type LineQuery = { locales: readonly TranslatedLocale[]; rules: DetailRules; lang: UrlLanguage };

/** The lines for these variants, keyed by variant id; an id that names nothing is left out. */
export async function loadVariantLines(db: Database | Transaction, variantIds: readonly number[], query: LineQuery): Promise<Map<number, VariantLine>> {
  const lines = new Map<number, VariantLine>();
  if (variantIds.length === 0) return lines;
  const wanted = [...new Set(variantIds)];
  const variants = await db
    .select({
      id: productVariants.id,
      productId: productVariants.productId,
      sku: productVariants.sku,
      optionValues: productVariants.optionValues,
      priceCents: productVariants.priceCents,
      linePriceCents: productVariants.linePriceCents,
      stock: productVariants.stock,
      imagePosition: productVariants.imagePosition,
      slug: products.slug,
      currency: products.currency,
      options: products.options,
      categoryId: products.categoryId,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(inArray(productVariants.id, wanted));
  if (variants.length === 0) return lines;
  const productIds = [...new Set(variants.map((variant) => variant.productId))];
  const [translations, images, categoryRows] = await Promise.all([
    db
      .select({ productId: productTranslations.productId, locale: productTranslations.locale, name: productTranslations.name })
      .from(productTranslations)
      .where(and(inArray(productTranslations.productId, productIds), inArray(productTranslations.locale, [...query.locales, 'en']))),
    db
      .select({ productId: productImages.productId, position: productImages.position, alt: productImages.alt })
      .from(productImages)
      .where(inArray(productImages.productId, productIds)),
    db.select({ id: categories.id, slug: categories.slug, parentId: categories.parentId }).from(categories),
  ]);
  const categoryById = new Map(categoryRows.map((row) => [row.id, row]));
  const categoryPath = (id: number): string[] => {
    const path: string[] = [];
    for (let at = categoryById.get(id); at && path.length < 16; at = at.parentId === null ? undefined : categoryById.get(at.parentId)) path.push(at.slug);
    return path;
  };
  for (const variant of variants) {
    const name =
      [...query.locales, 'en'].map((locale) => translations.find((row) => row.productId === variant.productId && row.locale === locale)?.name).find((found) => found !== undefined) ??
      variant.slug;
    const chosen = (variant.optionValues ?? {}) as Record<string, unknown>;
    const options = parseOptions(variant.options).flatMap((option) => {
      const value = option.values.find((candidate) => candidate.code === chosen[option.code]);
      return value ? [{ name: pickText(option.name, query.locales) || option.code, value: pickText(value.label, query.locales) || value.code }] : [];
    });
    const picture =
      images.find((image) => image.productId === variant.productId && image.position === variant.imagePosition) ??
      images.find((image) => image.productId === variant.productId && image.position === 1);
    lines.set(variant.id, {
      variantId: variant.id,
      productId: variant.productId,
      productSlug: variant.slug,
      sku: variant.sku,
      categorySlugs: categoryPath(variant.categoryId),
      name: name.slice(0, 200),
      options,
      image: picture ? productImage(variant.slug, picture.position, (pickText(picture.alt, query.locales) || name).slice(0, 300)) : null,
      href: detailHref(query.rules, query.lang, 'product', variant.slug, variant.sku),
      unitPriceCents: variant.priceCents,
      linePriceCents: variant.linePriceCents,
      currency: variant.currency,
      stock: variant.stock,
    });
  }
  return lines;
}
