import type { TranslatedLocale } from '../../src/schema/languages';
import type { TemplateRow } from './templates';

/*
 * The `user/address` page a fresh shop starts with: the book, the button that adds an
 * address in the modal, and the form to type one in place. Each language starts the form in
 * its own market's country.
 */

const WORDS = {
  title: { en: 'Address book', 'zh-CN': '收货地址', 'zh-HK': '收貨地址' },
  description: { en: 'Your saved delivery addresses.', 'zh-CN': '你保存的收货地址。', 'zh-HK': '你儲存的收貨地址。' },
  formHeading: { en: 'Type a new address', 'zh-CN': '填写新地址', 'zh-HK': '填寫新地址' },
} satisfies Record<string, Record<TranslatedLocale, string>>;

const HOME_COUNTRY = { en: 'US', 'zh-CN': 'CN', 'zh-HK': 'HK' } as const satisfies Record<TranslatedLocale, string>;

export function addressTemplatesIn(locale: TranslatedLocale): TemplateRow[] {
  const defaultCountry = HOME_COUNTRY[locale];
  return [
    {
      key: 'template:user-address',
      locale,
      body: {
        template: 'user-address',
        blocks: [
          { id: 'address-book', type: 'address-book', version: 1, props: { heading: WORDS.title[locale] } },
          { id: 'address-add', type: 'address-modal', version: 1, props: { defaultCountry } },
          { id: 'address-form', type: 'address-form', version: 1, props: { heading: WORDS.formHeading[locale], defaultCountry, showMakeDefault: true } },
        ],
      },
      meta: { title: WORDS.title[locale], description: WORDS.description[locale] },
    },
  ];
}
