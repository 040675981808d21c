import { asc, eq, gt } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { SESSION_COOKIE } from '../accounts/sessions';
import { createSignedInShopper } from '../testing/test-shoppers';
import type { DatabaseHandle } from '../db/database';
import { openTestDatabase } from '../testing/test-database';
import { orderLines, orders, products, productVariants, reviewFigures, reviewImages, reviews, reviewVotes } from '../db/schema';
import { testPostgresServer } from '../testing/test-postgres';
import { coreSeed, seedDatabase } from '../demo/seed';
import { catalogSeed } from '../demo/seed-catalog';
import { placeShippedOrder } from '../demo/returns';
import { createLocalChangeBus } from '../events/change-bus';
import { memoryLogger } from '../logger';
import { createServices } from '../services';
import type { HtmlRenderer } from '../ssr/html-renderer';
import { REVIEW_LIMITS } from '../../src/schema/web-api/review-limits';
import { placeTestOrder } from '../testing/test-orders';

/*
 * Reviews through the real app, on PGlite and (when TEST_DATABASE_URL is set) on PostgreSQL:
 * who may review, once per line bought, one helpful vote per shopper, moderation and its
 * figures, and every read or change of another shopper's review refused.
 */

const htmlNotUnderTest: HtmlRenderer = { render: () => Promise.reject(new Error('HTML is not part of this suite')) };
const ADMIN_TOKEN = 'reviews-test-admin-token';

type Envelope = { code: number; msg: string; data: Record<string, unknown> & { problems?: { path: string; message: string }[] } };
type Answer = { status: number; body: Envelope };

const engines = [
  { name: 'PGlite', postgres: false, available: true },
  { name: 'PostgreSQL', postgres: true, available: Boolean(testPostgresServer) },
];

/** A JPEG carrying EXIF, as a phone would send one. */
async function photoWithMetadata(): Promise<Uint8Array> {
  const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#80a0c0' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'PhoneMaker', ImageDescription: 'secret-location' } })
    .toBuffer();
  return new Uint8Array(jpeg);
}

