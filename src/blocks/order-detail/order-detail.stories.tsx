import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { orderDetailFixture, shippedOrderFixture, unpaidOrderFixture } from '../../fixtures/orders';
import { storyBlock } from '../../../.storybook/decorators';
import OrderDetailBlock from './order-detail';

// `withPage` reads the page data it declares from the story's page, as the renderer would.
const OrderDetail = storyBlock(OrderDetailBlock);

const orderPage = (order = orderDetailFixture()) => ({
  data: { order },
  route: { kind: 'user-order-detail', path: `user/order/${order.orderNo}`, params: { slug: order.orderNo } },
});

const meta = {
  title: 'Blocks/Order detail',
  component: OrderDetail,
  args: {},
  parameters: { page: orderPage() },
} satisfies Meta<typeof OrderDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Paid, not shipped yet: the shopper may ask to cancel, and the shop decides. */
export const PaidInProgress: Story = {};

/** A keyboard shopper asks to cancel an unpaid order: the dialog asks first, focus starts on keeping it, and comes back when kept. */
export const UnpaidCancelDialog: Story = {
  parameters: { page: orderPage(unpaidOrderFixture()) },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Cancel order' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await within(document.body).findByRole('dialog');
    await expect(within(dialog).getByText('Are you sure you want to cancel this order?')).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'Keep order' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(button).toHaveFocus());
  },
};

/** Shipped: the parcel's express name and number, and the history with it. */
export const Shipped: Story = {
  parameters: { page: orderPage(shippedOrderFixture()) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('SF1234567890')).toBeInTheDocument();
  },
};

export const Cancelled: Story = {
  parameters: { page: orderPage({ ...orderDetailFixture(), status: 'cancelled', refunded: orderDetailFixture().paymentAmount, cancel: 'none' }) },
};

export const SimplifiedChinese: Story = { globals: { locale: 'zh-CN' } };

export const TraditionalChinese: Story = { globals: { locale: 'zh-HK' }, parameters: { page: orderPage(shippedOrderFixture()) } };
