import { and, asc, count, inArray } from 'drizzle-orm';
import { PRODUCT_PAGE_SIZE } from '../../src/schema/catalog';
import { catalogRequest, listingPage, pageOf, siteCategories, sortOf, type CatalogRequest } from '../catalog/pages/catalog-context';
import { hrefIn } from '../catalog/queries/hrefs';
import { matchedTotal, onSale, productPageOf, productSummaries, type ProductPage } from '../catalog/queries/products';
import { descendantIds } from '../catalog/queries/taxonomy';
import type { Database } from '../db/database';
import { products } from '../db/schema';
import type { EntityContext, KindResolver } from '../pages/entities';
import { promotionRuleOf } from './coupon-records';
import { claimableCoupon, claimableCoupons, findRunningPromotion, promotionCardOf, runningPromotions } from './coupons';
import type { PromotionRule } from './discounts';

/*
 * `coupon` and `promotion`: each kind is a list (`coupon`) and a detail (`coupon/{slug}`);
 * the blocks draw whichever the data holds (the promotion list has a page of its own,
 * `promotion`, because the product list block of `template:promotion` lists one promotion's
 * products). A slug that names nothing running is a 404. The pages are the same for everyone: who has claimed what is asked by
 * the Claim button, not drawn into the shared page.
 */

export const resolveCoupon: KindResolver<'coupon'> = async (match, _locale, db, context) => {
  const request = catalogRequest(match, context);
  const show = { lang: request.lang, locales: request.locales, now: new Date() };
  const couponsHref = hrefIn(request.lang, 'coupon');
  const slug = match.params.slug;
  if (slug === undefined) return { data: { coupons: await claimableCoupons(db, show), coupon: null, couponsHref }, meta: {} };
  const coupon = await claimableCoupon(db, slug, show);
  if (!coupon) return null;
  return { data: { coupons: [], coupon, couponsHref }, meta: { title: coupon.title, description: coupon.terms.slice(0, 300) || coupon.title } };
};

/** The products a promotion covers, a page at a time: its category tree, its products, or (spend and save) the whole catalog. */
async function promotionProducts(db: Database, rule: PromotionRule, request: CatalogRequest, context: EntityContext, page: number): Promise<ProductPage> {
  const sort = sortOf(request.query);
  if (rule.kind === 'buy-n-get-one') {
    const where = and(inArray(products.slug, [...rule.productSlugs]), onSale());
    const offset = (page - 1) * PRODUCT_PAGE_SIZE;
    const rows = await db.select({ id: products.id, total: matchedTotal() }).from(products).where(where).orderBy(asc(products.featuredRank), asc(products.id)).limit(PRODUCT_PAGE_SIZE).offset(offset);
    return productPageOf(rows, offset, () => db.select({ total: count() }).from(products).where(where));
  }
  const records = await siteCategories(db, context, request.locales);
  const root = rule.kind === 'category-percent' ? records.find((record) => record.slug === rule.categorySlug) : undefined;
  const ids = rule.kind === 'category-percent' ? (root ? descendantIds(records, root.id) : []) : records.map((record) => record.id);
  return ids.length === 0 ? { ids: [], total: 0 } : listingPage(db, context, { kind: 'categories', ids }, sort, page, PRODUCT_PAGE_SIZE);
}

export const resolvePromotion: KindResolver<'promotion'> = async (match, _locale, db, context) => {
  const request = catalogRequest(match, context);
  const show = { lang: request.lang, locales: request.locales, now: new Date() };
  const promotionsHref = hrefIn(request.lang, 'promotion');
  const slug = match.params.slug;
  const empty = { products: [], pagination: { page: 1, pageSize: PRODUCT_PAGE_SIZE, total: 0 }, sort: 'featured' as const };
  if (slug === undefined) return { data: { promotions: await runningPromotions(db, show), promotion: null, promotionsHref, ...empty }, meta: {} };

  const row = await findRunningPromotion(db, slug, show.now);
  const card = row ? promotionCardOf(row, show) : null;
  const rule = row ? promotionRuleOf(row.kind, row.params) : null;
  if (!card || !rule) return null;
  const page = pageOf(request.query);
  const sort = rule.kind === 'buy-n-get-one' ? 'featured' : sortOf(request.query);
  const listed = await promotionProducts(db, rule, request, context, page);
  const promotion = {
    slug: card.slug,
    name: card.title,
    href: card.href,
    description: card.description,
    banner: null,
    card,
  };
  return {
    data: {
      promotions: [],
      promotion,
      promotionsHref,
      products: await productSummaries(db, listed.ids, request.rules, request.lang, request.locales),
      pagination: { page, pageSize: PRODUCT_PAGE_SIZE, total: listed.total },
      sort,
    },
    meta: { title: card.title, description: card.description.slice(0, 300) || card.title },
  };
};

export const couponPageResolvers = { coupon: resolveCoupon, promotion: resolvePromotion };
