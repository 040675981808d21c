import { and, asc, desc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import { localeChain, type UrlLanguage } from '../../src/schema/languages';
import { REVIEW_LIMITS, type ReviewSort, type ReviewStatus } from '../../src/schema/web-api/review-limits';
import type { PublicReview, ReviewFigures, ReviewPage, ReviewableLine } from '../../src/schema/web-api/reviews';
import { pickText } from '../catalog/queries/localized';
import type { Database, Transaction } from '../db/database';
import { preparedOnce } from '../db/prepared';
import { orderLines, orders, products, productTranslations, productVariants, reviewFigures, reviewImages, reviews, reviewVotes, users } from '../db/schema';
import type { EncodedPicture } from '../http/uploaded-picture';

/*
 * Product reviews. A shopper reviews a line they bought: the order is theirs, paid and not
 * cancelled (in progress or completed; an order waiting on the shopper's own cancellation
 * request does not count), once per line, which the unique index on `order_line_id` holds
 * even against parallel submits. A review waits for the merchant; only an accepted one is
 * ever shown to anyone, counted in the figures or voted on.
 *
 * `review_figures` is the product's accepted reviews in sums, moved by `moderateReview` in the
 * same transaction as the status it follows, so the product page reads one row.
 */

export type ReviewRow = typeof reviews.$inferSelect;
export type ModerationAction = 'accept' | 'reject';

const EMPTY_FIGURES: ReviewFigures = { count: 0, average: null, stars: [0, 0, 0, 0, 0] };

/** `/review-images/<id>/<n>.webp`: public once the review is accepted. */
export function reviewPictureUrl(reviewId: string, position: number): string {
  return `/review-images/${reviewId}/${position}.webp`;
}

function figuresOfRow(row: typeof reviewFigures.$inferSelect | undefined): ReviewFigures {
  if (!row || row.count === 0) return EMPTY_FIGURES;
  return {
    count: row.count,
    average: Math.round((row.ratingSum / row.count) * 10) / 10,
    stars: [row.stars1, row.stars2, row.stars3, row.stars4, row.stars5],
  };
}

export async function reviewFiguresOf(db: Database, productId: number): Promise<ReviewFigures> {
  const [row] = await db.select().from(reviewFigures).where(eq(reviewFigures.productId, productId));
  return figuresOfRow(row);
}

export async function productIdOfSlug(db: Database, slug: string): Promise<number | null> {
  const [row] = await db.select({ id: products.id }).from(products).where(eq(products.slug, slug)).limit(1);
  return row?.id ?? null;
}

type ProductRef = number | { slug: string };

/**
 * A product by id, or by slug as a sub-select, so a page named by its slug costs no extra
 * round trip; the id or slug itself is the query's `product` placeholder.
 */
function productIdSql(by: 'id' | 'slug'): SQL {
  const product = sql.placeholder('product');
  return by === 'id' ? sql`${product}` : sql`(select ${products.id} from ${products} where ${products.slug} = ${product})`;
}

const SORTS: Record<ReviewSort, { where?: SQL; order: SQL[] }> = {
  newest: { order: [desc(reviews.createdAt), desc(reviews.id)] },
  highest: { order: [desc(reviews.rating), desc(reviews.createdAt), desc(reviews.id)] },
  lowest: { order: [asc(reviews.rating), desc(reviews.createdAt), desc(reviews.id)] },
  pictures: { where: gt(reviews.pictureCount, 0), order: [desc(reviews.createdAt), desc(reviews.id)] },
};

type ListedReview = { id: string; rating: number; body: string; created_at: string; helpful_count: number; picture_count: number; nick_name: string; position: number };

/**
 * One page of a product's accepted reviews with the figures; every visitor reads the same. One
 * round trip for both, from a row of its own so that a product without figures still answers:
 * the embedded database answers one query at a time, and every product page reads this.
 */
export async function reviewPageOf(db: Database, product: ProductRef, sort: ReviewSort, page: number): Promise<ReviewPage> {
  const byId = typeof product === 'number';
  const query = preparedOnce(db, `review_page:${sort}:${byId ? 'id' : 'slug'}`, (name) => {
    const chosen = SORTS[sort];
    const productId = productIdSql(byId ? 'id' : 'slug');
    const listed = db
      .select({
        id: reviews.id,
        rating: reviews.rating,
        body: reviews.body,
        createdAt: reviews.createdAt,
        helpfulCount: reviews.helpfulCount,
        pictureCount: reviews.pictureCount,
        nickName: users.nickName,
        // json_agg keeps the rows' order only by custom; their place in the page says it.
        position: sql<number>`row_number() over (order by ${sql.join(chosen.order, sql`, `)})`.as('position'),
      })
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.userId))
      .where(and(eq(reviews.productId, productId), eq(reviews.status, 'accepted'), chosen.where))
      .orderBy(...chosen.order)
      .limit(REVIEW_LIMITS.pageSize)
      .offset(sql.placeholder('offset'));
    const f = reviewFigures;
    return db
      .select({
        figures: sql<typeof reviewFigures.$inferSelect | null>`(select json_build_object('productId', ${f.productId}, 'count', ${f.count}, 'ratingSum', ${f.ratingSum}, 'stars1', ${f.stars1}, 'stars2', ${f.stars2}, 'stars3', ${f.stars3}, 'stars4', ${f.stars4}, 'stars5', ${f.stars5}, 'withPictures', ${f.withPictures}) from ${f} where ${f.productId} = ${productId})`,
        listed: sql<ListedReview[] | null>`(select json_agg(listed order by listed.position) from (${listed}) listed)`,
      })
      .from(sql`(select 1) as one`)
      .prepare(name);
  });
  const [row] = await query.execute({ product: byId ? product : product.slug, offset: (page - 1) * REVIEW_LIMITS.pageSize });
  const figuresRow = row?.figures ?? undefined;
  const figures = figuresOfRow(figuresRow);
  const total = sort === 'pictures' ? (figuresRow?.withPictures ?? 0) : figures.count;
  const list: PublicReview[] = (row?.listed ?? []).map((row) => ({
    id: row.id,
    rating: row.rating,
    body: row.body,
    nickName: row.nick_name,
    verifiedPurchase: true,
    createdAt: new Date(row.created_at).toISOString(),
    helpfulCount: row.helpful_count,
    pictures: Array.from({ length: row.picture_count }, (_, index) => reviewPictureUrl(row.id, index + 1)),
  }));
  return { figures, reviews: list, sort, page, pageCount: Math.ceil(total / REVIEW_LIMITS.pageSize) };
}

