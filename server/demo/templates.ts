import { and, eq } from 'drizzle-orm';
import { isDeepStrictEqual } from 'node:util';
import { langPath, TRANSLATED_LOCALES, URL_LANGUAGE_OF, type TranslatedLocale } from '../../src/schema/languages';
import { pages } from '../db/schema';
import { demoPages } from './pages';
import { checkoutTemplateRows } from './checkout-templates';
import { cartTemplateRows } from './cart-templates';
import { favoriteTemplateRows } from './favorite-templates';
import { securityTemplateRows } from './security-templates';
import { orderTemplateRows } from './order-templates';
import type { SeedStep } from '../db/seed';
import { bannerImage } from '../catalog/images/urls';
import { authTemplateRows } from './auth-templates';
import { addressTemplatesIn } from './address-templates';
import { couponTemplatesIn } from './coupon-templates';
import { returnTemplatesIn } from './return-templates';
import { inquiryTemplatesIn } from './inquiry-templates';
import { profileTemplateRows } from './profile';
import { DEMO_FREE_SHIPPING_FROM } from './commerce-settings';

/*
 * The bodies every catalog page kind shares (`template:<kind>`), the site-wide header and
 * footer, and a home page that shows the catalog. Only registered blocks, with props their
 * schemas accept; the templates test validates each one against the registry.
 */

type Block = { id: string; type: string; version: 1; props: Record<string, unknown>; children?: Block[] };
type Body = { template: string; blocks: Block[] };
type Meta = { title?: string; description?: string };
export type TemplateRow = { key: string; locale: TranslatedLocale; body: Body; meta: Meta };

const block = (id: string, type: string, props: Record<string, unknown>, children?: Block[]): Block => ({ id, type, version: 1, props, ...(children ? { children } : {}) });


type Words = Record<TranslatedLocale, string>;
const WORDS = {
  categories: { en: 'Categories', 'zh-CN': '商品分类', 'zh-HK': '商品分類' },
  youMayLike: { en: 'You may also like', 'zh-CN': '你可能还喜欢', 'zh-HK': '你可能也喜歡' },
  readNext: { en: 'Read next', 'zh-CN': '继续阅读', 'zh-HK': '繼續閱讀' },
  search: { en: 'Search', 'zh-CN': '搜索', 'zh-HK': '搜尋' },
  searchDescription: { en: 'Search the shop by product name.', 'zh-CN': '按商品名称搜索本店。', 'zh-HK': '按產品名稱搜尋本店。' },
  pageMissing: {
    en: '<p>This page has no content yet.</p>',
    'zh-CN': '<p>此页面暂无内容。</p>',
    'zh-HK': '<p>此頁面暫時未有內容。</p>',
  },
  shop: { en: 'Shop', 'zh-CN': '选购', 'zh-HK': '選購' },
  tops: { en: 'Tops', 'zh-CN': '上衣', 'zh-HK': '上衣' },
  bags: { en: 'Bags', 'zh-CN': '包袋', 'zh-HK': '手袋' },
  kitchen: { en: 'Kitchen', 'zh-CN': '厨房', 'zh-HK': '廚房' },
  stationery: { en: 'Stationery', 'zh-CN': '文具', 'zh-HK': '文具' },
  collections: { en: 'Collections', 'zh-CN': '精选系列', 'zh-HK': '精選系列' },
  summerEdit: { en: 'The summer edit', 'zh-CN': '夏日精选', 'zh-HK': '夏日精選' },
  kitchenTable: { en: 'At the kitchen table', 'zh-CN': '餐桌时光', 'zh-HK': '餐桌時光' },
  workdayCarry: { en: 'Workday carry', 'zh-CN': '通勤随身', 'zh-HK': '通勤隨身' },
  cosyEvenings: { en: 'Cosy evenings', 'zh-CN': '温暖夜晚', 'zh-HK': '溫暖夜晚' },
  about: { en: 'About', 'zh-CN': '关于', 'zh-HK': '關於' },
  aboutUs: { en: 'About us', 'zh-CN': '关于我们', 'zh-HK': '關於我們' },
  journal: { en: 'Journal', 'zh-CN': '日志', 'zh-HK': '日誌' },
  newsletterText: {
    en: 'New arrivals, restocks and workshop stories, once a month. Unsubscribe in one click.',
    'zh-CN': '每月一期：新品、补货与作坊故事。一键即可退订。',
    'zh-HK': '每月一期：新品、補貨與工作室故事。一鍵即可取消訂閱。',
  },
  footerText: {
    en: `Everyday things, made to last. Free US delivery over ${DEMO_FREE_SHIPPING_FROM} and 30-day returns.`,
    'zh-CN': `经久耐用的日常好物。美国订单满 ${DEMO_FREE_SHIPPING_FROM} 免运费，30 天无忧退货。`,
    'zh-HK': `經久耐用的日常好物。美國訂單滿 ${DEMO_FREE_SHIPPING_FROM} 免運費，30 日無憂退貨。`,
  },
  heroEyebrow: { en: 'New season', 'zh-CN': '新季上架', 'zh-HK': '新季上架' },
  heroHeading: { en: 'Everyday things, made to last', 'zh-CN': '经久耐用的日常好物', 'zh-HK': '經久耐用的日常好物' },
  heroText: {
    en: 'Soft cotton, honest materials and pieces chosen for how they feel after a year, not just on day one.',
    'zh-CN': '柔软的棉、实在的用料，每一件都为用了一年之后的样子而挑选。',
    'zh-HK': '柔軟的棉、實在的用料，每一件都為用了一年之後的樣子而挑選。',
  },
  shopSummer: { en: 'Shop the summer edit', 'zh-CN': '选购夏日精选', 'zh-HK': '選購夏日精選' },
  kitchenHtml: {
    en: '<p>Teapots, bowls and mugs glazed by small workshops, for slow breakfasts and long dinners.</p>',
    'zh-CN': '<p>小作坊上釉的茶壶、碗和马克杯，陪你慢慢吃早餐、悠长吃晚饭。</p>',
    'zh-HK': '<p>小工作室上釉的茶壺、碗和馬克杯，陪你慢慢吃早餐、悠長吃晚飯。</p>',
  },
  seeCollection: { en: 'See the collection', 'zh-CN': '查看系列', 'zh-HK': '查看系列' },
  fromJournal: { en: 'From the journal', 'zh-CN': '来自日志', 'zh-HK': '來自日誌' },
} satisfies Record<string, Words>;

