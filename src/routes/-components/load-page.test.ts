import type { ParsedLocation } from '@tanstack/react-router';
import { createInstance } from 'i18next';
import { describe, expect, test } from 'vitest';
import { createNavigationGuard } from '../../navigation/navigation-guard';
import type { PageData } from '../../schema/page';
import { loadPage } from './load-page';
import { testPage, testSiteConfig } from './page-fixtures';
import type { LoadedPage } from './prepare-page';
import type { RouterContext } from './router-context';

/*
 * The loader keeps the objects of what did not change since the last page: the renderer then
 * draws again only what did (a block the composer edits, a list sorted anew).
 */

const words = (id: string, html: string) => ({ id, type: 'rich-text', version: 1, props: { html } });
const pageWith = (blocks: unknown[]): PageData =>
  testPage({ path: 'page/about', kind: 'page', pageBody: { template: 'page', blocks }, data: { note: { kept: ['as', 'it', 'was'] } } });

/** A browser's router context whose page data requests are answered with `answers`, one per load. */
async function browserContext(answers: PageData[]): Promise<RouterContext> {
  const i18n = createInstance();
  await i18n.init({ lng: 'en', resources: {} });
  return {
    siteConfig: testSiteConfig,
    i18n,
    initialPage: { current: null },
    lastPage: { current: null },
    requestContext: () => ({ userAgent: 'test', referer: '', cookies: '' }),
    guard: createNavigationGuard(),
    isServer: false,
    // Each answer whole, as a server answers a request that names no shared part it holds.
    fetch: async () => new Response(JSON.stringify({ code: 0, msg: '', data: answers.shift() }), { status: 200, headers: { 'Content-Type': 'application/json' } }),
  };
}

const load = (context: RouterContext): Promise<LoadedPage> =>
  loadPage({ location: { pathname: '/page/about', searchStr: '' } as ParsedLocation, context, abortController: new AbortController() });

describe('loadPage in the browser, loading a page again', () => {
  test('keeps the objects of the blocks, data and frame that did not change; the edited block is new', async () => {
    const blocks = [words('first', '<p>One</p>'), words('second', '<p>Two</p>'), words('third', '<p>Three</p>')];
    const context = await browserContext([pageWith(blocks), pageWith(blocks.with(1, words('second', '<p>Two, edited</p>')))]);
    const before = await load(context);
    const after = await load(context);

    const [first, second, third] = after.body!.blocks;
    expect(first).toBe(before.body!.blocks[0]);
    expect(third).toBe(before.body!.blocks[2]);
    expect(second).not.toBe(before.body!.blocks[1]);
    expect(second).toMatchObject({ ok: true, props: { html: '<p>Two, edited</p>' } });
    expect(after.pageData.data).toBe(before.pageData.data);
    expect(after.header).toBe(before.header);
    expect(after.theme).toBe(before.theme);
  });

  test('a page loaded again unchanged is the very page held', async () => {
    const blocks = [words('first', '<p>One</p>')];
    const context = await browserContext([pageWith(blocks), pageWith(blocks)]);
    const before = await load(context);
    expect(await load(context)).toBe(before);
  });
});
