import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ArticleDocument, ListedArticle } from '../../src/schema/admin-api/articles';
import type { ArticleSummary } from '../../src/schema/catalog';
import { SESSION_COOKIE } from '../accounts/sessions';
import { articles } from '../db/schema';
import { adminRequest, demoShopOn, type TestApp } from '../testing/test-app';
import { TEST_DRIVERS } from '../testing/test-orders';
import { createSignedInShopper } from '../testing/test-shoppers';

/*
 * A merchant's articles through the real admin API, on PGlite and PostgreSQL: an article written
 * whole shows on its page in every language at once, its body cleaned; a write over a version
 * read before someone else's write changes nothing; every mistake is named by its JSON path;
 * a rename leaves a 301, and an archived article leaves the shop but keeps its comments.
 */

type ArticleAnswer = { article: ArticleDocument; created?: boolean; changed?: boolean; dryRun?: boolean };
type Issues = { issues: { path: string; message: string }[] };
type ArticlePage = { article: ArticleSummary & { bodyHtml: string }; articles: ArticleSummary[]; comments?: { total: number } };

/** A short article a merchant might write, in English and Traditional Chinese. */
function indigoArticle(overrides: Record<string, unknown> = {}) {
  return {
    author: 'Ana Souza',
    publishedAt: '2026-11-20T08:00:00+08:00',
    translations: {
      en: {
        title: 'Dyeing with indigo at home',
        summary: 'A vat, a week and a little patience.',
        bodyHtml: '<p>Start with a <b>clean</b> vat.</p><script>alert(1)</script><img src="x" onerror="alert(2)">',
        seoTitle: 'Indigo at home',
      },
      'zh-HK': { title: '喺屋企用靛藍染布', summary: '一個染缸、一個星期同少少耐性。', bodyHtml: '<p>先準備一個乾淨嘅染缸。</p>' },
    },
    art: { kinds: ['tee', 'bowl'], colors: ['#27303f', '#d8c7a6'], accent: '#3b5b8c', backdrop: 'mist' },
    ...overrides,
  };
}