/**
 * The templates and layout regions in one locale. `demoCatalog` false is a merchant's own shop:
 * nothing in it names the demo's categories or collections, which it has not.
 */
function templatesIn(locale: TranslatedLocale, demoCatalog = true): TemplateRow[] {
  const lang = URL_LANGUAGE_OF[locale];
  const w = (key: keyof typeof WORDS) => WORDS[key][locale];
  const href = (path: string) => `${langPath(lang)}/${path}`;
  const row = (key: string, template: string, blocks: Block[], meta: Meta = {}): TemplateRow => ({ key, locale, body: { template, blocks }, meta });

  const listing = (kind: string) => [block(`${kind}-products`, 'product-list', { columns: 4, showSort: true, priority: true })];
  return [
    row('template:category', 'category', [block('category-aside', 'aside-menu', { heading: w('categories'), expand: 'current' }), ...listing('category')]),
    row('template:tag', 'tag', listing('tag')),
    row('template:collection', 'collection', listing('collection')),
    row('template:product', 'product', [
      block('product-detail', 'product-detail', { showBreadcrumbs: true, showTaxonomy: true }),
      block('product-reviews', 'reviews-list', {}),
      ...(demoCatalog ? [block('product-more', 'product-slides', { heading: w('youMayLike'), source: { kind: 'collection', slug: 'summer-edit', limit: 12 } })] : []),
    ]),
    row('template:article', 'article', [
      block('article-detail', 'article-detail', { showBreadcrumbs: true, showThumbnail: true }),
      block('article-comments', 'comment-list', { heading: '' }),
      block('article-more', 'article-list', { heading: w('readNext'), level: 2, source: { kind: 'articles', limit: 3 }, columns: 3 }),
    ]),
    row('template:search', 'search', [block('search-results', 'search-list', { showFilters: true, columns: 3 })], { title: w('search'), description: w('searchDescription') }),
    row('template:page', 'page', [block('page-empty', 'rich-text', { html: w('pageMissing'), align: 'start', width: 'narrow' })]),
    row('layout:header', 'layout', [block('site-header', 'navigation-menu', { showSearch: true, showLanguages: false, showCart: true })]),
    row('layout:footer', 'layout', [
      block('site-footer', 'footer', {
        columns: [
          ...(demoCatalog ? demoFooterColumns(w, href) : []),
          {
            heading: w('about'),
            links: [
              { label: w('aboutUs'), href: href('page/about') },
              { label: w('search'), href: href('search') },
            ],
          },
        ],
        text: w('footerText'),
        copyrightHolder: 'Vitrine',
      },
      // In the footer's own column, above its copyright line; its code loads once the page is idle (hydrateWhenIdle).
      [block('site-newsletter', 'newsletter', { text: w('newsletterText') })]),
    ]),
  ];
}

/** The footer's columns that link the demo's categories and collections. */
function demoFooterColumns(w: (key: keyof typeof WORDS) => string, href: (path: string) => string) {
  return [
    {
      heading: w('shop'),
      links: [
        { label: w('tops'), href: href('category/tops') },
        { label: w('bags'), href: href('category/bags') },
        { label: w('kitchen'), href: href('category/kitchen') },
        { label: w('stationery'), href: href('category/stationery') },
      ],
    },
    {
      heading: w('collections'),
      links: [
        { label: w('summerEdit'), href: href('collection/summer-edit') },
        { label: w('kitchenTable'), href: href('collection/kitchen-table') },
        { label: w('workdayCarry'), href: href('collection/workday-carry') },
        { label: w('cosyEvenings'), href: href('collection/cosy-evenings') },
      ],
    },
  ];
}

