import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { siteFixture } from '../../fixtures/content';
import { storyBlock } from '../../../.storybook/decorators';
import NavigationMenuBlock from './navigation-menu';

// `withPage` reads the page data it declares from the story's page, as the renderer would.
const NavigationMenu = storyBlock(NavigationMenuBlock);

const pageAt = (path: string, lang: 'en' | 'zh' | 'zh-HK' = 'en') => {
  const slug = path.split('/').at(-1) ?? '';
  const kind = path.startsWith('category/') ? 'category' : path === '' ? 'home' : 'page';
  return {
    data: {
      site: siteFixture({ lang, path }),
      ...(kind === 'category' ? { category: { slug, name: slug, href: `/${path}`, description: '', banner: null, breadcrumbs: [], children: [] } } : {}),
    },
    route: { kind, path, params: { slug } },
  };
};

const meta = {
  title: 'Blocks/Navigation menu',
  component: NavigationMenu,
  args: { showSearch: true, showLanguages: true, showCart: true },
  parameters: { page: pageAt('') },
  // Drawn where the shop draws it: inside the page header's container, over some content.
  decorators: [
    (Story) => (
      <>
        <header className="border-b border-theme">
          <div className="container">
            <Story />
          </div>
        </header>
        <main className="container py-8 text-desc">Page content</main>
      </>
    ),
  ],
} satisfies Meta<typeof NavigationMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Wide screens: the categories sit in the bar; a group opens below its button and Escape closes it. */
export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Hidden elements are out of the accessibility tree, so the queries do not find them.
    await expect(canvas.queryByRole('button', { name: 'Menu' })).toBeNull();
    const home = canvas.getByRole('button', { name: 'Home subcategories' });
    await userEvent.click(home);
    await expect(canvas.getByRole('link', { name: 'Mugs' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(home).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('link', { name: 'Mugs' })).toBeNull();
    await expect(home).toHaveFocus();
  },
};

/**
 * Narrow screens: one row of icons; the menu button opens a panel over the page with the
 * categories, which holds focus until Escape or its close button puts it back on the button.
 */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Menu' });
    await expect(button).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Bags' })).toBeNull();
    await expect(canvasElement.querySelector('[data-navigation-menu]')!.getBoundingClientRect().height).toBeLessThanOrEqual(72);
    await userEvent.click(button);
    const panel = canvas.getByRole('dialog', { name: 'Menu' });
    const close = within(panel).getByRole('button', { name: 'Close' });
    await expect(close).toHaveFocus();
    await expect(panel.getBoundingClientRect().width).toBe(window.innerWidth);
    await expect(within(panel).getByRole('link', { name: 'Bags' })).toBeVisible();
    await userEvent.click(within(panel).getByRole('button', { name: 'Bags subcategories' }));
    await expect(within(panel).getByRole('link', { name: 'Totes' })).toBeVisible();
    // Focus goes round inside the panel.
    await userEvent.tab({ shift: true });
    await expect(panel.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await expect(button).toHaveFocus();
  },
};

/** The search waits behind its icon, at every width. */
export const SearchOpen: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('searchbox', { hidden: true, name: 'Search the shop' });
    await expect(field).not.toBeVisible();
    await userEvent.click(canvasElement.querySelector('summary[data-disclosure="search"]')!);
    await expect(field).toBeVisible();
    await expect(field).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(field).not.toBeVisible();
  },
};

export const LanguageSwitch: Story = {
  parameters: { page: pageAt('category/totes') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Language: English' }));
    const traditional = canvas.getByRole('link', { name: '繁體中文（香港）' });
    await expect(traditional).toBeVisible();
    await expect(traditional).toHaveAttribute('href', '/zh-HK/category/totes');
    await expect(traditional).toHaveAttribute('hreflang', 'zh-HK');
    await expect(canvas.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'page');
  },
};

export const OnACategoryPage: Story = {
  parameters: { page: pageAt('category/kitchen') },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Home subcategories' }));
    await expect(within(canvasElement).getByRole('link', { name: 'Kitchen' })).toHaveAttribute('aria-current', 'page');
  },
};

export const BarOnly: Story = {
  args: { showSearch: false, showLanguages: false, showCart: false },
};

export const TraditionalChinese: Story = {
  parameters: { page: pageAt('', 'zh-HK') },
  globals: { locale: 'zh-HK' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Vitrine 生活館，主頁' })).toHaveAttribute('href', '/zh-HK');
    await expect(canvas.getByRole('searchbox', { hidden: true, name: '搜尋貨品' })).toBeInTheDocument();
  },
};

export const MidnightTheme: Story = {
  globals: { theme: 'midnight' },
};
