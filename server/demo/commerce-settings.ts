import type { Transaction } from '../db/database';
import { paymentMethods, shippingMethods } from '../db/schema';
import type { SeedStep } from '../db/seed';
import { DEFAULT_COMMERCE_SETTINGS, writeCommerceSettings } from '../commerce/settings';

/*
 * How the demo shop ships and takes payment: standard and express anywhere, standard free
 * above $75 in the United States, a local courier for mainland China and Hong Kong, a letter
 * post that takes no more than 3 units (so a bigger cart shows that it does not fit), the
 * demo card and bank transfer.
 */

type Words = Record<'en' | 'zh-CN' | 'zh-HK', { name: string; estimate?: string; description?: string }>;

/** The order total from which US Standard ships free: the one figure the demo's own words quote (footer, pages). */
const FREE_SHIPPING_FROM_CENTS = 7500;
/** That figure as the demo's words write it, in every language: `$75`. */
export const DEMO_FREE_SHIPPING_FROM = `$${FREE_SHIPPING_FROM_CENTS / 100}`;

export const DEMO_SHIPPING_METHODS: (typeof shippingMethods.$inferInsert & { translations: Words })[] = [
  {
    code: 'us-standard',
    countries: ['US'],
    feeCents: 595,
    freeFromCents: FREE_SHIPPING_FROM_CENTS,
    position: 1,
    translations: {
      en: { name: `US Standard (free over ${DEMO_FREE_SHIPPING_FROM})`, estimate: '3–5 business days' },
      'zh-CN': { name: `美国标准配送（满 ${DEMO_FREE_SHIPPING_FROM} 免运费）`, estimate: '3–5 个工作日' },
      'zh-HK': { name: `美國標準送貨（滿 ${DEMO_FREE_SHIPPING_FROM} 免運費）`, estimate: '3–5 個工作天' },
    },
  },
  {
    code: 'cn-hk-local',
    countries: ['CN', 'HK', 'MO'],
    feeCents: 450,
    freeFromCents: null,
    position: 2,
    translations: {
      en: { name: 'Local courier (mainland China, Hong Kong, Macau)', estimate: '1–3 days' },
      'zh-CN': { name: '本地快递（中国内地、香港、澳门）', estimate: '1–3 天' },
      'zh-HK': { name: '本地速遞（中國內地、香港、澳門）', estimate: '1–3 天' },
    },
  },
  {
    code: 'standard',
    countries: ['*'],
    feeCents: 1500,
    freeFromCents: null,
    position: 3,
    translations: {
      en: { name: 'Standard international', estimate: '7–14 business days' },
      'zh-CN': { name: '国际标准配送', estimate: '7–14 个工作日' },
      'zh-HK': { name: '國際標準送貨', estimate: '7–14 個工作天' },
    },
  },
  {
    code: 'express',
    countries: ['*'],
    feeCents: 3500,
    freeFromCents: null,
    position: 4,
    translations: {
      en: { name: 'Express', estimate: '2–4 business days' },
      'zh-CN': { name: '特快配送', estimate: '2–4 个工作日' },
      'zh-HK': { name: '特快送貨', estimate: '2–4 個工作天' },
    },
  },
  {
    code: 'letter-post',
    countries: ['*'],
    feeCents: 300,
    freeFromCents: null,
    maxUnits: 3,
    position: 5,
    translations: {
      en: { name: 'Letter post (up to 3 items)', estimate: '10–20 business days' },
      'zh-CN': { name: '平邮（最多 3 件）', estimate: '10–20 个工作日' },
      'zh-HK': { name: '平郵（最多 3 件）', estimate: '10–20 個工作天' },
    },
  },
];

export const DEMO_PAYMENT_METHODS: (typeof paymentMethods.$inferInsert & { translations: Words })[] = [
  {
    code: 'card',
    provider: 'demo-card',
    position: 1,
    translations: {
      en: { name: 'Card', description: 'Pay now by credit or debit card.' },
      'zh-CN': { name: '银行卡', description: '立即使用信用卡或借记卡付款。' },
      'zh-HK': { name: '信用卡', description: '立即以信用卡或扣賬卡付款。' },
    },
  },
  {
    code: 'bank-transfer',
    provider: 'bank-transfer',
    position: 2,
    translations: {
      en: { name: 'Bank transfer', description: 'Transfer the amount within the payment time; we ship once it arrives.' },
      'zh-CN': { name: '银行转账', description: '请在付款期限内转账，到账后发货。' },
      'zh-HK': { name: '銀行轉賬', description: '請於付款期限內轉賬，到賬後發貨。' },
    },
  },
];

async function isEmpty(tx: Transaction): Promise<boolean> {
  const [shipping] = await tx.select({ code: shippingMethods.code }).from(shippingMethods).limit(1);
  const [payment] = await tx.select({ code: paymentMethods.code }).from(paymentMethods).limit(1);
  return !shipping && !payment;
}

export const demoCommerceSettingsSeed: SeedStep = {
  name: 'demo-commerce-settings',
  async run(tx) {
    if (!(await isEmpty(tx))) return 'skipped';
    await tx.insert(shippingMethods).values(DEMO_SHIPPING_METHODS).onConflictDoNothing();
    await tx.insert(paymentMethods).values(DEMO_PAYMENT_METHODS).onConflictDoNothing();
    await writeCommerceSettings(tx, DEFAULT_COMMERCE_SETTINGS);
    return 'seeded';
  },
};
