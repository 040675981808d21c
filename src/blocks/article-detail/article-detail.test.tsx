import { cleanup, render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, test, vi } from 'vitest';
import en from '../../../locales/en.json';
import zhCN from '../../../locales/zh-CN.json';
import zhHK from '../../../locales/zh-HK.json';
import { fixtureArticle, fixturePage, fixtureUnsafeArticle, siteFixture } from '../../fixtures/content';
import { cleanFixtureData } from '../../fixtures/clean-html';
import { createI18n } from '../../i18n/i18n';
import { PageContext, type PageContextValue } from '../../renderer/kit/page-context';
import { drawnOnPage } from '../../fixtures/render-with-page';
import ArticleDetailBlock from './article-detail';
import { articleDetailBlockSchema } from './schema';

// Drawn as the renderer draws it: the page data it declares is read from the page and passed as props.
const ArticleDetail = drawnOnPage(ArticleDetailBlock);

afterEach(cleanup);

function renderOnPage(ui: ReactElement, page: PageContextValue) {
  const i18n = createI18n(page.lang, { en, 'zh-CN': zhCN, 'zh-HK': zhHK });
  return render(
    <I18nextProvider i18n={i18n}>
      <PageContext value={page}>{ui}</PageContext>
    </I18nextProvider>,
  );
}

const articlePage = (article: unknown, lang: 'en' | 'zh-HK' = 'en') =>
  fixturePage({
    lang,
    kind: 'article',
    path: 'article/caring-for-leather',
    params: { slug: 'caring-for-leather' },
    data: { site: siteFixture({ lang }), article, articles: [] },
  });

const defaults = articleDetailBlockSchema.parse({});

describe('ArticleDetail', () => {
  test('is the page: its title the one first-level heading, with author, day, picture and body', () => {
    renderOnPage(<ArticleDetail {...defaults} />, articlePage(fixtureArticle));
    const article = screen.getByRole('article');
    expect(within(article).getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual([fixtureArticle.title]);
    expect(within(article).getByText('By Mara Lindqvist')).toBeTruthy();
    expect(within(article).getByText('March 14, 2025').getAttribute('datetime')).toBe('2025-03-14');
    const picture = within(article).getByRole('img', { name: fixtureArticle.thumbnail.alt });
    expect(picture.getAttribute('fetchpriority')).toBe('high');
    expect(picture.getAttribute('loading')).toBe('eager');
    expect(within(article).getByRole('heading', { level: 2, name: 'Every season' })).toBeTruthy();
    expect(within(article).getByRole('link', { name: 'Our repair service' }).getAttribute('href')).toBe('/page/repairs');
  });

  test('shows where the article sits, the current page last and not a link', () => {
    renderOnPage(<ArticleDetail {...defaults} />, articlePage(fixtureArticle));
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Journal', '/page/journal'],
    ]);
    expect(within(trail).getByText(fixtureArticle.title).getAttribute('aria-current')).toBe('page');
  });

  test('leaves out the breadcrumbs and the picture when told to', () => {
    renderOnPage(<ArticleDetail {...articleDetailBlockSchema.parse({ showBreadcrumbs: false, showThumbnail: false })} />, articlePage(fixtureArticle));
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('img', { name: fixtureArticle.thumbnail.alt })).toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
  });

  test('writes the byline and the day in the page language', () => {
    renderOnPage(<ArticleDetail {...defaults} />, articlePage(fixtureArticle, 'zh-HK'));
    expect(screen.getByText('作者：Mara Lindqvist')).toBeTruthy();
    expect(screen.getByText('2025年3月14日')).toBeTruthy();
  });

  test('a body holding a script, an image error handler and a javascript: link keeps its text and loses all three', () => {
    // The server cleans the body where it makes page data; this is the body it would send.
    renderOnPage(<ArticleDetail {...defaults} />, articlePage(cleanFixtureData({ article: fixtureUnsafeArticle }).article));
    const article = screen.getByRole('article');
    expect(article.textContent).toContain('Our story begins in a small workshop.');

    expect(article.querySelector('script')).toBeNull();
    expect(article.innerHTML).not.toContain('__vitrineInjected');

    const bodyImage = within(article).getByRole('img', { name: 'The workshop bench' });
    expect(bodyImage.getAttribute('src')).toBe('/does-not-exist.png');
    expect(bodyImage.getAttributeNames().filter((name) => name.startsWith('on'))).toEqual([]);

    const link = within(article).getByText('Read more');
    expect(link.tagName).toBe('A');
    expect(link.hasAttribute('href')).toBe(false);
    expect(article.querySelector('[href^="javascript" i], [src^="javascript" i]')).toBeNull();
  });

  test('an article missing from the page data is an error naming it', () => {
    let caught = '';
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderOnPage(
      <ErrorBoundary
        fallbackRender={({ error }) => {
          caught = error instanceof Error ? error.message : String(error);
          return null;
        }}
      >
        <ArticleDetail {...defaults} />
      </ErrorBoundary>,
      fixturePage({ kind: 'article', data: { site: siteFixture() } }),
    );
    quiet.mockRestore();
    expect(caught).toContain('data.article');
  });
});
