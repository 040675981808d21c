import { TRANSLATED_LOCALES, type TranslatedLocale } from '../../src/schema/languages';
import type { TemplateRow } from './templates';

/*
 * The default templates of `user/order` and `user/order/{slug}`: one block each, drawing the
 * page's own data. Headings come from the blocks' translations; only the page titles are here
 * (an order's page is titled with its number by its resolver).
 */

const TITLES: Record<'user-order' | 'user-order-detail', Record<TranslatedLocale, string>> = {
  'user-order': { en: 'My orders', 'zh-CN': '我的订单', 'zh-HK': '我的訂單' },
  'user-order-detail': { en: 'Order details', 'zh-CN': '订单详情', 'zh-HK': '訂單詳情' },
};

const BLOCKS = {
  'user-order': { id: 'orders', type: 'order-list', version: 1, props: {} },
  'user-order-detail': { id: 'order', type: 'order-detail', version: 1, props: {} },
} as const;

export const orderTemplateRows: readonly TemplateRow[] = TRANSLATED_LOCALES.flatMap((locale) =>
  (['user-order', 'user-order-detail'] as const).map((kind) => ({
    key: `template:${kind}`,
    locale,
    body: { template: kind, blocks: [{ ...BLOCKS[kind], props: { ...BLOCKS[kind].props } }] },
    meta: { title: TITLES[kind][locale] },
  })),
);