/** The home page the core seed wrote, in this locale, kept so an edited home is left alone. */
function coreHome(locale: TranslatedLocale) {
  return demoPages.find((page) => page.key === 'home' && page.locale === locale);
}

function homeIn(locale: TranslatedLocale): TemplateRow {
  const lang = URL_LANGUAGE_OF[locale];
  const w = (key: keyof typeof WORDS) => WORDS[key][locale];
  const href = (path: string) => `${langPath(lang)}/${path}`;
  const core = coreHome(locale);
  const promise = core?.body.blocks.find((candidate): candidate is Block => typeof candidate === 'object' && candidate !== null && 'id' in candidate && candidate.id === 'home-promise');
  const blocks: Block[] = [
    block('home-hero', 'hero-banner', {
      eyebrow: w('heroEyebrow'),
      heading: w('heroHeading'),
      level: 1,
      text: w('heroText'),
      cta: { label: w('shopSummer'), href: href('collection/summer-edit') },
      align: 'start',
      tone: 'hero',
    }),
    block('home-summer', 'product-slides', { heading: w('summerEdit'), source: { kind: 'collection', slug: 'summer-edit', limit: 12 }, priority: true }),
    block('home-kitchen', 'image-with-text', {
      image: bannerImage('collection', 'kitchen-table', w('kitchenTable')),
      heading: w('kitchenTable'),
      html: w('kitchenHtml'),
      cta: { label: w('seeCollection'), href: href('collection/kitchen-table') },
      layout: 'image-left',
    }),
    block('home-carry', 'product-list', { heading: w('workdayCarry'), source: { kind: 'collection', slug: 'workday-carry', limit: 8 }, columns: 4, showSort: false }),
    block('home-journal', 'article-list', { heading: w('fromJournal'), level: 2, source: { kind: 'articles', limit: 3 }, columns: 3, showSummary: true }),
    ...(promise ? [promise] : []),
  ];
  return { key: 'home', locale, body: { template: 'home', blocks }, meta: core?.meta ?? {} };
}

const templateRowsFor = (demoCatalog: boolean): readonly TemplateRow[] => [
  ...TRANSLATED_LOCALES.flatMap((locale) => [...templatesIn(locale, demoCatalog), ...addressTemplatesIn(locale), ...couponTemplatesIn(locale)]),
  ...authTemplateRows,
  ...profileTemplateRows,
  ...favoriteTemplateRows,
  ...checkoutTemplateRows,
  ...securityTemplateRows,
  ...orderTemplateRows,
  ...TRANSLATED_LOCALES.flatMap((locale) => returnTemplatesIn(locale)),
  ...TRANSLATED_LOCALES.flatMap((locale) => inquiryTemplatesIn(locale)),
  ...cartTemplateRows,
];
export const catalogTemplateRows: readonly TemplateRow[] = templateRowsFor(true);
export const catalogHomeRows: readonly TemplateRow[] = TRANSLATED_LOCALES.map((locale) => homeIn(locale));

/**
 * Writes the templates and layout regions that are missing, and swaps the core seed's home
 * page for the catalog one only while it is exactly as the core seed wrote it, so running
 * again changes nothing and a merchant's own home is never overwritten.
 */
export const catalogTemplatesSeed: SeedStep = catalogTemplatesSeedFor(true);

/**
 * The same for a merchant's own shop (`demoCatalog` false): templates that name none of the
 * demo's categories or collections, and the core seed's home page kept, since the catalog home
 * shows the demo's collections.
 */
export function catalogTemplatesSeedFor(demoCatalog: boolean): SeedStep {
  const rows = demoCatalog ? catalogTemplateRows : templateRowsFor(false);
  return {
    name: 'catalog-templates',
    async run(tx) {
      let changed = false;
      // Nearly every start finds them all written: which are there is read first, so their
      // bodies are not sent each time only to be turned away by the unique key.
      const held = new Set((await tx.select({ key: pages.key, locale: pages.locale }).from(pages)).map((row) => `${row.locale} ${row.key}`));
      const missing = rows.filter((row) => !held.has(`${row.locale} ${row.key}`));
      if (missing.length > 0) {
        const inserted = await tx
          .insert(pages)
          .values(missing.map((row) => ({ key: row.key, locale: row.locale, body: row.body, meta: row.meta })))
          .onConflictDoNothing()
          .returning({ id: pages.id });
        if (inserted.length > 0) changed = true;
      }

      for (const home of demoCatalog ? catalogHomeRows : []) {
        const [existing] = await tx.select({ body: pages.body }).from(pages).where(and(eq(pages.key, 'home'), eq(pages.locale, home.locale))).limit(1);
        if (!existing) {
          await tx.insert(pages).values({ key: 'home', locale: home.locale, body: home.body, meta: home.meta }).onConflictDoNothing();
          changed = true;
        } else if (isDeepStrictEqual(existing.body, coreHome(home.locale)?.body)) {
          await tx.update(pages).set({ body: home.body, updatedAt: new Date() }).where(and(eq(pages.key, 'home'), eq(pages.locale, home.locale)));
          changed = true;
        }
      }
      return changed ? 'seeded' : 'skipped';
    },
  };
}

