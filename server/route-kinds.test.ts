import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ROUTE_KIND_DATA, type RouteKindDataTable } from '../src/schema/route-kind-data';
import { ROUTE_KINDS, type RouteKindTable } from '../src/schema/route-kinds';
import { createApp } from './app';
import { catalogTemplateRows } from './demo/templates';
import type { DatabaseHandle } from './db/database';
import { openTestDatabase } from './testing/test-database';
import { pages } from './db/schema';
import { memoryLogger } from './logger';
import type { EntityResolver } from './pages/entities';
import { kindsWithoutResolver, kindsWithoutTemplate } from './pages/route-kinds';
import { createServices, pageResolvers } from './services';
import type { HtmlRenderer } from './ssr/html-renderer';

/*
 * The route kind table against what serves it: every detail kind has a resolver, every kind
 * drawn only by blocks has a default template, and a new kind is one table entry (with its
 * data schema) plus its resolver and template, reached through the real app.
 */

const ADMIN_TOKEN = 'admin-token-for-the-route-kinds-suite';
const ORIGIN = 'http://shop.test';
const STARTUP_TIMEOUT_MS = 60_000;
const htmlNotUnderTest: HtmlRenderer = { render: () => Promise.reject(new Error('HTML rendering is not part of this suite')) };

type PageDataAnswer = {
  code: number;
  data: { data: Record<string, unknown>; pageBody: { template: string; blocks: { id: string }[] } | null; route: { kind: string } } | null;
};

describe('the shop route kind table', () => {
  it('has a resolver for every detail kind', () => {
    expect(kindsWithoutResolver(ROUTE_KINDS, pageResolvers)).toEqual([]);
  });

  it('seeds a default template, in every locale, for every kind whose data only blocks draw', () => {
    for (const locale of ['en', 'zh-CN', 'zh-HK']) {
      const keys = catalogTemplateRows.filter((row) => row.locale === locale).map((row) => row.key);
      expect(kindsWithoutTemplate(ROUTE_KINDS, keys), locale).toEqual([]);
    }
  });

  it('names the kinds that lack a resolver or a template when an entry is added without them', () => {
    const withGiftCards: RouteKindTable = { ...ROUTE_KINDS, 'gift-card': { paths: ['gift-card/:slug'], detail: true, defaultTemplate: true } };
    expect(kindsWithoutResolver(withGiftCards, pageResolvers)).toEqual(['gift-card']);
    expect(kindsWithoutTemplate(withGiftCards, catalogTemplateRows.map((row) => row.key))).toEqual(['gift-card']);
  });

  it('derives the custom-category types of spec §2 from the table', () => {
    const customTypes = Object.entries(ROUTE_KINDS)
      .filter(([, entry]) => 'customCategory' in entry)
      .map(([kind]) => kind)
      .sort();
    expect(customTypes).toEqual(['article', 'category', 'checkout', 'collection', 'coupon', 'custom', 'error', 'inquiry', 'page', 'product', 'promotion', 'root', 'tag']);
  });
});

