import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import AddressModalBlock from './address-modal';

const meta = {
  title: 'Blocks/Address modal',
  component: AddressModalBlock,
  args: { buttonLabel: '', defaultCountry: 'US' },
  parameters: { page: { data: {}, route: { kind: 'user-address', path: 'user/address' } } },
} satisfies Meta<typeof AddressModalBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

/**
 * Focus moves into the dialog; closing it puts focus back on the button. (Escape is a real
 * key press only a browser driver can make: the address journey presses it.)
 */
export const OpenThenClose: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const opener = canvas.getByRole('button', { name: 'Add an address' });
    await userEvent.click(opener);
    const dialog = canvas.getByRole('dialog', { name: 'New address' });
    await expect(within(dialog).getByRole('combobox', { name: /Country/ })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(opener).toHaveFocus();
  },
};

/** Open, with the problems of an empty submit shown inside it. */
export const OpenWithProblems: Story = {
  args: { defaultCountry: 'CN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add an address' }));
    const dialog = canvas.getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save address' }));
    await expect(within(dialog).getByText('Province is required')).toBeVisible();
  },
};

export const HongKongInTraditionalChinese: Story = {
  args: { defaultCountry: 'HK' },
  globals: { locale: 'zh-HK' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '新增地址' }));
    await expect(within(canvasElement).getByRole('dialog', { name: '新地址' })).toBeVisible();
  },
};