describe.each(engines)('reviews on $name', ({ postgres, available }) => {
  let database: DatabaseHandle;
  let app: ReturnType<typeof createApp>;
  const sent: { userId: string; message: { msg: string; data?: unknown } }[] = [];
  let variant: { id: number; sku: string; slug: string; productId: number };

  async function call(path: string, body: unknown, token?: string): Promise<Answer> {
    const response = await app.request(`http://localhost/api/web/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost', ...(token ? { cookie: `${SESSION_COOKIE}=${token}` } : {}) },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Envelope };
  }

  async function submit(token: string, fields: { lineId: string; rating?: string; body?: string }, pictures: Uint8Array[] = []): Promise<Answer> {
    const form = new FormData();
    form.set('lineId', fields.lineId);
    form.set('rating', fields.rating ?? '5');
    if (fields.body !== undefined) form.set('body', fields.body);
    for (const bytes of pictures) form.append('pictures', new File([new Uint8Array(bytes)], 'photo.jpg', { type: 'image/jpeg' }));
    const response = await app.request('http://localhost/api/web/review/create', {
      method: 'POST',
      headers: { origin: 'http://localhost', cookie: `${SESSION_COOKIE}=${token}` },
      body: form,
    });
    return { status: response.status, body: (await response.json()) as Envelope };
  }

  async function admin(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Answer> {
    const response = await app.request(`http://localhost/api/admin${path}`, {
      method,
      headers: { authorization: `Bearer ${ADMIN_TOKEN}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: (await response.json()) as Envelope };
  }

  /** A shopper who bought the test product: a shipped, paid order of theirs with one line of it. */
  async function buyer(nickName: string) {
    const shopper = await createSignedInShopper(database.db, { nickName });
    const order = await database.db.transaction((tx) =>
      placeShippedOrder(tx, { userId: shopper.id, lines: [{ variantId: variant.id, quantity: 1 }], placedAt: new Date(Date.now() - 86_400_000) }),
    );
    const [line] = await database.db.select({ id: orderLines.id }).from(orderLines).where(eq(orderLines.orderId, order.id));
    return { ...shopper, lineId: line!.id, orderId: order.id };
  }

  const reviewCount = async () => (await database.db.select({ id: reviews.id }).from(reviews)).length;
  const figures = async () => (await database.db.select().from(reviewFigures).where(eq(reviewFigures.productId, variant.productId)))[0];
  const list = async (sort = 'newest') => (await call('review/list', { productSlug: variant.slug, sort })).body.data as {
    figures: { count: number; average: number | null; stars: number[] };
    reviews: { id: string; nickName: string; body: string; helpfulCount: number; pictures: string[]; verifiedPurchase: boolean; rating: number; createdAt: string }[];
  };

  async function acceptedReview(author: Awaited<ReturnType<typeof buyer>>, rating = '4') {
    const created = await submit(author.token, { lineId: author.lineId, rating, body: 'Good' });
    const reviewId = created.body.data.reviewId as string;
    expect((await admin('POST', `/reviews/${reviewId}/accept`)).status).toBe(200);
    return reviewId;
  }

  beforeAll(async () => {
    if (!available) return;
    database = await openTestDatabase({ driver: postgres ? 'postgres' : 'pglite' });
    await seedDatabase(database.db, [coreSeed, catalogSeed]);
    const changes = createLocalChangeBus();
    changes.subscribe('shopper-message', (payload) => sent.push(payload));
    const services = createServices({ db: database.db, logger: memoryLogger(), changes });
    app = createApp({ services, html: htmlNotUnderTest, adminToken: ADMIN_TOKEN });
    const [row] = await database.db
      .select({ id: productVariants.id, sku: productVariants.sku, slug: products.slug, productId: products.id })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(gt(productVariants.priceCents, 0))
      .orderBy(asc(productVariants.id))
      .limit(1);
    variant = row!;
    await database.db.update(productVariants).set({ stock: 10_000 }).where(eq(productVariants.id, variant.id));
  }, 180_000);

  afterAll(async () => {
    await database?.close();
  });

  it.skipIf(!available)('keeps a review pending until accepted; only accepted reviews count and show', async () => {
    const before = await list();
    const mei = await buyer('Mei');
    const lines = await call('review/reviewable', { productSlug: variant.slug }, mei.token);
    expect(lines.body.data.lines).toEqual([expect.objectContaining({ lineId: mei.lineId })]);

    const created = await submit(mei.token, { lineId: mei.lineId, rating: '2', body: 'Runs small' });
    expect(created.status).toBe(200);
    expect(created.body.data.status).toBe('pending');
    const reviewId = created.body.data.reviewId as string;
    // Reviewed lines are no longer offered.
    expect((await call('review/reviewable', { productSlug: variant.slug }, mei.token)).body.data.lines).toEqual([]);
    // Pending: not listed, not counted, not voted on.
    expect((await list()).figures).toEqual(before.figures);
    expect((await list()).reviews.map((review) => review.id)).not.toContain(reviewId);

    const accepted = await admin('POST', `/reviews/${reviewId}/accept`);
    expect(accepted.status).toBe(200);
    expect(accepted.body.data.review).toMatchObject({ status: 'accepted' });
    const after = await list();
    expect(after.figures.count).toBe(before.figures.count + 1);
    expect(after.figures.stars[1]).toBe(before.figures.stars[1]! + 1);
    expect(after.reviews[0]).toMatchObject({ id: reviewId, nickName: 'Mei', body: 'Runs small', verifiedPurchase: true });
    // The author hears of it, and only the author.
    expect(sent.at(-1)).toMatchObject({ userId: mei.id, message: { msg: 'review-accepted', data: { reviewId, productSlug: variant.slug } } });

    // Accepting twice is refused; rejecting an accepted review takes it down and out of the figures.
    expect((await admin('POST', `/reviews/${reviewId}/accept`)).status).toBe(409);
    expect((await admin('POST', `/reviews/${reviewId}/reject`, {})).status).toBe(422);
    const rejected = await admin('POST', `/reviews/${reviewId}/reject`, { reason: 'Off topic' });
    expect(rejected.body.data.review).toMatchObject({ status: 'rejected', rejectReason: 'Off topic' });
    expect((await list()).figures).toEqual(before.figures);
    expect((await list()).reviews.map((review) => review.id)).not.toContain(reviewId);
    expect((await admin('POST', `/reviews/${reviewId}/reject`, { reason: 'again' })).status).toBe(409);
    expect((await admin('POST', '/reviews/00000000-0000-4000-8000-000000000000/accept')).status).toBe(404);
  });

  it.skipIf(!available)('takes one review per order line, also from parallel submits', async () => {
    const ken = await buyer('Ken');
    const answers = await Promise.all(Array.from({ length: 6 }, () => submit(ken.token, { lineId: ken.lineId, body: 'Twice?' })));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    for (const answer of answers.filter((candidate) => candidate.status !== 200)) {
      expect(answer.status).toBe(409);
      expect(answer.body.data.problems).toEqual([{ path: 'lineId', message: 'review.alreadyReviewed' }]);
    }
    const rows = await database.db.select().from(reviews).where(eq(reviews.orderLineId, ken.lineId));
    expect(rows).toHaveLength(1);
  });

  it.skipIf(!available)('refuses a shopper who did not buy, an unpaid order and a cancelled one', async () => {
    const stranger = await createSignedInShopper(database.db, { nickName: 'Stranger' });
    const mei = await buyer('Mei2');
    const count = await reviewCount();
    // Another shopper's line reads as not found.
    const theirs = await submit(stranger.token, { lineId: mei.lineId });
    expect(theirs.status).toBe(404);
    expect(theirs.body.data.problems).toEqual([{ path: 'lineId', message: 'review.lineNotFound' }]);
    expect((await call('review/reviewable', { productSlug: variant.slug }, stranger.token)).body.data.lines).toEqual([]);

    const unpaid = await placeTestOrder(database.db, { userId: stranger.id, variant });
    const [unpaidLine] = await database.db.select({ id: orderLines.id }).from(orderLines).where(eq(orderLines.orderId, unpaid.id));
    expect((await submit(stranger.token, { lineId: unpaidLine!.id })).status).toBe(404);

    await database.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, mei.orderId));
    expect((await submit(mei.token, { lineId: mei.lineId })).status).toBe(404);
    expect(await reviewCount()).toBe(count);
    // A visitor is asked to sign in.
    expect((await call('review/reviewable', { productSlug: variant.slug })).status).toBe(401);
  });

  it.skipIf(!available)('refuses bad pictures, too many and over-long text by field, storing nothing', async () => {
    const ada = await buyer('Ada');
    const count = await reviewCount();
    const notAPicture = await submit(ada.token, { lineId: ada.lineId, body: 'x' }, [new TextEncoder().encode('<script>alert(1)</script>')]);
    expect(notAPicture.status).toBe(400);
    expect(notAPicture.body.data.problems).toEqual([{ path: 'pictures', message: 'review.pictureType' }]);
    const photo = await photoWithMetadata();
    const four = await submit(ada.token, { lineId: ada.lineId }, [photo, photo, photo, photo]);
    expect(four.status).toBe(400);
    expect(four.body.data.problems).toEqual([expect.objectContaining({ path: 'pictures', message: 'review.tooManyPictures' })]);
    const long = await submit(ada.token, { lineId: ada.lineId, body: 'a'.repeat(REVIEW_LIMITS.body + 1) });
    expect(long.status).toBe(400);
    expect(long.body.data.problems).toEqual([expect.objectContaining({ path: 'body', message: 'validation.lengthLimit' })]);
    const noRating = await submit(ada.token, { lineId: ada.lineId, rating: '6' });
    expect(noRating.status).toBe(400);
    expect(noRating.body.data.problems).toEqual([expect.objectContaining({ path: 'rating', message: 'review.ratingRequired' })]);
    expect(await reviewCount()).toBe(count);

    // Good pictures are stored re-encoded, without their metadata, and shown only once accepted.
    const created = await submit(ada.token, { lineId: ada.lineId, rating: '5', body: 'With photos' }, [photo, photo]);
    expect(created.status).toBe(200);
    const reviewId = created.body.data.reviewId as string;
    const stored = await database.db.select().from(reviewImages).where(eq(reviewImages.reviewId, reviewId));
    expect(stored).toHaveLength(2);
    const metadata = await sharp(stored[0]!.webp).metadata();
    expect(metadata.format).toBe('webp');
    expect(metadata.exif).toBeUndefined();
    expect((await app.request(`http://localhost/review-images/${reviewId}/1.webp`)).status).toBe(404);
    await admin('POST', `/reviews/${reviewId}/accept`);
    const picture = await app.request(`http://localhost/review-images/${reviewId}/1.webp`);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/webp');
    expect((await list('pictures')).reviews[0]).toMatchObject({ id: reviewId, pictures: [`/review-images/${reviewId}/1.webp`, `/review-images/${reviewId}/2.webp`] });
  });

  it.skipIf(!available)('counts one helpful vote per shopper, also from parallel votes', async () => {
    const author = await buyer('Author');
    const reviewId = await acceptedReview(author);
    const voter = await createSignedInShopper(database.db, { nickName: 'Voter' });
    const answers = await Promise.all(Array.from({ length: 6 }, () => call('review/vote', { reviewId }, voter.token)));
    for (const answer of answers) expect(answer.status).toBe(200);
    const [row] = await database.db.select({ helpfulCount: reviews.helpfulCount }).from(reviews).where(eq(reviews.id, reviewId));
    expect(row!.helpfulCount).toBe(1);
    expect(await database.db.select().from(reviewVotes).where(eq(reviewVotes.reviewId, reviewId))).toHaveLength(1);
    expect(answers.at(-1)!.body.data).toMatchObject({ helpfulCount: 1, voted: true });
    // The author's own vote is refused, and a visitor must sign in.
    expect((await call('review/vote', { reviewId }, author.token)).status).toBe(409);
    expect((await call('review/vote', { reviewId })).status).toBe(401);
  });

  it.skipIf(!available)("never lets another shopper read or change a review that is not public", async () => {
    const author = await buyer('Private');
    const created = await submit(author.token, { lineId: author.lineId, body: 'Not yet public' });
    const reviewId = created.body.data.reviewId as string;
    const other = await createSignedInShopper(database.db, { nickName: 'Other' });
    // A pending review: not votable, its pictures not found, absent from every sort.
    const vote = await call('review/vote', { reviewId }, other.token);
    expect(vote.status).toBe(404);
    expect(vote.body.data.problems).toEqual([{ path: 'reviewId', message: 'review.notFound' }]);
    for (const sort of ['newest', 'highest', 'lowest', 'pictures']) expect((await list(sort)).reviews.map((review) => review.id)).not.toContain(reviewId);
    // No shopper call changes a review: the moderation is the merchant's, behind the admin token.
    const asShopper = await app.request(`http://localhost/api/admin/reviews/${reviewId}/accept`, {
      method: 'POST',
      headers: { cookie: `${SESSION_COOKIE}=${other.token}` },
    });
    expect(asShopper.status).toBe(401);
    const [row] = await database.db.select({ status: reviews.status }).from(reviews).where(eq(reviews.id, reviewId));
    expect(row!.status).toBe('pending');
    // Reading it is the merchant's alone.
    expect((await admin('GET', `/reviews/${reviewId}`)).body.data.review).toMatchObject({ status: 'pending', body: 'Not yet public' });
    expect((await admin('GET', '/reviews?status=pending')).body.data.reviews).toEqual(expect.arrayContaining([expect.objectContaining({ id: reviewId })]));
  });

  it.skipIf(!available)('sorts by rating and answers an unknown product as not found', async () => {
    const low = await acceptedReview(await buyer('Low'), '1');
    const high = await acceptedReview(await buyer('High'), '5');
    expect((await list('highest')).reviews[0]!.id).not.toBe(low);
    expect((await list('highest')).reviews.map((review) => review.id)).toContain(high);
    expect((await list('lowest')).reviews[0]!.id).toBe(low);
    // Each page keeps its order all the way down, not only at the top.
    const ratings = async (sort: string) => (await list(sort)).reviews.map((review) => review.rating);
    const highest = await ratings('highest');
    expect(highest).toEqual([...highest].sort((a, b) => b - a));
    const lowest = await ratings('lowest');
    expect(lowest).toEqual([...lowest].sort((a, b) => a - b));
    const times = (await list('newest')).reviews.map((review) => review.createdAt);
    expect(times.length).toBeGreaterThan(1);
    expect(times).toEqual([...times].sort().reverse());
    const total = await figures();
    expect(total!.count).toBe(total!.stars1 + total!.stars2 + total!.stars3 + total!.stars4 + total!.stars5);
    const unknown = await call('review/list', { productSlug: 'no-such-product' });
    expect(unknown.status).toBe(404);
  });

  it.skipIf(!available)("draws the product page with the first page of reviews, and AggregateRating from accepted reviews only", async () => {
    const pageOf = async () => {
      const response = await app.request(`http://localhost/product/${variant.slug}?request=route`);
      expect(response.status).toBe(200);
      return ((await response.json()) as { data: { data: { reviews: { figures: { count: number; average: number | null }; reviews: { id: string }[] } }; meta: { jsonLd: Record<string, unknown>[] } } }).data;
    };
    const before = await pageOf();
    const author = await buyer('Page');
    const created = await submit(author.token, { lineId: author.lineId, rating: '3', body: 'On the page' });
    const reviewId = created.body.data.reviewId as string;
    // Pending: the cached page is right to say nothing new.
    expect((await pageOf()).data.reviews.figures).toEqual(before.data.reviews.figures);
    await admin('POST', `/reviews/${reviewId}/accept`);
    const after = await pageOf();
    expect(after.data.reviews.figures.count).toBe(before.data.reviews.figures.count + 1);
    expect(after.data.reviews.reviews[0]!.id).toBe(reviewId);
    const product = after.meta.jsonLd.find((entry) => entry['@type'] === 'Product')!;
    expect(product.aggregateRating).toMatchObject({ '@type': 'AggregateRating', reviewCount: after.data.reviews.figures.count, ratingValue: after.data.reviews.figures.average!.toFixed(1) });
  });

  it.skipIf(!available)('gives a product without accepted reviews no AggregateRating', async () => {
    const [other] = await database.db.select({ slug: products.slug }).from(products).orderBy(asc(products.id)).offset(5).limit(1);
    const response = await app.request(`http://localhost/product/${other!.slug}?request=route`);
    const page = ((await response.json()) as { data: { data: { reviews: { figures: { count: number } } }; meta: { jsonLd: Record<string, unknown>[] } } }).data;
    expect(page.data.reviews.figures.count).toBe(0);
    expect(page.meta.jsonLd.find((entry) => entry['@type'] === 'Product')).not.toHaveProperty('aggregateRating');
  });
});
