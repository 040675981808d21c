import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { registry } from './blocks/registry';
import { render, type RenderInput } from './entry-server';
import { settleBlocks } from './renderer/core/resolve-page';
import { resolveTheme } from './renderer/core/theme';
import { createHtmlSanitizer } from './renderer/core/sanitize-html';
import { readEmbeddedPage } from './navigation/embedded-page';
import { fixtureArticle } from './fixtures/content';
import { productSummaries } from './fixtures/catalog';
import { testPage, testSiteConfig } from './routes/-components/page-fixtures';
import { pageDataSchema } from './schema/page';
import { DEFAULT_THEME } from './schema/theme-values';

async function renderDocument(input: Partial<RenderInput> & Pick<RenderInput, 'url' | 'pageData'>) {
  const result = await render({ siteConfig: testSiteConfig, status: 200, ...input });
  const html = `<!doctype html><html ${result.htmlAttributes}><head>${result.head}</head><body>${result.body}</body></html>`;
  return { result, doc: new JSDOM(html).window.document };
}

describe('server render', () => {
  it('draws the page body inside the layout, in the page language', async () => {
    const { result, doc } = await renderDocument({
      url: '/zh-HK/page/about',
      pageData: testPage({ path: 'page/about', lang: 'zh-HK', kind: 'page' }),
    });
    expect(result.htmlAttributes).toBe('lang="zh-HK" dir="ltr"');
    expect(doc.querySelector('#app main h1')?.textContent).toBe('Welcome');
    expect(doc.querySelector('#app a[href="#main-content"]')?.textContent).toBe('跳至主要內容');
    expect(result.blockTypes).toEqual(['rich-text']);
  });

  it('maps zh to the zh-CN document language', async () => {
    const { result } = await renderDocument({ url: '/zh', pageData: testPage({ lang: 'zh' }) });
    expect(result.htmlAttributes).toBe('lang="zh-CN" dir="ltr"');
  });

  it('writes the head: title, SEO tags, hreflang, JSON-LD and the theme', async () => {
    const pageData = testPage({
      meta: {
        title: 'Linen shirt <sale> & "more"',
        description: 'Soft linen',
        canonical: 'https://shop.example/product/linen-shirt',
        alternates: [
          { hreflang: 'en', href: 'https://shop.example/product/linen-shirt' },
          { hreflang: 'zh-HK', href: 'https://shop.example/zh-HK/product/linen-shirt' },
        ],
        jsonLd: [{ '@type': 'Product', name: '</script><script>alert(1)</script>' }],
      },
    });
    const { result, doc } = await renderDocument({ url: '/product/linen-shirt', pageData });
    expect(doc.title).toBe('Linen shirt <sale> & "more"');
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://shop.example/product/linen-shirt');
    expect(doc.querySelectorAll('link[rel="alternate"][hreflang]')).toHaveLength(2);
    expect(result.head).toContain('\\u003c/script\\u003e');
    expect(doc.head.querySelectorAll('script')).toHaveLength(1);
    expect(doc.getElementById('vitrine-theme')?.textContent).toContain('--color-primary:#0f766e;');
  });

  it('never lets a theme value that could escape the style element reach it', async () => {
    const hostile = { colors: { primaryColor: 'red}</style><script>alert(1)</script>', textColor: '#222222' } };
    // The contract refuses it whole, resolved or not...
    expect(() => testPage({ theme: { ...DEFAULT_THEME, colors: { ...DEFAULT_THEME.colors, ...hostile.colors } } })).toThrow(/primaryColor/);
    expect(pageDataSchema.safeParse({ ...testPage(), theme: hostile }).success).toBe(false);
    // ...and the server's resolve step drops the bad value and keeps the rest.
    const { theme, issues } = resolveTheme(hostile);
    expect(issues.map((issue) => issue.path)).toEqual(['theme.colors.primaryColor']);
    const { doc } = await renderDocument({ url: '/', pageData: testPage({ theme }) });
    const css = doc.getElementById('vitrine-theme')?.textContent ?? '';
    expect(css).toContain('--color-primary:#4a00ff;');
    expect(css).toContain('--color-text:#222222;');
    expect(doc.querySelectorAll('script:not([type="application/json"])')).toHaveLength(0);
  });

  it('embeds the page data for hydration, readable back unchanged', async () => {
    const pageData = testPage({ data: { note: '</script><!-- \u2028' } });
    const { doc } = await renderDocument({ url: '/?ref=mail', pageData, status: 200 });
    expect(readEmbeddedPage(doc)).toEqual({ ok: true, page: { url: '/?ref=mail', status: 200, pageData, siteConfig: testSiteConfig } });
  });

  it('sends the prices it wrote with the page, so the browser hydrates them without building a formatter', async () => {
    const pageData = testPage({
      path: 'page/about',
      lang: 'zh-HK',
      kind: 'page',
      pageBody: { template: 'page', blocks: [{ id: 'list', type: 'product-list', version: 1, props: { heading: 'Picked', source: { kind: 'category', slug: 'tops', limit: 2 } } }] },
      data: { sources: { 'category:tops': productSummaries.slice(0, 2) } },
    });
    const { doc } = await renderDocument({ url: '/zh-HK/page/about', pageData });
    const read = readEmbeddedPage(doc);
    if (!read?.ok) throw new Error('no embedded page');
    const [mug, tote] = productSummaries;
    const mugPrice = read.page.texts?.[`p|zh-HK|${mug!.currency}|${mug!.price}`];
    expect(mugPrice).toBe('US$24.00');
    expect(read.page.texts?.[`p|zh-HK|${tote!.currency}|${tote!.price}`]).toBe('US$38.00');
    expect(doc.querySelector('#app')?.textContent).toContain(mugPrice);
  });

  it('sanitizes server HTML: no script or event handler reaches the markup', async () => {
    // Blocks as the page data step sends them: checked, their HTML cleaned by the server's sanitizer.
    const hostile = [{ id: 'x', type: 'rich-text', version: 1, props: { html: '<p onclick="steal()">Hi</p><script>steal()</script><a href="javascript:steal()">x</a><img src=x onerror="steal()">' } }];
    const { blocks } = settleBlocks(hostile, registry, createHtmlSanitizer(new JSDOM('').window as unknown as Parameters<typeof createHtmlSanitizer>[0]));
    const pageData = testPage({ pageBody: { template: 'page', blocks } });
    const { result } = await renderDocument({ url: '/page/x', pageData });
    const app = result.body.slice(0, result.body.indexOf('<script id="vitrine-data"'));
    expect(app).toContain('<p>Hi</p>');
    expect(app).not.toMatch(/steal\(\)/);
  });

  it('keeps the other blocks when one is unknown or invalid', async () => {
    const pageData = testPage({
      pageBody: {
        template: 'page',
        blocks: [
          { id: 'first', type: 'rich-text', version: 1, props: { html: '<p>First</p>' } },
          { id: 'mystery', type: 'no-such-block', version: 1, props: {} },
          { id: 'broken', type: 'rich-text', version: 1, props: { html: 42 } },
          { id: 'last', type: 'rich-text', version: 1, props: { html: '<p>Last</p>' } },
        ],
      },
    });
    const { doc } = await renderDocument({ url: '/page/broken-demo', pageData });
    const drawn = [...doc.querySelectorAll('main [data-block-id]')].map((block) => block.getAttribute('data-block-id'));
    expect(drawn).toEqual(['first', 'mystery', 'broken', 'last']);
    expect(doc.querySelector('[data-block-id="first"]')?.textContent).toBe('First');
    expect(doc.querySelector('[data-block-id="last"]')?.textContent).toBe('Last');
  });

  it('gives a block the page data it declares, checked: page data that does not match costs that block only', async () => {
    const blocks = [
      { id: 'story', type: 'article-detail', version: 1, props: {} },
      { id: 'after', type: 'rich-text', version: 1, props: { html: '<p>After</p>' } },
    ];
    const page = (article: unknown) =>
      testPage({ kind: 'article', path: 'article/caring-for-leather', data: { article }, pageBody: { template: 'article', blocks } });

    const drawn = (await renderDocument({ url: '/article/caring-for-leather', pageData: page(fixtureArticle) })).doc;
    expect(drawn.querySelector('[data-block-id="story"] h1')?.textContent).toBe(fixtureArticle.title);

    // Checked on the server before drawing: unchecked, the block would draw 42 as the title. The
    // server leaves the block to the browser's boundary, which shows the notice naming the path.
    const { doc } = await renderDocument({ url: '/article/caring-for-leather', pageData: page({ ...fixtureArticle, title: 42 }) });
    const story = doc.querySelector('[data-block-id="story"]');
    expect(story?.querySelector('[data-article]')).toBeNull();
    expect(story?.innerHTML).toContain(
      'Page data does not match what this block draws: data.article.title: Invalid input: expected string, received number',
    );
    expect(doc.querySelector('[data-block-id="after"]')?.textContent).toBe('After');
  });

  it('says the template does not exist when the page has no body', async () => {
    const { doc } = await renderDocument({ url: '/zh-HK/cart', pageData: testPage({ lang: 'zh-HK', kind: 'cart', pageBody: null, data: { template: 'cart' } }) });
    expect(doc.querySelector('main h1')?.textContent).toBe('範本不存在');
    expect(doc.querySelector('main')?.textContent).toContain('cart');
  });

  it('draws the built-in error screen for an error route without a body', async () => {
    const { doc } = await renderDocument({ url: '/error/404', status: 404, pageData: testPage({ kind: 'error-404', path: 'error/404', pageBody: null }) });
    expect(doc.querySelector('[data-screen="error-404"] h1')?.textContent).toBe('Page not found');
  });

  it('draws the site header and footer blocks, with the language switcher beside the header', async () => {
    const pageData = testPage({
      layout: {
        header: [{ id: 'menu', type: 'rich-text', version: 1, props: { html: '<p>Menu</p>' } }],
        footer: [{ id: 'foot', type: 'rich-text', version: 1, props: { html: '<p>Footer words</p>' } }],
      },
    });
    const { doc } = await renderDocument({ url: '/', pageData });
    expect(doc.querySelector('header [data-block-id="menu"]')?.textContent).toBe('Menu');
    expect(doc.querySelector('header [data-language-switcher]')).not.toBeNull();
    expect(doc.querySelector('footer [data-block-id="foot"]')?.textContent).toBe('Footer words');
  });

  it('keeps requests apart: concurrent renders in different languages each get their own', async () => {
    const [english, chinese] = await Promise.all([
      renderDocument({ url: '/cart', pageData: testPage({ kind: 'cart', pageBody: null }) }),
      renderDocument({ url: '/zh/cart', pageData: testPage({ lang: 'zh', kind: 'cart', pageBody: null }) }),
    ]);
    expect(english.doc.querySelector('main h1')?.textContent).toBe('Template does not exist');
    expect(chinese.doc.querySelector('main h1')?.textContent).toBe('模板不存在');
  });

  it('marks the current language in the switcher and links every other to the same page', async () => {
    const { doc } = await renderDocument({ url: '/zh-HK/search?q=tee', pageData: testPage({ lang: 'zh-HK', kind: 'search', path: 'search' }) });
    const links = [...doc.querySelectorAll('[data-language-switcher] a')];
    expect(links).toHaveLength(testSiteConfig.languages.length);
    expect(doc.querySelector('[data-language-switcher] a[aria-current="page"]')?.getAttribute('href')).toBe('/zh-HK/search?q=tee');
    expect(doc.querySelector('[data-language-switcher] a[hreflang="en"]')?.getAttribute('href')).toBe('/search?q=tee');
    expect(doc.querySelector('[data-language-switcher] a[hreflang="ja"]')?.textContent).toBe('日本語');
  });
});