/** Paid, not cancelled, the shopper's own: the lines a review may rest on. */
function reviewableWhere(userId: string, productId: number) {
  return and(
    eq(orders.userId, userId),
    eq(orders.payStatus, 'paid'),
    inArray(orders.status, ['in-progress', 'completed']),
    eq(productVariants.productId, productId),
  );
}

/** The shopper's lines of this product that may still be reviewed, newest first. */
export async function reviewableLines(db: Database, userId: string, productId: number, lang: UrlLanguage): Promise<ReviewableLine[]> {
  const locales = localeChain(lang);
  const rows = await db
    .select({ lineId: orderLines.id, orderNo: orders.orderNo, options: orderLines.options, placedAt: orders.placedAt })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .innerJoin(productVariants, eq(productVariants.id, orderLines.variantId))
    .leftJoin(reviews, eq(reviews.orderLineId, orderLines.id))
    .where(and(reviewableWhere(userId, productId), sql`${reviews.id} is null`))
    .orderBy(desc(orders.placedAt), asc(orderLines.position))
    .limit(50);
  return rows.map((row) => ({
    lineId: row.lineId,
    orderNo: row.orderNo,
    options: Array.isArray(row.options)
      ? (row.options as { name?: unknown; value?: unknown }[]).map((option) => `${pickText(option.name, locales)}: ${pickText(option.value, locales)}`).join(', ')
      : '',
    boughtAt: row.placedAt.toISOString(),
  }));
}

export type CreateOutcome = { ok: true; reviewId: string; productId: number } | { ok: false; reason: 'line-not-found' | 'already-reviewed' };

/**
 * A new pending review of a line the shopper bought. A line that is not theirs, not paid or
 * cancelled reads as not found; a second review of the same line (also one sent at the same
 * moment) finds the unique index and writes nothing, pictures included.
 */
export async function createReview(
  db: Database,
  userId: string,
  input: { lineId: string; rating: number; body: string; locale: string; pictures: readonly EncodedPicture[] },
): Promise<CreateOutcome> {
  return db.transaction(async (tx) => {
    const [line] = await tx
      .select({ id: orderLines.id, productId: productVariants.productId })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .innerJoin(productVariants, eq(productVariants.id, orderLines.variantId))
      .where(and(eq(orderLines.id, input.lineId), eq(orders.userId, userId), eq(orders.payStatus, 'paid'), inArray(orders.status, ['in-progress', 'completed'])));
    if (!line) return { ok: false, reason: 'line-not-found' } as const;
    const [created] = await tx
      .insert(reviews)
      .values({
        productId: line.productId,
        orderLineId: line.id,
        userId,
        rating: input.rating,
        body: input.body,
        locale: input.locale,
        pictureCount: input.pictures.length,
      })
      .onConflictDoNothing({ target: reviews.orderLineId })
      .returning({ id: reviews.id });
    if (!created) return { ok: false, reason: 'already-reviewed' } as const;
    if (input.pictures.length > 0) {
      await tx.insert(reviewImages).values(input.pictures.map((picture, index) => ({ reviewId: created.id, position: index + 1, ...picture })));
    }
    return { ok: true, reviewId: created.id, productId: line.productId } as const;
  });
}

