import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { shopperOwned } from './accounts';
import { products } from './catalog';
import { orderLines } from './commerce';
import { REVIEW_LIMITS, REVIEW_STATUSES } from '../../../src/schema/web-api/review-limits';
import { at, createdAt, listed, uploadedPictureColumns } from './columns';

/*
 * Product reviews (spec §2's reviews list). A review rests on one order line of its author's
 * (a unique index: one review per line bought), waits for the merchant's moderation, and
 * counts only once accepted. `review_figures` keeps the accepted reviews' count, sum and count
 * per star for each product, changed in the same transaction as every moderation decision, so
 * a product page reads one row instead of aggregating its reviews.
 */

export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    orderLineId: uuid('order_line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    userId: shopperOwned(),
    rating: integer('rating').notNull(),
    body: text('body').notNull().default(''),
    /** The language the review was written in, for the merchant and for readers who filter by it later. */
    locale: text('locale').notNull().default('en'),
    status: text('status').notNull().default('pending'),
    rejectReason: text('reject_reason').notNull().default(''),
    /** How many pictures it has, kept here so "with pictures" sorts and filters on the index. */
    pictureCount: integer('picture_count').notNull().default(0),
    helpfulCount: integer('helpful_count').notNull().default(0),
    createdAt: createdAt(),
    decidedAt: at('decided_at'),
  },
  (table) => [
    uniqueIndex('reviews_order_line').on(table.orderLineId),
    index('reviews_user').on(table.userId, table.createdAt),
    index('reviews_pending')
      .on(table.createdAt)
      .where(sql`${table.status} = 'pending'`),
    // The block's sorts, each over one product's accepted reviews only, in exactly the order the
    // query asks (ties broken by id, newest first), so a page of a best-seller reads ten index
    // entries instead of sorting its hundred thousand reviews. `desc` in a query puts nulls
    // first, and an index only serves that order when it says the same.
    index('reviews_accepted_newest')
      .on(table.productId, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.status} = 'accepted'`),
    index('reviews_accepted_lowest')
      .on(table.productId, table.rating, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.status} = 'accepted'`),
    index('reviews_accepted_highest')
      .on(table.productId, table.rating.desc().nullsFirst(), table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.status} = 'accepted'`),
    index('reviews_accepted_pictures')
      .on(table.productId, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.status} = 'accepted' and ${table.pictureCount} > 0`),
    check('reviews_rating', sql`${table.rating} between 1 and 5`),
    check('reviews_body_length', sql.raw(`char_length(body) <= ${REVIEW_LIMITS.body}`)),
    check('reviews_status', listed('status', REVIEW_STATUSES)),
    check('reviews_picture_count', sql`${table.pictureCount} between 0 and ${sql.raw(String(REVIEW_LIMITS.pictures))}`),
    check('reviews_helpful', sql`${table.helpfulCount} >= 0`),
  ],
);

/** Up to three pictures per review, re-encoded to WebP without metadata (as return pictures are). */
export const reviewImages = pgTable(
  'review_images',
  {
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    ...uploadedPictureColumns(),
  },
  (table) => [
    primaryKey({ name: 'review_images_pk', columns: [table.reviewId, table.position] }),
    check('review_images_position', sql`${table.position} between 1 and 3`),
  ],
);

/** One helpful vote per shopper and review: the key itself refuses a second. */
export const reviewVotes = pgTable(
  'review_votes',
  {
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    userId: shopperOwned(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ name: 'review_votes_pk', columns: [table.reviewId, table.userId] })],
);

/** A product's accepted reviews in figures: what the average, the bars and `AggregateRating` read. */
export const reviewFigures = pgTable(
  'review_figures',
  {
    productId: integer('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    count: integer('count').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
    stars1: integer('stars_1').notNull().default(0),
    stars2: integer('stars_2').notNull().default(0),
    stars3: integer('stars_3').notNull().default(0),
    stars4: integer('stars_4').notNull().default(0),
    stars5: integer('stars_5').notNull().default(0),
    /** Accepted reviews with at least one picture: the "with pictures" sort's page count. */
    withPictures: integer('with_pictures').notNull().default(0),
  },
  (table) => [
    check(
      'review_figures_counts',
      sql`${table.count} >= 0 and ${table.stars1} >= 0 and ${table.stars2} >= 0 and ${table.stars3} >= 0 and ${table.stars4} >= 0 and ${table.stars5} >= 0 and ${table.withPictures} between 0 and ${table.count}`,
    ),
    check(
      'review_figures_sum',
      sql`${table.count} = ${table.stars1} + ${table.stars2} + ${table.stars3} + ${table.stars4} + ${table.stars5}`,
    ),
  ],
);
