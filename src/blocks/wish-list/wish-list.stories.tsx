import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { productSummaries } from '../../fixtures/catalog';
import { fixtureArticles } from '../../fixtures/content';
import { storyBlock } from '../../../.storybook/decorators';
import WishListBlockBlock from './wish-list';

// `withPage` reads the page data it declares from the story's page, as the renderer would.
const WishListBlock = storyBlock(WishListBlockBlock);

const wishList = {
  product: productSummaries.slice(0, 3),
  article: fixtureArticles.slice(0, 2),
  page: [{ slug: 'about', href: '/page/about', title: 'About us' }],
};
const favorites = {
  slugs: {
    product: wishList.product.map((product) => product.slug),
    article: wishList.article.map((article) => article.slug),
    page: ['about'],
  },
  wishListHref: '/user/wishlist',
};
const page = (kind: string, list = wishList) => ({
  page: { data: { wishList: list, favorites }, route: { kind, path: 'user/wishlist', params: {} } },
});

const meta = {
  title: 'Blocks/Wish list',
  component: WishListBlock,
  args: { heading: 'Wish list', lists: ['product', 'article', 'page'], manage: false, columns: 4 },
  argTypes: { columns: { control: 'inline-radio', options: [2, 3, 4] } },
  parameters: page('user-wishlist'),
} satisfies Meta<typeof WishListBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Spec §3: the three lists as cards, each product's heart pressed and its card a link to the product. */
export const WishList: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Wish list' })).toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: /Products/ }).querySelectorAll('[data-product]')).toHaveLength(3);
    const first = productSummaries[0]!;
    await expect(canvas.getByRole('link', { name: first.name })).toHaveAttribute('href', first.href);
    await expect(canvas.getByRole('button', { name: `Save ${first.name} to favorites` })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** user/favorite: every entry can be removed. */
export const ManageFavorites: Story = {
  args: { heading: 'My favorites', manage: true },
  parameters: page('user-favorite'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button', { name: /^Remove / })).toHaveLength(6);
  },
};

/** user/article: the saved articles alone. */
export const SavedArticles: Story = {
  args: { heading: 'Saved articles', lists: ['article'], manage: true, columns: 3 },
  parameters: page('user-article'),
};

export const Empty: Story = {
  parameters: page('user-wishlist', { product: [], article: [], page: [] }),
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('No favorite products yet.');
  },
};

export const TraditionalChinese: Story = {
  args: { heading: '願望清單' },
  globals: { locale: 'zh-HK' },
};
