import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, gte, inArray } from 'drizzle-orm';
import { startSession } from '../server/accounts/sessions';
import { openDatabase, type Database } from '../server/db/database';
import { addresses, cartLines, carts, productVariants, users } from '../server/db/schema';
import { seedDatabase } from '../server/demo/seed';
import { DEMO_SHOPPER } from '../server/demo/shoppers';
import { measureInitialJs, printRouteBytes } from './bundle-size';
import { startProductionServer } from './server';

/*
 * `npm run bench -- checkout`: how long placing an order takes with 20 shoppers at once (the
 * issue's target: p95 ≤ 100 ms on localhost), through the production server over HTTP, each
 * order priced, its stock taken and paid with the demo card; and the initial JavaScript of
 * the checkout page. The 20 shoppers place their orders at a brisk pace, 0.5 to 1.5 s apart
 * each (far more orders a second than a small shop sees); then, as a stress figure, all 20
 * press "Place order" in the same instant, round after round. The data folder is prepared before the server opens it
 * (an embedded database belongs to one process): shoppers with sessions, addresses and carts.
 */

const SHOPPERS = 20;
const ROUNDS = Number(process.env.BENCH_CHECKOUT_ROUNDS ?? 10);
/** Orders one shopper places one after another, for the cost of one order with nobody waiting. */
const ALONE = 20;
/** A shopper's pause before each order, drawn evenly from this range. */
const PAUSE_MS: readonly [number, number] = [500, 1500];
const CARD = { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function percentile(values: readonly number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
}

/** Bench shoppers with a session, a US address and a cart of two plentiful variants; the demo shopper gets the same cart. */
async function prepare(db: Database): Promise<string[]> {
  await seedDatabase(db);
  const variants = await db
    .select({ id: productVariants.id, price: productVariants.priceCents })
    .from(productVariants)
    .where(gte(productVariants.stock, 1))
    .orderBy(productVariants.id)
    .limit(2);
  // Enough stock that no round runs out: stock is not what this measures.
  await db
    .update(productVariants)
    .set({ stock: 1_000_000 })
    .where(
      inArray(
        productVariants.id,
        variants.map((variant) => variant.id),
      ),
    );
  const [demo] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_SHOPPER.email));
  const tokens: string[] = [];
  const fillCart = async (userId: string) => {
    const [cart] = await db.insert(carts).values({ userId }).onConflictDoNothing().returning({ id: carts.id });
    if (cart)
      await db
        .insert(cartLines)
        .values(variants.map((variant) => ({ cartId: cart.id, variantId: variant.id, quantity: 1, seenPriceCents: variant.price })));
  };
  if (demo) await fillCart(demo.id);
  for (let index = 0; index < SHOPPERS; index++) {
    const [user] = await db
      .insert(users)
      .values({ email: `bench-buyer-${index}@example.org`, passwordHash: 'not-a-hash', firstName: 'Bench' })
      .returning({ id: users.id });
    await db
      .insert(addresses)
      .values({
        userId: user!.id,
        isDefault: true,
        country: 'US',
        province: 'CA',
        city: 'San Francisco',
        postalCode: '94103',
        firstName: 'Bench',
        lastName: 'Buyer',
        addressLine: '1 Market St',
        countryCode: '+1',
        phone: '4155552671',
      });
    await fillCart(user!.id);
    tokens.push((await startSession(db, { userId: user!.id, ip: '127.0.0.1', userAgent: 'bench', loginMethod: 'password' })).token);
  }
  return tokens;
}

