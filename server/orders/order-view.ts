import { formatAddress } from 'localized-address-format';
import { z } from 'zod';
import type { OrderStatus } from '../../src/schema/commerce/states';
import { htmlLang, langPath, localeChain, type TranslatedLocale, type UrlLanguage } from '../../src/schema/languages';
import type { OrderDetail, OrderEventView, OrderLineView, OrderList, OrderSummary } from '../../src/schema/order-pages';
import { regionName } from '../../src/schema/region-names';
import { addressFieldsSchema, type AddressFields } from '../../src/schema/web-api/address-book';
import type { Database, Transaction } from '../db/database';
import type { orderEvents, orders } from '../db/schema';
import type { LineRow } from './orders';
import { productImage } from '../catalog/images/urls';
import { detailHref } from '../catalog/queries/hrefs';
import { pickText } from '../catalog/queries/localized';
import { discountTitlesOf } from '../coupons/coupon-records';
import type { CommerceRules } from '../commerce/commerce-rules';
import type { PageWords } from '../commerce/page-words';
import { methodNamesOf } from '../commerce/shipping';
import { encodeOrderPosition, type OrderListPosition } from './order-cursor';
import { cancelKindOf, findMerchantOrders, findShopperOrders, ORDERS_PAGE_SIZE, orderRecordOf, returnsClosedReason, type MerchantOrderFilter, type OrderRecord } from './orders';

/*
 * An order as a reader sees it, in their language: its lines with names, options, pictures and
 * links, the address as its country writes it, the discounts and methods named as the shop
 * names them today, its timeline, and where to pay or apply for a return. The order page
 * (order-pages.ts), the shopper's /api/web answer (order-handlers.ts) and the merchant's
 * /api/admin answer (order-admin.ts) all draw through here, the merchant's alone with the
 * team's note; what an order is comes from orders.ts.
 */

const SUMMARY_LINES = 3;

export const thankYouHref = (lang: UrlLanguage, orderNo: string) =>
  `${lang === 'en' ? '' : `/${lang}`}/checkout/thankyou?order=${encodeURIComponent(orderNo)}`;

type OrderRow = typeof orders.$inferSelect;

const storedOptionsSchema = z.array(z.object({ name: z.record(z.string(), z.string()), value: z.record(z.string(), z.string()) })).catch([]);
const storedImageSchema = z.object({ slug: z.string().min(1), position: z.number().int().min(1) }).nullable().catch(null);
const storedDiscountsSchema = z
  .array(
    z.object({
      kind: z.string().optional(),
      name: z.union([z.string(), z.record(z.string(), z.string())]).optional(),
      code: z.string().optional(),
      amountCents: z.number().int().min(0),
    }),
  )
  .catch([]);
const text = z.string().catch('');
/** The address an order was placed with, as written then: an order written before a field existed reads it as empty. */
const orderAddressSchema = z
  .object(Object.fromEntries(addressFieldsSchema.keyof().options.map((field) => [field, text])) as Record<keyof AddressFields, typeof text>)
  .partial()
  .catch({});

const money = (amount: number, currency: string) => ({ amount, currency });
const iso = (at: Date) => at.toISOString();

export function orderHref(words: PageWords, orderNo: string): string {
  return `${langPath(words.lang)}${words.userPrefix}order/${encodeURIComponent(orderNo)}`;
}

function lineView(line: LineRow, currency: string, locales: readonly TranslatedLocale[], words: PageWords): OrderLineView {
  const name = (pickText(line.names, locales) || line.productSlug).slice(0, 200);
  const image = storedImageSchema.parse(line.image);
  return {
    id: line.id,
    name,
    options: storedOptionsSchema
      .parse(line.options)
      .slice(0, 12)
      .map((option) => ({ name: pickText(option.name, locales).slice(0, 100), value: pickText(option.value, locales).slice(0, 100) })),
    image: image ? productImage(image.slug, image.position, name.slice(0, 300)) : null,
    // A product no longer sold (archived, a draft again, or gone) has no page to link: the line still says what was bought.
    href: line.variantId === null || !line.onSale ? null : detailHref(words.rules, words.lang, 'product', line.productSlug, line.sku),
    unitPrice: money(line.unitPriceCents, currency),
    quantity: line.quantity,
    lineTotal: money(line.unitPriceCents * line.quantity, currency),
  };
}

