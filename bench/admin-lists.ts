import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { count, sql } from 'drizzle-orm';
import { z } from 'zod';
import { createApp } from '../server/app';
import { openDatabase, type Database } from '../server/db/database';
import { categories, orders, products, productSearch, productTranslations, productVariants } from '../server/db/schema';
import { categoryPathOf, searchRowsOf } from '../server/catalog/search-rows';
import { seedDatabase } from '../server/demo/seed';
import { memoryLogger } from '../server/logger';
import { createNodeServer, listen } from '../server/node-server';
import { createServices } from '../server/services';

/*
 * `npm run bench -- admin-lists`: the back office's lists on a large shop, each page read as
 * the back office and the merchant's scripts read it, through the admin API over loopback
 * HTTP with the bearer token. A fresh database (PGlite in a temporary folder, or the empty
 * PostgreSQL database DATABASE_URL names) gets the demo shop, then each list's rows in bulk
 * SQL; the app starts in this process and each case is asked BENCH_ROUNDS times (50), one
 * request at a time, after a few to warm up. Prints p50/p95 against the 50 ms for a
 * page's data; never fails on time. Unless NODE_ENV=production, the app also checks each answer
 * against its contract, as in development: a millisecond or two the production server skips.
 *
 * A list is a section: what it seeds and the pages it reads. Another list joins SECTIONS.
 */

const TARGET_P95_MS = 50;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 50);
const WARMUP_ROUNDS = 5;
const ADMIN_TOKEN = 'bench-admin-lists-token';

/** Reads a page of the admin API (a path under /api/admin) and answers its data. */
type AdminGet = (path: string) => Promise<unknown>;
type ListCase = { name: string; path: string };
type ListSection = {
  title: string;
  /** Writes the section's rows; answers what they are, for the heading. */
  seed(db: Database): Promise<string>;
  /** The pages to time, found on the seeded shop. */
  cases(get: AdminGet): Promise<ListCase[]>;
};

const ORDERS = 100_000;
const SHOPPERS = 5_000;
/** Every 50th order is this shopper's: a regular customer with 2,000 orders. */
const REGULAR = 'bench-shopper-1@bench.example';

const orderPageSchema = z.object({ orders: z.array(z.object({ orderNo: z.string(), placedAt: z.string() })), next: z.string().nullable() });

/**
 * 100,000 orders over about two years before the demo shop's, one every ten minutes or so, of
 * 5,000 shoppers; by state: 62 % completed, 18 % in progress and paid (most shipped), 10 %
 * cancelled unpaid, 7 % cancelled and refunded, 3 % waiting for a cancellation to be decided.
 * One to three lines each, of the demo catalog's variants.
 */
