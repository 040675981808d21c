import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { emptyCart, sampleCart } from '../../fixtures/cart';
import CartPage from './cart-page';

const cartPage = (cart = sampleCart, notice: string | null = null, action = '/cart') => ({
  page: { data: { template: 'cart', cart, cartForm: { action, notice } }, route: { kind: 'cart', path: 'cart' } },
});

const meta = {
  title: 'Blocks/Cart page',
  component: CartPage,
  args: { heading: '' },
  parameters: cartPage(),
} satisfies Meta<typeof CartPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two lines, one whose price changed since it was added, a promotion, and forms that post without a script. */
export const TwoLines: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
    await expect(canvas.getByText('The price changed from $29.00 to $32.00.')).toBeVisible();
    await expect(canvas.getAllByRole('spinbutton', { name: 'Quantity' })).toHaveLength(2);
    const update = canvas.getByRole('button', { name: 'Update the quantity of Stoneware mug' });
    await expect(update.closest('form')).toHaveAttribute('method', 'post');
    await expect(canvas.getByRole('button', { name: 'Check out' }).closest('form')).toHaveAttribute('action', '/cart');
  },
};

export const AfterAnUpdate: Story = {
  parameters: cartPage(sampleCart, 'capped-stock'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Fewer are in stock: the quantity was lowered.');
  },
};

export const Empty: Story = {
  parameters: cartPage(emptyCart),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Your cart is empty/)).toBeVisible();
  },
};

export const SimplifiedChinese: Story = { globals: { locale: 'zh-CN' }, parameters: cartPage(sampleCart, 'updated', '/zh/cart') };

export const TraditionalChinese: Story = { globals: { locale: 'zh-HK' }, parameters: cartPage(sampleCart, 'removed', '/zh-HK/cart') };
