import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recountReviewFigures, reviewableLines } from '../reviews/reviews';
import type { DatabaseHandle } from '../db/database';
import { openTestDatabase } from '../testing/test-database';
import { pages, reviewFigures, reviewImages, reviews } from '../db/schema';
import { demoShopperId } from './shoppers';

/* The demo reviews: every moderation state, three languages, pictures, many products, figures that add up. */

let database: DatabaseHandle;

beforeAll(async () => {
  database = await openTestDatabase({ from: 'demo' });
}, 120_000);

afterAll(async () => {
  await database?.close();
});

describe('the demo reviews', () => {
  it('are accepted, pending and rejected, in three languages, by several shoppers, on many products, some with pictures', async () => {
    const rows = await database.db.select().from(reviews);
    expect(new Set(rows.map((row) => row.status))).toEqual(new Set(['accepted', 'pending', 'rejected']));
    expect(new Set(rows.map((row) => row.locale))).toEqual(new Set(['en', 'zh-CN', 'zh-HK']));
    expect(new Set(rows.map((row) => row.userId)).size).toBeGreaterThanOrEqual(5);
    expect(new Set(rows.filter((row) => row.status === 'accepted').map((row) => row.productId)).size).toBeGreaterThanOrEqual(10);
    for (const row of rows.filter((candidate) => candidate.status === 'rejected')) expect(row.rejectReason).not.toBe('');
    const pictured = rows.filter((row) => row.pictureCount > 0);
    expect(pictured.length).toBeGreaterThan(0);
    expect(pictured.every((row) => row.status === 'accepted')).toBe(true);
    expect((await database.db.select({ id: reviewImages.reviewId }).from(reviewImages)).length).toBe(pictured.reduce((sum, row) => sum + row.pictureCount, 0));
  });

  it('keep figures that count the accepted reviews alone', async () => {
    const figures = await database.db.select().from(reviewFigures);
    const accepted = (await database.db.select().from(reviews)).filter((row) => row.status === 'accepted');
    expect(figures.reduce((sum, row) => sum + row.count, 0)).toBe(accepted.length);
    for (const row of figures) {
      const own = accepted.filter((review) => review.productId === row.productId);
      expect(row.ratingSum).toBe(own.reduce((sum, review) => sum + review.rating, 0));
    }
    // Recounting finds the same: the seed leaves nothing for it to correct.
    await recountReviewFigures(database.db);
    expect(await database.db.select().from(reviewFigures)).toEqual(expect.arrayContaining(figures));
  });

  it('leave the demo shopper purchases still to review, and the reviews list on the product template', async () => {
    const userId = await database.db.transaction((tx) => demoShopperId(tx));
    const own = await database.db.select().from(reviews).where(eq(reviews.userId, userId!));
    expect(new Set(own.map((row) => row.status))).toEqual(new Set(['accepted', 'pending', 'rejected']));
    const productIds = [...new Set((await database.db.select({ productId: reviews.productId }).from(reviews)).map((row) => row.productId))];
    let open = 0;
    for (const productId of productIds) open += (await reviewableLines(database.db, userId!, productId, 'en')).length;
    expect(open).toBeGreaterThan(0);
    const templates = await database.db.select({ body: pages.body }).from(pages).where(eq(pages.key, 'template:product'));
    expect(templates).toHaveLength(3);
    for (const template of templates) expect(JSON.stringify(template.body)).toContain('"reviews-list"');
  });
});
