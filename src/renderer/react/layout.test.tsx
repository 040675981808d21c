import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { resolveTheme } from '../core/theme';
import { useDisplayFlags } from '../kit/display-flags';
import { Layout } from './layout';
import { renderWithI18n } from './test-utils';

function CartButtonProbe() {
  const { showCart, showFavorite, showSlideImage } = useDisplayFlags();
  return <p>{`cart:${showCart} favorite:${showFavorite} slides:${showSlideImage}`}</p>;
}

const themeWith = (raw: object) => resolveTheme(raw).theme;

describe('Layout', () => {
  test('draws header, main and footer landmarks with the site name linking home', async () => {
    await renderWithI18n(
      <Layout theme={themeWith({})} siteName="Atelier Nord" lang="zh-HK" languageSwitcher={<nav aria-label="Language">EN</nav>}>
        <p>Page body</p>
      </Layout>,
    );
    const header = screen.getByRole('banner');
    expect(header.textContent).toContain('Atelier Nord');
    expect(screen.getByRole('link', { name: /Atelier Nord/ }).getAttribute('href')).toBe('/zh-HK');
    expect(screen.getByRole('navigation', { name: 'Language' })).toBeTruthy();
    expect(screen.getByRole('main').textContent).toBe('Page body');
    expect(screen.getByRole('contentinfo').textContent).toBe(`© ${new Date().getFullYear()} Atelier Nord`);
  });

  test('links home to the site root in the default language', async () => {
    await renderWithI18n(
      <Layout theme={themeWith({})} siteName="Atelier Nord" lang="en">
        <p>Page body</p>
      </Layout>,
    );
    expect(screen.getByRole('link', { name: /Atelier Nord/ }).getAttribute('href')).toBe('/');
  });

  test('drawing the frame again with the same theme does not draw again what reads the display flags', async () => {
    let draws = 0;
    function FlagReader() {
      draws++;
      return <p>{`cart:${useDisplayFlags().showCart}`}</p>;
    }
    // The same element each time: only a change of what it reads draws it again (every product card reads the flags).
    const body = <FlagReader />;
    const theme = themeWith({});
    const { rerender } = await renderWithI18n(
      <Layout theme={theme} siteName="Atelier Nord" lang="en">
        {body}
      </Layout>,
    );
    const before = draws;
    rerender(
      <Layout theme={theme} siteName="Atelier Nord" lang="en">
        {body}
      </Layout>,
    );
    expect(draws).toBe(before);

    rerender(
      <Layout theme={themeWith({ showCart: false })} siteName="Atelier Nord" lang="en">
        {body}
      </Layout>,
    );
    expect(screen.getByText(/^cart:false/)).toBeTruthy();
  });

  test('hideHead hides the header and hideFoot the footer, the page stays', async () => {
    await renderWithI18n(
      <Layout theme={themeWith({ hideHead: true })} siteName="Atelier Nord" lang="en">
        <p>Only body</p>
      </Layout>,
    );
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    expect(screen.getByRole('main').textContent).toBe('Only body');
  });

  test('hideFoot hides the footer only', async () => {
    await renderWithI18n(
      <Layout theme={themeWith({ hideFoot: true })} siteName="Atelier Nord" lang="en">
        <p>Only body</p>
      </Layout>,
    );
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  test('the skip link comes first in focus order and points at main', async () => {
    const user = userEvent.setup();
    await renderWithI18n(
      <Layout theme={themeWith({})} siteName="Atelier Nord" lang="en">
        <a href="/product/lamp">Lamp</a>
      </Layout>,
    );
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(document.activeElement).toBe(skip);
    const target = document.getElementById(skip.getAttribute('href')!.slice(1));
    expect(target).toBe(screen.getByRole('main'));
    expect(target?.tabIndex).toBe(-1);
  });

  test('site header and footer regions replace the built-in ones', async () => {
    await renderWithI18n(
      <Layout theme={themeWith({})} siteName="Atelier Nord" lang="en" header={<p>Menu blocks</p>} footer={<p>Footer blocks</p>}>
        <p>Body</p>
      </Layout>,
    );
    expect(screen.getByRole('banner').textContent).toBe('Menu blocks');
    expect(screen.getByRole('contentinfo').textContent).toBe('Footer blocks');
  });

  test('hands the theme display flags to the blocks inside', async () => {
    await renderWithI18n(
      <Layout theme={themeWith({ showCart: false, showSlideImage: false })} siteName="Atelier Nord" lang="en">
        <CartButtonProbe />
      </Layout>,
    );
    expect(screen.getByText('cart:false favorite:true slides:false')).toBeTruthy();
  });

  test('outside a layout, blocks see every product display flag on, as the spec defaults', async () => {
    await renderWithI18n(<CartButtonProbe />);
    expect(screen.getByText('cart:true favorite:true slides:true')).toBeTruthy();
  });

  test('speaks the shopper language', async () => {
    await renderWithI18n(
      <Layout theme={themeWith({})} siteName="Atelier Nord" lang="zh">
        <p>Body</p>
      </Layout>,
      { locale: 'zh-CN' },
    );
    expect(screen.getByRole('link', { name: '跳到主要内容' })).toBeTruthy();
  });
});
