import type { TranslatedLocale } from '../../src/schema/languages';
import { legalPages } from './legal-pages';
import { withPageFavorite } from './favorite-templates';
import { DEMO_FREE_SHIPPING_FROM } from './commerce-settings';

/*
 * The pages a new shop starts with. Bodies use only block types registered in
 * src/blocks/registry.ts; the seed test validates every one of them against it.
 */

export type SeedPage = {
  key: string;
  locale: TranslatedLocale;
  body: { template: string; noReload?: boolean; blocks: unknown[] };
  meta: { title: string; description: string };
};

const richText = (id: string, html: string, options: { align?: 'start' | 'center'; width?: 'narrow' | 'full' } = {}) => ({
  id,
  type: 'rich-text',
  version: 1,
  props: { html, align: options.align ?? 'start', width: options.width ?? 'narrow' },
});

const heroBanner = (
  id: string,
  props: { eyebrow?: string; heading: string; level?: 1 | 2; text?: string; cta?: { label: string; href: string }; align?: 'start' | 'center'; tone?: 'primary' | 'hero' | 'plain' },
) => ({ id, type: 'hero-banner', version: 1, props: { level: 1, align: 'start', tone: 'hero', ...props } });

const home: Record<TranslatedLocale, Omit<SeedPage, 'key' | 'locale'>> = {
  en: {
    meta: {
      title: 'Vitrine — everyday things, made to last',
      description: `Clothing, bags, homeware and stationery chosen for the way you live. Free US delivery over ${DEMO_FREE_SHIPPING_FROM} and 30-day returns.`,
    },
    body: {
      template: 'home',
      blocks: [
        heroBanner('home-welcome', {
          eyebrow: 'New season, same promise',
          heading: 'Everyday things, made to last',
          text:
            'Vitrine is a small shop for the things you reach for every day: soft cotton tees, a tote that carries a week of groceries, ' +
            'a mug that keeps your coffee warm through the morning post. We choose each piece for how it feels after a year, not just on day one.',
          cta: { label: 'How we choose', href: '/page/about' },
          align: 'center',
        }),
        richText(
          'home-promise',
          '<h2>Why people shop with us</h2>' +
            '<ul><li><strong>Chosen by hand.</strong> Every product is used in our studio for a month before it reaches the shelf.</li>' +
            '<li><strong>Honest materials.</strong> Organic cotton, vegetable-tanned leather and recycled paper, labelled plainly.</li>' +
            '<li><strong>Easy returns.</strong> Changed your mind? Send it back within 30 days, on us.</li></ul>',
        ),
        richText(
          'home-delivery',
          '<h2>Delivery</h2>' +
            `<p>Orders placed before 2 pm leave our workshop the same day. US delivery is free on orders over ${DEMO_FREE_SHIPPING_FROM}; ` +
            'read more <a href="/page/about">about how we work</a>.</p>',
        ),
      ],
    },
  },
  'zh-CN': {
    meta: {
      title: 'Vitrine — 经久耐用的日常好物',
      description: `为你的生活挑选的服饰、包袋、家居与文具。美国订单满 ${DEMO_FREE_SHIPPING_FROM} 免运费，30 天无忧退货。`,
    },
    body: {
      template: 'home',
      blocks: [
        heroBanner('home-welcome', {
          eyebrow: '新季上架，初心不变',
          heading: '经久耐用的日常好物',
          text:
            'Vitrine 是一家小店，专卖你每天都会用到的东西：柔软的纯棉 T 恤、装得下一周食材的帆布袋、' +
            '整个上午都能让咖啡保持温热的马克杯。我们挑选每一件商品，看重的是它用了一年之后的样子，而不只是拆开包装的那一天。',
          cta: { label: '了解我们如何选品', href: '/zh/page/about' },
          align: 'center',
        }),
        richText(
          'home-promise',
          '<h2>为什么选择我们</h2>' +
            '<ul><li><strong>亲手挑选。</strong>每件商品上架前，都会先在我们的工作室里使用一个月。</li>' +
            '<li><strong>用料实在。</strong>有机棉、植鞣皮革和再生纸，标注清清楚楚。</li>' +
            '<li><strong>退货无忧。</strong>改变主意了？30 天内免费退回。</li></ul>',
        ),
        richText(
          'home-delivery',
          '<h2>配送</h2>' +
            `<p>下午 2 点前下单，当天从工作室发货。美国订单满 ${DEMO_FREE_SHIPPING_FROM} 免运费；` +
            '想了解更多，请看<a href="/zh/page/about">我们的工作方式</a>。</p>',
        ),
      ],
    },
  },
  'zh-HK': {
    meta: {
      title: 'Vitrine — 經久耐用的日常好物',
      description: `為你的生活挑選的服飾、袋款、家居與文具。美國訂單滿 ${DEMO_FREE_SHIPPING_FROM} 免運費，30 日無憂退貨。`,
    },
    body: {
      template: 'home',
      blocks: [
        heroBanner('home-welcome', {
          eyebrow: '新季上架，初心不變',
          heading: '經久耐用的日常好物',
          text:
            'Vitrine 是一間小店，專賣你每天都會用到的東西：柔軟的純棉 T 恤、裝得下一星期餸菜的帆布袋、' +
            '整個上午都能讓咖啡保持溫熱的馬克杯。我們挑選每一件貨品，看重的是它用了一年之後的樣子，而不只是拆開包裝的那一天。',
          cta: { label: '了解我們如何揀選貨品', href: '/zh-HK/page/about' },
          align: 'center',
        }),
        richText(
          'home-promise',
          '<h2>為甚麼選擇我們</h2>' +
            '<ul><li><strong>親手挑選。</strong>每件貨品上架前，都會先在我們的工作室裏使用一個月。</li>' +
            '<li><strong>用料實在。</strong>有機棉、植鞣皮革和再造紙，標示清清楚楚。</li>' +
            '<li><strong>退貨無憂。</strong>改變主意？30 日內免費退回。</li></ul>',
        ),
        richText(
          'home-delivery',
          '<h2>送貨</h2>' +
            `<p>下午 2 時前落單，即日由工作室寄出。美國訂單滿 ${DEMO_FREE_SHIPPING_FROM} 免運費；` +
            '想了解更多，請看<a href="/zh-HK/page/about">我們的工作方式</a>。</p>',
        ),
      ],
    },
  },
};

