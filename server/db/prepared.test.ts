import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadProductPage } from '../catalog/queries/products';
import { reviewPageOf } from '../reviews/reviews';
import { REVIEW_LIMITS } from '../../src/schema/web-api/review-limits';
import { openTestDatabase, type TestDatabase } from '../testing/test-database';
import { testPostgresServer } from '../testing/test-postgres';
import { answeredRows } from './database';
import { preparedOnce } from './prepared';
import { products, productTranslations, reviewFigures } from './schema';

/** An error's message and its causes' messages, as the driver wrapped them. */
function messagesOf(error: unknown): string[] {
  const messages: string[] = [];
  for (let at = error; at instanceof Error; at = at.cause) messages.push(at.message);
  return messages;
}

const engines = [
  { name: 'PGlite', driver: 'pglite', available: true },
  { name: 'PostgreSQL', driver: 'postgres', available: Boolean(testPostgresServer) },
] as const;

describe.each(engines)('a query built once and run many times, on $name', ({ driver, available }) => {
  let database: TestDatabase;
  let other: TestDatabase;

  beforeAll(async () => {
    if (!available) return;
    [database, other] = await Promise.all([openTestDatabase({ from: 'demo', driver }), openTestDatabase({ from: 'demo', driver })]);
  });

  afterAll(async () => {
    await Promise.all([database?.close(), other?.close()]);
  });

  it.skipIf(!available)('builds once per database and key, and fills its placeholders on every run', async () => {
    let builds = 0;
    const doubled = (db: typeof database.db) =>
      preparedOnce(db, 'test_doubled', (name) => {
        builds += 1;
        return db
          .select({ value: sql<number>`${sql.placeholder('n')}::int * 2` })
          .from(sql`(select 1) as one`)
          .prepare(name);
      });
    expect(await doubled(database.db).execute({ n: 2 })).toEqual([{ value: 4 }]);
    expect(await doubled(database.db).execute({ n: 21 })).toEqual([{ value: 42 }]);
    expect(builds).toBe(1);
    // Another handle is another database: its query is its own.
    expect(await doubled(other.db).execute({ n: 5 })).toEqual([{ value: 10 }]);
    expect(builds).toBe(2);
  });

  it.skipIf(!available)('binds values as they are, and a statement that fails leaves the database answering', async () => {
    const db = database.db;
    const echo = preparedOnce(db, 'test_echo', (name) =>
      db
        .select({ text: sql<string>`${sql.placeholder('text')}::text`, ratio: sql<number>`10 / ${sql.placeholder('n')}::int` })
        .from(sql`(select 1) as one`)
        .prepare(name),
    );
    const awkward = `it's \\ "quoted"; drop table products; --`;
    expect(await echo.execute({ text: awkward, n: 5 })).toEqual([{ text: awkward, ratio: 2 }]);
    const failure: unknown = await echo.execute({ text: 'x', n: 0 }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(messagesOf(failure).join(' / ')).toMatch(/division by zero/);
    expect(await echo.execute({ text: 'after', n: 2 })).toEqual([{ text: 'after', ratio: 5 }]);
    expect((await db.select({ count: sql<number>`count(*)::int` }).from(products))[0]!.count).toBeGreaterThan(0);
    if (driver === 'pglite') {
      // Parsed and planned once, by name, on the embedded database.
      const named = await db.execute(sql`select name from pg_prepared_statements where name = 'vitrine_test_echo'`);
      expect(answeredRows(named)).toEqual([{ name: 'vitrine_test_echo' }]);
    }
  });

  it.skipIf(!available)("answers each product page with that product's text in that language, whichever was asked first", async () => {
    const db = database.db;
    const namesOf = async (locale: 'en' | 'zh-HK') =>
      new Map(
        (
          await db
            .select({ slug: products.slug, name: productTranslations.name })
            .from(productTranslations)
            .innerJoin(products, eq(products.id, productTranslations.productId))
            .where(and(eq(productTranslations.locale, locale), eq(products.status, 'active')))
        ).map((row) => [row.slug, row.name]),
      );
    const [english, chinese] = await Promise.all([namesOf('en'), namesOf('zh-HK')]);
    const slugs = [...chinese.keys()].filter((slug) => english.has(slug) && english.get(slug) !== chinese.get(slug)).slice(0, 3);
    expect(slugs.length).toBe(3);
    for (const slug of [...slugs, ...slugs.toReversed()]) {
      expect((await loadProductPage(db, slug, ['zh-HK', 'zh-CN']))?.record.name).toBe(chinese.get(slug));
      expect((await loadProductPage(db, slug, ['en']))?.record.slug).toBe(slug);
      expect((await loadProductPage(db, slug, ['en']))?.record.name).toBe(english.get(slug));
    }
    expect(await loadProductPage(db, 'no-such-product', ['en'])).toBeNull();
  });

  it.skipIf(!available)("answers each product's own reviews, by slug or by id, page by page", async () => {
    const db = database.db;
    const reviewed = await db
      .select({ id: products.id, slug: products.slug, count: reviewFigures.count })
      .from(reviewFigures)
      .innerJoin(products, eq(products.id, reviewFigures.productId))
      .orderBy(sql`${reviewFigures.count} desc`)
      .limit(2);
    expect(reviewed.length).toBe(2);
    for (const [index, product] of reviewed.entries()) {
      const bySlug = await reviewPageOf(db, { slug: product.slug }, 'newest', 1);
      const byId = await reviewPageOf(db, product.id, 'newest', 1);
      expect(bySlug.figures.count).toBe(product.count);
      expect(bySlug.reviews.length).toBe(Math.min(product.count, REVIEW_LIMITS.pageSize));
      expect(byId).toEqual(bySlug);
      // The page's offset is filled in on each run: the page after the last one is empty.
      const past = await reviewPageOf(db, index === 0 ? product.id : { slug: product.slug }, 'newest', bySlug.pageCount + 1);
      expect(past.reviews).toEqual([]);
      expect(past.figures).toEqual(bySlug.figures);
    }
  });
});
