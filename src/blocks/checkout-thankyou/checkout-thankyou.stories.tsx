import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { thankYou, unpaidTransfer } from '../../fixtures/checkout';
import { storyBlock } from '../../../.storybook/decorators';
import CheckoutThankyouBlock from './checkout-thankyou';

// `withPage` reads the page data it declares from the story's page, as the renderer would.
const CheckoutThankyou = storyBlock(CheckoutThankyouBlock);

const thankYouPage = (data: Record<string, unknown>) => ({
  page: { data, route: { kind: 'checkout-thankyou', path: 'checkout/thankyou' } },
});

const meta = {
  title: 'Blocks/Checkout thank-you',
  component: CheckoutThankyou,
  args: { heading: '' },
  parameters: thankYouPage({ template: 'checkout-thankyou', thankYou: thankYou(), payment: null }),
} satisfies Meta<typeof CheckoutThankyou>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Paid: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('V20261124-000042')).toBeVisible();
  },
};

export const BankTransferDue: Story = {
  parameters: thankYouPage({ template: 'checkout-thankyou', thankYou: unpaidTransfer(), payment: null }),
};

export const SimplifiedChinese: Story = { globals: { locale: 'zh-CN' } };

export const TraditionalChineseTransfer: Story = {
  parameters: thankYouPage({ template: 'checkout-thankyou', thankYou: unpaidTransfer(), payment: null }),
  globals: { locale: 'zh-HK' },
};
