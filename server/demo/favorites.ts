import { eq } from 'drizzle-orm';
import { favorites } from '../db/schema';
import type { SeedStep } from '../db/seed';
import { DEMO_ARTICLES } from './articles';
import { collectionProductSlugs } from './products';
import { demoShopperId } from './shoppers';

/** The demo shopper's favorites: a few products, articles and the about page, so every list has something. */
export const DEMO_FAVORITES = [
  ...collectionProductSlugs('summer-edit')
    .slice(0, 3)
    .map((slug) => ({ targetType: 'product', targetSlug: slug })),
  ...DEMO_ARTICLES.slice(0, 2).map((article) => ({ targetType: 'article', targetSlug: article.slug })),
  { targetType: 'page', targetSlug: 'about' },
] as const;

export const demoFavoritesSeed: SeedStep = {
  name: 'demo-favorites',
  async run(tx) {
    const userId = await demoShopperId(tx);
    if (userId === null) return 'skipped';
    const [existing] = await tx.select({ id: favorites.id }).from(favorites).where(eq(favorites.userId, userId)).limit(1);
    if (existing) return 'skipped';
    // Oldest first, a second apart, so the lists show them in a stable newest-first order.
    const start = Date.now() - DEMO_FAVORITES.length * 1000;
    await tx
      .insert(favorites)
      .values(DEMO_FAVORITES.map((favorite, index) => ({ userId, ...favorite, createdAt: new Date(start + index * 1000) })))
      .onConflictDoNothing();
    return 'seeded';
  },
};
