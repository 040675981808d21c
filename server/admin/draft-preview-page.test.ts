import { beforeAll, describe, expect, it } from 'vitest';
import { render } from '../../src/entry-server';
import { createApp } from '../app';
import { FAST_TEST_COST, setPasswordHashCost } from '../accounts/passwords';
import { createHtmlRenderer } from '../ssr/html-renderer';
import { asSsrEntry } from '../ssr/ssr-entry';
import { adminRequest, demoShopOn, TEST_ADMIN_TOKEN } from '../testing/test-app';
import { TEST_DRIVERS } from '../testing/test-orders';
import { signedInStaff } from '../testing/test-staff';

/*
 * The composer's preview document, through the whole HTTP app with the shop's real server
 * render and its page cache: staff who may edit pages see the draft drawn at the shop address
 * they name; no one else gets it, and a shopper at that address keeps seeing the published page.
 */

const ORIGIN = 'http://localhost';
const TEMPLATE = '<!doctype html><html <!--html-attrs-->><head><!--app-head--><script type="module" src="/assets/shop-entry.js"></script></head><body><!--app-body--></body></html>';
const PREVIEW_SCRIPT = '<script type="module" src="/assets/draft-preview-start.js"></script>';

const richText = (html: string) => ({ id: 'words', type: 'rich-text', version: 1, props: { html, align: 'start' } });
const body = (html: string) => ({ template: 'page', blocks: [richText(html)] });

