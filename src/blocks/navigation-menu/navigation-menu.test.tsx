import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, test, vi } from 'vitest';
import en from '../../../locales/en.json';
import zhCN from '../../../locales/zh-CN.json';
import zhHK from '../../../locales/zh-HK.json';
import { fixturePage, siteFixture, type FixtureLanguage } from '../../fixtures/content';
import { createI18n } from '../../i18n/i18n';
import type { BlockRegistry } from '../../renderer/core/define-block';
import { resolveBlocks } from '../../renderer/core/resolve-page';
import { NavigateContext } from '../../renderer/kit/navigation';
import { PageContext, type PageContextValue } from '../../renderer/kit/page-context';
import { setCartNum } from '../../state/cart';
import { navigationMenu } from './index';
import { drawnOnPage } from '../../fixtures/render-with-page';
import NavigationMenuBlock from './navigation-menu';
import { navigationMenuSchema } from './schema';

// Drawn as the renderer draws it: the page data it declares is read from the page and passed as props.
const NavigationMenu = drawnOnPage(NavigationMenuBlock);

afterEach(() => {
  cleanup();
  setCartNum(0);
});

function Frame({ page, navigations = [], children }: { page: PageContextValue; navigations?: string[]; children: ReactElement }) {
  const i18n = createI18n(page.lang, { en, 'zh-CN': zhCN, 'zh-HK': zhHK });
  return (
    <I18nextProvider i18n={i18n}>
      <NavigateContext value={(href) => navigations.push(href)}>
        <PageContext value={page}>{children}</PageContext>
      </NavigateContext>
    </I18nextProvider>
  );
}

function renderOnPage(ui: ReactElement, page: PageContextValue) {
  const navigations: string[] = [];
  const result = render(
    <Frame page={page} navigations={navigations}>
      {ui}
    </Frame>,
  );
  return {
    ...result,
    navigations,
    showPage: (next: PageContextValue) =>
      result.rerender(
        <Frame page={next} navigations={navigations}>
          {ui}
        </Frame>,
      ),
  };
}

const pageAt = (path: string, { lang = 'en', kind = 'page', languages }: { lang?: FixtureLanguage; kind?: string; languages?: FixtureLanguage[] } = {}) => {
  const slug = path.split('/').at(-1) ?? '';
  return fixturePage({
    lang,
    kind,
    path,
    params: { slug },
    data: {
      site: siteFixture({ lang, path, cartCount: 2, ...(languages ? { languages } : {}) }),
      ...(kind === 'category' ? { category: { slug, name: slug, href: `/${path}`, description: '', banner: null, breadcrumbs: [], children: [] } } : {}),
    },
  });
};

const menu = navigationMenuSchema.parse({});

