import { and, count, desc, eq, inArray, lte } from 'drizzle-orm';
import { localeChain, type UrlLanguage } from '../../src/schema/languages';
import type { DetailRules } from '../../src/schema/site-config';
import {
  FAVORITE_PAGE_SIZE,
  FAVORITES_PER_SHOPPER,
  type FavoriteCounts,
  type FavoritedSlugs,
  type FavoritePageCard,
  type FavoriteTarget,
  type FavoriteType,
  type WishList,
} from '../../src/schema/web-api/favorite';
import { articleIsPublished, articleSummaryOf, findArticles } from '../catalog/queries/taxonomy';
import { detailHref } from '../catalog/queries/hrefs';
import { onSale, productSummaries } from '../catalog/queries/products';
import type { Database } from '../db/database';
import { articles, favorites, pages, products } from '../db/schema';
import { pageMetaInputSchema } from '../pages/meta';
import { pickRow } from '../pages/page-rows';

/*
 * A shopper's favorites. Every query names the shopper, so another shopper's favorite is
 * never found, listed or removed. Favorites point at a slug, not a row: a product the
 * merchant removes simply drops out of the lists, and comes back if its slug returns.
 */

/** Where cards link to and what language they are drawn in. */
export type FavoriteView = { rules: DetailRules; lang: UrlLanguage };

export type AddOutcome = 'added' | 'already' | 'not-found' | 'too-many';

/** Whether the shopper may favorite this: it exists, and is published (not dated in the future). */
async function targetExists(db: Database, target: FavoriteTarget): Promise<boolean> {
  const now = new Date();
  if (target.type === 'product') {
    const [row] = await db.select({ id: products.id }).from(products).where(and(eq(products.slug, target.slug), lte(products.publishedAt, now), onSale())).limit(1);
    return row !== undefined;
  }
  if (target.type === 'article') {
    const [row] = await db.select({ id: articles.id }).from(articles).where(and(eq(articles.slug, target.slug), lte(articles.publishedAt, now), articleIsPublished())).limit(1);
    return row !== undefined;
  }
  const [row] = await db.select({ id: pages.id }).from(pages).where(eq(pages.key, `page/${target.slug}`)).limit(1);
  return row !== undefined;
}

export async function addFavorite(db: Database, userId: string, target: FavoriteTarget): Promise<AddOutcome> {
  if (!(await targetExists(db, target))) return 'not-found';
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: favorites.id })
      .from(favorites)
      .where(and(eq(favorites.userId, userId), eq(favorites.targetType, target.type), eq(favorites.targetSlug, target.slug)))
      .limit(1);
    if (existing) return 'already';
    const [held] = await tx.select({ total: count() }).from(favorites).where(eq(favorites.userId, userId));
    if ((held?.total ?? 0) >= FAVORITES_PER_SHOPPER) return 'too-many';
    // Two taps racing each other still leave one favorite: the unique index settles it.
    await tx.insert(favorites).values({ userId, targetType: target.type, targetSlug: target.slug }).onConflictDoNothing();
    return 'added';
  });
}

/** Removes the shopper's own favorite; true when there was one. */
export async function cancelFavorite(db: Database, userId: string, target: FavoriteTarget): Promise<boolean> {
  const removed = await db
    .delete(favorites)
    .where(and(eq(favorites.userId, userId), eq(favorites.targetType, target.type), eq(favorites.targetSlug, target.slug)))
    .returning({ id: favorites.id });
  return removed.length > 0;
}

export async function countFavorites(db: Database, userId: string): Promise<FavoriteCounts> {
  const rows = await db.select({ type: favorites.targetType, total: count() }).from(favorites).where(eq(favorites.userId, userId)).groupBy(favorites.targetType);
  const of = (type: FavoriteType) => rows.find((row) => row.type === type)?.total ?? 0;
  const counts = { product: of('product'), article: of('article'), page: of('page') };
  return { total: counts.product + counts.article + counts.page, ...counts };
}

