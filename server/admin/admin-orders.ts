import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { ORDER_STATUSES, PAY_STATUSES } from '../../src/schema/commerce/states';
import { ResponseCode } from '../../src/schema/envelope';
import type { Database } from '../db/database';
import type { ChangeBus } from '../events/change-bus';
import { failEnvelope, okEnvelope, readJsonBody } from '../http/envelope';
import { problemsFromZod, type Problem } from '../http/problems';
import type { Logger } from '../logger';
import type { SiteSettingsService } from '../pages/site-settings';
import { changeOrderAsMerchant, findOrder, listOrdersForMerchant, orderDetailOf, stockOf, type MerchantAction, type OrderOutcome, type OrderViewContext } from '../commerce/orders';
import type { CommerceRules } from '../commerce/commerce-rules';
import { commerceSettingsSchema, writeCommerceSettings } from '../commerce/settings';
import { moveStockThen, setStock } from '../commerce/stock';

/*
 * The merchant's side of orders under /api/admin: list and read them, ship, deliver, decide a
 * pending cancellation, cancel an unpaid order, take a bank transfer as paid, set stock and the
 * shop's buying rules. Every change goes through the order transition table: one it refuses
 * answers 409 and changes nothing; an unknown order is a 404; a bad field a 422 naming it.
 * Each change reaches the shopper's open order page live.
 */

const listQuerySchema = z.object({
  status: z.enum(ORDER_STATUSES).optional(),
  payStatus: z.enum(PAY_STATUSES).optional(),
  userId: z.uuid().optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

const shipmentSchema = z.object({ expressName: z.string().trim().min(1).max(100), expressNumber: z.string().trim().min(1).max(100) });
const stockSchema = z.object({ sku: z.string().trim().min(1).max(100), stock: z.int().min(0).max(1_000_000) });

const ACTIONS = {
  deliver: { action: 'deliver' },
  'approve-cancel': { action: 'approveCancel' },
  'refuse-cancel': { action: 'refuseCancel' },
  cancel: { action: 'cancel' },
  'mark-paid': { action: 'pay' },
} as const satisfies Record<string, MerchantAction>;

function invalid(c: Context, what: string, issues: readonly Problem[]) {
  return failEnvelope(c, 422, ResponseCode.fail, `${what}: ${issues.map((issue) => `${issue.path} ${issue.message}`).join('; ')}`, { issues });
}

export function mountAdminOrders(
  api: Hono,
  deps: { db: Database; changes: ChangeBus; logger: Logger; siteSettings: SiteSettingsService; commerceRules: CommerceRules },
): void {
  const { db, changes, logger } = deps;
  const view = async (): Promise<OrderViewContext> => {
    const { siteConfig } = await deps.siteSettings.get();
    return { lang: 'en', rules: siteConfig.rules, userPrefix: siteConfig.userPrefix };
  };

  const answer = async (c: Context, orderNo: string, outcome: OrderOutcome, what: string) => {
    if (!outcome.ok && outcome.reason === 'not-found') return failEnvelope(c, 404, ResponseCode.fail, `No order ${orderNo}`);
    if (!outcome.ok) {
      const order = await findOrder(db, orderNo);
      const state = order ? `${order.status}, ${order.payStatus}${order.shippedAt ? ', shipped' : ''}` : 'unknown';
      return failEnvelope(c, 409, ResponseCode.fail, `Order ${orderNo} cannot ${what} now (it is ${state})`);
    }
    logger.info('Order changed by the merchant', { orderNo: outcome.order.orderNo, what, status: outcome.order.status, payStatus: outcome.order.payStatus });
    return okEnvelope(c, { order: await orderDetailOf(db, deps.commerceRules, outcome.order, await view()) });
  };

  api.get('/orders', async (c) => {
    const query = { status: c.req.query('status'), payStatus: c.req.query('payStatus'), userId: c.req.query('userId'), page: c.req.query('page') };
    const parsed = listQuerySchema.safeParse(query);
    if (!parsed.success) return invalid(c, 'Invalid order query', problemsFromZod(parsed.error, query));
    return okEnvelope(c, await listOrdersForMerchant(db, parsed.data, await view()));
  });

  api.get('/orders/:orderNo', async (c) => {
    const orderNo = c.req.param('orderNo');
    const order = await findOrder(db, orderNo);
    if (!order) return failEnvelope(c, 404, ResponseCode.fail, `No order ${orderNo}`);
    return okEnvelope(c, { order: { ...(await orderDetailOf(db, deps.commerceRules, order, await view())), userId: order.userId } });
  });

  api.post('/orders/:orderNo/ship', async (c) => {
    const orderNo = c.req.param('orderNo');
    const body = await readJsonBody(c);
    if (!body.ok) return failEnvelope(c, 400, ResponseCode.fail, body.message);
    const parsed = shipmentSchema.safeParse(body.value);
    if (!parsed.success) return invalid(c, 'Invalid shipment', problemsFromZod(parsed.error, body.value));
    return answer(c, orderNo, await changeOrderAsMerchant(db, changes, orderNo, { action: 'ship', ...parsed.data }), 'ship');
  });

  for (const [path, change] of Object.entries(ACTIONS)) {
    api.post(`/orders/:orderNo/${path}`, async (c) => {
      const orderNo = c.req.param('orderNo');
      return answer(c, orderNo, await changeOrderAsMerchant(db, changes, orderNo, change), path.replace('-', ' '));
    });
  }

  api.put('/stock', async (c) => {
    const body = await readJsonBody(c);
    if (!body.ok) return failEnvelope(c, 400, ResponseCode.fail, body.message);
    const parsed = stockSchema.safeParse(body.value);
    if (!parsed.success) return invalid(c, 'Invalid stock', problemsFromZod(parsed.error, body.value));
    const { sku, stock } = parsed.data;
    const found = await moveStockThen(db, changes, (tx) => setStock(tx, sku, stock));
    if (!found) return failEnvelope(c, 404, ResponseCode.fail, `No variant with SKU ${sku}`);
    // Listings show "in stock" from the catalog's cached pages.
    await changes.publish('site-changed', { what: `stock of ${sku}` });
    return okEnvelope(c, { sku, stock: await stockOf(db, sku) });
  });

  api.get('/commerce-settings', async (c) => okEnvelope(c, await deps.commerceRules.settings(db)));

  api.put('/commerce-settings', async (c) => {
    const body = await readJsonBody(c);
    if (!body.ok) return failEnvelope(c, 400, ResponseCode.fail, body.message);
    const parsed = commerceSettingsSchema.safeParse(body.value);
    if (!parsed.success) return invalid(c, 'Invalid commerce settings', problemsFromZod(parsed.error, body.value));
    await writeCommerceSettings(db, parsed.data);
    deps.commerceRules.forget();
    // Other server processes keep the rules for a few seconds: tell them now.
    await changes.publish('site-changed', { what: 'commerce settings' });
    return okEnvelope(c, parsed.data);
  });
}
