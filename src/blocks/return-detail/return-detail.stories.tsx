import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { approvedReturn, pendingReturn, refusedReturn, returnDetailPageData } from '../../fixtures/returns';
import { storyBlock } from '../../../.storybook/decorators';
import ReturnDetailBlock from './return-detail';

// `withPage` reads the page data it declares from the story's page, as the renderer would.
const ReturnDetail = storyBlock(ReturnDetailBlock);

const detailPage = (data: Record<string, unknown>) => ({
  page: {
    data,
    route: { kind: 'user-return-detail', path: `user/return/${approvedReturn.returnNo}`, params: { slug: approvedReturn.returnNo } },
  },
});

const meta = {
  title: 'Blocks/Return detail',
  component: ReturnDetail,
  args: { showMerchantAddress: true },
  parameters: detailPage(returnDetailPageData()),
} satisfies Meta<typeof ReturnDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Approved: the return address, and the form for the parcel. */
export const ApprovedSendBack: Story = {};

/** Cancel asks first; Escape keeps the return and puts focus back on the button. */
export const PendingCancelAsksFirst: Story = {
  parameters: detailPage(returnDetailPageData(pendingReturn)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cancel = canvas.getByRole('button', { name: 'Cancel return' });
    await userEvent.click(cancel);
    const dialog = canvas.getByRole('dialog');
    await expect(within(dialog).getByText('Are you sure you want to cancel this return?')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Keep it' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(cancel).toHaveFocus();
  },
};

export const RefusedWithReason: Story = { parameters: detailPage(returnDetailPageData(refusedReturn)) };

export const SimplifiedChinese: Story = { globals: { locale: 'zh-CN' } };

export const TraditionalChinese: Story = { globals: { locale: 'zh-HK' }, parameters: detailPage(returnDetailPageData(refusedReturn)) };