describe.each(TEST_DRIVERS)('the draft preview document on %s', (driver) => {
  const opened = demoShopOn(driver);
  let app: ReturnType<typeof createApp>;
  let editor: { email: string; cookie: string };
  let support: { email: string; cookie: string };

  const preview = (query: Record<string, string>, cookie?: string) =>
    app.request(`${ORIGIN}/admin/preview?${new URLSearchParams(query).toString()}`, { headers: cookie ? { cookie } : {} });
  const shopperPage = async (path: string) => (await app.request(`${ORIGIN}${path}`)).text();

  beforeAll(async () => {
    setPasswordHashCost(FAST_TEST_COST);
    const { services } = opened.shop;
    // The shop's own render, kept in its page cache as production keeps it.
    const html = createHtmlRenderer({ template: () => Promise.resolve(TEMPLATE), entry: () => Promise.resolve(asSsrEntry({ render }, 'entry-server')) }, services.pageCache);
    app = createApp({ services, html, adminToken: TEST_ADMIN_TOKEN, draftPreviewScripts: () => Promise.resolve(PREVIEW_SCRIPT) });
    editor = await signedInStaff(app, `preview-editor-${driver}@staff.example`, 'editor');
    support = await signedInStaff(app, `preview-support-${driver}@staff.example`, 'support');
    const published = await adminRequest(app, 'PUT', '/pages', { body: { key: 'page/preview-me', locale: 'en', pageBody: body('<p>Published words</p>'), meta: { title: 'Preview me' } } });
    expect(published.status, published.body.msg).toBe(201);
    const drafted = await app.request(`${ORIGIN}/api/admin/pages/draft`, {
      method: 'PUT',
      headers: { cookie: editor.cookie, origin: ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({ key: 'page/preview-me', locale: 'en', pageBody: body('<p>Draft words</p><script>alert(1)</script>') }),
    });
    expect(drafted.status).toBe(201);
  });

  const address = { key: 'page/preview-me', locale: 'en', path: '/page/preview-me' };

  it('refuses anyone not signed in to the back office, and shows them nothing of the draft', async () => {
    const answer = await preview(address);
    expect(answer.status).toBe(401);
    expect(answer.headers.get('cache-control')).toContain('no-store');
    expect(await answer.text()).not.toContain('Draft words');
    const forged = await preview(address, 'vitrine_staff=not-a-session');
    expect(forged.status).toBe(401);
  });

  it('refuses a member whose role may not edit pages', async () => {
    const answer = await preview(address, support.cookie);
    expect(answer.status).toBe(403);
    const text = await answer.text();
    expect(text).toContain('support');
    expect(text).not.toContain('Draft words');
  });

  it('draws the draft at the shop address for an editor, never kept, framed only by the shop itself', async () => {
    // A shopper's visit first, so the published page is in the page cache when the preview is drawn.
    expect(await shopperPage('/page/preview-me')).toContain('Published words');

    const answer = await preview(address, editor.cookie);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(answer.headers.get('x-robots-tag')).toContain('noindex');
    expect(answer.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(answer.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    const document = await answer.text();
    expect(document).toContain('Draft words');
    expect(document).not.toContain('Published words');
    // The draft's HTML is cleaned as a published page's is.
    expect(document).not.toContain('<script>alert(1)');
    expect(document).toContain('<html data-draft-preview="page/preview-me" data-draft-drawn="true" lang="en"');
    // The preview's script runs before the shop's and carries the response's nonce like it.
    const nonce = /script-src 'nonce-([^']+)'/.exec(answer.headers.get('content-security-policy') ?? '')?.[1];
    expect(nonce).toBeTruthy();
    const previewAt = document.indexOf(`<script nonce="${nonce}" type="module" src="/assets/draft-preview-start.js">`);
    expect(previewAt).toBeGreaterThan(-1);
    expect(previewAt).toBeLessThan(document.indexOf('src="/assets/shop-entry.js"'));

    // The shopper's address still answers the published page, HTML and page data alike.
    expect(await shopperPage('/page/preview-me')).not.toContain('Draft words');
    expect(await shopperPage('/page/preview-me')).toContain('Published words');
    const data = await (await app.request(`${ORIGIN}/page/preview-me?request=route`)).text();
    expect(data).toContain('Published words');
    expect(data).not.toContain('Draft words');
  });

  it('draws the published page where there is no draft yet, and says when the key is not drawn at the address', async () => {
    const fresh = await preview({ key: 'page/preview-me', locale: 'zh-HK', path: '/zh-HK/page/preview-me' }, editor.cookie);
    expect(fresh.status).toBe(200);
    expect(await fresh.text()).toContain('data-draft-drawn="true"');
    // A page that is neither published nor saved yet is drawn empty, for the composer to fill.
    const unsaved = await preview({ key: 'page/not-saved-yet', locale: 'en', path: '/page/not-saved-yet' }, editor.cookie);
    expect(unsaved.status).toBe(200);
    expect(await unsaved.text()).toContain('data-draft-drawn="true"');
    // The home page's draft is not what a content page draws.
    const elsewhere = await preview({ key: 'home', locale: 'en', path: '/page/preview-me' }, editor.cookie);
    expect(elsewhere.status).toBe(200);
    expect(await elsewhere.text()).toContain('data-draft-drawn="false"');
  });

  it('draws the page as shoppers see it, its draft left out, for the theme editor', async () => {
    const shown = await preview({ ...address, show: 'published' }, editor.cookie);
    expect(shown.status).toBe(200);
    const document = await shown.text();
    expect(document).toContain('Published words');
    expect(document).not.toContain('Draft words');
    // Nothing is made up where nothing is published: the theme is previewed on real pages only.
    const nowhere = await preview({ key: 'home', locale: 'en', path: '/page/not-saved-yet', show: 'published' }, editor.cookie);
    expect(nowhere.status).toBe(404);
  });

  it('names the field of a bad request', async () => {
    const answer = await preview({ key: 'page/preview-me', locale: 'en', path: 'no-slash' }, editor.cookie);
    expect(answer.status).toBe(400);
    expect(await answer.text()).toMatch(/path/);
    const missing = await preview({ key: 'page/preview-me', locale: 'xx', path: '/' }, editor.cookie);
    expect(missing.status).toBe(400);
    expect(await missing.text()).toMatch(/locale/);
  });
});
