import type { TranslatedLocale } from '../../src/schema/languages';
import type { TemplateRow } from './templates';

/*
 * The `coupon` and `promotion` pages a fresh shop starts with. One template serves each
 * kind's list and its detail pages: the blocks draw whichever the page's data holds. A
 * promotion's page lists its products through the product list block, above its facts.
 */

const WORDS = {
  coupons: { en: 'Coupons', 'zh-CN': '优惠券', 'zh-HK': '優惠券' },
  couponsDescription: { en: 'Coupons to claim and use at checkout.', 'zh-CN': '领取优惠券，结账时使用。', 'zh-HK': '領取優惠券，結賬時使用。' },
  promotions: { en: 'Promotions', 'zh-CN': '促销活动', 'zh-HK': '優惠活動' },
  promotionsDescription: { en: 'Running promotions, taken off in the cart by themselves.', 'zh-CN': '进行中的促销活动，在购物车中自动生效。', 'zh-HK': '進行中的優惠活動，在購物車內自動生效。' },
} satisfies Record<string, Record<TranslatedLocale, string>>;

export function couponTemplatesIn(locale: TranslatedLocale): TemplateRow[] {
  return [
    {
      key: 'template:coupon',
      locale,
      body: { template: 'coupon', blocks: [{ id: 'coupons', type: 'coupons', version: 1, props: { heading: WORDS.coupons[locale] } }] },
      meta: { title: WORDS.coupons[locale], description: WORDS.couponsDescription[locale] },
    },
    {
      key: 'template:promotion',
      locale,
      body: {
        template: 'promotion',
        blocks: [
          { id: 'promotion-products', type: 'product-list', version: 1, props: { columns: 4, showSort: true, priority: true } },
          { id: 'promotions', type: 'promotions', version: 1, props: { heading: WORDS.promotions[locale] } },
        ],
      },
      meta: { title: WORDS.promotions[locale], description: WORDS.promotionsDescription[locale] },
    },
  ];
}
