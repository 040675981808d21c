import type { TranslatedLocale } from '../../src/schema/languages';
import type { TemplateRow } from './templates';

/*
 * The inquiry pages a fresh shop starts with: the quote form (`inquiry/{slug}` and custom
 * categories of type inquiry), the feedback form, the thank-you page, and the shopper's
 * inquiries in the user area.
 */

const WORDS = {
  quoteTitle: { en: 'Request a quote', 'zh-CN': '询价', 'zh-HK': '詢價' },
  quoteDescription: {
    en: 'Ask for a quote on larger quantities or a custom order.',
    'zh-CN': '批量采购或定制订单，欢迎询价。',
    'zh-HK': '批量採購或訂製訂單，歡迎詢價。',
  },
  feedbackTitle: { en: 'Feedback', 'zh-CN': '意见反馈', 'zh-HK': '意見回饋' },
  feedbackDescription: {
    en: 'Tell us what you think of the shop.',
    'zh-CN': '告诉我们你对本店的看法。',
    'zh-HK': '告訴我們你對本店的看法。',
  },
  thankYouTitle: { en: 'Thank you', 'zh-CN': '感谢你的留言', 'zh-HK': '感謝你的留言' },
  listTitle: { en: 'Your inquiries', 'zh-CN': '我的咨询', 'zh-HK': '我的查詢' },
  listDescription: {
    en: 'Your quote requests and feedback, with our answers.',
    'zh-CN': '你的询价和反馈，以及我们的回复。',
    'zh-HK': '你的詢價和意見，以及我們的回覆。',
  },
} satisfies Record<string, Record<TranslatedLocale, string>>;

export function inquiryTemplatesIn(locale: TranslatedLocale): TemplateRow[] {
  const form = { id: 'inquiry-form', type: 'inquiry-form', version: 1 as const, props: { heading: '' } };
  return [
    {
      key: 'template:inquiry',
      locale,
      body: { template: 'inquiry', blocks: [form] },
      meta: { title: WORDS.quoteTitle[locale], description: WORDS.quoteDescription[locale] },
    },
    {
      key: 'template:inquiry-feedback',
      locale,
      body: { template: 'inquiry-feedback', blocks: [form] },
      meta: { title: WORDS.feedbackTitle[locale], description: WORDS.feedbackDescription[locale] },
    },
    {
      key: 'template:inquiry-thankyou',
      locale,
      body: { template: 'inquiry-thankyou', blocks: [{ id: 'inquiry-thankyou', type: 'inquiry-thankyou', version: 1, props: {} }] },
      meta: { title: WORDS.thankYouTitle[locale] },
    },
    {
      key: 'template:user-inquiry',
      locale,
      body: { template: 'user-inquiry', blocks: [{ id: 'inquiry-list', type: 'inquiry-list', version: 1, props: { heading: '' } }] },
      meta: { title: WORDS.listTitle[locale], description: WORDS.listDescription[locale] },
    },
  ];
}