const ordersSection: ListSection = {
  title: 'orders/list',
  async seed(db) {
    await db.execute(sql`
      insert into users (email, password_hash, first_name, last_name)
      select 'bench-shopper-' || g || '@bench.example', 'not-a-hash', 'Bench', 'Shopper ' || g from generate_series(1, ${SHOPPERS}) g`);
    await db.execute(sql`
      with shoppers as (
        -- The regular customer is 0, the others 1 on.
        select id, row_number() over (order by email = ${REGULAR} desc, id) - 1 as n from users where email like 'bench-shopper-%'
      ), placed as (
        select g, (g * 2654435761) % 100 as h,
          date_trunc('day', (select min(placed_at) from orders)) - g * interval '601.234567 seconds' as at
        from generate_series(1, ${ORDERS}) g
      )
      insert into orders (order_no, user_id, status, pay_status, currency, subtotal_cents, shipping_cents, total_cents, refunded_cents,
        shipping_method, payment_method, address, locale, placed_at, pay_by, paid_at, shipped_at, delivered_at, cancelled_at, updated_at)
      select
        'V' || to_char(at at time zone 'UTC', 'YYYYMMDD') || '-'
          || lpad((row_number() over (partition by to_char(at at time zone 'UTC', 'YYYYMMDD') order by at))::text, 6, '0'),
        shoppers.id,
        case when h < 62 then 'completed' when h < 80 then 'in-progress' when h < 97 then 'cancelled' else 'pending-cancellation' end,
        case when h between 80 and 89 then 'unpaid' else 'paid' end,
        'USD', 1000 + (h * 137) % 20000, 500, 1500 + (h * 137) % 20000,
        case when h between 90 and 96 then 1500 + (h * 137) % 20000 else 0 end,
        'standard', 'card',
        '{"country": "US", "province": "CA", "city": "San Francisco", "postalCode": "94103", "firstName": "Bench", "lastName": "Shopper", "addressLine": "600 Harrison St", "countryCode": "+1", "phone": "4155552671"}'::jsonb,
        'en', at, at + interval '30 minutes',
        case when h between 80 and 89 then null else at + interval '2 minutes' end,
        case when h < 72 then at + interval '1 day' end,
        case when h < 62 then at + interval '3 days' end,
        case when h between 80 and 96 then at + interval '1 hour' end,
        at + interval '3 days'
      from placed
      join shoppers on shoppers.n = case when g % 50 = 0 then 0 else 1 + (g * 7919) % ${SHOPPERS - 1} end`);
    await db.execute(sql`
      with variants as (
        select v.id, v.sku, p.slug, v.price_cents, row_number() over (order by v.id) - 1 as i from product_variants v join products p on p.id = v.product_id
      )
      insert into order_lines (order_id, position, variant_id, product_slug, sku, names, image, unit_price_cents, quantity)
      select o.id, line, v.id, v.slug, v.sku, jsonb_build_object('en', v.slug), jsonb_build_object('slug', v.slug, 'position', 1), v.price_cents, 1 + line % 2
      from orders o
      cross join generate_series(1, 3) line
      join variants v on v.i = (abs(hashtext(o.order_no)::bigint) + line) % (select count(*) from variants)
      where o.user_id in (select id from users where email like 'bench-shopper-%') and line <= 1 + abs(hashtext(o.order_no)::bigint) % 3`);
    // Fresh statistics, as after a shop's own vacuum; PGlite has no autovacuum to gather them.
    for (const table of ['users', 'orders', 'order_lines']) await db.execute(sql.raw(`vacuum analyze ${table}`));
    return `${ORDERS.toLocaleString('en')} orders of ${SHOPPERS.toLocaleString('en')} shoppers`;
  },
  async cases(get) {
    const page = async (query: string) => orderPageSchema.parse(await get(`/orders${query}`));
    const first = await page('');
    // Fifty cursors in: the page after the 50th.
    let deep = first;
    for (let pages = 1; pages < 50 && deep.next; pages++) deep = await page(`?after=${deep.next}`);
    // A month about a year back, and a day's numbers from it.
    const yearBack = await page(`?placedTo=${new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10)}`);
    const day = yearBack.orders[0]?.placedAt.slice(0, 10) ?? '2025-01-01';
    const month = day.slice(0, 7);
    return [
      { name: 'first page', path: '/orders' },
      { name: 'by status (3 %)', path: '/orders?status=pending-cancellation' },
      { name: 'by pay status (10 %)', path: '/orders?payStatus=unpaid' },
      { name: 'to ship (status + pay)', path: '/orders?status=in-progress&payStatus=paid' },
      { name: 'by date range (a month)', path: `/orders?placedFrom=${month}-01&placedTo=${month}-28` },
      { name: 'by customer (email)', path: `/orders?email=${encodeURIComponent(REGULAR.toUpperCase())}` },
      { name: 'by number (a day)', path: `/orders?orderNo=V${day.replaceAll('-', '')}` },
      { name: '50 cursors deep', path: `/orders?after=${deep.next ?? ''}` },
    ];
  },
};

const PRODUCTS = 100_000;
const ADJECTIVES = ['linen', 'wool', 'oak', 'clay', 'cotton', 'walnut', 'glass', 'copper', 'felt', 'stone'] as const;
const NOUNS = ['mug', 'scarf', 'bowl', 'tote', 'lamp', 'apron', 'stool', 'cap', 'vase', 'throw'] as const;

const productPageSchema = z.object({ products: z.array(z.object({ slug: z.string() })), next: z.string().nullable() });

