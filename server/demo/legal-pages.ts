import { TRANSLATED_LOCALES, type TranslatedLocale } from '../../src/schema/languages';
import type { SeedPage } from './pages';

/* The privacy policy and the terms of service the sign-up agreement links to, in every translated locale. */

type Words = Record<TranslatedLocale, string>;

const LEGAL = {
  privacy: {
    title: { en: 'Privacy policy', 'zh-CN': '隐私政策', 'zh-HK': '私隱政策' },
    description: { en: 'What we keep about you, and why.', 'zh-CN': '我们保存哪些关于您的信息，以及原因。', 'zh-HK': '我們保存哪些關於你的資料，以及原因。' },
    html: {
      en: '<h1>Privacy policy</h1><p>We keep your name, birthday, email address or mobile number, addresses and orders to run your account and deliver what you buy. We never sell them. You can change them in your account, and ask us to delete the account at any time.</p>',
      'zh-CN': '<h1>隐私政策</h1><p>我们保存您的姓名、生日、邮箱或手机号、地址和订单，用于管理您的账号并配送您购买的商品。我们绝不出售这些信息。您可以在账号中修改它们，也可以随时要求我们删除账号。</p>',
      'zh-HK': '<h1>私隱政策</h1><p>我們保存你的姓名、生日、電郵或手機號碼、地址及訂單，用於管理你的帳戶及送遞你購買的貨品。我們絕不出售這些資料。你可以在帳戶中修改它們，亦可隨時要求我們刪除帳戶。</p>',
    },
  },
  terms: {
    title: { en: 'Terms of service', 'zh-CN': '服务条款', 'zh-HK': '服務條款' },
    description: { en: 'The terms of buying from this shop.', 'zh-CN': '在本店购物的条款。', 'zh-HK': '在本店購物的條款。' },
    html: {
      en: '<h1>Terms of service</h1><p>Prices include tax where the law asks for it. An order is confirmed once it is paid. You may return unused items within 30 days. Keep your password to yourself: what is done with your account is done in your name.</p>',
      'zh-CN': '<h1>服务条款</h1><p>价格按法律要求含税。订单付款后即确认。未使用的商品可在 30 天内退货。请妥善保管您的密码：以您账号进行的操作均视为您本人所为。</p>',
      'zh-HK': '<h1>服務條款</h1><p>價格按法例要求已包括稅項。訂單付款後即確認。未使用的貨品可於 30 日內退貨。請妥善保管你的密碼：以你帳戶進行的操作均視為你本人所為。</p>',
    },
  },
} satisfies Record<string, { title: Words; description: Words; html: Words }>;

export const legalPages: readonly SeedPage[] = TRANSLATED_LOCALES.flatMap((locale) =>
  (['privacy', 'terms'] as const).map((slug) => ({
    key: `page/${slug}`,
    locale,
    body: { template: 'page', blocks: [{ id: `${slug}-text`, type: 'rich-text', version: 1, props: { html: LEGAL[slug].html[locale], align: 'start', width: 'narrow' } }] },
    meta: { title: LEGAL[slug].title[locale], description: LEGAL[slug].description[locale] },
  })),
);
