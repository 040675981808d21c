import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { returnApplyPageData, returnForm } from '../../fixtures/returns';
import { storyBlock } from '../../../.storybook/decorators';
import OrderRefundBlock from './order-refund';

// `withPage` reads the page data it declares from the story's page, as the renderer would.
const OrderRefund = storyBlock(OrderRefundBlock);

const applyPage = (data: Record<string, unknown>) => ({ page: { data, route: { kind: 'user-return', path: 'user/return' } } });

const meta = {
  title: 'Blocks/Order refund',
  component: OrderRefund,
  args: { heading: '' },
  parameters: applyPage(returnApplyPageData()),
} satisfies Meta<typeof OrderRefund>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The stepper stops at what may still be returned; a line already returned cannot be chosen. */
export const StepperBounded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const more = canvas.getByRole('button', { name: 'One more: Stoneware Teapot' });
    await userEvent.click(more);
    await userEvent.click(more);
    await expect(canvas.getByRole('spinbutton', { name: 'Quantity: Stoneware Teapot' })).toHaveValue(2);
    await expect(more).toBeDisabled();
    await expect(canvas.getByRole('spinbutton', { name: 'Quantity: Linen Tea Towel' })).toBeDisabled();
  },
};

export const WindowClosed: Story = { parameters: applyPage(returnApplyPageData({ ...returnForm, closedReason: 'return.windowClosed' })) };

export const NotTheShoppersOrder: Story = { parameters: applyPage(returnApplyPageData(null)) };

export const SimplifiedChinese: Story = { globals: { locale: 'zh-CN' } };

export const TraditionalChinese: Story = { globals: { locale: 'zh-HK' } };
