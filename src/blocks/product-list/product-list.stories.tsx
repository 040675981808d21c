import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { withShopApi } from '../../fixtures/auth';
import { cartAnswer, sampleCart } from '../../fixtures/cart';
import {
  asPageData,
  brokenImageSummary,
  categoryPageData,
  collectionPageData,
  homePageData,
  productSummaries,
  productSummariesZhHK,
  summerEditSource,
} from '../../fixtures/catalog';
import { DEFAULT_DISPLAY_FLAGS, DisplayFlagsContext, type DisplayFlags } from '../../renderer/kit/display-flags';
import { NavigateContext } from '../../renderer/kit/navigation';
import ProductList from './product-list';

/** Navigations the block asks for; a story has no router, so they are recorded instead of followed. */
const navigations = fn().mockName('navigate');

const recordNavigations: Decorator = (Story) => (
  <NavigateContext value={navigations}>
    <Story />
  </NavigateContext>
);

/** Overrides the theme's display flags, as a merchant switching them off would. */
const withFlags =
  (flags: Partial<DisplayFlags>): Decorator =>
  (Story) => (
    <DisplayFlagsContext value={{ ...DEFAULT_DISPLAY_FLAGS, ...flags }}>
      <Story />
    </DisplayFlagsContext>
  );

const categoryPage = (data: object) => ({ page: { data: asPageData(data), route: { kind: 'category', path: 'category/home-kitchen' } } });

const meta = {
  title: 'Blocks/Product list',
  component: ProductList,
  args: { columns: 4, showSort: true, priority: false },
  argTypes: { columns: { control: 'inline-radio', options: [2, 3, 4] } },
  decorators: [recordNavigations],
  parameters: categoryPage(categoryPageData({ total: 20 })),
  beforeEach: () => navigations.mockClear(),
} satisfies Meta<typeof ProductList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A category page: its heading, sub-categories, sort menu, products and page links. */
export const CategoryPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Home & kitchen' })).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Sort by' }), 'price-asc');
    await expect(navigations).toHaveBeenCalledWith('/category/home-kitchen?sort=price-asc', {});
    await expect(canvas.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/category/home-kitchen?page=2');
  },
};

export const SecondPageByPrice: Story = {
  parameters: categoryPage(categoryPageData({ page: 2, total: 20, sort: 'price-desc' })),
};

export const ThreeColumns: Story = {
  args: { columns: 3 },
};

export const EmptyCategory: Story = {
  parameters: categoryPage(categoryPageData({ products: [], total: 0 })),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No products here yet.')).toBeVisible();
  },
};

export const CollectionPage: Story = {
  parameters: { page: { data: asPageData(collectionPageData()), route: { kind: 'collection', path: 'collection/summer-edit' } } },
};

/** On the home page, a collection named by the block's source. */
export const HomeCollection: Story = {
  args: { heading: 'The summer edit', source: summerEditSource },
  parameters: { page: { data: asPageData(homePageData()) } },
};

/** Hovering or focusing a card shows the product's second picture. */
export const SecondPictureOnHover: Story = {
  ...HomeCollection,
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Stoneware mug' });
    link.focus();
    const card = link.closest('article');
    await waitFor(() => expect(card?.querySelector('[data-second-image] [data-image-state="loaded"]')).not.toBeNull());
  },
};

/** Add to cart opens the cart drawer with the server's answer; Escape gives the focus back to the button. */
export const AddToCart: Story = {
  ...HomeCollection,
  beforeEach: withShopApi({ 'cart/add': { data: cartAnswer(sampleCart) } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getAllByRole('button', { name: /Add to cart/ })[0]!;
    await userEvent.click(button);
    // The drawer's code loads on the first press: a busy machine takes more than a second for it.
    const dialog = await screen.findByRole('dialog', { name: 'Your cart' }, { timeout: 5000 });
    await within(dialog).findByText(/is in your cart/);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(button).toHaveFocus();
    await expect(navigations).not.toHaveBeenCalled();
  },
};

export const WithoutCartAndFavorites: Story = {
  ...HomeCollection,
  decorators: [withFlags({ showCart: false, showFavorite: false, showSlideImage: false })],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const TraditionalChinese: Story = {
  parameters: categoryPage(categoryPageData({ products: productSummariesZhHK, total: productSummariesZhHK.length })),
  globals: { locale: 'zh-HK' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('HK$188.00')).toBeVisible();
  },
};

/** A picture that cannot be had is tried three times, then replaced by a described placeholder. */
export const PictureThatFails: Story = {
  args: { heading: 'New in', source: { kind: 'tag', slug: 'new-arrivals', limit: 4 } },
  parameters: {
    page: {
      data: { ...asPageData(homePageData()), sources: { 'tag:new-arrivals': [brokenImageSummary, ...productSummaries.slice(0, 3)] } },
    },
  },
  play: async ({ canvasElement }) => {
    const fallback = await within(canvasElement).findByRole(
      'img',
      { name: 'A speckled ceramic vase (image unavailable)' },
      { timeout: 8000 },
    );
    await expect(fallback).toBeVisible();
  },
};
