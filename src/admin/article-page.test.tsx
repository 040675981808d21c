import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { I18nextProvider } from 'react-i18next';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { articleWriteSchema, type ArticleDocument, type ListedArticle } from '../schema/admin-api/articles';
import { formatPath } from '../schema/json-path';
import { writeOfDocument } from './article-draft';
import { ArticlePage } from './article-page';
import { ArticlesPage } from './articles-page';
import { createBackOfficeI18n } from './i18n';
import { SignedInProvider } from './shell';

const i18n = createBackOfficeI18n('en');
const editor = {
  caller: { kind: 'staff', email: 'ed@example.com', role: 'editor' },
  signOut: () => undefined,
  setLocale: () => undefined,
} as const;

const LINEN_CARE: ArticleDocument = {
  slug: 'linen-care',
  status: 'published',
  author: 'Mei Chan',
  publishedAt: '2026-03-01T09:30:15.250Z',
  translations: {
    en: { title: 'Caring for linen', summary: 'Wash cool, dry flat.', bodyHtml: '<p>Linen softens.</p>', seoTitle: '', seoDescription: '' },
    'zh-HK': { title: '亞麻護理', summary: '越洗越柔軟', bodyHtml: '', seoTitle: '', seoDescription: '' },
  },
  art: { kinds: ['tee', 'scarf'], colors: ['#8a9a5b'], accent: '#c9a36a', backdrop: 'sage' },
  comments: 2,
  version: 'v1',
};

type Sent = { method: string; url: string; body: unknown; ifMatch: string | null };

/**
 * The shop as the editor meets it: its articles, and writes judged by the contract's own schema
 * (a refusal names each problem by its JSON path, as the shop does). With `someoneElse`, another
 * member saved the article after the editor read it.
 */
function fakeShop({ someoneElse = false, articles = [LINEN_CARE] }: { someoneElse?: boolean; articles?: ArticleDocument[] } = {}) {
  const sent: Sent[] = [];
  const reads: string[] = [];
  const stored = new Map(articles.map((article) => [article.slug, article]));
  const envelope = (status: number, data: unknown, msg = status < 300 ? 'ok' : 'No') =>
    new Response(JSON.stringify({ code: status < 300 ? 0 : 1, msg, data }), { status });
  const theirsOf = (article: ArticleDocument): ArticleDocument => ({
    ...article,
    translations: { ...article.translations, en: { ...article.translations.en, title: 'Their title' } },
    version: 'v9',
  });
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const [path = '', search = ''] = url.split('?');
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    const ifMatch = new Headers(init.headers).get('If-Match');
    if (method === 'GET') reads.push(url);
    else sent.push({ method, url, body, ifMatch });
    if (path === '/api/admin/articles') {
      const query = new URLSearchParams(search);
      const listed: ListedArticle[] = [...stored.values()]
        .filter((article) => !query.get('status') || article.status === query.get('status'))
        .filter(
          (article) =>
            !query.get('q') ||
            article.slug.startsWith(query.get('q')!) ||
            article.translations.en.title.toLowerCase().startsWith(query.get('q')!.toLowerCase()),
        )
        .map((article) => ({ ...article, title: article.translations.en.title }));
      // Two to a page, so paging shows; the cursor is the count already shown.
      const from = Number(query.get('after')?.split('.')[1] ?? 0);
      const page = listed.slice(from, from + 2);
      return envelope(200, { articles: page, next: from + 2 < listed.length ? `1.${from + 2}` : null });
    }
    const archive = /^\/api\/admin\/articles\/([^/]+)\/archive$/.exec(path);
    if (archive) {
      const article = stored.get(decodeURIComponent(archive[1]!))!;
      if (ifMatch !== article.version) return envelope(409, null, 'Changed since');
      const archived = { ...article, status: 'archived' as const, version: 'v3' };
      stored.set(article.slug, archived);
      return envelope(200, { article: archived, changed: true });
    }
    const slug = decodeURIComponent(path.replace('/api/admin/articles/', ''));
    const article = stored.get(slug);
    if (method === 'GET') {
      return article ? envelope(200, { article }) : envelope(404, null, `No article "${slug}"`);
    }
    if (someoneElse && article) {
      stored.set(slug, theirsOf(article));
      return envelope(409, null, 'The article changed since version v1 was read (it is v9 now): read it again, then write');
    }
    const parsed = articleWriteSchema.safeParse(body);
    if (!parsed.success) {
      const issues = parsed.error.issues.map((issue) => ({
        path: formatPath(issue.path.filter((part) => typeof part !== 'symbol')),
        message: issue.message,
      }));
      return envelope(422, { issues, more: 0 }, `Invalid article: ${issues.length} problems`);
    }
    const write = parsed.data;
    const dryRun = url.includes('dryRun=true');
    const made: ArticleDocument = {
      ...write,
      slug: write.slug ?? slug,
      publishedAt: write.publishedAt ?? article?.publishedAt ?? '2026-05-01T00:00:00.000Z',
      art: write.art ?? LINEN_CARE.art,
      comments: article?.comments ?? 0,
      version: dryRun ? (article?.version ?? 'v0') : 'v2',
    };
    if (!dryRun) {
      stored.delete(slug);
      stored.set(made.slug, made);
    }
    return envelope(article ? 200 : 201, { article: made, created: !article, changed: true, dryRun });
  });
  return { sent, reads, stored };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderAt(address: string) {
  const root = createRootRoute({ component: Outlet });
  const history = createMemoryHistory({ initialEntries: [address] });
  const router = createRouter({
    history,
    routeTree: root.addChildren([
      createRoute({ getParentRoute: () => root, path: '/admin/articles', component: ArticlesPage }),
      createRoute({ getParentRoute: () => root, path: '/admin/articles/new', component: ArticlePage }),
      createRoute({ getParentRoute: () => root, path: '/admin/articles/$slug', component: ArticlePage }),
    ]),
  });
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <I18nextProvider i18n={i18n}>
        <SignedInProvider value={editor}>
          <main id="main">
            <RouterProvider router={router} />
          </main>
        </SignedInProvider>
      </I18nextProvider>
    </SWRConfig>,
  );
  return history;
}

