import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { orderListFixture } from '../../fixtures/orders';
import { storyBlock } from '../../../.storybook/decorators';
import OrderListBlock from './order-list';

// `withPage` reads the page data it declares from the story's page, as the renderer would.
const OrderList = storyBlock(OrderListBlock);

const listPage = (orderList = orderListFixture()) => ({ data: { orderList }, route: { kind: 'user-order', path: 'user/order' } });

const meta = {
  title: 'Blocks/Order list',
  component: OrderList,
  args: {},
  parameters: { page: listPage() },
} satisfies Meta<typeof OrderList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three orders in three states, the newest first. */
export const ThreeOrders: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'View order V20261123-000042' })).toBeInTheDocument();
  },
};

export const FilteredWithPages: Story = {
  parameters: { page: listPage({ ...orderListFixture({ status: 'completed' }), pagination: { page: 1, pageSize: 10, total: 25 } }) },
};

export const Empty: Story = { parameters: { page: listPage({ orders: [], pagination: { page: 1, pageSize: 10, total: 0 }, status: null }) } };

export const SimplifiedChinese: Story = { globals: { locale: 'zh-CN' } };

export const TraditionalChinese: Story = { globals: { locale: 'zh-HK' } };