const about: Record<TranslatedLocale, Omit<SeedPage, 'key' | 'locale'>> = {
  en: {
    meta: {
      title: 'About us — Vitrine',
      description: 'A small team choosing everyday things that last: how we pick products, work with makers and pack your order.',
    },
    body: {
      template: 'page',
      blocks: [
        heroBanner('about-hero', { heading: 'About Vitrine', tone: 'plain' }),
        richText(
          'about-story',
          '<p>We started Vitrine in a shared workshop with one table, three makers and a simple rule: ' +
            'only sell what we would happily use ourselves, every day, for years.</p>',
        ),
        richText(
          'about-makers',
          '<h2>Working with makers</h2>' +
            '<p>Our tees are cut and sewn by a family workshop that has made clothing for three generations. ' +
            'Our notebooks are bound by hand on recycled paper. We visit every maker we work with and pay for each order up front.</p>',
        ),
        richText(
          'about-packing',
          '<h2>Packed with care</h2>' +
            '<p>Your order arrives in a recycled box with paper tape and no plastic filler. ' +
            'If something is not right, write to us at <a href="mailto:hello@vitrine.example">hello@vitrine.example</a> and a person will answer within a day.</p>',
        ),
      ],
    },
  },
  'zh-CN': {
    meta: {
      title: '关于我们 — Vitrine',
      description: '一个挑选经久耐用日常好物的小团队：我们如何选品、如何与手艺人合作、如何为你打包订单。',
    },
    body: {
      template: 'page',
      blocks: [
        heroBanner('about-hero', { heading: '关于 Vitrine', tone: 'plain' }),
        richText(
          'about-story',
          '<p>Vitrine 起步于一间共享工作室：一张桌子、三位手艺人，以及一条简单的原则——' +
            '只卖我们自己也愿意天天用、用上好几年的东西。</p>',
        ),
        richText(
          'about-makers',
          '<h2>与手艺人合作</h2>' +
            '<p>我们的 T 恤由一家三代经营的家庭作坊裁剪缝制；笔记本用再生纸手工装订。' +
            '每一位合作的手艺人我们都亲自拜访，每笔订单都预先付款。</p>',
        ),
        richText(
          'about-packing',
          '<h2>用心打包</h2>' +
            '<p>你的订单会装在再生纸箱里，用纸胶带封口，不放塑料填充物。' +
            '如有任何问题，请写信到 <a href="mailto:hello@vitrine.example">hello@vitrine.example</a>，一天之内会有真人回复你。</p>',
        ),
      ],
    },
  },
  'zh-HK': {
    meta: {
      title: '關於我們 — Vitrine',
      description: '一個挑選經久耐用日常好物的小團隊：我們如何揀選貨品、如何與手作人合作、如何為你包裝訂單。',
    },
    body: {
      template: 'page',
      blocks: [
        heroBanner('about-hero', { heading: '關於 Vitrine', tone: 'plain' }),
        richText(
          'about-story',
          '<p>Vitrine 由一間共享工作室起步：一張枱、三位手作人，以及一個簡單的原則——' +
            '只賣我們自己也樂意天天用、用上好幾年的東西。</p>',
        ),
        richText(
          'about-makers',
          '<h2>與手作人合作</h2>' +
            '<p>我們的 T 恤由一間三代經營的家庭工場剪裁縫製；筆記簿以再造紙人手釘裝。' +
            '每一位合作的手作人我們都親身拜訪，每張訂單都預先付款。</p>',
        ),
        richText(
          'about-packing',
          '<h2>用心包裝</h2>' +
            '<p>你的訂單會以再造紙箱盛載，用紙膠紙封口，不放塑膠填充物。' +
            '如有任何問題，請電郵至 <a href="mailto:hello@vitrine.example">hello@vitrine.example</a>，一日之內會有真人回覆你。</p>',
        ),
      ],
    },
  },
};