/** Every favorited slug, by type, newest first: the hearts of a page are drawn pressed from it. */
export async function favoritedSlugs(db: Database, userId: string): Promise<FavoritedSlugs> {
  const rows = await db
    .select({ type: favorites.targetType, slug: favorites.targetSlug })
    .from(favorites)
    .where(eq(favorites.userId, userId))
    .orderBy(desc(favorites.createdAt), desc(favorites.id))
    .limit(FAVORITES_PER_SHOPPER);
  const slugsOf = (type: FavoriteType) => rows.filter((row) => row.type === type).map((row) => row.slug);
  return { product: slugsOf('product'), article: slugsOf('article'), page: slugsOf('page') };
}

async function slugPage(db: Database, userId: string, type: FavoriteType, page: number): Promise<{ slugs: string[]; total: number }> {
  const where = and(eq(favorites.userId, userId), eq(favorites.targetType, type));
  const [rows, [counted]] = await Promise.all([
    db
      .select({ slug: favorites.targetSlug })
      .from(favorites)
      .where(where)
      .orderBy(desc(favorites.createdAt), desc(favorites.id))
      .limit(FAVORITE_PAGE_SIZE)
      .offset((page - 1) * FAVORITE_PAGE_SIZE),
    db.select({ total: count() }).from(favorites).where(where),
  ]);
  return { slugs: rows.map((row) => row.slug), total: counted?.total ?? 0 };
}

async function productCards(db: Database, slugs: readonly string[], view: FavoriteView) {
  if (slugs.length === 0) return [];
  const rows = await db.select({ id: products.id, slug: products.slug }).from(products).where(inArray(products.slug, [...slugs]));
  const idOf = new Map(rows.map((row) => [row.slug, row.id]));
  const ids = slugs.flatMap((slug) => idOf.get(slug) ?? []);
  return productSummaries(db, ids, view.rules, view.lang, localeChain(view.lang));
}

async function articleCards(db: Database, slugs: readonly string[], view: FavoriteView) {
  const records = await findArticles(db, slugs, localeChain(view.lang));
  return records.map((record) => articleSummaryOf(record, view.rules, view.lang));
}

async function pageCards(db: Database, slugs: readonly string[], view: FavoriteView): Promise<FavoritePageCard[]> {
  if (slugs.length === 0) return [];
  const locales = localeChain(view.lang);
  const rows = await db
    .select({ key: pages.key, locale: pages.locale, body: pages.body, meta: pages.meta, updatedAt: pages.updatedAt })
    .from(pages)
    .where(inArray(pages.key, slugs.map((slug) => `page/${slug}`)));
  return slugs.flatMap((slug) => {
    const row = pickRow(rows, [`page/${slug}`], locales);
    if (!row) return [];
    const meta = pageMetaInputSchema.safeParse(row.meta);
    const title = (meta.success ? meta.data.title : undefined) ?? slug;
    return [{ slug, href: detailHref(view.rules, view.lang, 'page', slug), title: title.slice(0, 200) }];
  });
}

export async function listFavorites(db: Database, userId: string, type: FavoriteType, page: number, view: FavoriteView) {
  const { slugs, total } = await slugPage(db, userId, type, page);
  const paging = { page, pageSize: FAVORITE_PAGE_SIZE, total };
  if (type === 'product') return { type, items: await productCards(db, slugs, view), ...paging };
  if (type === 'article') return { type, items: await articleCards(db, slugs, view), ...paging };
  return { type, items: await pageCards(db, slugs, view), ...paging };
}

/** Spec §3: the three lists, newest first, each entry ready for its card. */
export async function wishListOf(db: Database, userId: string, view: FavoriteView): Promise<WishList & { favorited: FavoritedSlugs }> {
  const favorited = await favoritedSlugs(db, userId);
  const [product, article, page] = await Promise.all([
    productCards(db, favorited.product, view),
    articleCards(db, favorited.article, view),
    pageCards(db, favorited.page, view),
  ]);
  return { product, article, page, favorited };
}