export type VoteOutcome = { ok: true; helpfulCount: number } | { ok: false; reason: 'not-found' | 'own-review' };

/**
 * A shopper's helpful vote on an accepted review. The vote's key (review, shopper) lets one
 * through; a second, also one sent at the same moment, changes nothing and answers the count.
 */
export async function voteHelpful(db: Database, userId: string, reviewId: string): Promise<VoteOutcome> {
  return db.transaction(async (tx) => {
    const [review] = await tx
      .select({ userId: reviews.userId, helpfulCount: reviews.helpfulCount })
      .from(reviews)
      .where(and(eq(reviews.id, reviewId), eq(reviews.status, 'accepted')));
    if (!review) return { ok: false, reason: 'not-found' } as const;
    if (review.userId === userId) return { ok: false, reason: 'own-review' } as const;
    const [vote] = await tx.insert(reviewVotes).values({ reviewId, userId }).onConflictDoNothing().returning({ reviewId: reviewVotes.reviewId });
    if (!vote) {
      const [current] = await tx.select({ helpfulCount: reviews.helpfulCount }).from(reviews).where(eq(reviews.id, reviewId));
      return { ok: true, helpfulCount: current?.helpfulCount ?? review.helpfulCount } as const;
    }
    const [counted] = await tx
      .update(reviews)
      .set({ helpfulCount: sql`${reviews.helpfulCount} + 1` })
      .where(eq(reviews.id, reviewId))
      .returning({ helpfulCount: reviews.helpfulCount });
    return { ok: true, helpfulCount: counted!.helpfulCount } as const;
  });
}

/** Adds (`sign` 1) or takes away (-1) one accepted review from its product's figures. */
async function moveFigures(tx: Transaction, review: Pick<ReviewRow, 'productId' | 'rating' | 'pictureCount'>, sign: 1 | -1): Promise<void> {
  const star = `stars${review.rating}` as 'stars1' | 'stars2' | 'stars3' | 'stars4' | 'stars5';
  const pictured = review.pictureCount > 0 ? sign : 0;
  await tx
    .insert(reviewFigures)
    .values({ productId: review.productId, count: 1, ratingSum: review.rating, [star]: 1, withPictures: pictured > 0 ? 1 : 0 })
    .onConflictDoUpdate({
      target: reviewFigures.productId,
      set: {
        count: sql`${reviewFigures.count} + ${sign}`,
        ratingSum: sql`${reviewFigures.ratingSum} + ${sign * review.rating}`,
        [star]: sql`${reviewFigures[star]} + ${sign}`,
        withPictures: sql`${reviewFigures.withPictures} + ${pictured}`,
      },
    });
}

/** Which status each decision leads to, and from which it may be taken: a rejected review may still be accepted, an accepted one taken down. */
const DECISIONS: Record<ModerationAction, { to: ReviewStatus; from: readonly ReviewStatus[] }> = {
  accept: { to: 'accepted', from: ['pending', 'rejected'] },
  reject: { to: 'rejected', from: ['pending', 'accepted'] },
};

export type ModerationOutcome = { ok: true; review: ReviewRow; wasAccepted: boolean } | { ok: false; reason: 'not-found' } | { ok: false; reason: 'not-allowed'; status: ReviewStatus };

/** The merchant's decision, with the figures moved in the same transaction. */
export async function moderateReview(db: Database, reviewId: string, action: ModerationAction, reason = '', now = new Date()): Promise<ModerationOutcome> {
  const decision = DECISIONS[action];
  return db.transaction(async (tx) => {
    const [review] = await tx.select().from(reviews).where(eq(reviews.id, reviewId)).for('update');
    if (!review) return { ok: false, reason: 'not-found' } as const;
    const status = review.status as ReviewStatus;
    if (!decision.from.includes(status)) return { ok: false, reason: 'not-allowed', status } as const;
    const [changed] = await tx
      .update(reviews)
      .set({ status: decision.to, rejectReason: action === 'reject' ? reason : '', decidedAt: now })
      .where(eq(reviews.id, reviewId))
      .returning();
    if (status === 'accepted') await moveFigures(tx, review, -1);
    if (decision.to === 'accepted') await moveFigures(tx, review, 1);
    return { ok: true, review: changed!, wasAccepted: status === 'accepted' } as const;
  });
}

