import { eq, inArray, sql } from 'drizzle-orm';
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

/**
 * The lines for these variants, keyed by variant id; an id that names nothing is left out.
 * One statement: a cart answer reads its lines on every add, so the name in the first locale
 * that has one, the line's picture and the category path come back with the variant itself.
 */
export async function loadVariantLines(db: Database | Transaction, variantIds: readonly number[], query: LineQuery): Promise<Map<number, VariantLine>> {
  const lines = new Map<number, VariantLine>();
  if (variantIds.length === 0) return lines;
  const wanted = [...new Set(variantIds)];
  const locales = [...query.locales, 'en'];
  const localeList = sql.join(
    locales.map((locale) => sql`${locale}`),
    sql`, `,
  );
  const variants = await db
    .select({
      id: productVariants.id,
      productId: productVariants.productId,
      sku: productVariants.sku,
      optionValues: productVariants.optionValues,
      priceCents: productVariants.priceCents,
      linePriceCents: productVariants.linePriceCents,
      stock: productVariants.stock,
      slug: products.slug,
      currency: products.currency,
      options: products.options,
      name: sql<string | null>`(
        select ${productTranslations.name} from ${productTranslations}
        where ${productTranslations.productId} = ${products.id} and ${productTranslations.locale} in (${localeList})
        order by array_position(array[${localeList}]::text[], ${productTranslations.locale}) limit 1)`,
      // The variant's own picture, else the product's first.
      picture: sql<{ position: number; alt: unknown } | null>`(
        select json_build_object('position', ${productImages.position}, 'alt', ${productImages.alt}) from ${productImages}
        where ${productImages.productId} = ${products.id} and ${productImages.position} in (${productVariants.imagePosition}, 1)
        order by ${productImages.position} = ${productVariants.imagePosition} desc limit 1)`,
      // The category and every parent above it, nearest first (a cycle stops at 16 steps).
      categorySlugs: sql<string[] | null>`(
        with recursive up(id, slug, parent_id, depth) as (
          select ${categories.id}, ${categories.slug}, ${categories.parentId}, 1 from ${categories} where ${categories.id} = ${products.categoryId}
          union all
          select parent.id, parent.slug, parent.parent_id, up.depth + 1 from ${categories} parent join up on parent.id = up.parent_id where up.depth < 16)
        select array_agg(slug order by depth) from up)`,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(inArray(productVariants.id, wanted));
  for (const variant of variants) {
    const name = variant.name ?? variant.slug;
    const chosen = (variant.optionValues ?? {}) as Record<string, unknown>;
    const options = parseOptions(variant.options).flatMap((option) => {
      const value = option.values.find((candidate) => candidate.code === chosen[option.code]);
      return value ? [{ name: pickText(option.name, query.locales) || option.code, value: pickText(value.label, query.locales) || value.code }] : [];
    });
    const picture = variant.picture;
    lines.set(variant.id, {
      variantId: variant.id,
      productId: variant.productId,
      productSlug: variant.slug,
      sku: variant.sku,
      categorySlugs: variant.categorySlugs ?? [],
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
