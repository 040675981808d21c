import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, test, vi } from 'vitest';
import en from '../../../locales/en.json';
import zhCN from '../../../locales/zh-CN.json';
import zhHK from '../../../locales/zh-HK.json';
import { fixturePage, siteFixture, type FixtureLanguage } from '../../fixtures/content';
import { createI18n } from '../../i18n/i18n';
import { PageContext, type PageContextValue } from '../../renderer/kit/page-context';
import { drawnOnPage } from '../../fixtures/render-with-page';
import AsideMenuBlock from './aside-menu';
import { asideMenuSchema } from './schema';

// Drawn as the renderer draws it: the page data it declares is read from the page and passed as props.
const AsideMenu = drawnOnPage(AsideMenuBlock);

afterEach(cleanup);

function Frame({ page, children }: { page: PageContextValue; children: ReactElement }) {
  const i18n = createI18n(page.lang, { en, 'zh-CN': zhCN, 'zh-HK': zhHK });
  return (
    <I18nextProvider i18n={i18n}>
      <PageContext value={page}>{children}</PageContext>
    </I18nextProvider>
  );
}

/** Renders `ui` on `page`; `showPage` then moves it to another page the way a navigation does, keeping it mounted. */
function renderOnPage(ui: ReactElement, page: PageContextValue) {
  const result = render(<Frame page={page}>{ui}</Frame>);
  return { ...result, showPage: (next: PageContextValue) => result.rerender(<Frame page={next}>{ui}</Frame>) };
}

const categoryPage = (slug: string, lang: FixtureLanguage = 'en') =>
  fixturePage({
    lang,
    kind: 'category',
    path: `category/${slug}`,
    params: { slug },
    data: { site: siteFixture({ lang, path: `category/${slug}` }), category: { slug, name: slug, href: `/category/${slug}`, description: '', banner: null, breadcrumbs: [], children: [] } },
  });

const toggleFor = (name: string) => screen.getByRole('button', { name: `${name} subcategories` });