/** A review's picture, for anyone once the review is accepted. */
export async function readReviewPicture(db: Database, reviewId: string, position: number): Promise<Uint8Array | null> {
  const [row] = await db
    .select({ webp: reviewImages.webp })
    .from(reviewImages)
    .innerJoin(reviews, eq(reviews.id, reviewImages.reviewId))
    .where(and(eq(reviewImages.reviewId, reviewId), eq(reviewImages.position, position), eq(reviews.status, 'accepted')));
  return row?.webp ?? null;
}

/* The merchant's view: every review, whatever its status. */

export type MerchantReview = {
  id: string;
  status: ReviewStatus;
  rating: number;
  body: string;
  locale: string;
  rejectReason: string;
  productSlug: string;
  productName: string;
  orderNo: string;
  author: { id: string; nickName: string; email: string | null };
  pictures: number;
  helpfulCount: number;
  createdAt: string;
  decidedAt: string | null;
};

async function merchantReviews(db: Database, where: SQL | undefined, limit: number, offset: number): Promise<MerchantReview[]> {
  const rows = await db
    .select({
      review: reviews,
      productSlug: products.slug,
      orderNo: orders.orderNo,
      nickName: users.nickName,
      email: users.email,
      names: sql<unknown>`(select ${productTranslations.name} from ${productTranslations} where ${productTranslations.productId} = ${reviews.productId} and ${productTranslations.locale} = 'en' limit 1)`,
    })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .innerJoin(orderLines, eq(orderLines.id, reviews.orderLineId))
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(where)
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit)
    .offset(offset);
  return rows.map(({ review, ...row }) => ({
    id: review.id,
    status: review.status as ReviewStatus,
    rating: review.rating,
    body: review.body,
    locale: review.locale,
    rejectReason: review.rejectReason,
    productSlug: row.productSlug,
    productName: typeof row.names === 'string' ? row.names : row.productSlug,
    orderNo: row.orderNo,
    author: { id: review.userId, nickName: row.nickName, email: row.email },
    pictures: review.pictureCount,
    helpfulCount: review.helpfulCount,
    createdAt: review.createdAt.toISOString(),
    decidedAt: review.decidedAt?.toISOString() ?? null,
  }));
}

export function listAllReviews(db: Database, options: { status?: ReviewStatus; limit: number; offset: number }): Promise<MerchantReview[]> {
  return merchantReviews(db, options.status ? eq(reviews.status, options.status) : undefined, options.limit, options.offset);
}

export async function readMerchantReview(db: Database, reviewId: string): Promise<MerchantReview | null> {
  const [found] = await merchantReviews(db, eq(reviews.id, reviewId), 1, 0);
  return found ?? null;
}

/** The product's name in the author's language, for the message telling them their review is up. */
export async function productNameFor(db: Database, productId: number, locale: string): Promise<{ slug: string; name: string } | null> {
  const [row] = await db.select({ slug: products.slug }).from(products).where(eq(products.id, productId));
  if (!row) return null;
  const names = await db.select({ locale: productTranslations.locale, name: productTranslations.name }).from(productTranslations).where(eq(productTranslations.productId, productId));
  const byLocale = new Map(names.map((entry) => [entry.locale, entry.name]));
  return { slug: row.slug, name: byLocale.get(locale) ?? byLocale.get('en') ?? row.slug };
}

/**
 * Sets every product's figures from its accepted reviews in one statement: for data written
 * in bulk (the demo seed, the large catalog), where moving them one review at a time would
 * be the slow part. Products left without an accepted review lose their row.
 */
export async function recountReviewFigures(tx: Database | Transaction): Promise<void> {
  await tx.execute(sql`
    insert into review_figures (product_id, count, rating_sum, stars_1, stars_2, stars_3, stars_4, stars_5, with_pictures)
    select product_id, count(*), sum(rating),
      count(*) filter (where rating = 1), count(*) filter (where rating = 2), count(*) filter (where rating = 3),
      count(*) filter (where rating = 4), count(*) filter (where rating = 5), count(*) filter (where picture_count > 0)
    from reviews where status = 'accepted' group by product_id
    on conflict (product_id) do update set
      count = excluded.count, rating_sum = excluded.rating_sum, stars_1 = excluded.stars_1, stars_2 = excluded.stars_2,
      stars_3 = excluded.stars_3, stars_4 = excluded.stars_4, stars_5 = excluded.stars_5, with_pictures = excluded.with_pictures`);
  await tx.execute(sql`delete from review_figures f where not exists (select 1 from reviews r where r.product_id = f.product_id and r.status = 'accepted')`);
}
