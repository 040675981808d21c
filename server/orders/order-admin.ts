import type { Context } from 'hono';
import { ORDER_CALLS } from '../../src/schema/admin-api/orders';
import { STOCK_MAX } from '../../src/schema/commerce/stock';
import { ResponseCode } from '../../src/schema/envelope';
import type { Database } from '../db/database';
import type { ChangeBus } from '../events/change-bus';
import { failEnvelope, readJsonBody } from '../http/envelope';
import { problemsFromZod, type Problem } from '../http/problems';
import type { Logger } from '../logger';
import type { SiteSettingsService } from '../pages/site-settings';
import { decodeOrderPosition } from './order-cursor';
import { changeOrderAsMerchant, findOrder, writeOrderNote, type MerchantAction, type OrderOutcome } from './orders';
import { listOrdersForMerchant, merchantOrderDetailOf, orderDetailOf, teamNoteOf } from './order-view';
import type { PageWords } from '../commerce/page-words';
import type { CommerceRules } from '../commerce/commerce-rules';
import { writeCommerceSettings } from '../commerce/settings';
import { moveStockThen, stockHistoryOf, writeStock } from '../commerce/stock';
import type { AdminCallContext, AdminHandlers } from '../http/admin-mount';

/*
 * The merchant's side of orders under /api/admin (src/schema/admin-api/orders.ts): list and
 * read them, ship, deliver, decide a pending cancellation, cancel an unpaid order, take a bank
 * transfer as paid, keep a note for the team, set stock and the shop's buying rules. Every change
 * of state goes through the order transition table and reaches the shopper's open order page
 * live; the note is the team's alone.
 */

const ACTIONS = {
  deliver: { action: 'deliver' },
  'approve-cancel': { action: 'approveCancel' },
  'refuse-cancel': { action: 'refuseCancel' },
  cancel: { action: 'cancel' },
  'mark-paid': { action: 'pay' },
} as const satisfies Record<string, MerchantAction>;

type ChangeCall = (typeof ORDER_CALLS)[`orders/${keyof typeof ACTIONS | 'ship'}`];

function invalid(c: Context, what: string, issues: readonly Problem[]) {
  return failEnvelope(c, 422, ResponseCode.fail, `${what}: ${issues.map((issue) => `${issue.path} ${issue.message}`).join('; ')}`, { issues });
}

