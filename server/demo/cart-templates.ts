import { TRANSLATED_LOCALES, type TranslatedLocale } from '../../src/schema/languages';
import type { TemplateRow } from './templates';

/** `template:cart`: the cart page block, drawing the visitor's own cart, in every language. */

const TITLE = { en: 'Your cart', 'zh-CN': '购物车', 'zh-HK': '購物車' } satisfies Record<TranslatedLocale, string>;

export const cartTemplateRows: readonly TemplateRow[] = TRANSLATED_LOCALES.map((locale) => ({
  key: 'template:cart',
  locale,
  body: { template: 'cart', blocks: [{ id: 'cart', type: 'cart-page', version: 1, props: { heading: TITLE[locale] } }] },
  meta: { title: TITLE[locale] },
}));
