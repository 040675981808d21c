import { beforeAll, describe, expect, it } from 'vitest';
import { render } from '../../src/entry-server';
import { ADMIN_MAX_BODY_BYTES } from '../../src/schema/admin-api/contract';
import { dataSourceKey } from '../../src/schema/catalog-values';
import { createApp } from '../app';
import { FAST_TEST_COST, setPasswordHashCost } from '../accounts/passwords';
import { SESSION_COOKIE } from '../http/shopper';
import { createHtmlRenderer } from '../ssr/html-renderer';
import { asSsrEntry } from '../ssr/ssr-entry';
import { adminRequest, demoShopOn, TEST_ADMIN_TOKEN } from '../testing/test-app';
import { TEST_DRIVERS } from '../testing/test-orders';
import { createSignedInShopper } from '../testing/test-shoppers';
import { signedInStaff } from '../testing/test-staff';

/*
 * The page data the composer's preview asks for when the merchant's unsaved body names data
 * the saved draft does not (another category's products): for staff who may edit pages only,
 * from the back office's own pages, built afresh and kept nowhere, a shopper's page untouched.
 */

const ORIGIN = 'http://localhost';
const TEMPLATE = '<!doctype html><html <!--html-attrs-->><head><!--app-head--></head><body><!--app-body--></body></html>';
const PAGE_KEY = 'page/preview-data';

const listOf = (slug: string) => ({ id: 'list', type: 'product-list', version: 1, props: { heading: 'Picked for you', source: { kind: 'category', slug, limit: 4 } } });
const bodyListing = (slug: string) => ({ template: 'page', blocks: [listOf(slug)] });

type Envelope = { code: number; msg: string; data: unknown };

describe.each(TEST_DRIVERS)('the draft preview data on %s', (driver) => {
  const opened = demoShopOn(driver);
  let app: ReturnType<typeof createApp>;
  let editor: { email: string; cookie: string };
  let support: { email: string; cookie: string };

  const askData = (body: unknown, headers: Record<string, string>) =>
    app.request(`${ORIGIN}/admin/preview/data`, {
      method: 'POST',
      headers: { origin: ORIGIN, 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const request = { key: PAGE_KEY, locale: 'en', path: `/${PAGE_KEY}`, pageBody: bodyListing('tops') };
  const shopperData = async () => (await app.request(`${ORIGIN}/${PAGE_KEY}?request=route`)).text();

  beforeAll(async () => {
    setPasswordHashCost(FAST_TEST_COST);
    const { services } = opened.shop;
    // The shop's own render, kept in its page cache as production keeps it.
    const html = createHtmlRenderer({ template: () => Promise.resolve(TEMPLATE), entry: () => Promise.resolve(asSsrEntry({ render }, 'entry-server')) }, services.pageCache);
    app = createApp({ services, html, adminToken: TEST_ADMIN_TOKEN, draftPreviewScripts: () => Promise.resolve('') });
    editor = await signedInStaff(app, `preview-data-editor-${driver}@staff.example`, 'editor');
    support = await signedInStaff(app, `preview-data-support-${driver}@staff.example`, 'support');
    const published = await adminRequest(app, 'PUT', '/pages', { body: { key: PAGE_KEY, locale: 'en', pageBody: bodyListing('accessories'), meta: { title: 'Preview data' } } });
    expect(published.status, published.body.msg).toBe(201);
    const drafted = await app.request(`${ORIGIN}/api/admin/pages/draft`, {
      method: 'PUT',
      headers: { cookie: editor.cookie, origin: ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({ key: PAGE_KEY, locale: 'en', pageBody: bodyListing('accessories') }),
    });
    expect(drafted.status).toBe(201);
  });

  it('refuses anyone not signed in to the back office, a shopper, and a member whose role may not edit pages', async () => {
    const nobody = await askData(request, {});
    expect(nobody.status).toBe(401);
    expect(nobody.headers.get('cache-control')).toContain('no-store');
    expect(((await nobody.json()) as Envelope).data).toBeNull();

    const shopper = await createSignedInShopper(opened.shop.services.db);
    const asShopper = await askData(request, { cookie: `${SESSION_COOKIE}=${shopper.token}` });
    expect(asShopper.status).toBe(401);
    expect(((await asShopper.json()) as Envelope).data).toBeNull();

    const asSupport = await askData(request, { cookie: support.cookie });
    expect(asSupport.status).toBe(403);
    const refused = (await asSupport.json()) as Envelope;
    expect(refused.msg).toContain('support');
    expect(refused.data).toBeNull();
  });

  it('refuses the staff cookie sent from another site’s page', async () => {
    const answer = await askData(request, { cookie: editor.cookie, origin: 'https://elsewhere.example' });
    expect(answer.status).toBe(403);
    expect(((await answer.json()) as Envelope).data).toBeNull();
  });

  it('answers an editor the products of a category the saved draft does not name, never kept, the shopper’s page unchanged', async () => {
    // A shopper's visit first, so the published page is in the page cache.
    const before = await shopperData();
    expect(before).toContain(dataSourceKey({ kind: 'category', slug: 'accessories' }));

    const cached = opened.shop.services.pageCache.size();
    const answer = await askData(request, { cookie: editor.cookie });
    expect(answer.status).toBe(200);
    expect(opened.shop.services.pageCache.size()).toEqual(cached);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    const envelope = (await answer.json()) as Envelope;
    expect(envelope.code).toBe(0);
    const data = envelope.data as { sources?: Record<string, { slug: string }[]> };
    const tops = data.sources?.[dataSourceKey({ kind: 'category', slug: 'tops' })];
    expect(tops?.length).toBeGreaterThan(0);
    expect(tops!.length).toBeLessThanOrEqual(4);

    // The shopper's page and the page cache's answer are what they were, to the byte; the saved draft too.
    expect(await shopperData()).toBe(before);
    expect(await shopperData()).not.toContain(dataSourceKey({ kind: 'category', slug: 'tops' }));
    const page = await (await app.request(`${ORIGIN}/${PAGE_KEY}`)).text();
    expect(page).not.toContain(tops![0]!.slug);
    const draft = await app.request(`${ORIGIN}/api/admin/pages/draft?key=${encodeURIComponent(PAGE_KEY)}&locale=en`, { headers: { cookie: editor.cookie } });
    expect(JSON.stringify(((await draft.json()) as Envelope).data)).toContain('accessories');
  });

  it('names the field of a malformed request', async () => {
    const noLocale = await askData({ ...request, locale: undefined }, { cookie: editor.cookie });
    expect(noLocale.status).toBe(422);
    expect(JSON.stringify(await noLocale.json())).toMatch(/"path":"locale"/);

    const badPath = await askData({ ...request, path: 'no-slash' }, { cookie: editor.cookie });
    expect(badPath.status).toBe(422);
    expect(JSON.stringify(await badPath.json())).toMatch(/"path":"path"/);

    const badBody = await askData({ ...request, pageBody: { blocks: 'none' } }, { cookie: editor.cookie });
    expect(badBody.status).toBe(422);
    const named = JSON.stringify(await badBody.json());
    expect(named).toMatch(/"path":"pageBody\.template"/);
    expect(named).toMatch(/"path":"pageBody\.blocks"/);

    const notJson = await askData('{not json', { cookie: editor.cookie });
    expect(notJson.status).toBe(400);

    const tooLarge = await askData({ ...request, pageBody: { template: 'page', blocks: [], padding: 'x'.repeat(ADMIN_MAX_BODY_BYTES) } }, { cookie: editor.cookie });
    expect(tooLarge.status).toBe(413);
  });
});
