import { cleanup, render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, test, vi } from 'vitest';
import en from '../../../locales/en.json';
import zhCN from '../../../locales/zh-CN.json';
import zhHK from '../../../locales/zh-HK.json';
import { fixtureArticleList, fixtureArticles, fixturePage, siteFixture, type FixtureLanguage } from '../../fixtures/content';
import { createI18n } from '../../i18n/i18n';
import type { BlockRegistry } from '../../renderer/core/define-block';
import { resolveBlocks } from '../../renderer/core/resolve-page';
import { PageContext, type PageContextValue } from '../../renderer/kit/page-context';
import ArticleList from './article-list';
import { articleList } from './index';
import { articleListSchema } from './schema';

afterEach(cleanup);

/** The block as a shopper gets it: on a page, in the page's language, with the real translation tables. */
function renderOnPage(ui: ReactElement, page: PageContextValue) {
  const i18n = createI18n(page.lang, { en, 'zh-CN': zhCN, 'zh-HK': zhHK });
  return render(
    <I18nextProvider i18n={i18n}>
      <PageContext value={page}>{ui}</PageContext>
    </I18nextProvider>,
  );
}

/** What a sighted shopper reads, with non-breaking spaces as plain ones. */
const visibleText = (element: HTMLElement) => (element.textContent ?? '').replace(/\s+/g, ' ');

const indexPage = (lang: FixtureLanguage = 'en', page = 1, total = fixtureArticles.length) =>
  fixturePage({
    lang,
    kind: 'page',
    path: 'page/journal',
    data: { site: siteFixture({ lang, path: 'page/journal' }), articles: fixtureArticles, pagination: { page, pageSize: 6, total } },
  });

