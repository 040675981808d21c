import { eq, inArray, sql } from 'drizzle-orm';
import { unitsForSale } from '../catalog/queries/products';
import { VARIANT_PICTURE_FIRST } from '../catalog/picture-order';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Database, Transaction } from '../db/database';
import { categories, productImages, products, productVariants } from '../db/schema';

/*
 * What a line of a checkout or an order is, as pricing and placing read it: the variant and its
 * product, the category path promotions match, today's price and the stock left, and which
 * picture it shows. No names, links or picture addresses: those are words of a page, drawn in its
 * language by the view (variant-lines.ts) after whatever transaction read the facts. An order
 * keeps its lines' names in every language, read apart (checkout/checkouts.ts).
 */

/** What a line costs now, for a select over `product_variants`. */
export const variantStateColumns = {
  id: productVariants.id,
  priceCents: productVariants.priceCents,
  linePriceCents: productVariants.linePriceCents,
  /** Units a shopper may buy: none while the product is not on sale (a draft, or archived). */
  stock: unitsForSale(),
};

export type VariantState = SelectResultFields<typeof variantStateColumns>;

/** The category a product (of a select joined to `products`) sits in and every parent above it, nearest first; a cycle stops at 16 steps. */
export function categoryPathColumn() {
  return sql<string[] | null>`(
      with recursive up(id, slug, parent_id, depth) as (
        select ${categories.id}, ${categories.slug}, ${categories.parentId}, 1 from ${categories} where ${categories.id} = ${products.categoryId}
        union all
        select parent.id, parent.slug, parent.parent_id, up.depth + 1 from ${categories} parent join up on parent.id = up.parent_id where up.depth < 16)
      select array_agg(slug order by depth) from up)`;
}

export type LineFacts = {
  variantId: number;
  productId: number;
  productSlug: string;
  sku: string;
  /** The category the product sits in and every parent above it, nearest first. */
  categorySlugs: string[];
  currency: string;
  /** The number of the picture the line shows: the variant's own, else the product's first in the order shown; null when it has none. */
  picture: number | null;
  unitPriceCents: number;
  linePriceCents: number | null;
  stock: number;
};

/** The facts of the lines for these variants, keyed by variant id, read afresh in one statement; an id that names nothing is left out. */
export async function loadLineFacts(db: Database | Transaction, variantIds: readonly number[]): Promise<Map<number, LineFacts>> {
  const lines = new Map<number, LineFacts>();
  if (variantIds.length === 0) return lines;
  const rows = await db
    .select({
      id: productVariants.id,
      productId: productVariants.productId,
      sku: productVariants.sku,
      slug: products.slug,
      currency: products.currency,
      picture: sql<number | null>`(
        select ${productImages.position} from ${productImages}
        where ${productImages.productId} = ${products.id}
        order by ${VARIANT_PICTURE_FIRST} limit 1)`,
      categorySlugs: categoryPathColumn(),
      state: variantStateColumns,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(inArray(productVariants.id, [...new Set(variantIds)]));
  for (const row of rows)
    lines.set(row.id, {
      variantId: row.id,
      productId: row.productId,
      productSlug: row.slug,
      sku: row.sku,
      categorySlugs: row.categorySlugs ?? [],
      currency: row.currency,
      picture: row.picture,
      unitPriceCents: row.state.priceCents,
      linePriceCents: row.state.linePriceCents,
      stock: row.state.stock,
    });
  return lines;
}
