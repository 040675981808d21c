import { couponClaims, coupons, promotions } from '../db/schema';
import type { SeedStep } from '../db/seed';
import { DEMO_PRODUCTS } from './products';
import { demoShopperId } from './shoppers';

/*
 * The demo shop's coupons in every state a shopper can meet (running, not started, expired,
 * used up, with a minimum, for a category, for some products, not combinable) and its
 * promotions (a category percent, spend and save, buy two get one, an exclusive one and an
 * ended one), dated from the day the shop was seeded. The demo shopper has claimed two.
 */

const DAY = 24 * 60 * 60 * 1000;
type Words = { en: string; 'zh-CN': string; 'zh-HK': string };
const couponText = (title: Words, terms: Words) => ({
  en: { title: title.en, terms: terms.en },
  'zh-CN': { title: title['zh-CN'], terms: terms['zh-CN'] },
  'zh-HK': { title: title['zh-HK'], terms: terms['zh-HK'] },
});
const promotionText = (title: Words, description: Words) => ({
  en: { title: title.en, description: description.en },
  'zh-CN': { title: title['zh-CN'], description: description['zh-CN'] },
  'zh-HK': { title: title['zh-HK'], description: description['zh-HK'] },
});

const TEAPOTS = DEMO_PRODUCTS.filter((product) => product.slug.endsWith('-teapot')).map((product) => product.slug);
const MUGS = DEMO_PRODUCTS.filter((product) => product.slug.endsWith('-mug')).map((product) => product.slug);

/** Codes the journeys and the README name: one any cart takes, one refused for having ended. */
export const DEMO_COUPON_CODES = { accepted: 'WELCOME10', expired: 'EXPIRED5', claimed: ['WELCOME10', 'KITCHEN15'] } as const;

function demoCoupons(now: number): (typeof coupons.$inferInsert)[] {
  const since = new Date(now - 7 * DAY);
  return [
    {
      code: 'WELCOME10',
      kind: 'percent',
      value: 10,
      startsAt: since,
      endsAt: new Date(now + 365 * DAY),
      translations: couponText(
        { en: '10% off your order', 'zh-CN': '全单九折', 'zh-HK': '全單九折' },
        { en: 'Any order, with any promotion.', 'zh-CN': '任何订单可用，可与促销同享。', 'zh-HK': '任何訂單可用，可與優惠同享。' },
      ),
    },
    {
      code: 'SAVE15',
      kind: 'fixed',
      value: 1500,
      minSubtotalCents: 10_000,
      startsAt: since,
      endsAt: new Date(now + 90 * DAY),
      translations: couponText(
        { en: '$15 off orders of $100', 'zh-CN': '满 100 美元减 15 美元', 'zh-HK': '滿 100 美元減 15 美元' },
        { en: 'For a subtotal of $100 or more.', 'zh-CN': '商品小计满 100 美元可用。', 'zh-HK': '貨品小計滿 100 美元可用。' },
      ),
    },
    {
      code: 'KITCHEN15',
      kind: 'percent',
      value: 15,
      scope: 'categories',
      scopeSlugs: ['kitchen'],
      perShopperLimit: 2,
      startsAt: since,
      endsAt: new Date(now + 60 * DAY),
      translations: couponText(
        { en: '15% off kitchenware', 'zh-CN': '厨房用品八五折', 'zh-HK': '廚房用品八五折' },
        { en: 'Mugs, bowls, plates and teapots. Twice per shopper.', 'zh-CN': '杯、碗、盘和茶壶可用。每位顾客限用两次。', 'zh-HK': '杯、碗、碟和茶壺可用。每位顧客限用兩次。' },
      ),
    },
    {
      code: 'TEAPOT8',
      kind: 'fixed',
      value: 800,
      scope: 'products',
      scopeSlugs: TEAPOTS,
      startsAt: since,
      endsAt: new Date(now + 60 * DAY),
      translations: couponText(
        { en: '$8 off a teapot', 'zh-CN': '茶壶立减 8 美元', 'zh-HK': '茶壺即減 8 美元' },
        { en: 'On our stoneware, porcelain and glass teapots.', 'zh-CN': '适用于炻器、瓷器和玻璃茶壶。', 'zh-HK': '適用於炻器、瓷器和玻璃茶壺。' },
      ),
    },
    {
      code: 'SOLO25',
      kind: 'fixed',
      value: 2500,
      minSubtotalCents: 15_000,
      combinable: false,
      startsAt: since,
      endsAt: new Date(now + 30 * DAY),
      translations: couponText(
        { en: '$25 off, on its own', 'zh-CN': '立减 25 美元（不与促销同享）', 'zh-HK': '即減 25 美元（不與優惠同享）' },
        {
          en: 'For $150 or more. Not with promotions: you get whichever saves more.',
          'zh-CN': '满 150 美元可用。不与促销同享，按更优惠的一项计算。',
          'zh-HK': '滿 150 美元可用。不與優惠同享，按較優惠的一項計算。',
        },
      ),
    },
    {
      code: 'SPRING20',
      kind: 'percent',
      value: 20,
      startsAt: new Date(now + 30 * DAY),
      endsAt: new Date(now + 60 * DAY),
      translations: couponText(
        { en: '20% off in spring', 'zh-CN': '春季八折', 'zh-HK': '春季八折' },
        { en: 'Starts next month.', 'zh-CN': '下月开始。', 'zh-HK': '下月開始。' },
      ),
    },
    {
      code: 'EXPIRED5',
      kind: 'fixed',
      value: 500,
      startsAt: new Date(now - 60 * DAY),
      endsAt: new Date(now - DAY),
      translations: couponText(
        { en: '$5 off (ended)', 'zh-CN': '立减 5 美元（已结束）', 'zh-HK': '即減 5 美元（已結束）' },
        { en: 'Ended yesterday.', 'zh-CN': '已于昨天结束。', 'zh-HK': '已於昨天結束。' },
      ),
    },
    {
      code: 'FLASH50',
      kind: 'percent',
      value: 50,
      usageLimit: 20,
      // Used up by earlier orders: the demo shows a coupon whose limit is reached.
      uses: 20,
      startsAt: since,
      endsAt: new Date(now + 30 * DAY),
      translations: couponText(
        { en: 'Half price, first 20 orders', 'zh-CN': '半价，限前 20 单', 'zh-HK': '半價，限首 20 單' },
        { en: 'All 20 have been used.', 'zh-CN': '20 张已全部用完。', 'zh-HK': '20 張已全部用完。' },
      ),
    },
  ];
}