describe('ArticleList', () => {
  test('shows each article as a card whose title links to it, with author and publication day', () => {
    renderOnPage(<ArticleList {...articleListSchema.parse({ heading: 'From the journal' })} />, indexPage());

    expect(screen.getByRole('region', { name: 'From the journal' })).toBeTruthy();
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(6);
    const first = within(cards[0]!);
    expect(first.getByRole('heading', { level: 3, name: 'Caring for leather: a season-by-season guide' })).toBeTruthy();
    expect(first.getByRole('link', { name: 'Caring for leather: a season-by-season guide' }).getAttribute('href')).toBe('/article/caring-for-leather');
    expect(first.getByText('By Mara Lindqvist')).toBeTruthy();
    const day = first.getByText('March 14, 2025');
    expect(day.tagName).toBe('TIME');
    expect(day.getAttribute('datetime')).toBe('2025-03-14');
    expect(first.getByRole('img', { name: 'A leather tote on a workbench beside a tin of conditioner' })).toBeTruthy();
  });

  test('writes the day the way the page language does', () => {
    renderOnPage(<ArticleList {...articleListSchema.parse({})} />, indexPage('zh'));
    expect(screen.getByText('2025年3月14日')).toBeTruthy();
    expect(screen.getAllByText('作者：Mara Lindqvist')).toHaveLength(2);
  });

  test('the day is the one the author wrote, whatever the offset', () => {
    const lateNight = { ...fixtureArticles[0]!, publishedAt: '2025-03-14T23:30:00-08:00' };
    renderOnPage(<ArticleList {...articleListSchema.parse({})} />, fixturePage({ data: { articles: [lateNight] } }));
    expect(screen.getByText('March 14, 2025').getAttribute('datetime')).toBe('2025-03-14');
  });

  test('without a heading, card titles are the second-level headings; with a page heading, too', () => {
    const { unmount } = renderOnPage(<ArticleList {...articleListSchema.parse({})} />, indexPage());
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(6);
    unmount();

    renderOnPage(<ArticleList {...articleListSchema.parse({ heading: 'Journal', level: 1 })} />, indexPage());
    expect(screen.getByRole('heading', { level: 1, name: 'Journal' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(6);
  });

  test('only the first picture of a list that opens the page loads at once', () => {
    const { unmount } = renderOnPage(<ArticleList {...articleListSchema.parse({ priority: true })} />, indexPage());
    const images = screen.getAllByRole('img');
    expect(images[0]!.getAttribute('loading')).toBe('eager');
    expect(images[0]!.getAttribute('fetchpriority')).toBe('high');
    expect(images.slice(1).map((image) => image.getAttribute('loading'))).toEqual(Array(5).fill('lazy'));
    unmount();

    renderOnPage(<ArticleList {...articleListSchema.parse({})} />, indexPage());
    expect(screen.getAllByRole('img').map((image) => image.getAttribute('loading'))).toEqual(Array(6).fill('lazy'));
  });

  test('with a source, shows the latest articles the server filled in, up to its limit', () => {
    const page = fixturePage({ data: { site: siteFixture(), sources: { articles: fixtureArticles } } });
    renderOnPage(<ArticleList {...articleListSchema.parse({ source: { kind: 'articles', limit: 3 } })} />, page);
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  test('says so when there is nothing to show', () => {
    renderOnPage(<ArticleList {...articleListSchema.parse({ heading: 'Journal' })} />, fixturePage({ data: { articles: [] } }));
    expect(screen.getByText('No articles yet.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  test('links every page of a long listing, marking the current one, in the page language', () => {
    renderOnPage(<ArticleList {...articleListSchema.parse({})} />, indexPage('zh-HK', 5, 60));
    const pages = screen.getByRole('navigation', { name: '分頁' });
    const links = within(pages).getAllByRole('link');
    expect(links.map(visibleText)).toEqual(['‹ 上一頁', '1', '2', '3', '4', '5', '6', '7', '10', '下一頁 ›']);
    expect(within(pages).getByRole('link', { name: '第 5 頁' }).getAttribute('aria-current')).toBe('page');
    expect(within(pages).getByRole('link', { name: '第 1 頁' }).getAttribute('href')).toBe('/zh-HK/page/journal');
    expect(within(pages).getByRole('link', { name: '第 10 頁' }).getAttribute('href')).toBe('/zh-HK/page/journal?page=10');
    expect(within(pages).getByRole('link', { name: /上一頁/ }).getAttribute('href')).toBe('/zh-HK/page/journal?page=4');
    expect(within(pages).getByRole('link', { name: /下一頁/ }).getAttribute('href')).toBe('/zh-HK/page/journal?page=6');
  });

  test('the first page has no previous link, the last no next link, and one page needs no pagination', () => {
    const { unmount } = renderOnPage(<ArticleList {...articleListSchema.parse({})} />, indexPage('en', 1, 14));
    let pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getAllByRole('link').map(visibleText)).toEqual(['1', '2', '3', 'Next page ›']);
    unmount();

    const last = renderOnPage(<ArticleList {...articleListSchema.parse({})} />, indexPage('en', 3, 14));
    pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getAllByRole('link').map(visibleText)).toEqual(['‹ Previous page', '1', '2', '3']);
    last.unmount();

    renderOnPage(<ArticleList {...articleListSchema.parse({})} />, indexPage('en', 1, 6));
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  test('a list of twelve on the home page links its pages from the site root', () => {
    const page = fixturePage({ data: { articles: fixtureArticleList(12), pagination: { page: 1, pageSize: 6, total: 12 } } });
    renderOnPage(<ArticleList {...articleListSchema.parse({})} />, page);
    expect(screen.getByRole('link', { name: 'Page 2' }).getAttribute('href')).toBe('/?page=2');
    expect(screen.getByRole('link', { name: 'Page 1' }).getAttribute('href')).toBe('/');
  });
});

describe('article-list on a page', () => {
  const registry: BlockRegistry = { 'article-list': articleList };

  /** Draws the block behind an error boundary, as the page renderer does, and returns what it caught. */
  function drawWithBoundary(props: Record<string, unknown>, data: Record<string, unknown>): { caught: () => string | null } {
    let caught: string | null = null;
    // React reports the caught error on the console as well; the test reads it from the boundary.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderOnPage(
      <ErrorBoundary
        fallbackRender={({ error }) => {
          caught = error instanceof Error ? error.message : String(error);
          return <p>Block unavailable</p>;
        }}
      >
        <ArticleList {...articleListSchema.parse(props)} />
      </ErrorBoundary>,
      fixturePage({ data }),
    );
    quiet.mockRestore();
    return { caught: () => caught };
  }

  test('page data that breaks the contract costs only this block, and the error names the bad value', () => {
    const broken = [{ ...fixtureArticles[0], publishedAt: 'last Tuesday' }];
    const { caught } = drawWithBoundary({}, { articles: broken });
    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.getByText('Block unavailable')).toBeTruthy();
    expect(caught()).toContain('data.articles[0].publishedAt');
  });

  test('a source the server did not fill is reported as such', () => {
    const { caught } = drawWithBoundary({ source: { kind: 'articles' } }, { articles: fixtureArticles });
    expect(caught()).toContain('data.sources.articles');
  });

  test('props are checked: a source of products is refused where it is written', () => {
    const { issues } = resolveBlocks([{ id: 'journal', type: 'article-list', props: { source: { kind: 'collection', slug: 'summer' } } }], registry);
    expect(issues.map((issue) => issue.path)).toEqual(['blocks[0].props.source.kind']);
  });
});
