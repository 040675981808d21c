import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, pages, productTranslations } from '../db/schema';
import { seedDatabase } from '../demo/seed';
import { cleanHtmlStep } from './clean-html-step';
import { memoryLogger } from '../logger';
import { openTestApp, TEST_ADMIN_TOKEN, TEST_APP_STARTUP_MS, type TestApp } from '../testing/test-app';
import { CLEAN_HTML_VERSION, cleanHtmlOf } from './clean-html';

/*
 * Merchant HTML is cleaned when it is written and read back clean: a shopper's request takes the
 * stored result, and anything without one (a row edited by hand) is still cleaned as it is read.
 */

const ORIGIN = 'http://localhost';
const HOSTILE = '<p>Linen <b>care</b></p><script>alert(1)</script><img src="/x.webp" onerror="alert(2)"><a href="javascript:alert(3)">more</a>';
const richText = (id: string, html: string) => ({ id, type: 'rich-text', version: 1, props: { html } });

let shop: TestApp;

beforeAll(async () => {
  shop = await openTestApp();
}, TEST_APP_STARTUP_MS);

afterAll(async () => {
  await shop.close();
});

const request = (path: string, init?: RequestInit) => shop.app.request(`${ORIGIN}${path}`, init);
const pageData = async (path: string) => JSON.stringify(((await (await request(`${path}?request=route`)).json()) as { data: unknown }).data);
const putPage = (key: string, blocks: unknown[]) =>
  request('/api/admin/pages', {
    method: 'PUT',
    headers: { Authorization: `Bearer ${TEST_ADMIN_TOKEN}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ key, locale: 'en', pageBody: { template: 'page', blocks } }),
  });
const storedPage = async (key: string) => (await shop.db.select().from(pages).where(and(eq(pages.key, key), eq(pages.locale, 'en'))))[0]!;

function expectClean(text: string) {
  expect(text).not.toContain('<script');
  expect(text).not.toContain('onerror');
  expect(text).not.toContain('javascript:');
}

describe('merchant HTML, cleaned when it is written', () => {
  it('a page written through the shop keeps its body as written and its HTML cleaned beside it', async () => {
    expect((await putPage('page/care', [richText('care', HOSTILE)])).status).toBe(201);
    const row = await storedPage('page/care');
    expect(JSON.stringify(row.body)).toContain('<script>alert(1)</script>');
    const clean = row.cleanHtml as { v: number; html: Record<string, string> };
    expect(clean.v).toBe(CLEAN_HTML_VERSION);
    expect(clean.html[HOSTILE]).toContain('<b>care</b>');
    expectClean(clean.html[HOSTILE]!);
    expectClean(await pageData('/page/care'));
  });

  it("a shopper's request takes the stored result rather than cleaning again", async () => {
    expect((await putPage('page/stored', [richText('stored', '<p>As written</p>')])).status).toBe(201);
    // What the request shows can only have come from the stored result.
    await shop.db
      .update(pages)
      .set({ cleanHtml: { v: CLEAN_HTML_VERSION, html: { '<p>As written</p>': '<p>From the stored result</p>' } } })
      .where(and(eq(pages.key, 'page/stored'), eq(pages.locale, 'en')));
    await shop.services.changes.publish('site-changed', { what: 'page' });
    expect(await pageData('/page/stored')).toContain('From the stored result');
  });

  it('HTML without a stored result, or with one from an older sanitizer, is cleaned as it is read', async () => {
    expect((await putPage('page/edited', [richText('edited', '<p>Fine</p>')])).status).toBe(201);
    // Edited by hand in the database: the new HTML has no stored result.
    await shop.db
      .update(pages)
      .set({ body: { template: 'page', blocks: [richText('edited', HOSTILE)] } })
      .where(and(eq(pages.key, 'page/edited'), eq(pages.locale, 'en')));
    await shop.services.changes.publish('site-changed', { what: 'page' });
    const edited = await pageData('/page/edited');
    expect(edited).toContain('<b>care</b>');
    expectClean(edited);

    await shop.db
      .update(pages)
      .set({ cleanHtml: { v: CLEAN_HTML_VERSION - 1, html: { [HOSTILE]: HOSTILE } } })
      .where(and(eq(pages.key, 'page/edited'), eq(pages.locale, 'en')));
    await shop.services.changes.publish('site-changed', { what: 'page' });
    expectClean(await pageData('/page/edited'));
  });

  it('every start cleans what was written around the shop, once: an article, a product description and a page', async () => {
    // What the test shop's own seed left is cleaned first, so the start below finds the three rows written here alone.
    await seedDatabase(shop.db, [cleanHtmlStep(memoryLogger())]);
    const [article] = await shop.db.select().from(articles).where(eq(articles.slug, 'caring-for-linen'));
    const translations = article!.translations as Record<string, Record<string, unknown>>;
    await shop.db
      .update(articles)
      .set({ translations: { ...translations, en: { ...translations.en, bodyHtml: HOSTILE } }, cleanHtml: null })
      .where(eq(articles.id, article!.id));
    const [description] = await shop.db.select().from(productTranslations).where(eq(productTranslations.locale, 'en')).limit(1);
    const sameRow = and(eq(productTranslations.productId, description!.productId), eq(productTranslations.locale, 'en'));
    await shop.db.update(productTranslations).set({ descriptionHtml: HOSTILE, cleanHtml: null }).where(sameRow);
    await shop.db.insert(pages).values({ key: 'page/by-hand', locale: 'en', body: { template: 'page', blocks: [richText('hand', HOSTILE)] } });

    const logger = memoryLogger();
    expect((await seedDatabase(shop.db, [cleanHtmlStep(logger)]))['clean-html']).toBe('seeded');
    // A start with rows to clean says so before it listens: which tables, how many rows, how long it took.
    expect(logger.entries.map((entry) => [entry.message, entry.fields])).toEqual([
      ['Cleaning merchant HTML not cleaned when written, before serving', { table: 'pages', rows: 1 }],
      ['Cleaning merchant HTML not cleaned when written, before serving', { table: 'product_translations', rows: 1 }],
      ['Cleaning merchant HTML not cleaned when written, before serving', { table: 'articles', rows: 1 }],
      ['Merchant HTML cleaned', { pages: 1, product_translations: 1, articles: 1, ms: expect.any(Number) }],
    ]);
    const expected = cleanHtmlOf([HOSTILE]);
    expect((await shop.db.select().from(articles).where(eq(articles.id, article!.id)))[0]!.cleanHtml).toMatchObject(expected);
    expect((await shop.db.select().from(productTranslations).where(sameRow))[0]!.cleanHtml).toEqual(expected);
    expect((await storedPage('page/by-hand')).cleanHtml).toEqual(expected);
    expectClean(expected.html[HOSTILE]!);

    const quiet = memoryLogger();
    expect((await seedDatabase(shop.db, [cleanHtmlStep(quiet)]))['clean-html']).toBe('skipped');
    expect(quiet.entries).toEqual([]);
    await shop.services.changes.publish('site-changed', { what: 'page' });
    expectClean(await pageData('/article/caring-for-linen'));
  });
});
