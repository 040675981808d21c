import { TRANSLATED_LOCALES, type TranslatedLocale } from '../../src/schema/languages';
import type { TemplateRow } from './templates';

/*
 * The checkout pages a fresh shop starts with: the checkout's details, the payment block,
 * then the summary with "Place order"; and the thank-you page, whose payment block pays an
 * order that is still unpaid.
 */

const WORDS = {
  checkout: { en: 'Checkout', 'zh-CN': '结算', 'zh-HK': '結帳' },
  summary: { en: 'Order summary', 'zh-CN': '订单摘要', 'zh-HK': '訂單摘要' },
  payment: { en: 'Payment', 'zh-CN': '支付', 'zh-HK': '付款' },
  thankYou: { en: 'Thank you for your order', 'zh-CN': '感谢你的订购', 'zh-HK': '多謝你的訂購' },
  payNow: { en: 'Pay for your order', 'zh-CN': '支付订单', 'zh-HK': '支付訂單' },
} satisfies Record<string, Record<TranslatedLocale, string>>;

function rowsIn(locale: TranslatedLocale): TemplateRow[] {
  return [
    {
      key: 'template:checkout',
      locale,
      body: {
        template: 'checkout',
        blocks: [
          { id: 'checkout-details', type: 'checkout', version: 1, props: { part: 'details', heading: WORDS.checkout[locale] } },
          { id: 'checkout-payment', type: 'payment', version: 1, props: { heading: WORDS.payment[locale] } },
          { id: 'checkout-summary', type: 'checkout', version: 1, props: { part: 'summary', heading: WORDS.summary[locale] } },
        ],
      },
      meta: { title: WORDS.checkout[locale] },
    },
    {
      key: 'template:checkout-thankyou',
      locale,
      body: {
        template: 'checkout-thankyou',
        blocks: [
          { id: 'thank-you', type: 'checkout-thankyou', version: 1, props: { heading: WORDS.thankYou[locale] } },
          { id: 'pay-later', type: 'payment', version: 1, props: { heading: WORDS.payNow[locale] } },
        ],
      },
      meta: { title: WORDS.thankYou[locale] },
    },
  ];
}

export const checkoutTemplateRows: readonly TemplateRow[] = TRANSLATED_LOCALES.flatMap((locale) => rowsIn(locale));
