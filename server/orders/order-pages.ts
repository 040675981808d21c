import { ORDER_STATUSES, type OrderStatus } from '../../src/schema/commerce/states';
import type { KindResolver, KindResolvers } from '../pages/entities';
import { pageParam } from '../accounts/security';
import { commerceRulesOf } from '../commerce/commerce-rules';
import { findShopperOrder } from './orders';
import { listShopperOrders, orderDetailOf } from './order-view';
import type { PageWords } from '../commerce/page-words';

/*
 * `user/order` and `user/order/{slug}`, drawn on the server for the signed-in shopper. The
 * slug is the order number; one that is not the shopper's own is not found, as one that does
 * not exist.
 */

function statusParam(url: URL): OrderStatus | undefined {
  const value = url.searchParams.get('status');
  return ORDER_STATUSES.find((status) => status === value);
}

const resolveOrders: KindResolver<'user-order'> = async (match, _locale, db, context) => {
  if (!context.shopper) return null;
  const view: PageWords = { lang: match.lang, rules: context.siteConfig.rules, userPrefix: context.siteConfig.userPrefix };
  const orderList = await listShopperOrders(db, context.shopper.id, { status: statusParam(context.url), page: pageParam(context.url) }, view);
  return { data: { orderList }, meta: {} };
};

const resolveOrder: KindResolver<'user-order-detail'> = async (match, _locale, db, context) => {
  const orderNo = match.params.slug;
  if (!context.shopper || !orderNo || orderNo.length > 40) return null;
  const order = await findShopperOrder(db, context.shopper.id, { orderNo });
  if (!order) return null;
  const view: PageWords = { lang: match.lang, rules: context.siteConfig.rules, userPrefix: context.siteConfig.userPrefix };
  return { data: { order: await orderDetailOf(db, commerceRulesOf(context.site), order, view) }, meta: { title: order.orderNo } };
};

export const orderPageResolvers = { 'user-order': resolveOrders, 'user-order-detail': resolveOrder } satisfies KindResolvers;
