import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../server/accounts/passwords';
import { recountReviewFigures } from '../server/reviews/reviews';
import type { Database } from '../server/db/database';

/*
 * The large catalog's reviews for `npm run seed:large`: LARGE_REVIEWS (default 1,000,000)
 * reviews, each on an order line of its own, so they rest on purchases exactly as a shopper's
 * would. Written by PostgreSQL itself with generate_series, one batch of orders per
 * transaction (a stopped run keeps its batches and the next carries on), then the figures
 * recounted once. One in ten goes to the catalog's first generated product, so one product
 * page stands for a best-seller with a hundred thousand reviews; the rest spread evenly.
 * About 90 % are accepted, 7 % pending and 3 % rejected.
 */

const TOTAL = Number(process.env.LARGE_REVIEWS ?? 1_000_000);
const REVIEWERS = Math.max(1, Math.ceil(TOTAL / 100));
/** Lines per order: a reviewer's whole history in one order keeps the order count small. */
const LINES_PER_ORDER = 100;
const ORDERS_PER_BATCH = 100;
/** Bulk orders are numbered on a day long past, so they never meet the shop's own sequence. */
const ORDER_DAY = '20200101';
const REVIEWER_DOMAIN = 'large-reviewers.vitrine.example';

const BODIES = [
  'Exactly as pictured, and well made.',
  'Good value; I would buy it again.',
  'Arrived quickly and well packed.',
  'Smaller than I expected, but nice quality.',
  '做工很好，和图片一样。',
  '质量不错，物流很快。',
  '質素好好，同相片一樣。',
  '抵買，送貨快。',
];

/** A number written into the statement itself: PostgreSQL cannot pick generate_series for an untyped parameter. */
const int = (value: number) => sql.raw(String(Math.trunc(value)));

async function count(db: Database, query: ReturnType<typeof sql>): Promise<number> {
  const result = await db.execute(query);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { n: number | string }[];
  return Number(rows[0]?.n ?? 0);
}

