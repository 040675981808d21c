import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { siteFixture } from '../../fixtures/content';
import { storyBlock } from '../../../.storybook/decorators';
import AsideMenuBlock from './aside-menu';

// `withPage` reads the page data it declares from the story's page, as the renderer would.
const AsideMenu = storyBlock(AsideMenuBlock);

const categoryPage = (slug: string, lang: 'en' | 'zh' | 'zh-HK' = 'en') => ({
  data: {
    site: siteFixture({ lang, path: `category/${slug}` }),
    category: { slug, name: slug, href: `/category/${slug}`, description: '', banner: null, breadcrumbs: [], children: [] },
  },
  route: { kind: 'category', path: `category/${slug}`, params: { slug } },
});

const meta = {
  title: 'Blocks/Aside menu',
  component: AsideMenu,
  args: { expand: 'current' },
  argTypes: { expand: { control: 'inline-radio', options: ['current', 'all', 'none'] } },
  parameters: { page: categoryPage('mugs') },
} satisfies Meta<typeof AsideMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On the Mugs page: the way down to it is open and Mugs is marked as the current page. */
export const OnACategoryPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Mugs' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Kitchen subcategories' })).toHaveAttribute('aria-expanded', 'true');
  },
};

/** A keyboard shopper opens Bags with the space bar and reaches its first sub-category next. */
export const OpenWithKeyboard: Story = {
  args: { expand: 'none' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    const bags = canvas.getByRole('button', { name: 'Bags subcategories' });
    await expect(bags).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(bags).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Totes' })).toHaveFocus();
  },
};

/** A phone: the menu waits behind a button and opens as a panel over the page, the whole width of the screen. */
export const OnAPhone: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link', { name: 'Mugs' })).toBeNull();
    const opener = canvas.getByRole('button', { name: 'Categories' });
    await userEvent.click(opener);
    const panel = canvas.getByRole('dialog', { name: 'Categories' });
    await expect(panel.getBoundingClientRect().width).toBe(window.innerWidth);
    await expect(within(panel).getByRole('button', { name: 'Close' })).toHaveFocus();
    await expect(within(panel).getByRole('link', { name: 'Mugs' })).toHaveAttribute('aria-current', 'page');
    await userEvent.tab();
    await expect(panel.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await expect(opener).toHaveFocus();
  },
};

export const AllOpen: Story = {
  args: { expand: 'all', heading: 'Shop by category' },
};

export const SimplifiedChinese: Story = {
  parameters: { page: categoryPage('kitchen', 'zh') },
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: '商品分类' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: '厨房' })).toHaveAttribute('aria-current', 'page');
  },
};

export const MidnightTheme: Story = {
  globals: { theme: 'midnight' },
};