function demoPromotions(now: number): (typeof promotions.$inferInsert)[] {
  const since = new Date(now - 7 * DAY);
  return [
    {
      slug: 'tops-week',
      kind: 'category-percent',
      params: { categorySlug: 'tops', percent: 10 },
      priority: 10,
      startsAt: since,
      endsAt: new Date(now + 30 * DAY),
      translations: promotionText(
        { en: '10% off tops', 'zh-CN': '上衣九折', 'zh-HK': '上衣九折' },
        { en: 'Tees, sweaters and hoodies, taken off in the cart.', 'zh-CN': 'T 恤、毛衣和卫衣，在购物车中自动减价。', 'zh-HK': 'T 恤、毛衣和衛衣，在購物車中自動減價。' },
      ),
    },
    {
      slug: 'spend-150-save-20',
      kind: 'spend-save',
      params: { thresholdCents: 15_000, saveCents: 2000 },
      priority: 20,
      startsAt: since,
      endsAt: new Date(now + 60 * DAY),
      translations: promotionText(
        { en: 'Spend $150, save $20', 'zh-CN': '满 150 美元减 20 美元', 'zh-HK': '滿 150 美元減 20 美元' },
        { en: 'On any products, with a subtotal of $150 or more.', 'zh-CN': '任何商品，小计满 150 美元即减。', 'zh-HK': '任何貨品，小計滿 150 美元即減。' },
      ),
    },
    {
      slug: 'mugs-buy-2-get-1',
      kind: 'buy-n-get-one',
      params: { n: 2, productSlugs: MUGS },
      priority: 30,
      startsAt: since,
      endsAt: new Date(now + 60 * DAY),
      translations: promotionText(
        { en: 'Mugs: buy 2, get 1 free', 'zh-CN': '杯子买二送一', 'zh-HK': '杯買二送一' },
        { en: 'The cheapest of every three mugs is free.', 'zh-CN': '每三只杯子中最便宜的一只免费。', 'zh-HK': '每三隻杯中最便宜的一隻免費。' },
      ),
    },
    {
      slug: 'shoe-days',
      kind: 'category-percent',
      params: { categorySlug: 'shoes', percent: 25 },
      priority: 5,
      exclusive: true,
      startsAt: since,
      endsAt: new Date(now + 14 * DAY),
      translations: promotionText(
        { en: 'Shoe days: 25% off shoes', 'zh-CN': '鞋履日：鞋履七五折', 'zh-HK': '鞋履日：鞋履七五折' },
        {
          en: 'Applies on its own: a cart with shoes gets this instead of other promotions.',
          'zh-CN': '不与其他促销同享：购物车中有鞋履时只享此优惠。',
          'zh-HK': '不與其他優惠同享：購物車中有鞋履時只享此優惠。',
        },
      ),
    },
    {
      slug: 'winter-sale',
      kind: 'category-percent',
      params: { categorySlug: 'apparel', percent: 20 },
      priority: 10,
      startsAt: new Date(now - 90 * DAY),
      endsAt: new Date(now - 30 * DAY),
      translations: promotionText(
        { en: 'Winter sale: 20% off apparel', 'zh-CN': '冬季特卖：服饰八折', 'zh-HK': '冬季特賣：服飾八折' },
        { en: 'Ended last month.', 'zh-CN': '已于上月结束。', 'zh-HK': '已於上月結束。' },
      ),
    },
  ];
}

export const demoCouponsSeed: SeedStep = {
  name: 'demo-coupons',
  async run(tx) {
    const [existing] = await tx.select({ id: coupons.id }).from(coupons).limit(1);
    if (existing) return 'skipped';
    const now = Date.now();
    const rows = await tx.insert(coupons).values(demoCoupons(now)).onConflictDoNothing().returning({ id: coupons.id, code: coupons.code });
    await tx.insert(promotions).values(demoPromotions(now)).onConflictDoNothing();
    const userId = await demoShopperId(tx);
    if (userId !== null) {
      const claimed = rows.filter((row) => (DEMO_COUPON_CODES.claimed as readonly string[]).includes(row.code));
      if (claimed.length > 0) await tx.insert(couponClaims).values(claimed.map((row) => ({ couponId: row.id, userId }))).onConflictDoNothing();
    }
    return 'seeded';
  },
};

