import { and, asc, eq, sql } from 'drizzle-orm';
import { onSale, unitsForSale } from '../catalog/queries/products';
import { localeChain, type UrlLanguage } from '../../src/schema/languages';
import type { DetailRules } from '../../src/schema/site-config';
import type { Cart, CartAdjustment, CartLine, CartNotice } from '../../src/schema/web-api/cart';
import type { Database, Transaction } from '../db/database';
import { cartLines, carts, products, productVariants } from '../db/schema';
import { hashToken, newToken } from '../accounts/sessions';
import { addressBookOf } from '../addresses/addresses';
import { priceLines } from '../commerce/pricing';
import { activeShippingRules, fittingShipping } from '../commerce/shipping';
import type { CommerceRules } from '../commerce/commerce-rules';
import { toVariantLine } from '../commerce/variant-lines';
import { variantStateColumns } from '../commerce/line-facts';

/*
 * The cart every visitor has on the server: a signed-in shopper's by account, a guest's by
 * the SHA-256 of the random token in their HttpOnly cart cookie (the token itself is never
 * stored). Each write locks the cart's row first, so two tabs adding the last units at once
 * are applied one after the other and the second is capped by what the first left. A cart
 * holds no stock: quantities are capped by the stock left and the shop's per-line maximum
 * when written, and a line whose stock fell since says so when read; placing the order takes
 * the stock.
 */

export type CartOwner = { kind: 'shopper'; userId: string } | { kind: 'guest'; tokenHash: string };

/** When a cart is empty there is no line to take the currency from; the demo shop sells in dollars. */
const FALLBACK_CURRENCY = 'USD';

/** A cart cookie's token as the server makes it (32 random bytes, base64url); anything else names no cart. */
export function isCartToken(value: string | null | undefined): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value);
}

export function newCartToken(): string {
  return newToken();
}

export function guestOwner(token: string): CartOwner {
  return { kind: 'guest', tokenHash: hashToken(token) };
}

const ownedBy = (owner: CartOwner) => (owner.kind === 'shopper' ? eq(carts.userId, owner.userId) : eq(carts.guestTokenHash, owner.tokenHash));

export async function findCartId(db: Database | Transaction, owner: CartOwner): Promise<string | null> {
  const [row] = await db.select({ id: carts.id }).from(carts).where(ownedBy(owner)).limit(1);
  return row?.id ?? null;
}

/** The owner's cart, made when missing, stamped with `now` and locked until the transaction ends. */
async function lockCart(tx: Transaction, owner: CartOwner, now: Date): Promise<string> {
  // The upsert takes the row's lock either way: two first adds at once are applied one after the other.
  const [row] = await tx
    .insert(carts)
    .values(owner.kind === 'shopper' ? { userId: owner.userId, updatedAt: now } : { guestTokenHash: owner.tokenHash, updatedAt: now })
    .onConflictDoUpdate({ target: owner.kind === 'shopper' ? carts.userId : carts.guestTokenHash, set: { updatedAt: now } })
    .returning({ id: carts.id });
  return row!.id;
}

async function lockExistingCart(tx: Transaction, owner: CartOwner): Promise<string | null> {
  const [row] = await tx.select({ id: carts.id }).from(carts).where(ownedBy(owner)).for('update');
  return row?.id ?? null;
}

/** The variant a shopper names: by SKU, or a product's default (its first variant in stock by position, else its first). */
export async function findVariant(db: Database | Transaction, name: { sku: string } | { productSlug: string }): Promise<{ id: number; stock: number; priceCents: number } | null> {
  // Only a product on sale can be named: a draft or an archived product's variant is not found.
  const fields = { id: productVariants.id, stock: productVariants.stock, priceCents: productVariants.priceCents };
  const named = 'sku' in name ? eq(productVariants.sku, name.sku) : eq(products.slug, name.productSlug);
  const [row] = await db
    .select(fields)
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(named, onSale()))
    .orderBy(sql`${productVariants.stock} > 0 desc`, asc(productVariants.position))
    .limit(1);
  return row ?? null;
}

/**
 * The SKU of the product's variant the shopper picked by its options (`{color: 'sage', size: 'm'}`),
 * as a product page's form names it without a script: the variant holding every pick, the first
 * in stock by position when the picks leave more than one. Null when no variant of it has them.
 */
