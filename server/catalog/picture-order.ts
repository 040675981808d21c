import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { productImages, productVariants } from '../db/schema';

/*
 * The order a product's pictures are shown in, said once: the merchant's (`rank`), then by
 * number, so pictures never ranked apart keep the order they were added in. Every reader that
 * lists pictures or picks "the first" orders by this, the shop's pages and the back office alike.
 */

/** Pictures in the order shown, for an `order by`. */
export const PICTURES_SHOWN_ORDER: SQL = sql`${productImages.rank}, ${productImages.position}`;

/** The variant's own picture before all others, then the product's in the order shown: the picture a line or a variant shows first. */
export const VARIANT_PICTURE_FIRST: SQL = sql`${productImages.position} = ${productVariants.imagePosition} desc, ${PICTURES_SHOWN_ORDER}`;

/** The number of the product's first picture in the order shown, as a subquery; null when it has none. */
export function firstPictureOf(productId: SQL | AnyColumn | number): SQL<number | null> {
  return sql<number | null>`(select ${productImages.position} from ${productImages} where ${productImages.productId} = ${productId} order by ${PICTURES_SHOWN_ORDER} limit 1)`;
}