describe.each(TEST_DRIVERS)('merchant articles on %s', (driver) => {
  const opened = demoShopOn(driver);
  let shop: TestApp;
  beforeAll(() => {
    shop = opened.shop;
  });

  const put = (slug: string, body: unknown, headers: Record<string, string> = {}, query = '') => adminRequest<ArticleAnswer>(shop.app, 'PUT', `/articles/${slug}${query}`, { body, headers });
  const get = (slug: string) => adminRequest<ArticleAnswer>(shop.app, 'GET', `/articles/${slug}`);
  const issuesOf = (answer: { body: { data: unknown } }) => (answer.body.data as Issues).issues;

  /** English is the shop's language without a prefix. */
  const under = (lang: string) => (lang === 'en' ? '' : `/${lang}`);
  const pageStatus = async (path: string) => {
    const response = await shop.app.request(`http://localhost${path}`, { redirect: 'manual' });
    return [response.status, response.headers.get('location')];
  };
  async function articlePage(lang: string, slug: string): Promise<ArticlePage> {
    const response = await shop.app.request(`http://localhost${under(lang)}/article/${slug}?request=route`);
    expect(response.status, `${lang} ${slug}`).toBe(200);
    return ((await response.json()) as { data: { data: ArticlePage } }).data.data;
  }
  const articleStatus = async (slug: string) => (await shop.app.request(`http://localhost/article/${slug}?request=route`)).status;
  const inSitemap = async (slug: string) => (await (await shop.app.request('http://localhost/sitemap.xml')).text()).includes(`/article/${slug}<`);
  /** The "read next" list of another article: the journal's latest articles. */
  const readNext = async (besides: string) => (await articlePage('en', besides)).articles.map((article) => article.slug);

  it('creates an article its page shows at once in English and Traditional Chinese, its body cleaned', async () => {
    // Read (and so cached) before the write: the write must reach the cached page too.
    const other = (await shop.db.select({ slug: articles.slug }).from(articles).limit(1))[0]!.slug;
    expect(await readNext(other)).not.toContain('indigo-at-home');

    const created = await put('indigo-at-home', indigoArticle());
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ created: true, changed: true, dryRun: false });
    expect(created.headers.get('etag')).toBe(`"${created.body.data.article.version}"`);

    const english = await articlePage('en', 'indigo-at-home');
    expect(english.article).toMatchObject({ title: 'Dyeing with indigo at home', author: 'Ana Souza', publishedAt: '2026-11-20T00:00:00.000Z' });
    expect(english.article.bodyHtml).toContain('<b>clean</b>');
    expect(english.article.bodyHtml).not.toMatch(/script|onerror|alert/);
    const chinese = await articlePage('zh-HK', 'indigo-at-home');
    expect(chinese.article).toMatchObject({ title: '喺屋企用靛藍染布', summary: '一個染缸、一個星期同少少耐性。' });
    expect(chinese.article.bodyHtml).toContain('先準備一個乾淨嘅染缸。');
    expect(await readNext(other)).toContain('indigo-at-home');
    expect(await inSitemap('indigo-at-home')).toBe(true);

    // What shoppers get was cleaned when it was written and kept beside what the merchant wrote.
    const [row] = await shop.db.select({ cleanHtml: articles.cleanHtml }).from(articles).where(eq(articles.slug, 'indigo-at-home'));
    expect(JSON.stringify(Object.values((row!.cleanHtml as { html: Record<string, string> }).html))).not.toMatch(/script|onerror/);

    const read = await get('indigo-at-home');
    expect(read.body.data.article).toMatchObject({
      slug: 'indigo-at-home',
      status: 'published',
      comments: 0,
      art: { kinds: ['tee', 'bowl'], backdrop: 'mist' },
      translations: { en: { seoTitle: 'Indigo at home', seoDescription: '' } },
    });
    // The merchant reads back what they wrote, to edit it.
    expect(read.body.data.article.translations.en.bodyHtml).toBe(indigoArticle().translations.en.bodyHtml);
    expect(read.headers.get('etag')).toBe(`"${read.body.data.article.version}"`);
    expect((await get('no-such-article')).status).toBe(404);

    const listed = await adminRequest<{ articles: ListedArticle[]; next: string | null }>(shop.app, 'GET', '/articles?q=Dyeing');
    expect(listed.body.data.articles.map((article) => article.slug)).toEqual(['indigo-at-home']);
  });

  it('checks a dry run as a real write and writes nothing', async () => {
    const dry = await put('indigo-dry-run', indigoArticle(), {}, '?dryRun=true');
    expect(dry.status).toBe(200);
    expect(dry.body.data).toMatchObject({ created: true, dryRun: true, article: { slug: 'indigo-dry-run' } });
    expect((await get('indigo-dry-run')).status).toBe(404);
    expect(await articleStatus('indigo-dry-run')).toBe(404);
  });

  it('refuses a write over a version someone else replaced, and changes nothing', async () => {
    const read = (await get('indigo-at-home')).body.data.article;
    const first = await put('indigo-at-home', indigoArticle({ author: 'Ana S.' }), { 'if-match': `"${read.version}"` });
    expect(first.status).toBe(200);
    expect(first.body.data.created).toBe(false);

    const stale = await put('indigo-at-home', indigoArticle({ author: 'A Stale Tab' }), { 'if-match': `"${read.version}"` });
    expect(stale.status).toBe(409);
    expect(stale.body.msg).toContain(first.body.data.article.version);
    expect(stale.headers.get('etag')).toBe(`"${first.body.data.article.version}"`);
    expect((await get('indigo-at-home')).body.data.article.author).toBe('Ana S.');
    expect((await articlePage('en', 'indigo-at-home')).article.author).toBe('Ana S.');

    // If-Match on an article that does not exist is never a creation.
    expect((await put('article-that-never-was', indigoArticle(), { 'if-match': '*' })).status).toBe(409);
    expect((await get('article-that-never-was')).status).toBe(404);
  });

  it('lets exactly one of two writes racing on one version land', async () => {
    const { version } = (await get('indigo-at-home')).body.data.article;
    const answers = await Promise.all(['Written By Ana', 'Written By Bo'].map((author) => put('indigo-at-home', indigoArticle({ author }), { 'if-match': `"${version}"` })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.status === 200)!.body.data.article;
    expect((await get('indigo-at-home')).body.data.article).toEqual(winner);
    expect((await articlePage('en', 'indigo-at-home')).article.author).toBe(winner.author);
  });

  it('names every problem by its JSON path, and writes nothing', async () => {
    const broken = indigoArticle({
      author: '',
      publishedAt: 'last tuesday',
      status: 'hidden',
      translations: { en: { title: 'Fine' }, 'zh-HK': { title: '   ' } },
      art: { kinds: ['tee'], colors: ['blue'], accent: '#3b5b8c', backdrop: 'mist' },
    });
    const refused = await put('indigo-at-home', broken);
    expect(refused.status).toBe(422);
    // A language's name is no identifier: its part of the path is quoted, as everywhere in the admin API.
    expect(issuesOf(refused).map((issue) => issue.path).sort()).toEqual(['art.colors[0]', 'author', 'publishedAt', 'status', 'translations["zh-HK"].title']);
    expect(issuesOf(refused).find((issue) => issue.path === 'art.colors[0]')?.message).toBe('Expected a #rrggbb colour');

    const undrawable = await put('indigo-at-home', indigoArticle({ art: { kinds: ['tee', 'dragon'], colors: ['#27303f'], accent: '#3b5b8c', backdrop: 'moon' } }));
    expect(issuesOf(undrawable).map((issue) => issue.path)).toEqual(['art.kinds[1]', 'art.backdrop']);
    expect(issuesOf(undrawable)[0]!.message).toContain('The shop draws no "dragon"');

    const missing = await put('indigo-at-home', { translations: { 'zh-HK': { title: '標題' } } });
    const required = { key: 'required', values: {} };
    expect(issuesOf(missing)).toEqual(
      expect.arrayContaining([
        { path: 'author', message: 'is required', said: required },
        { path: 'translations.en', message: 'is required', said: required },
      ]),
    );
    expect((await adminRequest(shop.app, 'PUT', '/articles/Not A Slug', { body: indigoArticle() })).status).toBe(422);
    expect((await get('indigo-at-home')).body.data.article.translations['zh-HK']?.title).toBe('喺屋企用靛藍染布');
  });

  it('renames with a 301 from the old address, and refuses a slug another article has', async () => {
    const renamed = await put('indigo-at-home', indigoArticle({ slug: 'home-indigo' }));
    expect(renamed.status).toBe(200);
    expect(renamed.body.data.article.slug).toBe('home-indigo');
    expect(await pageStatus('/article/indigo-at-home')).toEqual([301, '/article/home-indigo']);
    expect(await pageStatus('/zh-HK/article/indigo-at-home')).toEqual([301, '/zh-HK/article/home-indigo']);
    expect((await articlePage('zh-HK', 'home-indigo')).article.title).toBe('喺屋企用靛藍染布');
    expect(await inSitemap('indigo-at-home')).toBe(false);
    expect(await inSitemap('home-indigo')).toBe(true);

    const demo = (await shop.db.select({ slug: articles.slug }).from(articles).where(eq(articles.slug, 'caring-for-linen')))[0]!.slug;
    const taken = await put('home-indigo', indigoArticle({ slug: demo }));
    expect(taken.status).toBe(422);
    expect(issuesOf(taken)).toEqual([{ path: 'slug', message: `Another article has the slug "${demo}"` }]);
    expect((await get('home-indigo')).status).toBe(200);

    // A new article at the old address takes it back: it no longer leads elsewhere.
    expect((await put('indigo-at-home', indigoArticle({ translations: { en: { title: 'A second indigo piece' } } }))).status).toBe(201);
    expect((await articlePage('en', 'indigo-at-home')).article.title).toBe('A second indigo piece');
    expect(await pageStatus('/article/home-indigo')).toEqual([200, null]);
  });

  it('archives an article: shoppers no longer find it, its comments stay, and publishing it again brings them back', async () => {
    const slug = 'caring-for-linen';
    const before = (await get(slug)).body.data.article;
    expect(before.comments).toBeGreaterThan(0);
    const publicComments = (await articlePage('en', slug)).comments?.total;
    expect(publicComments).toBeGreaterThan(0);
    expect(await readNext('a-visit-to-the-pottery')).toContain(slug);

    const archived = await adminRequest<ArticleAnswer>(shop.app, 'POST', `/articles/${slug}/archive`, { headers: { 'if-match': `"${before.version}"` } });
    expect(archived.status).toBe(200);
    expect(archived.body.data).toMatchObject({ changed: true, article: { status: 'archived', comments: before.comments } });
    expect(await articleStatus(slug)).toBe(404);
    expect(await inSitemap(slug)).toBe(false);
    expect(await readNext('a-visit-to-the-pottery')).not.toContain(slug);

    // No new comment on an archived article; the ones it has are kept.
    const shopper = await createSignedInShopper(shop.db, { nickName: 'Late Reader' });
    const posted = await shop.app.request('http://localhost/api/web/comment/post', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost', cookie: `${SESSION_COOKIE}=${shopper.token}` },
      body: JSON.stringify({ articleSlug: slug, text: 'Too late?' }),
    });
    expect(posted.status).toBe(404);
    const again = await adminRequest<ArticleAnswer>(shop.app, 'POST', `/articles/${slug}/archive`);
    expect(again.body.data).toMatchObject({ changed: false, article: { comments: before.comments } });
    expect((await adminRequest(shop.app, 'POST', '/articles/no-such-article/archive')).status).toBe(404);

    const { version, comments: _comments, slug: _slug, ...document } = again.body.data.article;
    const republished = await put(slug, { ...document, status: 'published' }, { 'if-match': `"${version}"` });
    expect(republished.status).toBe(200);
    expect(republished.body.data.article.version).toBe(before.version);
    expect((await articlePage('en', slug)).comments?.total).toBe(publicComments);
    expect(await inSitemap(slug)).toBe(true);
  });

  it('keeps a draft from shoppers until it is published', async () => {
    expect((await put('indigo-draft', indigoArticle({ status: 'draft' }))).status).toBe(201);
    expect(await articleStatus('indigo-draft')).toBe(404);
    expect(await inSitemap('indigo-draft')).toBe(false);
    const drafts = await adminRequest<{ articles: ListedArticle[] }>(shop.app, 'GET', '/articles?status=draft');
    expect(drafts.body.data.articles.map((article) => article.slug)).toEqual(['indigo-draft']);
  });

  it('pages through every article, latest dated first, each once', async () => {
    // More than a page, several on the same day, so the pages meet where dates are equal.
    await shop.db.insert(articles).values(
      Array.from({ length: 130 }, (_, index) => ({
        slug: `archive-note-${index}`,
        author: 'Archivist',
        publishedAt: new Date(Date.UTC(2025, 0, 1 + Math.floor(index / 3))),
        translations: { en: { title: `Archive note ${index}` } },
        art: indigoArticle().art,
      })),
    );
    const seen: ListedArticle[] = [];
    let after: string | null = null;
    do {
      const page: Awaited<ReturnType<typeof adminRequest<{ articles: ListedArticle[]; next: string | null }>>> = await adminRequest(shop.app, 'GET', `/articles${after ? `?after=${after}` : ''}`);
      expect(page.status).toBe(200);
      seen.push(...page.body.data.articles);
      after = page.body.data.next;
    } while (after !== null);
    const total = (await shop.db.select({ slug: articles.slug }).from(articles)).length;
    expect(seen.length).toBe(total);
    expect(new Set(seen.map((article) => article.slug)).size).toBe(total);
    const dates = seen.map((article) => article.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect((await adminRequest(shop.app, 'GET', '/articles?after=yesterday')).status).toBe(422);
  });
});
