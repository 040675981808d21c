/*
 * Runs before the journeys' server starts, on the same fresh data folder: the normal
 * migrations and demo seed, plus the fixtures only the journeys need.
 */
import { and, eq, gte, notInArray } from 'drizzle-orm';
import { hashPassword } from '../server/accounts/passwords';
import { openDatabase, type Database } from '../server/db/database';
import { addresses, articles, cartLines, carts, orderLines, products, productVariants, reviews, users } from '../server/db/schema';
import sharp from 'sharp';
import { applyForReturn } from '../server/returns/returns';
import { encodeReturnPicture } from '../server/returns/return-pictures';
import { placeShippedOrder } from '../server/demo/returns';
import { seedDatabase } from '../server/demo/seed';
import { BACK_OFFICE_SHOPPER, CHECKOUT_PASSWORD, CHECKOUT_SHOPPERS, HOSTILE_ARTICLE_SLUG, PICTURES_SHOPPER, PURCHASE_SHOPPER, REVIEW_SHOPPERS } from './fixture-names';

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR must name the journeys’ data folder');

const database = await openDatabase({ dataDir });
try {
  await seedDatabase(database.db);
  const existing = await database.db.select({ id: articles.id }).from(articles).where(eq(articles.slug, HOSTILE_ARTICLE_SLUG));
  if (existing.length === 0) {
    const [model] = await database.db.select({ art: articles.art }).from(articles).limit(1);
    if (!model) throw new Error('The demo seed wrote no article to model the fixture on');
    // A merchant's body that tries all three ways of running script in a shopper's browser.
    const bodyHtml =
      '<p>Care notes for linen.</p>' +
      '<script>window.__pwned = "script"</script>' +
      '<img src="/images/does-not-exist.webp" alt="A broken picture" onerror="window.__pwned = \'onerror\'">' +
      '<p><a id="hostile-link" href="javascript:window.__pwned = \'link\'">Read more</a></p>';
    const text = { title: 'Linen care, with unsafe markup', summary: 'An article whose body tries to run script.', bodyHtml, seoTitle: '', seoDescription: '' };
    await database.db.insert(articles).values({
      slug: HOSTILE_ARTICLE_SLUG,
      author: 'Journey Fixture',
      publishedAt: new Date(Date.UTC(2024, 0, 1)),
      translations: { en: text, 'zh-CN': text, 'zh-HK': text },
      art: model.art,
    });
  }
  await prepareCheckoutShoppers(database.db);
  await preparePurchaseShopper(database.db);
  await prepareReviewShoppers(database.db);
  await preparePicturesShopper(database.db);
  await prepareBackOfficeShopper(database.db);
} finally {
  await database.close();
}

/**
 * The checkout journeys' shoppers, each with a cart of two products that have plenty of stock
 * (the cart's own calls belong to the cart, so the journeys start from a filled cart).
 */
async function prepareCheckoutShoppers(db: Database) {
  const stocked = await db
    .select({ id: productVariants.id, price: productVariants.priceCents })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(gte(productVariants.stock, 25), eq(products.currency, 'USD')))
    .orderBy(productVariants.id)
    .limit(12);
  if (stocked.length < 6) throw new Error('The demo seed has too few well-stocked variants for the checkout journeys');
  const passwordHash = await hashPassword(CHECKOUT_PASSWORD);
  for (const [index, email] of Object.values(CHECKOUT_SHOPPERS).entries()) {
    const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (existing) continue;
    const [user] = await db.insert(users).values({ email, passwordHash, firstName: 'Journey', lastName: 'Shopper', emailVerifiedAt: new Date() }).returning({ id: users.id });
    await db.insert(addresses).values([
      { userId: user!.id, isDefault: true, country: 'US', province: 'CA', city: 'San Francisco', postalCode: '94103', firstName: 'Ada', lastName: 'Lane', addressLine: '1 Market St', countryCode: '+1', phone: '4155552671' },
      { userId: user!.id, isDefault: false, country: 'HK', province: '九龍', city: '油尖旺區', firstName: '美', lastName: '陳', addressLine: '彌敦道 1 號', countryCode: '+852', phone: '91234567' },
    ]);
    const [cart] = await db.insert(carts).values({ userId: user!.id }).returning({ id: carts.id });
    const pair = stocked.slice(index * 2, index * 2 + 2);
    await db.insert(cartLines).values(pair.map((variant) => ({ cartId: cart!.id, variantId: variant.id, quantity: 1, seenPriceCents: variant.price })));
  }
}

/**
 * The purchase journey's shopper: signed in only by that journey, with an address to ship to
 * and no cart of its own, so the order holds exactly what the journey put in the guest cart.
 */
async function preparePurchaseShopper(db: Database) {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, PURCHASE_SHOPPER.account));
  if (existing) return;
  const passwordHash = await hashPassword(PURCHASE_SHOPPER.password);
  const [user] = await db
    .insert(users)
    .values({ email: PURCHASE_SHOPPER.account, passwordHash, firstName: 'Journey', lastName: 'Buyer', emailVerifiedAt: new Date() })
    .returning({ id: users.id });
  await db.insert(addresses).values({
    userId: user!.id,
    isDefault: true,
    country: 'US',
    province: 'OR',
    city: 'Portland',
    postalCode: '97205',
    firstName: 'Grace',
    lastName: 'Hopper',
    addressLine: '700 SW Broadway',
    countryCode: '+1',
    phone: '5035550142',
  });
}

