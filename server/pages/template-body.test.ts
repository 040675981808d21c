import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROKEN_PROPS_KEY } from '../../src/renderer/core';
import { pages, products } from '../db/schema';
import { openTestApp, TEST_APP_STARTUP_MS, type TestApp } from '../testing/test-app';

/*
 * A kind's template is read once per site version and every page of the kind draws it: a
 * broken block in it degrades that block on every such page, is logged once, and the
 * merchant's next change to the template shows on the next page asked for.
 */

let shop: TestApp;

beforeAll(async () => {
  shop = await openTestApp();
}, TEST_APP_STARTUP_MS);

afterAll(async () => {
  await shop?.close();
});

type Block = { id: string; type: string; props: Record<string, unknown> };
type PageData = { pageBody: { template: string; blocks: Block[] } | null; data: { product?: { slug: string } } };

async function productPage(slug: string): Promise<PageData> {
  const response = await shop.app.request(`http://localhost/product/${slug}?request=route`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: PageData }).data;
}

async function storedTemplate(): Promise<{ blocks: Block[] } & Record<string, unknown>> {
  const [row] = await shop.db
    .select({ body: pages.body })
    .from(pages)
    .where(and(eq(pages.key, 'template:product'), eq(pages.locale, 'en')));
  return row!.body as { blocks: Block[] } & Record<string, unknown>;
}

/** Writes the template as a stored row that no longer passes its check would be, and says the site changed, as a merchant write does. */
async function storeTemplate(body: unknown): Promise<void> {
  await shop.db
    .update(pages)
    .set({ body })
    .where(and(eq(pages.key, 'template:product'), eq(pages.locale, 'en')));
  await shop.services.changes.publish('site-changed', { what: 'page' });
}

describe("a kind's template, shared by every page of the kind", () => {
  it('degrades its broken block on every page of the kind, logs it once, and shows the next change at once', async () => {
    const [other] = await shop.db
      .select({ slug: products.slug })
      .from(products)
      .where(and(eq(products.status, 'active'), ne(products.slug, 'corduroy-cap')))
      .limit(1);
    const slugs = ['corduroy-cap', other!.slug];
    const stored = await storedTemplate();
    const before = await productPage(slugs[0]!);
    expect(before.pageBody?.blocks.map((block) => block.id)).toEqual(stored.blocks.map((block) => block.id));

    // A block whose stored props its type no longer takes.
    const broken = { id: 'broken-text', type: 'rich-text', version: 1, props: { html: '<p>Fine print</p>', align: 'diagonal' } };
    await storeTemplate({ ...stored, blocks: [...stored.blocks, broken] });
    const issuesBefore = shop.logger.entries.filter((entry) => entry.message === 'Block issue').length;
    for (const slug of [...slugs, ...slugs]) {
      const page = await productPage(slug);
      expect(page.data.product?.slug).toBe(slug);
      expect(page.pageBody?.blocks.map((block) => block.id)).toEqual([...stored.blocks.map((block) => block.id), 'broken-text']);
      expect(page.pageBody!.blocks.at(-1)!.props[BROKEN_PROPS_KEY]).toEqual([expect.objectContaining({ path: expect.stringContaining('align') })]);
      // The rest of the template draws as it did.
      expect(page.pageBody!.blocks.slice(0, -1)).toEqual(before.pageBody!.blocks);
    }
    const issues = shop.logger.entries.filter((entry) => entry.message === 'Block issue').slice(issuesBefore);
    expect(issues).toEqual([expect.objectContaining({ fields: expect.objectContaining({ blockId: 'broken-text' }) })]);

    await storeTemplate(stored);
    expect((await productPage(slugs[1]!)).pageBody?.blocks).toEqual(before.pageBody!.blocks);
  });
});