function summaryOf(order: OrderRow, lines: readonly LineRow[], words: PageWords): OrderSummary {
  const locales = localeChain(words.lang);
  return {
    id: order.id,
    orderNo: order.orderNo,
    status: order.status as OrderStatus,
    payStatus: order.payStatus === 'paid' ? 'paid' : 'unpaid',
    placedAt: iso(order.placedAt),
    total: money(order.totalCents, order.currency),
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    lines: lines.slice(0, SUMMARY_LINES).map((line) => lineView(line, order.currency, locales, words)),
    href: orderHref(words, order.orderNo),
  };
}

/** The recipient, the phone and the lines of the address as its country writes it, then the country in the page language. */
function addressView(stored: unknown, lang: UrlLanguage): OrderDetail['address'] {
  const address = orderAddressSchema.parse(stored);
  const country = address.country ?? '';
  const familyFirst = country === 'CN' || country === 'HK' || country === 'TW' || country === 'JP' || country === 'KR';
  const name = (familyFirst ? `${address.lastName ?? ''}${address.firstName ?? ''}` : `${address.firstName ?? ''} ${address.lastName ?? ''}`).trim();
  let lines: string[];
  try {
    lines = formatAddress({
      postalCountry: country || 'US',
      administrativeArea: address.province ?? '',
      locality: address.city ?? '',
      dependentLocality: address.area ?? '',
      postalCode: address.postalCode ?? '',
      addressLines: [address.addressLine ?? '', address.apartment ?? ''].filter((line) => line !== ''),
    }).filter((line) => line.trim() !== '');
  } catch {
    lines = [address.addressLine ?? '', address.apartment ?? '', address.city ?? ''].filter((line) => line !== '');
  }
  // The names the address book and the checkout use; the runtime's names only for a region the shop's table lacks.
  let countryName = regionName(lang, country);
  try {
    if (countryName === country && /^[A-Z]{2}$/.test(country)) countryName = new Intl.DisplayNames([htmlLang(lang)], { type: 'region' }).of(country) ?? country;
  } catch {
    // An unknown region code stays as it is.
  }
  return {
    name: name.slice(0, 120),
    phone: `${address.countryCode ?? ''} ${address.phone ?? ''}`.trim().slice(0, 40),
    lines: [...lines, ...(countryName ? [countryName] : [])].slice(0, 10).map((line) => line.slice(0, 300)),
  };
}

const shipmentDetailSchema = z.object({ expressName: z.string(), expressNumber: z.string() });

function eventView(row: typeof orderEvents.$inferSelect): OrderEventView {
  const actor = z.enum(['shopper', 'merchant', 'system', 'payment']).catch('system').parse(row.actor);
  const shipment = row.kind === 'ship' ? shipmentDetailSchema.safeParse(row.detail) : null;
  return {
    id: row.id,
    kind: row.kind.slice(0, 40),
    actor,
    status: row.status as OrderStatus,
    payStatus: row.payStatus === 'paid' ? 'paid' : 'unpaid',
    at: iso(row.at),
    shipment: shipment?.success ? { expressName: shipment.data.expressName.slice(0, 100), expressNumber: shipment.data.expressNumber.slice(0, 100) } : null,
  };
}

/**
 * The discounts an order was given, each named in the reader's language: an order keeps what
 * was agreed (the promotion or coupon and its amount), not the words of the language it was
 * placed in. One the shop no longer has keeps the label stored with the order.
 */
async function discountsView(db: Database | Transaction, stored: unknown, currency: string, locales: readonly TranslatedLocale[]): Promise<OrderDetail['discounts']> {
  const discounts = storedDiscountsSchema.parse(stored).slice(0, 20);
  const codesOf = (kind: string) => discounts.flatMap((discount) => (discount.kind === kind && discount.code ? [discount.code] : []));
  const titles = await discountTitlesOf(db, { promotions: codesOf('promotion'), coupons: codesOf('coupon') }, locales);
  return discounts.map((discount) => {
    const known = discount.code ? (discount.kind === 'promotion' ? titles.promotions : discount.kind === 'coupon' ? titles.coupons : undefined)?.get(discount.code) : undefined;
    const storedName = typeof discount.name === 'string' ? discount.name : discount.name ? pickText(discount.name, locales) : '';
    return { name: (known || storedName || discount.code || '').slice(0, 200), amount: money(discount.amountCents, currency) };
  });
}