export async function skuOfChoice(db: Database, productSlug: string, choice: Readonly<Record<string, string>>): Promise<string | null> {
  const [row] = await db
    .select({ sku: productVariants.sku })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(eq(products.slug, productSlug), onSale(), sql`${productVariants.optionValues} @> ${JSON.stringify(choice)}::jsonb`))
    .orderBy(sql`${productVariants.stock} > 0 desc`, asc(productVariants.position))
    .limit(1);
  return row?.sku ?? null;
}

export type CartWrite = { ok: true; adjusted: CartAdjustment | null } | { ok: false; reason: 'not-found' | 'line-not-found' | 'out-of-stock' };

function capOf(asked: number, stock: number, maxLineQuantity: number, variantId: number): { quantity: number; adjusted: CartAdjustment | null } {
  const limit = Math.min(stock, maxLineQuantity);
  if (asked <= limit) return { quantity: asked, adjusted: null };
  return { quantity: limit, adjusted: { variantId, asked, quantity: limit, reason: stock < maxLineQuantity ? 'stock' : 'max' } };
}

async function variantNow(tx: Transaction, variantId: number) {
  const [row] = await tx.select({ stock: unitsForSale(), priceCents: productVariants.priceCents }).from(productVariants).where(eq(productVariants.id, variantId));
  return row ?? null;
}

/** Who adds: a signed-in shopper, or a guest with the token their cart cookie holds (none before their first add). */
export type CartWriter = { kind: 'shopper'; userId: string } | { kind: 'guest'; token: string | null };

/** What was added, and whose cart took it: a guest's token is new when their cookie named no cart. */
export type CartAdd = { ok: true; adjusted: CartAdjustment | null; owner: CartOwner; guestToken: string | null } | { ok: false; reason: 'not-found' | 'out-of-stock' };

/**
 * The writer's cart, stamped with `now` and locked until the transaction ends. A guest's
 * cookie is only ever a name for a cart the server made: one naming none is not adopted (a
 * token planted in a browser never becomes a cart someone else reads), a new token is made.
 */
async function lockWritingCart(tx: Transaction, writer: CartWriter, now: Date): Promise<{ id: string; owner: CartOwner; guestToken: string | null }> {
  if (writer.kind === 'shopper') {
    const owner: CartOwner = { kind: 'shopper', userId: writer.userId };
    return { id: await lockCart(tx, owner, now), owner, guestToken: null };
  }
  if (writer.token) {
    const owner = guestOwner(writer.token);
    const [row] = await tx.update(carts).set({ updatedAt: now }).where(ownedBy(owner)).returning({ id: carts.id });
    if (row) return { id: row.id, owner, guestToken: writer.token };
  }
  const token = newCartToken();
  const owner = guestOwner(token);
  return { id: await lockCart(tx, owner, now), owner, guestToken: token };
}

/** Refuses an add from inside its transaction, so the cart made or stamped for it is rolled back too. */
class RefusedAdd extends Error {}

/**
 * Adds units of the variant a shopper names (a SKU, or a product's default: its first variant
 * in stock by position) to the writer's cart, made on their first add, capped by the stock
 * left and the per-line maximum. Besides the transaction's own, one statement: the line is
 * written from the variant's row as it is now, and says what it held before.
 */