export async function seedLargeReviews(db: Database, generatedSlug: string): Promise<void> {
  const started = performance.now();
  const orderCount = Math.ceil(TOTAL / LINES_PER_ORDER);
  const done = await count(db, sql`select count(*) as n from orders where order_no like ${`V${ORDER_DAY}-%`}`);
  if (done >= orderCount) {
    console.log(`The ${TOTAL.toLocaleString('en')} large-catalog reviews are already there.`);
    return;
  }
  const products = await count(db, sql`select count(*) as n from products where slug ~ ${generatedSlug}`);
  if (products === 0) throw new Error('No generated products to review');

  const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
  await db.execute(sql`
    insert into users (email, email_verified_at, password_hash, nick_name, locale)
    select 'reviewer-' || g || ${`@${REVIEWER_DOMAIN}`}, now(), ${passwordHash}, 'Reviewer ' || g, (array['en', 'zh-CN', 'zh-HK'])[1 + g % 3]
    from generate_series(1, ${int(REVIEWERS)}) g
    on conflict do nothing`);

  // Each generated product's first variant, numbered, so a line's number picks its product.
  await db.execute(sql`drop table if exists bulk_review_targets`);
  await db.execute(sql`
    create unlogged table bulk_review_targets as
    select row_number() over (order by p.id) as n, p.id as product_id, v.id as variant_id, p.slug, v.sku, v.price_cents
    from products p
    join lateral (select id, sku, price_cents from product_variants where product_id = p.id order by position limit 1) v on true
    where p.slug ~ ${generatedSlug}`);
  await db.execute(sql`create unique index on bulk_review_targets (n)`);

  console.log(`Writing ${TOTAL.toLocaleString('en')} reviews over ${products.toLocaleString('en')} products, from order ${done + 1}…`);
  for (let from = done; from < orderCount; from += ORDERS_PER_BATCH) {
    const to = Math.min(orderCount, from + ORDERS_PER_BATCH);
    await db.transaction(async (tx) => {
      await tx.execute(sql`
        insert into orders (order_no, user_id, status, pay_status, currency, subtotal_cents, total_cents, shipping_method, payment_method, address, locale, placed_at, pay_by, paid_at, shipped_at, delivered_at)
        select ${`V${ORDER_DAY}-`} || lpad(o::text, 6, '0'),
          (select id from users where email = 'reviewer-' || (1 + (o - 1) % ${int(REVIEWERS)}) || ${`@${REVIEWER_DOMAIN}`}),
          'completed', 'paid', 'USD', 0, 0, 'standard', 'card', '{}'::jsonb, 'en',
          timestamptz '2025-01-01' + (o % 300) * interval '1 day', timestamptz '2025-01-01' + (o % 300) * interval '1 day' + interval '30 minutes',
          timestamptz '2025-01-01' + (o % 300) * interval '1 day' + interval '5 minutes',
          timestamptz '2025-01-02' + (o % 300) * interval '1 day', timestamptz '2025-01-04' + (o % 300) * interval '1 day'
        from generate_series(${int(from + 1)}, ${int(to)}) o`);
      await tx.execute(sql`
        insert into order_lines (order_id, position, variant_id, product_slug, sku, names, unit_price_cents, quantity)
        select o.id, p, t.variant_id, t.slug, t.sku, '{}'::jsonb, t.price_cents, 1
        from orders o
        cross join generate_series(1, ${int(LINES_PER_ORDER)}) p
        join bulk_review_targets t on t.n = case
          when ((substr(o.order_no, 11)::int - 1) * ${int(LINES_PER_ORDER)} + p) % 10 = 0 then 1
          else 1 + ((substr(o.order_no, 11)::int - 1) * ${int(LINES_PER_ORDER)} + p) % ${int(products)} end
        where o.order_no between ${`V${ORDER_DAY}-${String(from + 1).padStart(6, '0')}`} and ${`V${ORDER_DAY}-${String(to).padStart(6, '0')}`}
          and (substr(o.order_no, 11)::int - 1) * ${int(LINES_PER_ORDER)} + p <= ${int(TOTAL)}`);
      await tx.execute(sql`
        insert into reviews (product_id, order_line_id, user_id, rating, body, locale, status, reject_reason, helpful_count, created_at, decided_at)
        select v.product_id, l.id, o.user_id,
          (array[1, 2, 3, 3, 4, 4, 4, 5, 5, 5, 5, 5])[1 + (h % 12)],
          (${sql.raw(`array[${BODIES.map((body) => `'${body.replace(/'/g, "''")}'`).join(', ')}]`)})[1 + (h / 12) % ${int(BODIES.length)}],
          (array['en', 'zh-CN', 'zh-HK'])[1 + (h / 7) % 3],
          case when h % 100 < 90 then 'accepted' when h % 100 < 97 then 'pending' else 'rejected' end,
          case when h % 100 >= 97 then 'Not about the product.' else '' end,
          h % 13,
          o.delivered_at + (h % 2000) * interval '1 minute',
          case when h % 100 < 90 or h % 100 >= 97 then o.delivered_at + interval '3 days' end
        from orders o
        join order_lines l on l.order_id = o.id
        join product_variants v on v.id = l.variant_id
        cross join lateral (select abs(hashtext(l.id::text)) as h) hashed
        where o.order_no between ${`V${ORDER_DAY}-${String(from + 1).padStart(6, '0')}`} and ${`V${ORDER_DAY}-${String(to).padStart(6, '0')}`}`);
    });
    const written = Math.min(TOTAL, to * LINES_PER_ORDER);
    if (to % 1000 === 0 || to === orderCount) console.log(`  ${written.toLocaleString('en')} / ${TOTAL.toLocaleString('en')} reviews  (${((performance.now() - started) / 1000).toFixed(0)} s)`);
  }
  await db.execute(sql`drop table if exists bulk_review_targets`);
  await recountReviewFigures(db);
  for (const table of ['orders', 'order_lines', 'reviews', 'review_figures']) await db.execute(sql.raw(`vacuum analyze ${table}`));
  console.log(`Reviews written and counted in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
}
