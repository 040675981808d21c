import { ORDER_CALLS } from '../../src/schema/web-api/order-calls';
import type { UrlLanguage } from '../../src/schema/languages';
import type { WebApiDeps } from '../web-api/deps';
import { HandlerFailure } from '../http/handler-failure';
import type { WebApiHandlers } from '../http/mount';
import { cancelShopperOrder, findShopperOrder } from './orders';
import { listShopperOrders, orderDetailOf } from './order-view';
import { pageWordsOf } from '../commerce/page-words';

const notFound = () => new HandlerFailure(404, 'order.notFound', 'No such order', [{ path: 'orderId', message: 'order.notFound' }]);

/** The shopper's order calls: each reads or changes only the caller's own orders. */
export function orderHandlers(deps: WebApiDeps): WebApiHandlers<typeof ORDER_CALLS> {
  const { db } = deps;
  // Product links follow the detail rules and the user prefix, which the merchant may change at run time.
  const viewIn = (lang: UrlLanguage) => pageWordsOf(deps.siteSettings, lang);
  return {
    'order/list': async ({ body, shopper }) => listShopperOrders(db, shopper.id, { status: body.status, page: body.page }, await viewIn(body.lang)),
    'order/get': async ({ body, shopper }) => {
      const order = await findShopperOrder(db, shopper.id, body);
      if (!order) throw notFound();
      return { order: await orderDetailOf(db, deps.commerceRules, order, await viewIn(body.lang)) };
    },
    'order/cancel': async ({ body, shopper }) => {
      const outcome = await cancelShopperOrder(db, deps.changes, shopper.id, body.orderId);
      if (!outcome.ok && outcome.reason === 'not-found') throw notFound();
      if (!outcome.ok) throw new HandlerFailure(409, 'order.cannotCancel', 'This order can no longer be cancelled');
      return { order: await orderDetailOf(db, deps.commerceRules, outcome.order, await viewIn(body.lang)) };
    },
  };
}