describe('route kinds through the app (PGlite)', () => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await openTestDatabase({ from: 'demo' });
  }, STARTUP_TIMEOUT_MS);

  afterAll(async () => {
    await database?.close();
  }, STARTUP_TIMEOUT_MS);

  function appWith(options: Omit<Parameters<typeof createServices>[0], 'db' | 'logger'> = {}) {
    const logger = memoryLogger();
    const app = createApp({ services: createServices({ db: database.db, logger, ...options }), html: htmlNotUnderTest, adminToken: ADMIN_TOKEN });
    const request = (path: string, init?: RequestInit) => app.request(`${ORIGIN}${path}`, init);
    const pageData = async (path: string) => {
      const response = await request(`${path}?request=route`);
      return { status: response.status, body: (await response.json()) as PageDataAnswer };
    };
    const admin = (method: string, path: string, body: unknown) =>
      request(`/api/admin${path}`, { method, headers: { Authorization: `Bearer ${ADMIN_TOKEN}`, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    return { logger, pageData, admin };
  }

  const richText = (id: string, html: string) => ({ id, type: 'rich-text', version: 1, props: { html } });

  it('adds a kind with one table entry, its resolver and its template', async () => {
    const giftCardData = z.object({ giftCard: z.object({ code: z.string(), amount: z.number().positive() }) });
    const kinds: RouteKindTable = { ...ROUTE_KINDS, 'gift-card': { paths: ['gift-card/:code'], detail: true, defaultTemplate: true } };
    const kindData: RouteKindDataTable = { ...ROUTE_KIND_DATA, 'gift-card': giftCardData };
    const resolveGiftCard: EntityResolver<z.output<typeof giftCardData>> = async (match) =>
      match.params.code === 'summer-25' ? { data: { giftCard: { code: 'summer-25', amount: 25 } }, meta: { title: 'A $25 gift card' } } : null;
    await database.db.insert(pages).values({
      key: 'template:gift-card',
      locale: 'en',
      body: { template: 'gift-card', blocks: [richText('gift-card-intro', '<p>Give something they will choose.</p>')] },
      meta: {},
    });
    const { pageData } = appWith({ kinds, kindData, resolvers: { ...pageResolvers, 'gift-card': resolveGiftCard } });

    const found = await pageData('/gift-card/summer-25');
    expect(found.status).toBe(200);
    expect(found.body.data?.route.kind).toBe('gift-card');
    expect(found.body.data?.data.giftCard).toEqual({ code: 'summer-25', amount: 25 });
    expect(found.body.data?.pageBody?.blocks.map((block) => block.id)).toEqual(['gift-card-intro']);
    expect((await pageData('/gift-card/no-such-card')).status).toBe(404);
    // The shop's own table knows no gift cards: the same URL is a root-level page that does not exist.
    expect((await appWith().pageData('/gift-card/summer-25')).status).toBe(404);
  });

  it('refuses to start with a detail kind that has no resolver', () => {
    const kinds: RouteKindTable = { ...ROUTE_KINDS, 'gift-card': { paths: ['gift-card/:code'], detail: true } };
    expect(() => appWith({ kinds })).toThrow('Detail route kinds without a resolver: gift-card');
  });

  it('answers 500 and logs the problem when a resolver returns data its kind does not allow', async () => {
    const wrongProduct: EntityResolver = async () => ({ data: { product: { name: 42 } }, meta: {} });
    const { pageData, logger } = appWith({ resolvers: { ...pageResolvers, product: wrongProduct } });
    const { status, body } = await pageData('/product/stoneware-mug');
    expect(status).toBe(500);
    expect(body.data).toBeNull();
    const logged = logger.entries.find((entry) => entry.message === 'Resolver data breaks its route kind schema');
    expect(logged?.fields).toMatchObject({ kind: 'product' });
    expect(JSON.stringify(logged?.fields.problems)).toContain('product.name');
  });

  it('shows an app page once a merchant composes it, and not before', async () => {
    const { pageData, admin } = appWith();
    expect((await pageData('/app/store-locator')).status).toBe(404);
    const put = await admin('PUT', '/pages', {
      key: 'app/store-locator',
      locale: 'en',
      pageBody: { template: 'custom', blocks: [richText('stores', '<p>Find us in Lisbon and Porto.</p>')] },
    });
    expect(put.status).toBe(201);
    const { status, body } = await pageData('/app/store-locator');
    expect(status).toBe(200);
    expect(body.data?.route.kind).toBe('custom');
    expect(body.data?.data.page).toEqual({ slug: 'app/store-locator', locale: 'en' });
    expect(body.data?.pageBody?.blocks.map((block) => block.id)).toEqual(['stores']);
    // Another app path is still nothing until the merchant composes it or a custom template.
    expect((await pageData('/app/elsewhere')).status).toBe(404);
  });

  it('shows the page composed under the path of a custom category of type custom or root', async () => {
    const { pageData, admin } = appWith();
    const siteConfig = ((await (await appWith().admin('GET', '/site-config', undefined)).json()) as { data: { siteConfig: Record<string, unknown> } }).data.siteConfig;
    try {
      const configured = await admin('PUT', '/site-config', {
        ...siteConfig,
        customCategories: [
          { path: 'our-story', type: 'root' },
          { path: 'lookbook/spring', type: 'custom' },
        ],
      });
      expect(configured.status).toBe(200);
      for (const [path, kind] of [['our-story', 'root'], ['lookbook/spring', 'custom']] as const) {
        expect((await pageData(`/${path}`)).status, path).toBe(404);
        const put = await admin('PUT', '/pages', { key: path, locale: 'en', pageBody: { template: kind, blocks: [richText(`${kind}-body`, `<p>${path}</p>`)] } });
        expect(put.status, path).toBe(201);
        const { status, body } = await pageData(`/${path}`);
        expect(status, path).toBe(200);
        expect(body.data?.route.kind, path).toBe(kind);
        expect(body.data?.pageBody?.blocks.map((block) => block.id), path).toEqual([`${kind}-body`]);
      }
    } finally {
      await admin('PUT', '/site-config', siteConfig);
    }
  });
});