export async function addToCart(
  db: Database,
  commerceRules: CommerceRules,
  writer: CartWriter,
  item: { sku: string } | { productSlug: string },
  quantity: number,
  now = new Date(),
): Promise<CartAdd> {
  const { maxLineQuantity } = await commerceRules.settings(db);
  // Only a product on sale is added (not a draft, nor an archived product).
  const chosen =
    'sku' in item
      ? sql`select v.id, v.stock, v.price_cents from ${productVariants} v join ${products} p on p.id = v.product_id
          where v.sku = ${item.sku} and v.stock > 0 and p.status = 'active'`
      : sql`select v.id, v.stock, v.price_cents from ${productVariants} v join ${products} p on p.id = v.product_id
          where p.slug = ${item.productSlug} and v.stock > 0 and p.status = 'active' order by v.position limit 1`;
  try {
    return await db.transaction(async (tx) => {
      const cart = await lockWritingCart(tx, writer, now);
      const [line] = await tx
        .insert(cartLines)
        .select(sql`select ${cart.id}::uuid, v.id, least(${quantity}::int, v.stock, ${maxLineQuantity}::int), v.price_cents, ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz from (${chosen}) v`)
        // Adding again is seeing the product page's price again: that price is the one acknowledged.
        .onConflictDoUpdate({
          target: [cartLines.cartId, cartLines.variantId],
          set: {
            quantity: sql`least(${cartLines.quantity} + ${quantity}::int, (select least(v.stock, ${maxLineQuantity}::int) from ${productVariants} v where v.id = excluded.variant_id))`,
            seenPriceCents: sql`excluded.seen_price_cents`,
            updatedAt: now,
          },
        })
        .returning({
          variantId: cartLines.variantId,
          // Seen from before the statement: what the line held.
          // (Spelled with the table's name: a column alone would be read as the subquery's own.)
          before: sql<number | null>`(select held.quantity from ${cartLines} held where held.cart_id = cart_lines.cart_id and held.variant_id = cart_lines.variant_id)`,
          stock: sql<number>`(select v.stock from ${productVariants} v where v.id = cart_lines.variant_id)`,
        });
      if (!line) throw new RefusedAdd();
      const adjusted = capOf((line.before ?? 0) + quantity, line.stock, maxLineQuantity, line.variantId).adjusted;
      return { ok: true as const, adjusted, owner: cart.owner, guestToken: cart.guestToken };
    });
  } catch (error) {
    if (!(error instanceof RefusedAdd)) throw error;
    // The rare way out, read apart: nothing by that name, or nothing of it left.
    return { ok: false, reason: (await findVariant(db, item)) ? 'out-of-stock' : 'not-found' };
  }
}

/** Sets a line's quantity (0 removes it); a line the owner's cart does not hold is not found. */
export async function setLineQuantity(
  db: Database,
  commerceRules: CommerceRules,
  owner: CartOwner,
  variantId: number,
  quantity: number,
  now = new Date(),
): Promise<CartWrite> {
  if (quantity === 0) return removeLine(db, owner, variantId, now);
  const { maxLineQuantity } = await commerceRules.settings(db);
  return db.transaction(async (tx) => {
    const cartId = await lockExistingCart(tx, owner);
    if (!cartId) return { ok: false, reason: 'line-not-found' };
    const [line] = await tx.select({ quantity: cartLines.quantity }).from(cartLines).where(and(eq(cartLines.cartId, cartId), eq(cartLines.variantId, variantId)));
    const variant = await variantNow(tx, variantId);
    if (!line || !variant) return { ok: false, reason: 'line-not-found' };
    if (variant.stock <= 0) return { ok: false, reason: 'out-of-stock' };
    const capped = capOf(quantity, variant.stock, maxLineQuantity, variantId);
    // Changing a line is acting on the price shown beside it: its price notice is answered.
    await tx
      .update(cartLines)
      .set({ quantity: capped.quantity, seenPriceCents: variant.priceCents, updatedAt: now })
      .where(and(eq(cartLines.cartId, cartId), eq(cartLines.variantId, variantId)));
    await tx.update(carts).set({ updatedAt: now }).where(eq(carts.id, cartId));
    return { ok: true, adjusted: capped.adjusted };
  });
}

/** Takes a line out; taking out what is not there is no error, the line is gone either way. */
export async function removeLine(db: Database, owner: CartOwner, variantId: number, now = new Date()): Promise<CartWrite> {
  const cartId = await findCartId(db, owner);
  if (!cartId) return { ok: true, adjusted: null };
  await db.transaction(async (tx) => {
    await tx.delete(cartLines).where(and(eq(cartLines.cartId, cartId), eq(cartLines.variantId, variantId)));
    await tx.update(carts).set({ updatedAt: now }).where(eq(carts.id, cartId));
  });
  return { ok: true, adjusted: null };
}

/**
 * Keeps the code the shopper entered on their cart (null takes it off). It is kept even when
 * refused, like the checkout's, so the cart says why beside it, and judged again on every
 * read: a code that fits once the cart reaches the minimum starts counting by itself. A
 * visitor without a cart has nothing to put it on.
 */
export async function setCartCoupon(db: Database, owner: CartOwner, code: string | null, now = new Date()): Promise<CartWrite> {
  const [row] = await db
    .update(carts)
    .set({ couponCode: code, updatedAt: now })
    .where(ownedBy(owner))
    .returning({ id: carts.id });
  return row ? { ok: true, adjusted: null } : { ok: false, reason: 'line-not-found' };
}