export function adminOrderHandlers(deps: {
  db: Database;
  changes: ChangeBus;
  logger: Logger;
  siteSettings: SiteSettingsService;
  commerceRules: CommerceRules;
  /** Who is calling, as a note names its writer: a staff email or `admin token`. */
  byWhom: (c: Context) => string;
}): AdminHandlers<typeof ORDER_CALLS> {
  const { db, changes, logger } = deps;
  const view = async (): Promise<PageWords> => {
    const { siteConfig } = await deps.siteSettings.get();
    return { lang: 'en', rules: siteConfig.rules, userPrefix: siteConfig.userPrefix };
  };

  const answer = async ({ c, ok }: AdminCallContext<ChangeCall>, orderNo: string, outcome: OrderOutcome, what: string) => {
    if (!outcome.ok && outcome.reason === 'not-found') return failEnvelope(c, 404, ResponseCode.fail, `No order ${orderNo}`);
    if (!outcome.ok && outcome.reason === 'same-parcel') return failEnvelope(c, 409, ResponseCode.fail, `Order ${orderNo} already has this parcel: nothing was added`);
    if (!outcome.ok) {
      const order = await findOrder(db, orderNo);
      const state = order ? `${order.status}, ${order.payStatus}${order.shippedAt ? ', shipped' : ''}` : 'unknown';
      return failEnvelope(c, 409, ResponseCode.fail, `Order ${orderNo} cannot ${what} now (it is ${state})`);
    }
    logger.info('Order changed by the merchant', { orderNo: outcome.order.orderNo, what, status: outcome.order.status, payStatus: outcome.order.payStatus });
    return ok({ order: await orderDetailOf(db, deps.commerceRules, outcome.order, await view()) });
  };

  const change = (path: keyof typeof ACTIONS) => async (call: AdminCallContext<ChangeCall>) => {
    const orderNo = call.param('orderNo');
    return answer(call, orderNo, await changeOrderAsMerchant(db, changes, orderNo, ACTIONS[path]), path.replace('-', ' '));
  };

  return {
    'orders/list': async ({ c, ok }) => {
      const query = Object.fromEntries(ORDER_CALLS['orders/list'].query.keyof().options.map((field) => [field, c.req.query(field)]));
      const parsed = ORDER_CALLS['orders/list'].query.safeParse(query);
      if (!parsed.success) return invalid(c, 'Invalid order query', problemsFromZod(parsed.error, query));
      const { after, ...filter } = parsed.data;
      const position = after === undefined ? null : decodeOrderPosition(after);
      if (after !== undefined && !position) return invalid(c, 'Invalid order query', [{ path: 'after', message: 'is not a `next` this list gave: start again from the newest orders' }]);
      return ok(await listOrdersForMerchant(db, filter, position, await view()));
    },
    'orders/get': async ({ c, param, ok }) => {
      const orderNo = param('orderNo');
      const order = await findOrder(db, orderNo);
      if (!order) return failEnvelope(c, 404, ResponseCode.fail, `No order ${orderNo}`);
      const { siteConfig } = await deps.siteSettings.get();
      return ok({ order: await merchantOrderDetailOf(db, deps.commerceRules, order, await view()), shopName: siteConfig.name });
    },
    'orders/note': async ({ c, param, ok }) => {
      const orderNo = param('orderNo');
      const body = await readJsonBody(c);
      if (!body.ok) return failEnvelope(c, 400, ResponseCode.fail, body.message);
      const parsed = ORDER_CALLS['orders/note'].request.safeParse(body.value);
      if (!parsed.success) return invalid(c, 'Invalid note', problemsFromZod(parsed.error, body.value));
      const order = await writeOrderNote(db, orderNo, { text: parsed.data.note, by: deps.byWhom(c) });
      if (!order) return failEnvelope(c, 404, ResponseCode.fail, `No order ${orderNo}`);
      return ok({ note: teamNoteOf(order) });
    },
    'orders/ship': async (call) => {
      const { c } = call;
      const orderNo = call.param('orderNo');
      const body = await readJsonBody(c);
      if (!body.ok) return failEnvelope(c, 400, ResponseCode.fail, body.message);
      const parsed = ORDER_CALLS['orders/ship'].request.safeParse(body.value);
      if (!parsed.success) return invalid(c, 'Invalid shipment', problemsFromZod(parsed.error, body.value));
      return answer(call, orderNo, await changeOrderAsMerchant(db, changes, orderNo, { action: 'ship', ...parsed.data }), 'ship');
    },
    'orders/deliver': change('deliver'),
    'orders/approve-cancel': change('approve-cancel'),
    'orders/refuse-cancel': change('refuse-cancel'),
    'orders/cancel': change('cancel'),
    'orders/mark-paid': change('mark-paid'),
    'stock/put': async ({ c, ok }) => {
      const body = await readJsonBody(c);
      if (!body.ok) return failEnvelope(c, 400, ResponseCode.fail, body.message);
      const parsed = ORDER_CALLS['stock/put'].request.safeParse(body.value);
      if (!parsed.success) return invalid(c, 'Invalid stock', problemsFromZod(parsed.error, body.value));
      const { sku, stock, change, note } = parsed.data;
      const write = stock === undefined ? { change: change! } : { stock };
      const why = { reason: stock === undefined ? 'adjustment' : 'count', actor: 'merchant', note: note || null } as const;
      const written = await moveStockThen(db, changes, (tx) => writeStock(tx, sku, write, why));
      if (!written.ok && written.reason === 'unknown-sku') return failEnvelope(c, 404, ResponseCode.fail, `No variant with SKU ${sku}`);
      if (!written.ok) {
        const limit = written.stock + change! < 0 ? 'go below zero' : `pass ${STOCK_MAX.toLocaleString('en')}`;
        return failEnvelope(c, 409, ResponseCode.fail, `SKU ${sku} has ${written.stock} in stock: a change of ${change} would ${limit}, so nothing changed`);
      }
      // Listings show "in stock" from the catalog's cached pages.
      await changes.publish('site-changed', { what: `stock of ${sku}` });
      return ok({ sku, stock: written.stock });
    },
    'stock/history': async ({ c, param, ok }) => {
      const sku = param('sku');
      const query = { limit: c.req.query('limit') };
      const parsed = ORDER_CALLS['stock/history'].query.safeParse(query);
      if (!parsed.success) return invalid(c, 'Invalid history query', problemsFromZod(parsed.error, query));
      const history = await stockHistoryOf(db, sku, parsed.data.limit);
      if (!history) return failEnvelope(c, 404, ResponseCode.fail, `No variant with SKU ${sku}`);
      return ok({ sku, ...history });
    },
    'commerce-settings/get': async ({ ok }) => ok(await deps.commerceRules.settings(db)),
    'commerce-settings/put': async ({ c, ok }) => {
      const body = await readJsonBody(c);
      if (!body.ok) return failEnvelope(c, 400, ResponseCode.fail, body.message);
      const parsed = ORDER_CALLS['commerce-settings/put'].request.safeParse(body.value);
      if (!parsed.success) return invalid(c, 'Invalid commerce settings', problemsFromZod(parsed.error, body.value));
      await writeCommerceSettings(db, parsed.data);
      deps.commerceRules.forget();
      // Other server processes keep the rules for a few seconds: tell them now.
      await changes.publish('site-changed', { what: 'commerce settings' });
      return ok(parsed.data);
    },
  };
}