describe('NavigationMenu', () => {
  test('links the site name home and lists the top categories in the main navigation', () => {
    renderOnPage(<NavigationMenu {...menu} />, pageAt('page/about'));
    const home = screen.getByRole('link', { name: 'Vitrine, home page' });
    expect(home.getAttribute('href')).toBe('/');
    expect(home.textContent).toBe('Vitrine');
    const main = screen.getByRole('navigation', { name: 'Main' });
    const visible = within(main)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(visible).toEqual(['Bags', 'Home', 'Clothing', 'Gift cards']);
  });

  test('a logo stands in for the name, its size reserved, the link still named', () => {
    renderOnPage(<NavigationMenu {...navigationMenuSchema.parse({ logo: { src: '/media/logo.svg', width: 120, height: 32 } })} />, pageAt(''));
    const home = screen.getByRole('link', { name: 'Vitrine, home page' });
    const logo = home.querySelector('img')!;
    expect([logo.getAttribute('src'), logo.getAttribute('width'), logo.getAttribute('height'), logo.getAttribute('alt')]).toEqual(['/media/logo.svg', '120', '32', '']);
  });

  test('a category group opens with its button, shows its sub-categories, and Escape closes it onto the button', async () => {
    const user = userEvent.setup();
    renderOnPage(<NavigationMenu {...menu} />, pageAt(''));
    const home = screen.getByRole('button', { name: 'Home subcategories' });
    expect(home.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Kitchen' })).toBeNull();

    await user.click(home);
    expect(home.getAttribute('aria-expanded')).toBe('true');
    const group = document.getElementById(home.getAttribute('aria-controls')!)!;
    expect(within(group).getAllByRole('link').map((link) => link.textContent)).toEqual(['Kitchen', 'Mugs', 'Tea towels', 'Bed linen']);

    await user.tab();
    expect(document.activeElement).toBe(within(group).getByRole('link', { name: 'Kitchen' }));
    await user.keyboard('{Escape}');
    expect(home.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(home);
  });

  test('one group at a time; a click elsewhere or tabbing past the group closes it', async () => {
    const user = userEvent.setup();
    renderOnPage(
      <div>
        <NavigationMenu {...menu} />
        <a href="/elsewhere">Elsewhere</a>
      </div>,
      pageAt(''),
    );
    const bags = screen.getByRole('button', { name: 'Bags subcategories' });
    const clothing = screen.getByRole('button', { name: 'Clothing subcategories' });
    await user.click(bags);
    await user.click(clothing);
    expect([bags, clothing].map((button) => button.getAttribute('aria-expanded'))).toEqual(['false', 'true']);

    await user.click(document.body);
    expect(clothing.getAttribute('aria-expanded')).toBe('false');

    clothing.focus();
    await user.keyboard('{Enter}');
    expect(clothing.getAttribute('aria-expanded')).toBe('true');
    await user.tab(); // Shirts
    await user.tab(); // Knitwear
    await user.tab(); // out of the group
    expect(clothing.getAttribute('aria-expanded')).toBe('false');
  });

  test('marks the category being shown as the current page', () => {
    renderOnPage(<NavigationMenu {...menu} />, pageAt('category/totes', { kind: 'category' }));
    const current = [...document.querySelectorAll('[aria-current="page"]')].filter((element) => element.closest('nav'));
    expect(current.map((element) => element.textContent)).toEqual(['Totes']);
  });

  test('on narrow screens, a menu button opens a panel over the page holding the categories, which Escape closes onto the button', async () => {
    const user = userEvent.setup();
    renderOnPage(<NavigationMenu {...menu} />, pageAt(''));
    const button = screen.getByRole('button', { name: 'Menu' });
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(within(panel).getByRole('navigation', { name: 'Main' })).toBeTruthy();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(panel.classList.contains('hidden')).toBe(true);

    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(panel.classList.contains('hidden')).toBe(false);
    const dialog = within(panel).getByRole('dialog', { name: 'Menu' });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Close' }));

    within(panel).getByRole('link', { name: 'Bags' }).focus();
    await user.keyboard('{Escape}');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);

    await user.click(button);
    await user.click(within(panel).getByRole('button', { name: 'Close' }));
    expect(panel.classList.contains('hidden')).toBe(true);
    expect(document.activeElement).toBe(button);
  });

  test('the search waits behind its icon: it opens with the cursor in the field, and Escape closes it onto the icon', async () => {
    const user = userEvent.setup();
    renderOnPage(<NavigationMenu {...menu} />, pageAt(''));
    const icon = screen.getByText((_, element) => element?.tagName === 'SUMMARY' && element.getAttribute('aria-label') === 'Search the shop');
    const disclosure = icon.closest('details')!;
    expect(disclosure.open).toBe(false);
    await user.click(icon);
    await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByRole('searchbox', { name: 'Search the shop' })));
    expect(disclosure.open).toBe(true);
    await user.keyboard('{Escape}');
    expect(disclosure.open).toBe(false);
    expect(document.activeElement).toBe(icon);
  });

  test('a navigation to another page closes the panel and any open group', async () => {
    const user = userEvent.setup();
    const { showPage } = renderOnPage(<NavigationMenu {...menu} />, pageAt(''));
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(screen.getByRole('button', { name: 'Bags subcategories' }));

    showPage(pageAt('category/totes', { kind: 'category' }));
    expect(screen.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('button', { name: 'Bags subcategories' }).getAttribute('aria-expanded')).toBe('false');
  });

  test('offers this same page in each language, named in that language, the current one marked', async () => {
    const user = userEvent.setup();
    renderOnPage(<NavigationMenu {...menu} />, pageAt('category/totes', { kind: 'category', lang: 'zh-HK' }));
    const button = screen.getByRole('button', { name: '語言：繁體中文（香港）' });
    await user.click(button);
    const list = document.getElementById(button.getAttribute('aria-controls')!)!;
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('hreflang'), link.getAttribute('lang')])).toEqual([
      ['English', '/category/totes', 'en', 'en'],
      ['简体中文', '/zh/category/totes', 'zh-CN', 'zh-CN'],
      ['繁體中文（香港）', '/zh-HK/category/totes', 'zh-HK', 'zh-HK'],
    ]);
    expect(links.filter((link) => link.getAttribute('aria-current') === 'page').map((link) => link.textContent)).toEqual(['繁體中文（香港）']);
  });

  test('has no language switch when the shop offers one language, or when told not to show it', () => {
    const { unmount } = renderOnPage(<NavigationMenu {...menu} />, pageAt('', { languages: ['en'] }));
    expect(screen.queryByRole('button', { name: /Language/ })).toBeNull();
    unmount();
    renderOnPage(<NavigationMenu {...navigationMenuSchema.parse({ showLanguages: false, showSearch: false, showCart: false })} />, pageAt(''));
    expect(screen.queryByRole('button', { name: /Language/ })).toBeNull();
    expect(screen.queryByRole('search')).toBeNull();
    expect(screen.queryByRole('link', { name: /Cart/ })).toBeNull();
  });

  test('the server draws the visitor’s cart count; the browser keeps it, stores it for other tabs and follows every change', async () => {
    const page = pageAt('');
    const html = renderToString(
      <Frame page={page}>
        <NavigationMenu {...menu} />
      </Frame>,
    );
    expect(html).toContain('aria-label="Cart, 2 items"');

    // A number left in storage by an earlier page gives way to the server's count of this page.
    setCartNum(1);
    renderOnPage(<NavigationMenu {...menu} />, page);
    const cartLink = screen.getByRole('link', { name: 'Cart, 2 items' });
    expect(cartLink.getAttribute('href')).toBe('/cart');
    expect(localStorage.getItem('cartNum')).toBe('2');
    // The store tells its subscribers after the current task, as it would after an add to cart.
    await act(async () => setCartNum(5));
    expect(screen.getByRole('link', { name: 'Cart, 5 items' })).toBe(cartLink);
    expect(cartLink.textContent).toContain('5');
  });

  test('the cart link stays under the page language', () => {
    renderOnPage(<NavigationMenu {...menu} />, pageAt('', { lang: 'zh' }));
    expect(screen.getByRole('link', { name: '购物车，2 件商品' }).getAttribute('href')).toBe('/zh/cart');
  });

  test('searching goes to the search page in the app, with the words in the query', async () => {
    const user = userEvent.setup();
    const { navigations } = renderOnPage(<NavigationMenu {...menu} />, pageAt('', { lang: 'zh-HK' }));
    const search = screen.getByRole('search');
    expect(search.getAttribute('action')).toBe('/zh-HK/search');
    await user.type(within(search).getByRole('searchbox', { name: '搜尋貨品' }), '  linen & wool {Enter}');
    await user.click(within(search).getByRole('button', { name: '搜尋' }));
    expect(navigations).toEqual(['/zh-HK/search?q=linen+%26+wool', '/zh-HK/search?q=linen+%26+wool']);
  });

  test('a logo that could run script or leave the site is refused where it is written', () => {
    const registry: BlockRegistry = { 'navigation-menu': navigationMenu };
    const { issues } = resolveBlocks([{ id: 'header', type: 'navigation-menu', props: { logo: { src: 'javascript:alert(1)', width: 100, height: 30 } } }], registry, ['layout', 'header']);
    expect(issues.map((issue) => [issue.path, issue.message])).toEqual([['layout.header[0].props.logo.src', 'Expected an http(s) URL or a path on this site starting with /']]);
  });
});