/** Units in the owner's cart: the header's number. */
export async function cartCount(db: Database | Transaction, owner: CartOwner): Promise<number> {
  const [row] = await db
    .select({ units: sql<string | number | null>`coalesce(sum(${cartLines.quantity}), 0)` })
    .from(cartLines)
    .innerJoin(carts, eq(carts.id, cartLines.cartId))
    .where(ownedBy(owner));
  return Number(row?.units ?? 0);
}

export type CartView = {
  lang: UrlLanguage;
  rules: DetailRules;
  now?: Date;
};

/**
 * The cart as the shopper sees it: every line with today's name, picture, price and stock in
 * the page language, priced through `priceLines` (the promotions that apply, with their
 * reasons), and a notice on each line whose price or stock changed since it was added.
 */
export async function readCart(db: Database, commerceRules: CommerceRules, owner: CartOwner | null, view: CartView): Promise<Cart> {
  const locales = localeChain(view.lang);
  const query = { locales, rules: view.rules, lang: view.lang };
  const [rows, settings] = await Promise.all([
    owner
      ? db
          .select({ quantity: cartLines.quantity, seenPriceCents: cartLines.seenPriceCents, couponCode: carts.couponCode, state: variantStateColumns })
          .from(cartLines)
          .innerJoin(carts, eq(carts.id, cartLines.cartId))
          .innerJoin(productVariants, eq(productVariants.id, cartLines.variantId))
          .where(ownedBy(owner))
          .orderBy(asc(cartLines.addedAt), asc(cartLines.variantId))
      : [],
    commerceRules.settings(db),
  ]);
  // Every add answers with the whole cart: what its lines are about is kept, what they cost is read.
  const presentations = await commerceRules.cartLinePresentations(db, rows.map((row) => row.state.id), locales);
  const present = rows.flatMap((row) => {
    const presentation = presentations.get(row.state.id);
    return presentation ? [{ row, variant: toVariantLine(presentation, row.state, query) }] : [];
  });
  const currency = present[0]?.variant.currency ?? FALLBACK_CURRENCY;
  // A code on an empty cart waits unjudged: there is nothing yet for it to apply to.
  const couponCode = present.length > 0 ? (rows[0]?.couponCode ?? null) : null;
  const pricing = await priceLines(
    db,
    commerceRules,
    present.map(({ row, variant }) => ({
      variantId: variant.variantId,
      productSlug: variant.productSlug,
      categorySlugs: variant.categorySlugs,
      unitPriceCents: variant.unitPriceCents,
      quantity: row.quantity,
    })),
    {
      currency,
      locales,
      now: view.now ?? new Date(),
      coupon: couponCode ? { code: couponCode, userId: owner?.kind === 'shopper' ? owner.userId : null } : undefined,
    },
  );
  const money = (amount: number) => ({ amount, currency });
  const units = present.reduce((sum, { row }) => sum + row.quantity, 0);
  const estimatedShipping = owner?.kind === 'shopper' && units > 0 ? await shippingEstimate(db, owner.userId, { units, totalBeforeShippingCents: pricing.totalBeforeShippingCents, currency }) : null;
  const lines: CartLine[] = present.map(({ row, variant }) => {
    const notices: CartNotice[] = [];
    if (row.seenPriceCents !== variant.unitPriceCents) notices.push({ kind: 'price', was: money(row.seenPriceCents) });
    if (variant.stock < row.quantity) notices.push({ kind: 'stock', available: variant.stock });
    return {
      variantId: variant.variantId,
      sku: variant.sku,
      productSlug: variant.productSlug,
      name: variant.name,
      options: variant.options,
      image: variant.image,
      href: variant.href,
      unitPrice: money(variant.unitPriceCents),
      lineTotal: money(variant.unitPriceCents * row.quantity),
      quantity: row.quantity,
      maxQuantity: Math.max(0, Math.min(variant.stock, settings.maxLineQuantity)),
      notices,
    };
  });
  return {
    lines,
    count: lines.reduce((sum, line) => sum + line.quantity, 0),
    subtotal: money(pricing.subtotalCents),
    discounts: pricing.discounts.map((discount) => ({ source: discount.source, code: discount.code, title: discount.title, amount: money(discount.amountCents) })),
    discountTotal: money(pricing.discountCents),
    total: money(pricing.totalBeforeShippingCents),
    estimatedShipping: estimatedShipping ? { fee: money(estimatedShipping.feeCents), country: estimatedShipping.country } : null,
    coupon: pricing.coupon ? { code: pricing.coupon.code, accepted: pricing.coupon.accepted, reason: pricing.coupon.accepted ? null : pricing.coupon.reason } : null,
    maxLineQuantity: settings.maxLineQuantity,
  };
}

