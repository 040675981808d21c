import type { TranslatedLocale } from '../../src/schema/languages';
import type { TemplateRow } from './templates';

/*
 * The return pages a fresh shop starts with: `user/return` holds the order refund block (it
 * draws only when the page is opened from an order with `?apply=<orderNo>`) above the list;
 * `user/return/{returnNo}` the return itself.
 */

const WORDS = {
  listTitle: { en: 'Returns', 'zh-CN': '退货/售后', 'zh-HK': '退貨/售後' },
  listDescription: { en: 'Your returns and exchanges.', 'zh-CN': '你的退货、换货和退款。', 'zh-HK': '你的退貨、換貨和退款。' },
  detailTitle: { en: 'Return', 'zh-CN': '售后单', 'zh-HK': '售後單' },
  detailDescription: { en: 'Where your return stands.', 'zh-CN': '售后单的进度。', 'zh-HK': '售後單的進度。' },
} satisfies Record<string, Record<TranslatedLocale, string>>;

export function returnTemplatesIn(locale: TranslatedLocale): TemplateRow[] {
  return [
    {
      key: 'template:user-return',
      locale,
      body: {
        template: 'user-return',
        blocks: [
          { id: 'order-refund', type: 'order-refund', version: 1, props: { heading: '' } },
          { id: 'return-list', type: 'return-list', version: 1, props: { heading: WORDS.listTitle[locale] } },
        ],
      },
      meta: { title: WORDS.listTitle[locale], description: WORDS.listDescription[locale] },
    },
    {
      key: 'template:user-return-detail',
      locale,
      body: {
        template: 'user-return-detail',
        blocks: [{ id: 'return-detail', type: 'return-detail', version: 1, props: { showMerchantAddress: true } }],
      },
      meta: { title: WORDS.detailTitle[locale], description: WORDS.detailDescription[locale] },
    },
  ];
}
