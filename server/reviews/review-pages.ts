import type { ReviewFigures } from '../../src/schema/web-api/reviews';
import { catalogResolvers } from '../catalog/pages';
import type { KindResolver, KindResolvers } from '../pages/entities';
import { reviewPageOf } from './reviews';

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
  const slug = match.params.slug;
  // Side by side: on PostgreSQL the reviews are read while the catalog reads the product.
  const [resolved, reviews] = await Promise.all([
    catalogResolvers.product(match, locale, db, context),
    slug ? reviewPageOf(db, { slug }, 'newest', 1) : Promise.resolve(null),
  ]);
  if (!resolved || 'movedTo' in resolved || !reviews) return resolved;
  const rating = aggregateRating(reviews.figures);
  const jsonLd = rating ? resolved.meta.jsonLd?.map((entry) => (entry['@type'] === 'Product' ? { ...entry, aggregateRating: rating } : entry)) : resolved.meta.jsonLd;
  return { ...resolved, data: { ...resolved.data, reviews }, meta: { ...resolved.meta, ...(jsonLd ? { jsonLd } : {}) } };
};

export const reviewPageResolvers = { product: resolveProductWithReviews } satisfies KindResolvers;
