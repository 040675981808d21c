import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { checkoutPageData } from '../../fixtures/checkout';
import { storyBlock } from '../../../.storybook/decorators';
import CheckoutBlock from './checkout';

// `withPage` reads the page data it declares from the story's page, as the renderer would.
const Checkout = storyBlock(CheckoutBlock);

const checkoutPage = (data: Record<string, unknown>) => ({
  page: { data, route: { kind: 'checkout', path: 'checkout/5d0c8a52-2f7e-4c1b-8c53-0a4f7e9b0001' } },
});

const meta = {
  title: 'Blocks/Checkout',
  component: Checkout,
  args: { part: 'details', heading: '' },
  parameters: checkoutPage(checkoutPageData()),
} satisfies Meta<typeof Checkout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Details: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Shipping method' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: /US Standard/ })).toBeChecked();
  },
};

export const Summary: Story = { args: { part: 'summary', heading: '' } };

export const NoShippingFits: Story = { parameters: checkoutPage(checkoutPageData({ shippingOptions: [], shippingMethod: null })) };

export const CouponRefused: Story = {
  parameters: checkoutPage(checkoutPageData({ couponCode: 'SPRING', coupon: { code: 'SPRING', accepted: false, reason: 'expired' } })),
};

export const SimplifiedChinese: Story = { globals: { locale: 'zh-CN' } };

export const TraditionalChineseSummary: Story = { args: { part: 'summary', heading: '' }, globals: { locale: 'zh-HK' } };