/** Everything the order page shows of one order, and the record it was drawn from. */
async function detailAndRecordOf(
  db: Database | Transaction,
  commerceRules: CommerceRules,
  order: OrderRow,
  words: PageWords,
): Promise<{ detail: OrderDetail; record: OrderRecord }> {
  const locales = localeChain(words.lang);
  const { currency } = order;
  const [record, methods, discounts] = await Promise.all([
    orderRecordOf(db, order),
    methodNamesOf(db, { shipping: order.shippingMethod, payment: order.paymentMethod }, locales),
    discountsView(db, order.discounts, currency, locales),
  ]);
  const detail: OrderDetail = {
    ...summaryOf(order, record.lines, words),
    lines: record.lines.map((line) => lineView(line, currency, locales, words)),
    subtotal: money(order.subtotalCents, currency),
    discounts,
    discountTotal: money(order.discountCents, currency),
    shippingFee: money(order.shippingCents, currency),
    paymentAmount: money(order.totalCents, currency),
    refunded: money(order.refundedCents, currency),
    shippingMethod: order.shippingMethod.slice(0, 40),
    shippingMethodName: methods.shipping?.slice(0, 200) ?? null,
    paymentMethod: order.paymentMethod.slice(0, 40),
    paymentMethodName: methods.payment?.slice(0, 200) ?? null,
    couponCode: order.couponCode,
    remarks: order.remarks.slice(0, 500),
    address: addressView(order.address, words.lang),
    payBy: iso(order.payBy),
    shipments: record.shipments.map((parcel) => ({ expressName: parcel.expressName, expressNumber: parcel.expressNumber, shippedAt: iso(parcel.shippedAt) })),
    timeline: record.events.map(eventView),
    cancel: cancelKindOf(order),
    payHref: order.status === 'in-progress' && order.payStatus === 'unpaid' ? thankYouHref(words.lang, order.orderNo) : null,
    returnHref:
      returnsClosedReason(order, (await commerceRules.settings(db)).returnWindowDays, new Date()) === null
        ? `${langPath(words.lang)}${words.userPrefix}return?apply=${encodeURIComponent(order.orderNo)}`
        : null,
  };
  return { detail, record };
}

/** Everything the order page shows of one order. */
export async function orderDetailOf(db: Database | Transaction, commerceRules: CommerceRules, order: OrderRow, words: PageWords): Promise<OrderDetail> {
  return (await detailAndRecordOf(db, commerceRules, order, words)).detail;
}

/**
 * The order as the merchant reads it: what the shopper sees, with the account, each line's SKU
 * for packing, and the team's note.
 */
export async function merchantOrderDetailOf(db: Database, commerceRules: CommerceRules, order: OrderRow, words: PageWords) {
  const { detail, record } = await detailAndRecordOf(db, commerceRules, order, words);
  const locales = localeChain(words.lang);
  return {
    ...detail,
    lines: record.lines.map((line) => ({ ...lineView(line, order.currency, locales, words), sku: line.sku })),
    userId: order.userId,
    note: teamNoteOf(order),
  };
}

/** The team's note on an order; text, who and when are written together. */
export function teamNoteOf({ note, noteBy, noteAt }: Pick<OrderRow, 'note' | 'noteBy' | 'noteAt'>): { text: string; by: string; at: string } | null {
  return note === null || noteBy === null || noteAt === null ? null : { text: note, by: noteBy, at: iso(noteAt) };
}

/** One page of the shopper's orders, newest first, optionally of one status. */
export async function listShopperOrders(
  db: Database,
  userId: string,
  query: { status?: OrderStatus | undefined; page: number },
  words: PageWords,
): Promise<OrderList> {
  const { rows, lines, total } = await findShopperOrders(db, userId, query);
  return {
    orders: rows.map((row) => summaryOf(row, lines.get(row.id) ?? [], words)),
    pagination: { page: query.page, pageSize: ORDERS_PAGE_SIZE, total },
    status: query.status ?? null,
  };
}

/** A page of the merchant's order list (findMerchantOrders), and the `after` of the page that follows it. */
export async function listOrdersForMerchant(
  db: Database,
  filter: MerchantOrderFilter,
  after: OrderListPosition | null,
  words: PageWords,
): Promise<{ orders: (OrderSummary & { userId: string; shipped: boolean })[]; next: string | null }> {
  const { rows, lines, next } = await findMerchantOrders(db, filter, after);
  return {
    orders: rows.map((row) => ({ ...summaryOf(row, lines.get(row.id) ?? [], words), userId: row.userId, shipped: row.shippedAt !== null })),
    next: next ? encodeOrderPosition(next) : null,
  };
}