/**
 * 100,000 products beside the demo shop's, named from ten materials and ten things (so a word
 * of a name finds a tenth of them), spread over the demo categories: 80 % on sale, 12 % drafts,
 * 8 % archived; one to three variants each, 4 % sold out and 6 % down to their last units. Each
 * gets its search rows in every shop language, as a merchant's write makes them.
 */
const productsSection: ListSection = {
  title: 'products/list',
  async seed(db) {
    const categoryRows = await db.select({ id: categories.id, parentId: categories.parentId }).from(categories);
    const parentOf = new Map(categoryRows.map((row) => [row.id, row.parentId]));
    const leaves = categoryRows.filter((row) => !categoryRows.some((other) => other.parentId === row.id)).map((row) => row.id);
    const made: { id: number; name: string; categoryId: number; priceCents: number; inStock: boolean }[] = [];
    for (let start = 0; start < PRODUCTS; start += 1000) {
      const rows = Array.from({ length: Math.min(1000, PRODUCTS - start) }, (_, index) => {
        const g = start + index + 1;
        const h = (g * 2654435761) % 100;
        return {
          slug: `bench-${ADJECTIVES[g % 10]}-${NOUNS[Math.floor(g / 10) % 10]}-${g}`,
          name: `${ADJECTIVES[g % 10]![0]!.toUpperCase()}${ADJECTIVES[g % 10]!.slice(1)} ${NOUNS[Math.floor(g / 10) % 10]} no. ${g}`,
          categoryId: leaves[g % leaves.length]!,
          priceCents: 500 + ((g * 137) % 20000),
          status: h < 80 ? 'active' : h < 92 ? 'draft' : 'archived',
          stock: h % 25 === 0 ? 0 : h % 17 === 0 ? 3 : 20 + (h % 40),
          variants: 1 + (g % 3),
        };
      });
      const inserted = await db
        .insert(products)
        .values(rows.map((row) => ({ slug: row.slug, categoryId: row.categoryId, priceCents: row.priceCents, inStock: row.stock > 0, status: row.status })))
        .returning({ id: products.id, slug: products.slug });
      const idOf = new Map(inserted.map((row) => [row.slug, row.id]));
      await db.insert(productTranslations).values(rows.map((row) => ({ productId: idOf.get(row.slug)!, locale: 'en', name: row.name })));
      await db.insert(productVariants).values(
        rows.flatMap((row) =>
          Array.from({ length: row.variants }, (_, position) => ({
            productId: idOf.get(row.slug)!,
            sku: `${row.slug.toUpperCase()}-${position + 1}`,
            position,
            optionValues: {},
            priceCents: row.priceCents + position * 100,
            stock: row.stock,
          })),
        ),
      );
      made.push(...rows.map((row) => ({ id: idOf.get(row.slug)!, name: row.name, categoryId: row.categoryId, priceCents: row.priceCents, inStock: row.stock > 0 })));
    }
    const now = new Date();
    const searchRows = made.flatMap((product) =>
      searchRowsOf({ productId: product.id, names: { en: product.name }, categoryId: product.categoryId, categoryPath: categoryPathOf(product.categoryId, parentOf), tagIds: [], priceCents: product.priceCents, featuredRank: 1000, publishedAt: now, inStock: product.inStock }),
    );
    for (let start = 0; start < searchRows.length; start += 1000) await db.insert(productSearch).values(searchRows.slice(start, start + 1000));
    for (const table of ['products', 'product_translations', 'product_variants', 'product_search']) await db.execute(sql.raw(`vacuum analyze ${table}`));
    return `${PRODUCTS.toLocaleString('en')} products with ${made.length.toLocaleString('en')} names in every language`;
  },
  async cases(get) {
    const page = async (query: string) => productPageSchema.parse(await get(`/products${query}`));
    let deep = await page('');
    for (let pages = 1; pages < 50 && deep.next; pages++) deep = await page(`?after=${deep.next}`);
    const [category] = await categorySlugs(get);
    return [
      { name: 'first page', path: '/products' },
      { name: 'drafts (12 %)', path: '/products?status=draft' },
      { name: 'by category', path: `/products?category=${category}` },
      { name: 'sold out (4 %)', path: '/products?stock=out' },
      { name: 'low on stock', path: '/products?stock=low' },
      { name: 'a word of the name', path: '/products?q=walnut' },
      { name: 'a slug start', path: '/products?q=bench-oak-lamp-9' },
      { name: 'on sale, a word, sold out', path: '/products?q=felt&status=active&stock=out' },
      { name: '50 cursors deep', path: `/products?after=${deep.next ?? ''}` },
    ];
  },
};

