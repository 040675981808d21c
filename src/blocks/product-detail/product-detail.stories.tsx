import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { asPageData, productPageData } from '../../fixtures/catalog';
import { DEFAULT_DISPLAY_FLAGS, DisplayFlagsContext } from '../../renderer/kit/display-flags';
import { ReplaceAddressContext } from '../../renderer/kit/navigation';
import { storyBlock } from '../../../.storybook/decorators';
import ProductDetailBlock from './product-detail';

// `withPage` reads the page data it declares from the story's page, as the renderer would.
const ProductDetail = storyBlock(ProductDetailBlock);

/** The story lives at its own URL: the variant URLs the block would show are recorded instead. */
const addresses = fn().mockName('replaceAddress');

const recordAddresses: Decorator = (Story) => (
  <ReplaceAddressContext value={addresses}>
    <Story />
  </ReplaceAddressContext>
);

const productPage = (selectedSku: string | null = null) => ({
  page: { data: asPageData(productPageData(selectedSku)), route: { kind: 'product', path: 'product/stoneware-mug' } },
});

const meta = {
  title: 'Blocks/Product detail',
  component: ProductDetail,
  args: { showBreadcrumbs: true, showTaxonomy: true },
  decorators: [recordAddresses],
  parameters: productPage(),
  beforeEach: () => addresses.mockClear(),
} satisfies Meta<typeof ProductDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Arrow keys walk an option group; each pick renames the page and shows that variant. */
export const PickingAVariantByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('radio', { name: 'Sage' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Sand' })).toHaveFocus();
    await expect(addresses).toHaveBeenLastCalledWith('/product/stoneware-mug/MUG-SAND-250');
    await expect(canvas.getByText('Only 5 left')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: /^400 ml\W+sold out$/ }));
    await expect(addresses).toHaveBeenLastCalledWith('/product/stoneware-mug/MUG-SAND-400');
    await expect(canvas.getByText('Out of stock')).toBeVisible();
  },
};

/** `product/stoneware-mug/MUG-CHARCOAL-400` opened afresh: that variant is chosen. */
export const VariantUrl: Story = {
  parameters: productPage('MUG-CHARCOAL-400'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: 'Charcoal' })).toBeChecked();
    await expect(addresses).not.toHaveBeenCalled();
  },
};

export const SoldOutVariant: Story = {
  parameters: productPage('MUG-SAND-400'),
};

export const GalleryByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const gallery = within(canvas.getByRole('region', { name: 'Product images' }));
    await userEvent.click(gallery.getByRole('button', { name: 'Show image 1 of 4' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(gallery.getByRole('button', { name: 'Show image 2 of 4' })).toHaveFocus();
    await expect(gallery.getAllByRole('img')[0]).toHaveAttribute('alt', 'Close-up of the sage glaze');
  },
};

export const WithoutCartAndFavorites: Story = {
  decorators: [
    (Story) => (
      <DisplayFlagsContext value={{ ...DEFAULT_DISPLAY_FLAGS, showCart: false, showFavorite: false }}>
        <Story />
      </DisplayFlagsContext>
    ),
  ],
};

export const SimplifiedChinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '加入购物车' })).toBeEnabled();
  },
};

export const MidnightTheme: Story = {
  globals: { theme: 'midnight' },
};