export async function runCheckoutBench(port: number): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'vitrine-bench-checkout-'));
  // With DATABASE_URL (an empty database) the same runs on PostgreSQL, where orders are placed side by side.
  const database = await openDatabase({ dataDir, databaseUrl: process.env.DATABASE_URL });
  let tokens: string[];
  try {
    tokens = await prepare(database.db);
  } finally {
    await database.close();
  }
  const server = await startProductionServer({ port, dataDir, env: { RATE_LIMIT_WEB: '0' } });
  try {
    const post = async (token: string, path: string, body: unknown) => {
      const started = process.hrtime.bigint();
      const response = await fetch(`${server.origin}/api/web/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server.origin, 'x-auth': token },
        body: JSON.stringify(body),
      });
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const answer = (await response.json()) as { data: Record<string, unknown> };
      if (response.status !== 200) throw new Error(`${path} answered ${response.status}: ${JSON.stringify(answer)}`);
      return { ms, data: answer.data };
    };
    // Each shopper's checkouts are made first: each snapshots the same cart, and placing one leaves the others intact.
    const checkouts = await Promise.all(
      tokens.map(async (token, index) => {
        const ids: string[] = [];
        for (let round = 0; round < 2 * ROUNDS + 1 + (index === 0 ? ALONE : 0); round++)
          ids.push(String((await post(token, 'checkout/start', { lang: 'en' })).data.checkoutId));
        return ids;
      }),
    );
    // One round to warm the server's code paths, not counted.
    await Promise.all(
      tokens.map((token, index) =>
        post(token, 'checkout/place', { checkoutId: checkouts[index]![0], idempotencyKey: `bench-warm-${index}`, card: CARD }),
      ),
    );
    const place = async (index: number, round: number, key: string) => {
      const { ms, data } = await post(tokens[index]!, 'checkout/place', { checkoutId: checkouts[index]![round], idempotencyKey: key, card: CARD });
      if ((data.payment as { status?: string }).status !== 'succeeded') throw new Error(`A bench order was not paid: ${JSON.stringify(data)}`);
      return ms;
    };
    const paced: number[] = [];
    await Promise.all(
      tokens.map(async (_, index) => {
        for (let round = 1; round <= ROUNDS; round++) {
          await sleep(PAUSE_MS[0] + Math.random() * (PAUSE_MS[1] - PAUSE_MS[0]));
          paced.push(await place(index, round, `bench-paced-${round}-${index}`));
        }
      }),
    );
    const burst: number[] = [];
    for (let round = ROUNDS + 1; round <= 2 * ROUNDS; round++) {
      burst.push(...(await Promise.all(tokens.map((_, index) => place(index, round, `bench-burst-${round}-${index}`)))));
    }
    const alone: number[] = [];
    for (let round = 2 * ROUNDS + 1; round < 2 * ROUNDS + 1 + ALONE; round++) alone.push(await place(0, round, `bench-alone-${round}`));
    const figures = (values: number[]) =>
      `p50 ${percentile(values, 0.5).toFixed(1)} ms   p95 ${percentile(values, 0.95).toFixed(1)} ms   max ${Math.max(...values).toFixed(1)} ms`;
    const p95 = percentile(paced, 0.95);
    console.log(
      `\nPlace order on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, ${SHOPPERS} shoppers at once, ${PAUSE_MS[0] / 1000}–${PAUSE_MS[1] / 1000} s between orders each, ${paced.length} orders (priced, stock taken, paid by the demo card):`,
    );
    console.log(`  ${figures(paced)}   target p95 ≤ 100 ms: ${p95 <= 100 ? 'met' : 'not met'}`);
    console.log(`  stress, all ${SHOPPERS} pressing in the same instant, ${burst.length} orders: ${figures(burst)}`);
    console.log(`  one shopper alone, ${alone.length} orders one after another: ${figures(alone)}`);

    // The demo shopper's own checkout, for the page's initial JavaScript.
    const browserSide = await fetch(`${server.origin}/api/web/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.origin },
      body: JSON.stringify({ account: DEMO_SHOPPER.email, password: DEMO_SHOPPER.password }),
    });
    const demoToken = /vitrine_session=([^;]+)/.exec(browserSide.headers.get('set-cookie') ?? '')?.[1];
    if (!demoToken) throw new Error('The demo shopper could not sign in');
    const { data } = await post(demoToken, 'checkout/start', { lang: 'en' });
    printRouteBytes(await measureInitialJs(server.origin, [{ name: 'checkout', path: String(data.href), shopper: true }]));
  } finally {
    await server.stop();
  }
}