describe('AsideMenu', () => {
  test('draws the category tree as nested lists of links, under a named navigation', () => {
    renderOnPage(<AsideMenu {...asideMenuSchema.parse({ expand: 'all' })} />, categoryPage('bags'));
    const menu = screen.getByRole('navigation', { name: 'Categories' });
    const topLevel = within(menu).getAllByRole('list')[0]!;
    const roots = [...topLevel.children].map((item) => item.querySelector('a')?.textContent);
    expect(roots).toEqual(['Bags', 'Home', 'Clothing', 'Gift cards']);
    const kitchen = within(menu).getByRole('link', { name: 'Kitchen' }).closest('li')!;
    expect(within(kitchen).getAllByRole('link').map((link) => link.textContent)).toEqual(['Kitchen', 'Mugs', 'Tea towels']);
    expect(within(menu).getByRole('link', { name: 'Mugs' }).getAttribute('href')).toBe('/category/mugs');
  });

  test('marks the category being shown and opens the way down to it, and only that', () => {
    renderOnPage(<AsideMenu {...asideMenuSchema.parse({})} />, categoryPage('mugs'));
    const current = screen.getByRole('link', { name: 'Mugs' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(screen.getAllByRole('link').filter((link) => link.hasAttribute('aria-current'))).toHaveLength(1);

    expect(toggleFor('Home').getAttribute('aria-expanded')).toBe('true');
    expect(toggleFor('Kitchen').getAttribute('aria-expanded')).toBe('true');
    expect(toggleFor('Bags').getAttribute('aria-expanded')).toBe('false');
    // Links inside a closed sub-tree are out of reach, for the eye and for the keyboard.
    expect(screen.queryByRole('link', { name: 'Totes' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Tea towels' })).toBeTruthy();
  });

  test('each button opens and closes its own sub-tree, by pointer or by keyboard', async () => {
    const user = userEvent.setup();
    renderOnPage(<AsideMenu {...asideMenuSchema.parse({ expand: 'none' })} />, categoryPage('gift-cards'));
    const bags = toggleFor('Bags');
    const list = document.getElementById(bags.getAttribute('aria-controls')!)!;
    expect(list.hidden).toBe(true);

    await user.click(bags);
    expect(bags.getAttribute('aria-expanded')).toBe('true');
    expect(list.hidden).toBe(false);
    expect(within(list).getByRole('link', { name: 'Totes' })).toBeTruthy();

    bags.focus();
    await user.keyboard('{Enter}');
    expect(bags.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Totes' })).toBeNull();
    await user.keyboard(' ');
    expect(bags.getAttribute('aria-expanded')).toBe('true');
  });

  test('tab goes from each category to the button of its sub-tree, then on', async () => {
    const user = userEvent.setup();
    renderOnPage(<AsideMenu {...asideMenuSchema.parse({ expand: 'none' })} />, fixturePage({ data: { site: siteFixture() } }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Bags' }));
    await user.tab();
    expect(document.activeElement).toBe(toggleFor('Bags'));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Home' }));
  });

  test('only categories with children get a button, and no page is marked current off a category page', () => {
    renderOnPage(<AsideMenu {...asideMenuSchema.parse({})} />, fixturePage({ kind: 'home', data: { site: siteFixture() } }));
    expect(screen.queryByRole('button', { name: 'Gift cards subcategories' })).toBeNull();
    expect(screen.getAllByRole('button', { name: /subcategories$/ })).toHaveLength(3);
    expect(document.querySelector('[aria-current]')).toBeNull();
  });

  test('on a phone, a button named like the menu opens it as a panel over the page; Escape or Close shuts it onto the button', async () => {
    const user = userEvent.setup();
    renderOnPage(<AsideMenu {...asideMenuSchema.parse({})} />, categoryPage('mugs'));
    const opener = screen.getByRole('button', { name: 'Categories' });
    const panel = document.getElementById(opener.getAttribute('aria-controls')!)!;
    expect([opener.getAttribute('aria-expanded'), panel.classList.contains('hidden')]).toEqual(['false', true]);
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Categories' });
    expect(within(dialog).getByRole('navigation', { name: 'Categories' })).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Close' }));
    within(dialog).getByRole('link', { name: 'Bags' }).focus();
    await user.keyboard('{Escape}');
    expect([opener.getAttribute('aria-expanded'), panel.classList.contains('hidden')]).toEqual(['false', true]);
    expect(document.activeElement).toBe(opener);

    await user.click(opener);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  test('the panel closes when the shopper follows one of its categories', async () => {
    const user = userEvent.setup();
    const { showPage } = renderOnPage(<AsideMenu {...asideMenuSchema.parse({})} />, categoryPage('mugs'));
    await user.click(screen.getByRole('button', { name: 'Categories' }));
    showPage(categoryPage('totes'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('follows a navigation to another category without losing what the shopper opened', async () => {
    const user = userEvent.setup();
    const props = asideMenuSchema.parse({});
    const { showPage } = renderOnPage(<AsideMenu {...props} />, categoryPage('totes'));
    await user.click(toggleFor('Clothing'));

    showPage(categoryPage('mugs'));
    expect(screen.getByRole('link', { name: 'Mugs' }).getAttribute('aria-current')).toBe('page');
    expect(toggleFor('Kitchen').getAttribute('aria-expanded')).toBe('true');
    expect(toggleFor('Clothing').getAttribute('aria-expanded')).toBe('true');
  });

  test('speaks the page language, and takes the merchant heading as given', () => {
    const { unmount } = renderOnPage(<AsideMenu {...asideMenuSchema.parse({})} />, categoryPage('kitchen', 'zh-HK'));
    expect(screen.getByRole('navigation', { name: '產品分類' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '廚房的子分類' }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: '廚房' }).getAttribute('href')).toBe('/zh-HK/category/kitchen');
    unmount();

    renderOnPage(<AsideMenu {...asideMenuSchema.parse({ heading: 'Shop by room' })} />, categoryPage('kitchen'));
    expect(screen.getByRole('navigation', { name: 'Shop by room' })).toBeTruthy();
  });

  test('a page without data.site is an error naming it', () => {
    let caught = '';
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderOnPage(
      <ErrorBoundary
        fallbackRender={({ error }) => {
          caught = error instanceof Error ? error.message : String(error);
          return null;
        }}
      >
        <AsideMenu {...asideMenuSchema.parse({})} />
      </ErrorBoundary>,
      fixturePage({ data: {} }),
    );
    quiet.mockRestore();
    expect(caught).toMatch(/data\.site\b/);
  });
});
