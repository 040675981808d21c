import { langPath } from '../../src/schema/languages';
import type { EntityContext, KindResolver } from '../pages/entities';
import type { RouteMatch } from '../../src/renderer/core/route-match';
import { commerceRulesOf } from '../commerce/commerce-rules';
import { listReturns, readReturn, returnFormOf } from './returns';

/*
 * The return pages, drawn on the server for the signed-in shopper (their kinds need one).
 * `user/return` lists the shopper's returns, and with `?apply=<orderNo>` (the link the order
 * page gives) also carries that order's application form. `user/return/{returnNo}` is one
 * return; another shopper's, or none, is not found.
 */

const ORDER_NO = /^V\d{8}-\d{6}$/;

function pageOf(url: URL): number {
  const value = Number(url.searchParams.get('page'));
  return Number.isSafeInteger(value) && value >= 1 && value <= 1000 ? value : 1;
}

function linksOf(match: RouteMatch, context: EntityContext) {
  const userArea = `${langPath(match.lang)}${context.siteConfig.userPrefix}`;
  return { returns: `${userArea}return`, orders: `${userArea}order` };
}

const resolveReturns: KindResolver<'user-return'> = async (match, _locale, db, context) => {
  if (!context.shopper) return null;
  const apply = context.url.searchParams.get('apply');
  const returnList = await listReturns(db, context.shopper.id, pageOf(context.url), match.lang);
  const returnApply =
    apply === null
      ? null
      : { orderNo: apply.slice(0, 40), form: ORDER_NO.test(apply) ? await returnFormOf(db, commerceRulesOf(context.site), context.shopper.id, apply, match.lang) : null };
  return { data: { returnList, returnApply, returnLinks: linksOf(match, context) }, meta: {} };
};

const resolveReturn: KindResolver<'user-return-detail'> = async (match, _locale, db, context) => {
  const returnNo = match.params.slug;
  if (!context.shopper || !returnNo || !/^R\d{8}-\d{6}$/.test(returnNo)) return null;
  const returnDetail = await readReturn(db, returnNo, context.shopper.id, match.lang);
  if (!returnDetail) return null;
  return { data: { returnDetail, returnLinks: linksOf(match, context) }, meta: { title: returnNo } };
};

export const returnPageResolvers = { 'user-return': resolveReturns, 'user-return-detail': resolveReturn };