/**
 * A page with one block of an unknown type and one with invalid props between valid ones:
 * the shop must still draw the valid blocks around them.
 */
const brokenDemo: Omit<SeedPage, 'key' | 'locale'> = {
  meta: {
    title: 'Resilient pages — Vitrine',
    description: 'A demonstration page: two of its blocks are broken on purpose, the rest still show.',
  },
  body: {
    template: 'page',
    blocks: [
      richText('broken-demo-intro', '<h1>A page that survives broken blocks</h1><p>This introduction is a valid block.</p>'),
      { id: 'broken-demo-unknown', type: 'countdown-timer', version: 1, props: { endsAt: '2030-01-01T00:00:00Z' } },
      richText('broken-demo-middle', '<p>This paragraph sits between two broken blocks and still shows.</p>'),
      { id: 'broken-demo-invalid', type: 'rich-text', version: 1, props: { html: 42, align: 'diagonal' } },
      richText('broken-demo-outro', '<p>This closing paragraph is valid too.</p>'),
    ],
  },
};

const LOCALES: readonly TranslatedLocale[] = ['en', 'zh-CN', 'zh-HK'];

export const demoPages: readonly SeedPage[] = [
  ...LOCALES.map((locale) => ({ key: 'home', locale, ...home[locale] })),
  ...LOCALES.map((locale) => ({ key: 'page/about', locale, ...withPageFavorite(about[locale], locale) })),
  { key: 'page/broken-demo', locale: 'en', ...brokenDemo },
  ...legalPages,
];

/** Pages whose bodies are meant to be invalid; every other seeded body must validate. */
export const INTENTIONALLY_BROKEN_PAGES: ReadonlySet<string> = new Set(['page/broken-demo']);
