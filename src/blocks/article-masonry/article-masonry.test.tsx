import { cleanup, render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, test, vi } from 'vitest';
import en from '../../../locales/en.json';
import zhCN from '../../../locales/zh-CN.json';
import zhHK from '../../../locales/zh-HK.json';
import { fixtureArticles, fixturePage, siteFixture } from '../../fixtures/content';
import { createI18n } from '../../i18n/i18n';
import type { BlockRegistry } from '../../renderer/core/define-block';
import { resolveBlocks } from '../../renderer/core/resolve-page';
import { PageContext, type PageContextValue } from '../../renderer/kit/page-context';
import ArticleMasonry from './article-masonry';
import { articleMasonry } from './index';
import { articleMasonrySchema } from './schema';

afterEach(cleanup);

function renderOnPage(ui: ReactElement, page: PageContextValue) {
  const i18n = createI18n(page.lang, { en, 'zh-CN': zhCN, 'zh-HK': zhHK });
  return render(
    <I18nextProvider i18n={i18n}>
      <PageContext value={page}>{ui}</PageContext>
    </I18nextProvider>,
  );
}

const homeWithArticles = (lang: 'en' | 'zh' = 'en') => fixturePage({ lang, data: { site: siteFixture({ lang }), sources: { articles: fixtureArticles } } });

describe('ArticleMasonry', () => {
  test('keeps the articles in their order in the document, so focus and reading follow it', () => {
    renderOnPage(<ArticleMasonry {...articleMasonrySchema.parse({ heading: 'Stories', source: { kind: 'articles', limit: 6 } })} />, homeWithArticles());
    const list = within(screen.getByRole('region', { name: 'Stories' })).getByRole('list');
    const titles = within(list)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual(fixtureArticles.map((article) => article.title));
    // Each title comes before its own picture in the document: the link is reached first.
    const firstCard = within(list).getAllByRole('article')[0]!;
    const [link, image] = [within(firstCard).getByRole('link'), within(firstCard).getByRole('img')];
    expect(link.compareDocumentPosition(image) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  test('each picture keeps its own proportions, reserved before it loads', () => {
    renderOnPage(<ArticleMasonry {...articleMasonrySchema.parse({ source: { kind: 'articles' } })} />, homeWithArticles());
    // jsdom's CSS model knows no aspect-ratio, so read the declaration as the browser gets it.
    const boxes = [...document.querySelectorAll<HTMLElement>('[data-image-state]')];
    const ratios = boxes.map((box) => {
      const [, width = 'NaN', height = '1'] = /aspect-ratio:\s*([\d.]+)(?:\s*\/\s*([\d.]+))?/.exec(box.getAttribute('style') ?? '') ?? [];
      return (Number(width) / Number(height)).toFixed(2);
    });
    expect(ratios).toEqual(fixtureArticles.map((article) => (article.thumbnail.width / article.thumbnail.height).toFixed(2)));
    expect(new Set(ratios).size).toBeGreaterThan(2);
  });

  test('shows the author and the day in the page language, and the summaries unless told not to', () => {
    const { unmount } = renderOnPage(<ArticleMasonry {...articleMasonrySchema.parse({ source: { kind: 'articles', limit: 2 } })} />, homeWithArticles('zh'));
    expect(screen.getByText('作者：Mara Lindqvist')).toBeTruthy();
    expect(screen.getByText('2025年3月14日').getAttribute('datetime')).toBe('2025-03-14');
    expect(screen.getByText(fixtureArticles[0]!.summary)).toBeTruthy();
    unmount();

    renderOnPage(<ArticleMasonry {...articleMasonrySchema.parse({ source: { kind: 'articles', limit: 2 }, showSummary: false })} />, homeWithArticles());
    expect(screen.queryByText(fixtureArticles[0]!.summary)).toBeNull();
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  test('only the first picture loads at once, and only when the wall opens the page', () => {
    renderOnPage(<ArticleMasonry {...articleMasonrySchema.parse({ source: { kind: 'articles' }, priority: true })} />, homeWithArticles());
    const loading = screen.getAllByRole('img').map((image) => image.getAttribute('loading'));
    expect(loading).toEqual(['eager', 'lazy', 'lazy', 'lazy', 'lazy', 'lazy']);
  });

  test('pages through an article index', () => {
    const page = fixturePage({ kind: 'page', path: 'page/journal', data: { articles: fixtureArticles, pagination: { page: 1, pageSize: 6, total: 13 } } });
    renderOnPage(<ArticleMasonry {...articleMasonrySchema.parse({ heading: 'Journal', level: 1 })} />, page);
    expect(screen.getByRole('heading', { level: 1, name: 'Journal' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(6);
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('link', { name: 'Page 3' }).getAttribute('href')).toBe('/page/journal?page=3');
  });

  test('says so when there is nothing to show', () => {
    renderOnPage(<ArticleMasonry {...articleMasonrySchema.parse({})} />, fixturePage({ data: { articles: [] } }));
    expect(screen.getByText('No articles yet.')).toBeTruthy();
  });

  test('page data that breaks the contract is an error naming the bad value', () => {
    let caught = '';
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderOnPage(
      <ErrorBoundary
        fallbackRender={({ error }) => {
          caught = error instanceof Error ? error.message : String(error);
          return null;
        }}
      >
        <ArticleMasonry {...articleMasonrySchema.parse({ source: { kind: 'articles' } })} />
      </ErrorBoundary>,
      fixturePage({ data: { sources: { articles: [{ ...fixtureArticles[0], thumbnail: { ...fixtureArticles[0]!.thumbnail, src: 'javascript:alert(1)' } }] } } }),
    );
    quiet.mockRestore();
    expect(caught).toContain('data.sources.articles[0].thumbnail.src');
  });

  test('refuses a column count it has no layout for, naming the prop', () => {
    const registry: BlockRegistry = { 'article-masonry': articleMasonry };
    const { issues } = resolveBlocks([{ id: 'wall', type: 'article-masonry', props: { columns: 5 } }], registry);
    expect(issues.map((issue) => issue.path)).toEqual(['blocks[0].props.columns']);
  });
});
