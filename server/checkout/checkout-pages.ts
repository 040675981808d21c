import { and, asc, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { langPath, localeChain, type TranslatedLocale } from '../../src/schema/languages';
import type { PaymentStep, ThankYou } from '../../src/schema/web-api/checkout';
import type { Database } from '../db/database';
import { orderLines, orders, payments } from '../db/schema';
import type { KindResolver, KindResolvers, PaymentHints } from '../pages/entities';
import { checkoutViewOf } from './checkout-view';
import { commerceRulesOf } from '../commerce/commerce-rules';
import { activePaymentMethods } from '../commerce/shipping';

/*
 * The checkout's pages, drawn for the signed-in shopper alone (both kinds need one): a
 * checkout or an order of another shopper is not found, exactly as one that does not exist.
 */

const uuid = z.uuid();
const perLocale = z.record(z.string(), z.string());
const optionsSchema = z.array(z.object({ name: perLocale, value: perLocale }));

const textIn = (raw: unknown, locales: readonly TranslatedLocale[]): string => {
  const parsed = perLocale.safeParse(raw);
  if (!parsed.success) return '';
  return [...locales, 'en'].map((locale) => parsed.data[locale]).find((text) => text !== undefined && text !== '') ?? '';
};

const resolveCheckout: KindResolver<'checkout'> = async (match, _locale, db, context) => {
  const slug = match.params.slug;
  if (!context.shopper || !uuid.safeParse(slug).success) return null;
  const words = { lang: match.lang, rules: context.siteConfig.rules, userPrefix: context.siteConfig.userPrefix };
  const checkout = await checkoutViewOf(db, commerceRulesOf(context.site), slug!, context.shopper.id, words, context.payments.testCardsFor);
  return checkout ? { data: { checkout }, meta: {} } : null;
};

/** The payment block's part of an unpaid order (its `data.payment`): the methods, and what is due; null once nothing is to be paid. */
export async function paymentStepOf(
  db: Database,
  order: typeof orders.$inferSelect,
  locales: readonly TranslatedLocale[],
  payments: PaymentHints,
): Promise<PaymentStep | null> {
  if (order.payStatus !== 'unpaid' || order.status !== 'in-progress') return null;
  const methods = await activePaymentMethods(db, locales);
  return {
    methods,
    selected: methods.find((method) => method.code === order.paymentMethod)?.code ?? methods[0]?.code ?? null,
    demoCards: payments.testCardsFor(methods.map((method) => method.provider)),
    order: { id: order.id, orderNo: order.orderNo, due: { amount: order.totalCents, currency: order.currency } },
  };
}

const resolveThankYou: KindResolver<'checkout-thankyou'> = async (match, _locale, db, context) => {
  const orderNo = context.url.searchParams.get('order');
  if (!context.shopper || !orderNo || orderNo.length > 40) return null;
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.orderNo, orderNo), eq(orders.userId, context.shopper.id)));
  if (!order) return null;
  const locales = localeChain(match.lang);
  const [lines, methods, [lastPayment]] = await Promise.all([
    db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.position)),
    activePaymentMethods(db, locales),
    db.select({ status: payments.status }).from(payments).where(eq(payments.orderId, order.id)).orderBy(desc(payments.createdAt)).limit(1),
  ]);
  const money = (amount: number) => ({ amount, currency: order.currency });
  const method = methods.find((candidate) => candidate.code === order.paymentMethod);
  const provider = method?.provider ?? '';
  const unpaid = order.payStatus === 'unpaid';
  const thankYou: ThankYou = {
    orderId: order.id,
    orderNo: order.orderNo,
    status: order.status,
    payStatus: unpaid ? 'unpaid' : 'paid',
    lines: lines.map((line) => {
      const options = optionsSchema.safeParse(line.options);
      return {
        name: textIn(line.names, locales) || line.sku,
        options: options.success
          ? options.data.map((option) => ({ name: textIn(option.name, locales), value: textIn(option.value, locales) }))
          : [],
        quantity: line.quantity,
        lineTotal: money(line.unitPriceCents * line.quantity),
      };
    }),
    summary: {
      subtotal: money(order.subtotalCents),
      discounts: [],
      discount: money(order.discountCents),
      shipping: money(order.shippingCents),
      total: money(order.totalCents),
    },
    paymentMethod: { code: order.paymentMethod, provider, name: method?.name ?? order.paymentMethod },
    payBy: order.payBy.toISOString(),
    lastPayment: unpaid && lastPayment && ['declined', 'failed'].includes(lastPayment.status) ? { status: lastPayment.status } : null,
    bankTransfer: unpaid ? context.payments.transferDetailsFor(provider, order.orderNo) : null,
    orderHref: `${langPath(match.lang)}${context.siteConfig.userPrefix}order/${encodeURIComponent(order.orderNo)}`,
  };
  return { data: { thankYou, payment: await paymentStepOf(db, order, locales, context.payments) }, meta: {} };
};

export const checkoutPageResolvers = {
  checkout: resolveCheckout,
  'checkout-thankyou': resolveThankYou,
} satisfies KindResolvers;