/** The slugs of the shop's categories without subcategories (where products sit), as the back office's filter offers them. */
async function categorySlugs(get: AdminGet): Promise<string[]> {
  const listed = z.object({ categories: z.array(z.object({ slug: z.string(), parent: z.string().nullable() })) }).parse(await get('/categories')).categories;
  return listed.filter((category) => !listed.some((other) => other.parent === category.slug)).map((category) => category.slug);
}

const SECTIONS: readonly ListSection[] = [ordersSection, productsSection];

function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))] ?? Number.NaN;
}

export async function runAdminListsBench(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = await mkdtemp(join(tmpdir(), 'vitrine-bench-admin-lists-'));
  const database = await openDatabase({ dataDir, databaseUrl });
  try {
    const [existing] = await database.db.select({ orders: count() }).from(orders);
    if (existing && existing.orders > 0)
      throw new Error('DATABASE_URL names a database with orders: the bench writes 100,000 of its own, so give it an empty one');
    const where = databaseUrl ? 'PostgreSQL (DATABASE_URL)' : 'PGlite (a temporary folder)';
    console.log(`\nAdmin lists on ${where}: seeding the demo shop and the lists' rows…`);
    await seedDatabase(database.db);
    const seeded: string[] = [];
    for (const section of SECTIONS) {
      const started = performance.now();
      seeded.push(`${section.title}: ${await section.seed(database.db)} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }

    const logger = memoryLogger();
    const services = createServices({ db: database.db, logger });
    const app = createApp({ services, html: { render: () => Promise.resolve('<!doctype html>') }, adminToken: ADMIN_TOKEN });
    const node = createNodeServer({ app, logger });
    const origin = `http://127.0.0.1:${await listen(node.server, 0, '127.0.0.1')}`;
    try {
      const timed = async (path: string) => {
        const started = performance.now();
        const response = await fetch(`${origin}/api/admin${path}`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
        const text = await response.text();
        const ms = performance.now() - started;
        const envelope = z.object({ code: z.number(), msg: z.string(), data: z.unknown() }).safeParse(JSON.parse(text));
        if (!response.ok || !envelope.success || envelope.data.code !== 0)
          throw new Error(`${path} answered ${response.status}: ${text.slice(0, 200)}`);
        return { ms, data: envelope.data.data };
      };
      const get: AdminGet = async (path) => (await timed(path)).data;

      for (const [index, section] of SECTIONS.entries()) {
        const cases = await section.cases(get);
        const samples = new Map(cases.map((listCase) => [listCase.name, [] as number[]]));
        // Round by round, so drift on the machine touches every case alike.
        for (let round = 0; round < WARMUP_ROUNDS + ROUNDS; round++) {
          for (const listCase of cases) {
            const { ms } = await timed(listCase.path);
            if (round >= WARMUP_ROUNDS) samples.get(listCase.name)!.push(ms);
          }
        }
        console.log(`\n${seeded[index]}; each page ${ROUNDS} times, one request at a time, after ${WARMUP_ROUNDS} to warm up`);
        console.log(
          `${'page'.padEnd(26)}${'p50 ms'.padStart(9)}${'p95 ms'.padStart(9)}${'max ms'.padStart(9)}  target p95 ≤ ${TARGET_P95_MS} ms`,
        );
        for (const listCase of cases) {
          const sorted = samples.get(listCase.name)!.sort((a, b) => a - b);
          const p95 = percentile(sorted, 0.95);
          console.log(
            `${listCase.name.padEnd(26)}${percentile(sorted, 0.5).toFixed(1).padStart(9)}${p95.toFixed(1).padStart(9)}${(sorted.at(-1) ?? Number.NaN).toFixed(1).padStart(9)}  ${p95 <= TARGET_P95_MS ? 'met' : 'missed'}`,
          );
        }
      }
    } finally {
      await node.close();
    }
  } finally {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}
