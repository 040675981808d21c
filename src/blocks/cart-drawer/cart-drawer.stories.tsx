import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { cartAnswer, sampleCart } from '../../fixtures/cart';
import { withShopApi } from '../../fixtures/auth';
import CartDrawerBlock from './cart-drawer';

const meta = {
  title: 'Blocks/Cart drawer',
  component: CartDrawerBlock,
  args: { label: '' },
  parameters: { page: { data: {}, route: { kind: 'home', path: '' } } },
  beforeEach: withShopApi({ 'cart/get': { data: cartAnswer(sampleCart) } }),
} satisfies Meta<typeof CartDrawerBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The button opens the drawer on the visitor's cart; Escape closes it and focus comes back. */
export const OpensOnTheCart: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'View cart' });
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Your cart' });
    await within(dialog).findByText('Spend $50, save $5');
    await expect(within(dialog).getByRole('button', { name: 'Close the cart' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(button).toHaveFocus();
  },
};

export const OwnLabel: Story = { args: { label: 'Basket' } };

export const SimplifiedChinese: Story = { globals: { locale: 'zh-CN' } };

export const TraditionalChinese: Story = { globals: { locale: 'zh-HK' } };