/** The fee the checkout would charge first for the shopper's default address: the same rules, the same first pick. */
async function shippingEstimate(
  db: Database,
  userId: string,
  cart: { units: number; totalBeforeShippingCents: number; currency: string },
): Promise<{ feeCents: number; country: string } | null> {
  const [book, rules] = await Promise.all([addressBookOf(db, userId), activeShippingRules(db)]);
  const country = book.addresses[0]?.country ?? null;
  const first = fittingShipping(rules, { country, units: cart.units, totalBeforeShippingCents: cart.totalBeforeShippingCents, currency: cart.currency })[0];
  return first && country ? { feeCents: first.feeCents, country } : null;
}

/**
 * The cart page shows every price notice once: having drawn it, the page records today's
 * prices as seen. The drawer's read does not, so a notice seen there is shown again on the
 * cart page, the last stop before checkout.
 */
export async function acknowledgePrices(db: Database, owner: CartOwner): Promise<void> {
  const cartId = await findCartId(db, owner);
  if (!cartId) return;
  await db
    .update(cartLines)
    .set({ seenPriceCents: sql`(select ${productVariants.priceCents} from ${productVariants} where ${productVariants.id} = ${cartLines.variantId})` })
    .where(
      and(
        eq(cartLines.cartId, cartId),
        sql`${cartLines.seenPriceCents} <> (select ${productVariants.priceCents} from ${productVariants} where ${productVariants.id} = ${cartLines.variantId})`,
      ),
    );
}

/**
 * At sign-in the guest's cart joins the shopper's: every guest line is kept, added to the
 * shopper's line of the same variant, and capped by the stock left and the per-line maximum
 * (a line sold out meanwhile keeps its quantity and shows its notice). The guest cart is gone
 * after, so the cookie that named it names nothing.
 */
export async function mergeGuestCart(db: Database, commerceRules: CommerceRules, guestToken: string, userId: string, now = new Date()): Promise<void> {
  const { maxLineQuantity } = await commerceRules.settings(db);
  const guest: CartOwner = guestOwner(guestToken);
  await db.transaction(async (tx) => {
    const guestCartId = await lockExistingCart(tx, guest);
    if (!guestCartId) return;
    const guestLines = await tx.select().from(cartLines).where(eq(cartLines.cartId, guestCartId));
    if (guestLines.length > 0) {
      const cartId = await lockCart(tx, { kind: 'shopper', userId }, now);
      // The code typed as a guest comes along, unless the account's cart has one of its own.
      const [guestCart] = await tx.select({ couponCode: carts.couponCode }).from(carts).where(eq(carts.id, guestCartId));
      if (guestCart?.couponCode) await tx.update(carts).set({ couponCode: sql`coalesce(${carts.couponCode}, ${guestCart.couponCode})` }).where(eq(carts.id, cartId));
      const held = new Map(
        (await tx.select({ variantId: cartLines.variantId, quantity: cartLines.quantity }).from(cartLines).where(eq(cartLines.cartId, cartId))).map((row) => [row.variantId, row.quantity]),
      );
      for (const line of guestLines) {
        const variant = await variantNow(tx, line.variantId);
        if (!variant) continue;
        const sum = (held.get(line.variantId) ?? 0) + line.quantity;
        const limit = Math.min(variant.stock, maxLineQuantity);
        const quantity = limit >= 1 ? Math.min(sum, limit) : Math.min(sum, maxLineQuantity);
        await tx
          .insert(cartLines)
          .values({ cartId, variantId: line.variantId, quantity, seenPriceCents: line.seenPriceCents, addedAt: line.addedAt, updatedAt: now })
          .onConflictDoUpdate({ target: [cartLines.cartId, cartLines.variantId], set: { quantity, updatedAt: now } });
      }
    }
    await tx.delete(carts).where(eq(carts.id, guestCartId));
  });
}

/** How long a guest's cart cookie lives after their last add. */
export const GUEST_CART_COOKIE_DAYS = 60;