/**
 * The reviews journey's shoppers: the buyer has one delivered order of one product that no
 * demo review names (so the journey sees its average move from nothing), the stranger none.
 */
async function prepareReviewShoppers(db: Database) {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, REVIEW_SHOPPERS.buyer.account));
  if (existing) return;
  const reviewed = (await db.selectDistinct({ id: reviews.productId }).from(reviews)).map((row) => row.id);
  const [variant] = await db
    .select({ id: productVariants.id })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(gte(productVariants.stock, 1), eq(products.currency, 'USD'), ...(reviewed.length > 0 ? [notInArray(products.id, reviewed)] : [])))
    .orderBy(productVariants.id)
    .limit(1);
  if (!variant) throw new Error('The demo catalog has no product without reviews for the reviews journey');
  const ids: string[] = [];
  for (const shopper of Object.values(REVIEW_SHOPPERS)) {
    const passwordHash = await hashPassword(shopper.password);
    const [user] = await db.insert(users).values({ email: shopper.account, passwordHash, nickName: 'Journey', emailVerifiedAt: new Date() }).returning({ id: users.id });
    ids.push(user!.id);
  }
  await db.transaction((tx) => placeShippedOrder(tx, { userId: ids[0]!, lines: [{ variantId: variant.id, quantity: 1 }], placedAt: new Date(Date.now() - 10 * 86_400_000) }));
}

/**
 * The screenshot journeys' shopper: one address in Hong Kong, written in Chinese as a Hong Kong
 * shopper writes it, and one order of the sage hoodie delivered on a fixed day, so its pages
 * hold nothing that moves with the date or with what other journeys do.
 */
async function preparePicturesShopper(db: Database) {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, PICTURES_SHOPPER.account));
  if (existing) return;
  const passwordHash = await hashPassword(PICTURES_SHOPPER.password);
  const [user] = await db
    .insert(users)
    .values({ email: PICTURES_SHOPPER.account, passwordHash, firstName: 'Ava', lastName: 'Chan', nickName: 'Ava', emailVerifiedAt: new Date(Date.UTC(2025, 0, 6)) })
    .returning({ id: users.id });
  await db.insert(addresses).values({
    userId: user!.id,
    isDefault: true,
    country: 'HK',
    province: '九龍',
    city: '油尖旺區',
    firstName: '詠詩',
    lastName: '陳',
    addressLine: '彌敦道 132 號 12 樓',
    countryCode: '+852',
    phone: '91234568',
  });
  const [hoodie] = await db.select({ id: productVariants.id }).from(productVariants).where(eq(productVariants.sku, 'VT-009-HOODIE-SAGE-S'));
  if (!hoodie) throw new Error('The demo catalog has no sage hoodie in S for the screenshot journeys');
  const placed = await db.transaction((tx) =>
    placeShippedOrder(tx, { userId: user!.id, lines: [{ variantId: hoodie.id, quantity: 1 }], placedAt: new Date(Date.UTC(2025, 2, 14, 2, 30)), shippingCents: 500 }),
  );
  if (placed.orderNo !== PICTURES_SHOPPER.orderNo) throw new Error(`The screenshot shopper's order is ${placed.orderNo}, not ${PICTURES_SHOPPER.orderNo}`);
}

/**
 * The back office journey's shopper: one order of one product, paid an hour ago, waiting for the
 * shop to ship it; and one delivered last week, with a return applied for (and a picture of the goods)
 * that waits for the shop.
 */
async function prepareBackOfficeShopper(db: Database) {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, BACK_OFFICE_SHOPPER.account));
  if (existing) return;
  const [variant] = await db.select({ id: productVariants.id }).from(productVariants).orderBy(productVariants.id).limit(1);
  if (!variant) throw new Error('The demo seed wrote no variant for the back office journey to sell');
  const passwordHash = await hashPassword(BACK_OFFICE_SHOPPER.password);
  const [user] = await db
    .insert(users)
    .values({ email: BACK_OFFICE_SHOPPER.account, passwordHash, firstName: 'Journey', lastName: 'Shopper', emailVerifiedAt: new Date() })
    .returning({ id: users.id });
  await db.transaction((tx) => placeShippedOrder(tx, { userId: user!.id, lines: [{ variantId: variant.id, quantity: 1 }], placedAt: new Date(Date.now() - 60 * 60_000), shipped: false }));
  // The shopper's picture of the goods, encoded as the shop encodes an upload.
  const photo = await sharp({ create: { width: 480, height: 360, channels: 3, background: '#b07a4f' } }).png().toBuffer();
  const picture = await encodeReturnPicture(new Uint8Array(photo));
  if (!picture) throw new Error('The back office journey’s return picture could not be encoded');
  await db.transaction(async (tx) => {
    const delivered = await placeShippedOrder(tx, { userId: user!.id, lines: [{ variantId: variant.id, quantity: 1 }], placedAt: new Date(Date.now() - 7 * 86_400_000) });
    const [line] = await tx.select({ id: orderLines.id }).from(orderLines).where(eq(orderLines.orderId, delivered.id));
    const applied = await applyForReturn(tx, user!.id, { orderNo: delivered.orderNo, type: 'return-refund', lines: [{ lineId: line!.id, quantity: 1 }], description: 'It does not fit.', pictures: [picture] });
    if (!applied.ok) throw new Error(`The back office journey's return could not be applied for: ${applied.reason}`);
  });
}
