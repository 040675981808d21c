import type { ReviewFigures } from '../../src/schema/web-api/reviews';
import { catalogResolvers } from '../catalog/pages';
import type { KindResolver, KindResolvers } from '../pages/entities';
import { productIdOfSlug, reviewPageOf } from './reviews';

/**
 * Schema.org's AggregateRating of the accepted reviews; none without one, as search engines
 * ask (a rating of nothing is not a rating).
 */
export function aggregateRating(figures: ReviewFigures): Record<string, unknown> | null {
  if (figures.count === 0 || figures.average === null) return null;
  return { '@type': 'AggregateRating', ratingValue: figures.average.toFixed(1), reviewCount: figures.count, bestRating: 5, worstRating: 1 };
}

/**
 * The product page with its reviews: the catalog's product, the first page of accepted
 * reviews (newest first) and their figures, read from the figures row rather than summed, and
 * the product's JSON-LD with its AggregateRating. Every visitor's page is the same, so it is
 * kept with the page; each moderation decision clears it.
 */
export const resolveProductWithReviews: KindResolver<'product'> = async (match, locale, db, context) => {
  const resolved = await catalogResolvers.product(match, locale, db, context);
  if (!resolved) return null;
  const productId = await productIdOfSlug(db, resolved.data.product.slug);
  if (productId === null) return resolved;
  const reviews = await reviewPageOf(db, productId, 'newest', 1);
  const rating = aggregateRating(reviews.figures);
  const jsonLd = rating ? resolved.meta.jsonLd?.map((entry) => (entry['@type'] === 'Product' ? { ...entry, aggregateRating: rating } : entry)) : resolved.meta.jsonLd;
  return { ...resolved, data: { ...resolved.data, reviews }, meta: { ...resolved.meta, ...(jsonLd ? { jsonLd } : {}) } };
};

export const reviewPageResolvers = { product: resolveProductWithReviews } satisfies KindResolvers;
