import { eq } from 'drizzle-orm';
import { localeChain } from '../../src/schema/languages';
import type { CheckoutView } from '../../src/schema/web-api/checkout';
import type { Database } from '../db/database';
import { orders } from '../db/schema';
import { thankYouHref } from '../orders/order-view';
import { claimedCouponsOf } from '../coupons/coupons';
import type { CommerceRules } from '../commerce/commerce-rules';
import type { PageWords } from '../commerce/page-words';
import { activePaymentMethods, activeShippingWords } from '../commerce/shipping';
import { lineHref, loadLinePresentations } from '../commerce/variant-lines';
import type { Payments } from '../payments/payments';
import { orderLocaleOf, shopperCheckoutFacts, type CheckoutFacts } from './checkouts';

/*
 * The checkout as its page draws it: its facts (checkouts.ts) with the words, links and
 * pictures of the page's language, the coupons the shopper claimed and the payment methods as
 * the shop describes them. Drawn after whatever transaction read the facts, never inside it.
 */

/** The test cards of the offered methods' providers, printed beside the card form (none in production). */
type TestCardsFor = Payments['testCardsFor'];

async function orderNoOf(db: Database, orderId: string | null): Promise<string | null> {
  if (!orderId) return null;
  const [row] = await db.select({ orderNo: orders.orderNo }).from(orders).where(eq(orders.id, orderId));
  return row?.orderNo ?? null;
}

/**
 * A checkout's facts drawn in the page's language. The facts are read for the page's language
 * (`orderLocaleOf(words.lang)`): their discounts' titles are the ones shown.
 */
export async function drawCheckout(db: Database, facts: CheckoutFacts, words: PageWords, testCardsFor: TestCardsFor, now: Date): Promise<CheckoutView> {
  const { row, pricing } = facts;
  const locales = localeChain(words.lang);
  const [presentations, shippingWords, methods, claimed, placedOrderNo] = await Promise.all([
    loadLinePresentations(
      db,
      facts.lines.map(({ ref }) => ref.variantId),
      locales,
    ),
    activeShippingWords(db, locales),
    activePaymentMethods(db, locales),
    claimedCouponsOf(db, row.userId, { locales, now, currency: row.currency, lang: words.lang }),
    orderNoOf(db, row.orderId),
  ]);
  const money = (amount: number) => ({ amount, currency: row.currency });
  const selectedMethod = methods.find((method) => method.code === row.paymentMethod)?.code ?? null;
  return {
    id: row.id,
    lines: facts.lines.map(({ ref, line }) => {
      // A product gone since its facts were read still shows what is charged for it, by its slug.
      const presentation = presentations.get(ref.variantId);
      return {
        variantId: ref.variantId,
        name: presentation?.name ?? line.productSlug.slice(0, 200),
        options: presentation?.options ?? [],
        image: presentation?.image ?? null,
        href: lineHref(words, line),
        unitPrice: money(line.unitPriceCents),
        quantity: ref.quantity,
        lineTotal: money(line.unitPriceCents * ref.quantity),
        short: line.stock < ref.quantity,
      };
    }),
    addressBook: facts.book,
    addressId: facts.book.addresses.some((address) => address.id === row.addressId) ? row.addressId : null,
    shippingOptions: facts.shippingOptions.map((option) => ({
      code: option.code,
      name: shippingWords.get(option.code)?.name ?? option.code,
      estimate: shippingWords.get(option.code)?.estimate ?? '',
      fee: money(option.feeCents),
    })),
    shippingMethod: facts.shipping?.code ?? null,
    payment: {
      methods,
      selected: selectedMethod,
      demoCards: testCardsFor(methods.map((method) => method.provider)),
      order: null,
    },
    couponCode: row.couponCode,
    claimedCoupons: claimed.slice(0, 20).map((coupon) => ({ code: coupon.code, title: coupon.title })),
    coupon: pricing.coupon
      ? { code: pricing.coupon.code, accepted: pricing.coupon.accepted, reason: pricing.coupon.accepted ? null : pricing.coupon.reason }
      : null,
    remarks: row.remarks,
    summary: {
      subtotal: money(pricing.subtotalCents),
      discounts: pricing.discounts.map((discount) => ({ title: discount.title, amount: money(discount.amountCents) })),
      discount: money(pricing.discountCents),
      shipping: facts.shipping ? money(facts.shipping.feeCents) : null,
      total: money(facts.totalCents),
    },
    placed: placedOrderNo ? { orderNo: placedOrderNo, thankYouHref: thankYouHref(words.lang, placedOrderNo) } : null,
  };
}

/** The checkout as its page draws it; null when it is not the shopper's (or does not exist). */
export async function checkoutViewOf(
  db: Database,
  commerceRules: CommerceRules,
  checkoutId: string,
  userId: string,
  words: PageWords,
  testCardsFor: TestCardsFor,
  now = new Date(),
): Promise<CheckoutView | null> {
  const facts = await shopperCheckoutFacts(db, commerceRules, checkoutId, userId, orderLocaleOf(words.lang), now);
  return facts ? drawCheckout(db, facts, words, testCardsFor, now) : null;
}
