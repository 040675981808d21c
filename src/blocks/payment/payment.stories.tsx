import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { checkoutPageData, orderPaymentStep, demoPaymentStep } from '../../fixtures/checkout';
import Payment from './payment';

const checkoutPage = (data: Record<string, unknown>) => ({
  page: { data, route: { kind: 'checkout', path: 'checkout/5d0c8a52-2f7e-4c1b-8c53-0a4f7e9b0001' } },
});
const thankYouPage = (data: Record<string, unknown>) => ({
  page: { data, route: { kind: 'checkout-thankyou', path: 'checkout/thankyou' } },
});

const meta = {
  title: 'Blocks/Payment',
  component: Payment,
  args: { heading: '' },
  parameters: checkoutPage(checkoutPageData()),
} satisfies Meta<typeof Payment>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo card numbers are printed beside the card form in development. */
export const CardWithDemoNumbers: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Card number')).toBeVisible();
    await expect(canvas.getByText('4000 0000 0000 3220')).toBeVisible();
  },
};

export const BankTransferChosen: Story = {
  parameters: checkoutPage(checkoutPageData({ payment: { ...demoPaymentStep, selected: 'bank-transfer' } })),
};

export const NoPaymentMethod: Story = {
  parameters: checkoutPage(checkoutPageData({ payment: { ...demoPaymentStep, methods: [], selected: null } })),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No payment method available')).toBeVisible();
  },
};

export const PayAnUnpaidOrder: Story = { parameters: thankYouPage({ template: 'checkout-thankyou', payment: orderPaymentStep() }) };

export const SimplifiedChinese: Story = { globals: { locale: 'zh-CN' } };

export const TraditionalChinese: Story = { globals: { locale: 'zh-HK' } };
