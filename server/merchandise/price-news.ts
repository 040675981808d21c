import { eq, inArray } from 'drizzle-orm';
import { priceChangedMessageSchema } from '../../src/schema/realtime-messages';
import { toMajor } from '../catalog/queries/products';
import type { Database } from '../db/database';
import { products, productVariants } from '../db/schema';
import type { ChangeBus } from '../events/change-bus';

/*
 * A merchant's new prices reach the product pages shoppers have open, as stock news does
 * (server/commerce/stock.ts): a shopper looking at a shirt sees the price the cart will charge,
 * not the one drawn before the merchant's change.
 */

/** A variant's prices as a write left them. */
export type VariantPrices = { productId: number; sku: string; priceCents: number; linePriceCents: number | null };

const keyOf = (variant: VariantPrices) => `${variant.productId}\u0000${variant.sku}`;

/** The variants of `after` whose price or reduction is not what `before` had (new variants included). */
export function repriced(before: readonly VariantPrices[], after: readonly VariantPrices[]): VariantPrices[] {
  const was = new Map(before.map((variant) => [keyOf(variant), variant]));
  return after.filter((variant) => {
    const old = was.get(keyOf(variant));
    return old === undefined || old.priceCents !== variant.priceCents || shownLinePrice(old) !== shownLinePrice(variant);
  });
}

/** The price before a reduction as product pages show it: only when above the price. */
function shownLinePrice(variant: VariantPrices): number | null {
  return variant.linePriceCents !== null && variant.linePriceCents > variant.priceCents ? variant.linePriceCents : null;
}

/** Tells every open page of each repriced variant, once the write that repriced it has committed. */
export async function announcePrices(changes: ChangeBus | undefined, variants: readonly VariantPrices[]): Promise<void> {
  if (!changes) return;
  for (const variant of variants) {
    const linePrice = shownLinePrice(variant);
    const message = priceChangedMessageSchema.parse({
      code: 0,
      msg: 'price-changed',
      data: { productId: variant.productId, sku: variant.sku, price: toMajor(variant.priceCents), linePrice: linePrice === null ? null : toMajor(linePrice) },
    });
    await changes.publish('public-message', { message });
  }
}

/** The prices of every variant of the products named by slug or by id. */
async function pricesOf(db: Database, named: { slugs: readonly string[] } | { ids: readonly number[] }): Promise<VariantPrices[]> {
  const which = 'slugs' in named ? (named.slugs.length > 0 ? inArray(products.slug, [...named.slugs]) : null) : named.ids.length > 0 ? inArray(products.id, [...named.ids]) : null;
  if (which === null) return [];
  return db
    .select({ productId: productVariants.productId, sku: productVariants.sku, priceCents: productVariants.priceCents, linePriceCents: productVariants.linePriceCents })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(which);
}

/**
 * Runs a merchant's write of the products named `slugs` and, once it has committed, tells open
 * pages of every variant it repriced. A product the write creates has no open page to tell; a
 * renamed one keeps its id, so its pages hear of it too.
 */
export async function withPriceNews<T>(db: Database, changes: ChangeBus | undefined, slugs: readonly string[], write: () => Promise<T>, wrote: (result: T) => boolean): Promise<T> {
  const before = changes ? await pricesOf(db, { slugs }) : [];
  const result = await write();
  if (before.length > 0 && wrote(result)) {
    const after = await pricesOf(db, { ids: [...new Set(before.map((variant) => variant.productId))] });
    await announcePrices(changes, repriced(before, after));
  }
  return result;
}
