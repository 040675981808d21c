import { eq, inArray, sql } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { ResponsiveImage } from '../../src/schema/catalog';
import type { TranslatedLocale, UrlLanguage } from '../../src/schema/languages';
import type { DetailRules } from '../../src/schema/site-config';
import type { Database, Transaction } from '../db/database';
import { productImages, productTranslations, products, productVariants } from '../db/schema';
import { detailHref } from '../catalog/queries/hrefs';
import { productImage } from '../catalog/images/urls';
import { VARIANT_PICTURE_FIRST } from '../catalog/picture-order';
import { parseOptions, pickText, textIn } from '../catalog/queries/localized';
import { categoryPathColumn, variantStateColumns, type VariantState } from './line-facts';

/*
 * What a line of a cart or a checkout is about, read in one go for any number of variants:
 * the product's name and picture in the page language, the chosen options as words, its
 * link, today's price and the stock left. The cart and the checkout page draw lines through
 * here, so a line looks the same at every step; placing an order reads only the facts of its
 * lines (line-facts.ts), with no words or links, and what it costs from the same columns.
 *
 * A line has two halves. What it costs now (price, stock) is read every time. What it is
 * about (name, picture, options, category path) is the merchant's catalog, the same for
 * every shopper: every cart answer needs it for every line, so the cart keeps it per
 * variant and language (`cartLinePresentations`, in a store the commerce rules keep for the
 * site's version), forgotten with them on every merchant write. The checkout page reads it
 * afresh (`loadLinePresentations`).
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
 * What a line is about, for a select over `product_variants` joined to `products`: the name
 * in the first locale that has one, the line's picture and the category path come back with
 * the variant itself, so any number of lines is one statement.
 */
function presentationColumns(locales: readonly TranslatedLocale[]) {
  const localeList = sql.join(
    [...locales, 'en'].map((locale) => sql`${locale}`),
    sql`, `,
  );
  return {
    id: productVariants.id,
    productId: productVariants.productId,
    sku: productVariants.sku,
    optionValues: productVariants.optionValues,
    slug: products.slug,
    currency: products.currency,
    options: products.options,
    name: sql<string | null>`(
      select ${productTranslations.name} from ${productTranslations}
      where ${productTranslations.productId} = ${products.id} and ${productTranslations.locale} in (${localeList})
      order by array_position(array[${localeList}]::text[], ${productTranslations.locale}) limit 1)`,
    // The variant's own picture, else the product's first in the order shown.
    picture: sql<{ position: number; alt: unknown } | null>`(
      select json_build_object('position', ${productImages.position}, 'alt', ${productImages.alt}) from ${productImages}
      where ${productImages.productId} = ${products.id}
      order by ${VARIANT_PICTURE_FIRST} limit 1)`,
    categorySlugs: categoryPathColumn(),
  };
}

type PresentationRow = SelectResultFields<ReturnType<typeof presentationColumns>>;

/** What a line is about, in the page language: everything of a `VariantLine` but its price and stock, and its link. */
export type LinePresentation = Omit<VariantLine, 'href' | 'unitPriceCents' | 'linePriceCents' | 'stock'>;

function toPresentation(row: PresentationRow, locales: readonly TranslatedLocale[]): LinePresentation {
  const name = row.name ?? row.slug;
  const chosen = (row.optionValues ?? {}) as Record<string, unknown>;
  const options = parseOptions(row.options).flatMap((option) => {
    const value = option.values.find((candidate) => candidate.code === chosen[option.code]);
    return value ? [{ name: pickText(option.name, locales) || option.code, value: pickText(value.label, locales) || value.code }] : [];
  });
  const picture = row.picture;
  return {
    variantId: row.id,
    productId: row.productId,
    productSlug: row.slug,
    sku: row.sku,
    categorySlugs: row.categorySlugs ?? [],
    name: name.slice(0, 200),
    options,
    // Described in the page's language, else by the product's name there, as the product page does.
    image: picture ? productImage(row.slug, picture.position, (textIn(picture.alt, locales[0] ?? 'en') || name).slice(0, 300)) : null,
    currency: row.currency,
  };
}

/** A line's link: it follows the site's detail rules, which the merchant may change at run time. */
export function lineHref(query: Pick<LineQuery, 'rules' | 'lang'>, line: { productSlug: string; sku: string }): string {
  return detailHref(query.rules, query.lang, 'product', line.productSlug, line.sku);
}

/** A line from its two halves. */
export function toVariantLine(presentation: LinePresentation, state: VariantState, query: LineQuery): VariantLine {
  return {
    ...presentation,
    href: lineHref(query, presentation),
    unitPriceCents: state.priceCents,
    linePriceCents: state.linePriceCents,
    stock: state.stock,
  };
}

/** The lines for these variants, keyed by variant id, read afresh; an id that names nothing is left out. */
export async function loadVariantLines(db: Database | Transaction, variantIds: readonly number[], query: LineQuery): Promise<Map<number, VariantLine>> {
  const lines = new Map<number, VariantLine>();
  if (variantIds.length === 0) return lines;
  const rows = await db
    .select({ ...presentationColumns(query.locales), state: variantStateColumns })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(inArray(productVariants.id, [...new Set(variantIds)]));
  for (const row of rows) lines.set(row.id, toVariantLine(toPresentation(row, query.locales), row.state, query));
  return lines;
}

/** What these variants are about in this language chain, read afresh in one statement; a variant that names nothing is left out. */
export async function loadLinePresentations(
  db: Database | Transaction,
  variantIds: readonly number[],
  locales: readonly TranslatedLocale[],
): Promise<Map<number, LinePresentation>> {
  const found = new Map<number, LinePresentation>();
  if (variantIds.length === 0) return found;
  const rows = await db
    .select(presentationColumns(locales))
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(inArray(productVariants.id, [...new Set(variantIds)]));
  for (const row of rows) found.set(row.id, toPresentation(row, locales));
  return found;
}

/** Presentations kept at most; past it the oldest half goes. */
const MAX_PRESENTATIONS = 20_000;

/**
 * What these variants are about, in this language chain, for the cart: the ones `held` keeps
 * as they are, the rest read in one statement and kept there. A variant that names nothing is
 * left out. `held` is the store of the site's version the commerce rules hand over.
 */
export async function cartLinePresentations(
  db: Database,
  held: Map<string, LinePresentation>,
  variantIds: readonly number[],
  locales: readonly TranslatedLocale[],
): Promise<Map<number, LinePresentation>> {
  const found = new Map<number, LinePresentation>();
  const chain = locales.join(',');
  const missing: number[] = [];
  for (const id of new Set(variantIds)) {
    const kept = held.get(`${chain}:${id}`);
    if (kept) found.set(id, kept);
    else missing.push(id);
  }
  if (missing.length === 0) return found;
  const read = await loadLinePresentations(db, missing, locales);
  if (held.size + read.size > MAX_PRESENTATIONS) {
    // A Map iterates in insertion order: the first half is the oldest.
    let drop = held.size / 2;
    for (const key of held.keys()) {
      if (drop-- <= 0) break;
      held.delete(key);
    }
  }
  for (const [id, value] of read) {
    held.set(`${chain}:${id}`, value);
    found.set(id, value);
  }
  return found;
}
