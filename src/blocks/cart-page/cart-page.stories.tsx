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

/** A code the shopper entered that the cart does not reach the minimum of: the reason beside the field, and a way to take it off. */
export const RefusedCoupon: Story = {
  parameters: cartPage({ ...sampleCart, coupon: { code: 'SAVE15', accepted: false, reason: 'minimum-not-met' } }, 'coupon-applied'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Coupon code' })).toHaveValue('SAVE15');
    await expect(canvas.getByText("Your order does not reach this coupon's minimum.")).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Remove the code SAVE15' })).toBeVisible();
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
