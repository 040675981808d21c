import type { TranslatedLocale } from '../../src/schema/languages';
import type { TemplateRow } from './templates';

/*
 * The `coupon` and `promotion` pages a fresh shop starts with. `template:coupon` serves the
 * coupon list and each coupon: its block draws whichever the page's data holds. The promotion
 * list is a page of its own (`promotion`), and `template:promotion` draws each promotion: its
 * products through the product list block, then its facts.
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
      body: { template: 'coupon', blocks: [{ id: 'coupons', type: 'offers', version: 1, props: { heading: WORDS.coupons[locale] } }] },
      meta: { title: WORDS.coupons[locale], description: WORDS.couponsDescription[locale] },
    },
    {
      key: 'promotion',
      locale,
      body: { template: 'promotion', blocks: [{ id: 'promotions', type: 'offers', version: 1, props: { heading: WORDS.promotions[locale] } }] },
      meta: { title: WORDS.promotions[locale], description: WORDS.promotionsDescription[locale] },
    },
    {
      key: 'template:promotion',
      locale,
      body: {
        template: 'promotion',
        blocks: [
          { id: 'promotion-products', type: 'product-list', version: 1, props: { columns: 4, showSort: true, priority: true } },
          { id: 'promotion-facts', type: 'offers', version: 1, props: {} },
        ],
      },
      meta: { title: WORDS.promotions[locale], description: WORDS.promotionsDescription[locale] },
    },
  ];
}