const puts = (sent: Sent[]) => sent.filter((one) => one.method === 'PUT');
const valueOf = (label: string | RegExp) => (screen.getByLabelText(label) as HTMLInputElement).value;

describe('the articles list', () => {
  const article = (slug: string, title: string, status: ArticleDocument['status']): ArticleDocument => ({
    ...LINEN_CARE,
    slug,
    status,
    translations: { en: { ...LINEN_CARE.translations.en, title } },
  });

  it('finds articles by the start of a title and by status, keeps the filters in the address, and pages on with a link', async () => {
    const { reads } = fakeShop({
      articles: [
        article('linen-care', 'Caring for linen', 'published'),
        article('linen-dyes', 'Linen dyes', 'draft'),
        article('mugs', 'Mugs', 'draft'),
        article('linen-old', 'Linen of old', 'draft'),
        article('linen-weaves', 'Linen weaves', 'draft'),
      ],
    });
    const user = userEvent.setup();
    const history = renderAt('/admin/articles');
    const table = await screen.findByRole('table', { name: 'Articles' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Title', 'Status', 'Author', 'Dated']);
    expect(within(table).getByRole('link', { name: 'Caring for linen' }).getAttribute('href')).toBe('/admin/articles/linen-care');

    await user.type(screen.getByLabelText('Title or slug starts with'), 'linen');
    await user.selectOptions(screen.getByLabelText('Status'), 'draft');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(history.location.search).toBe('?q=linen&status=draft'));
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(3));
    expect(reads.at(-1)).toMatch(/q=linen/);
    expect(screen.getByRole('link', { name: 'Linen dyes' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Caring for linen' })).toBeNull();

    await user.click(screen.getByRole('link', { name: 'Older articles' }));
    expect(await screen.findByRole('link', { name: 'Linen weaves' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Mugs' })).toBeNull();
    expect(history.location.search).toBe('?q=linen&status=draft&after=1.2');
    expect(screen.getByRole('link', { name: 'Back to the latest' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'New article' }).getAttribute('href')).toBe('/admin/articles/new');
  });
});

describe('the article editor', () => {
  it('sends a stored article back whole, no field lost, and the changes made to it', async () => {
    const { sent } = fakeShop();
    const user = userEvent.setup();
    renderAt('/admin/articles/linen-care');
    const title = await screen.findByLabelText('Title (English)');
    expect(screen.getByText(/cleaned when saved/)).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Published' })).toHaveProperty('checked', true);
    expect(screen.getByText('In the journal: readers find it, read it and comment on it.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Check without saving' }));
    await screen.findByText(/The shop would take the article as it is/);
    expect(puts(sent)[0]).toMatchObject({ url: '/api/admin/articles/linen-care?dryRun=true', ifMatch: 'v1' });
    expect(puts(sent)[0]!.body).toEqual(writeOfDocument(LINEN_CARE));

    await user.clear(title);
    await user.type(title, 'Linen, cared for');
    await user.click(screen.getByRole('radio', { name: 'Draft' }));
    await user.selectOptions(screen.getByLabelText('Thing 2'), 'Mug');
    await user.click(screen.getByRole('button', { name: 'Add a thing' }));
    await user.selectOptions(screen.getByLabelText('Backdrop'), 'Blush');
    expect(screen.getByText(/Sample of the colours: T-shirt in #8a9a5b, Mug in #8a9a5b, T-shirt in #8a9a5b/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save article' }));
    expect(await screen.findByText('Saved as a draft: readers do not see it yet.')).toBeTruthy();
    const expected = writeOfDocument(LINEN_CARE);
    expected.translations.en.title = 'Linen, cared for';
    expected.status = 'draft';
    expected.art = { ...LINEN_CARE.art, kinds: ['tee', 'mug', 'tee'], backdrop: 'blush' };
    expect(puts(sent)[1]).toMatchObject({ url: '/api/admin/articles/linen-care', ifMatch: 'v1' });
    expect(puts(sent)[1]!.body).toEqual(expected);
  });

  it('puts a problem the shop names in the Traditional Chinese texts at its field, behind that language’s tab', async () => {
    const { sent } = fakeShop();
    const user = userEvent.setup();
    renderAt('/admin/articles/linen-care');
    await user.click(await screen.findByRole('tab', { name: '繁體中文' }));
    await user.clear(screen.getByLabelText('Title (繁體中文)'));
    await user.click(screen.getByRole('tab', { name: 'English' }));
    await user.type(screen.getByLabelText('Summary (English)'), ' Iron damp.');

    await user.click(screen.getByRole('button', { name: 'Save article' }));
    const summary = await screen.findByRole('alert', { name: '' });
    const link = await within(summary).findByRole('link', { name: /^Title \(繁體中文\)/ });
    expect(puts(sent)).toHaveLength(1);
    expect(screen.getByRole('tab', { name: /繁體中文 \(1 problem\)/ })).toBeTruthy();
    expect(screen.queryByLabelText('Title (繁體中文)')).toBeNull();

    await user.click(link);
    const field = screen.getByLabelText('Title (繁體中文)');
    expect(document.activeElement).toBe(field);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    // The merchant's other edits stay as typed after a refusal.
    await user.click(screen.getByRole('tab', { name: /English/ }));
    expect(valueOf('Summary (English)')).toBe('Wash cool, dry flat. Iron damp.');
  });

  it('keeps the merchant’s edits when someone else saved meanwhile, until they load the other version', async () => {
    const { sent } = fakeShop({ someoneElse: true });
    const user = userEvent.setup();
    renderAt('/admin/articles/linen-care');
    const title = await screen.findByLabelText('Title (English)');
    await user.clear(title);
    await user.type(title, 'My title');
    await user.click(screen.getByRole('button', { name: 'Save article' }));
    const alert = await screen.findByText(/Someone else saved this article since you opened it/);
    expect(puts(sent)[0]!.ifMatch).toBe('v1');
    expect(valueOf('Title (English)')).toBe('My title');

    await user.click(within(alert.parentElement!).getByRole('button', { name: 'Load their version (drops your changes)' }));
    expect(valueOf('Title (English)')).toBe('Their title');
    expect(screen.getByText('Their version is loaded; your changes were dropped.')).toBeTruthy();
  });

  it('writes a new article, then opens it at its address', async () => {
    const { sent, stored } = fakeShop();
    const user = userEvent.setup();
    const history = renderAt('/admin/articles/new');
    expect(await screen.findByRole('radio', { name: 'Draft' })).toHaveProperty('checked', true);
    await user.type(screen.getByLabelText('Slug'), 'spring-notes');
    await user.type(screen.getByLabelText('Author'), 'Ana Lee');
    await user.type(screen.getByLabelText('Title (English)'), 'Spring notes');
    await user.type(screen.getByLabelText('Body (HTML) (English)'), '<p>Hello</p>');
    await user.click(screen.getByRole('button', { name: 'Save article' }));

    await waitFor(() => expect(history.location.pathname).toBe('/admin/articles/spring-notes'));
    expect(puts(sent)[0]).toMatchObject({ url: '/api/admin/articles/spring-notes', ifMatch: null });
    expect(puts(sent)[0]!.body).toEqual({
      slug: 'spring-notes',
      status: 'draft',
      author: 'Ana Lee',
      translations: { en: { title: 'Spring notes', summary: '', bodyHtml: '<p>Hello</p>', seoTitle: '', seoDescription: '' } },
      art: { kinds: ['notebook', 'pen'], colors: ['#8a6f4e', '#2f3b4c'], accent: '#c9a36a', backdrop: 'linen' },
    });
    expect(stored.get('spring-notes')?.author).toBe('Ana Lee');
    expect(await screen.findByText('Created. The article is at this address now.')).toBeTruthy();
  });

  it('refuses a new article’s slug another article has, rather than writing over it', async () => {
    const { sent } = fakeShop();
    const user = userEvent.setup();
    renderAt('/admin/articles/new');
    await user.type(await screen.findByLabelText('Slug'), 'linen-care');
    await user.type(screen.getByLabelText('Author'), 'Ana Lee');
    await user.type(screen.getByLabelText('Title (English)'), 'Another');
    await user.click(screen.getByRole('button', { name: 'Save article' }));
    expect(await screen.findByText(/An article already has the slug “linen-care”/, { selector: '.field-problem' })).toBeTruthy();
    expect(puts(sent)).toHaveLength(0);
  });

  it('renames an article at its old address and follows it to the new one', async () => {
    const { sent } = fakeShop();
    const user = userEvent.setup();
    const history = renderAt('/admin/articles/linen-care');
    const slug = await screen.findByLabelText('Slug');
    await user.clear(slug);
    await user.type(slug, 'linen-guide');
    expect(screen.getByText('Renamed from linen-care: when saved, the old address leads readers here.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save article' }));
    await waitFor(() => expect(history.location.pathname).toBe('/admin/articles/linen-guide'));
    expect(puts(sent)[0]).toMatchObject({ url: '/api/admin/articles/linen-care', ifMatch: 'v1', body: { slug: 'linen-guide' } });
    expect(await screen.findByText('Saved under its new address; the old one leads here.')).toBeTruthy();
  });

  it('archives an article only after asking, naming the version it read', async () => {
    const { sent, stored } = fakeShop();
    const user = userEvent.setup();
    renderAt('/admin/articles/linen-care');
    await user.click(await screen.findByRole('button', { name: 'Archive article' }));
    expect(stored.get('linen-care')!.status).toBe('published');
    expect(screen.getByText(/Archive this article\? Readers will no longer find it/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Yes: Archive article' }));
    expect(await screen.findByText('Archived: readers no longer find the article.')).toBeTruthy();
    expect(sent.at(-1)).toMatchObject({ method: 'POST', url: '/api/admin/articles/linen-care/archive', ifMatch: 'v1' });
    expect(stored.get('linen-care')!.status).toBe('archived');
    expect(screen.getByRole('radio', { name: 'Archived' })).toHaveProperty('checked', true);
    expect(screen.queryByRole('button', { name: 'Archive article' })).toBeNull();
  });
});
