import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { addressPageData } from '../../fixtures/addresses';
import AddressBook from './address-book';

const bookPage = (data: Record<string, unknown>) => ({ page: { data, route: { kind: 'user-address', path: 'user/address' } } });

const meta = {
  title: 'Blocks/Address book',
  component: AddressBook,
  args: { heading: '' },
  parameters: bookPage(addressPageData()),
} satisfies Meta<typeof AddressBook>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeCountries: Story = {};

/** Delete asks first; Cancel keeps the address and puts focus back on the button (the journey presses Escape). */
export const DeleteAsksFirst: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const remove = canvas.getByRole('button', { name: 'Delete: Mei Chen' });
    await userEvent.click(remove);
    const dialog = canvas.getByRole('dialog');
    await expect(within(dialog).getByText('Are you sure you want to delete it?')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(remove).toHaveFocus();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};

export const EditingInPlace: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit: Mei Chen' }));
    await expect(canvas.getByRole('form', { name: 'Edit address' })).toBeVisible();
  },
};

export const Empty: Story = { parameters: bookPage(addressPageData([])) };

export const SignedOut: Story = { parameters: bookPage({ template: 'user-address' }) };

export const SimplifiedChinese: Story = { globals: { locale: 'zh-CN' } };

export const TraditionalChinese: Story = { globals: { locale: 'zh-HK' } };
