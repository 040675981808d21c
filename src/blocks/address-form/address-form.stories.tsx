import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import AddressFormBlock from './address-form';

const meta = {
  title: 'Blocks/Address form',
  component: AddressFormBlock,
  args: { heading: '', defaultCountry: 'US', showMakeDefault: true },
  argTypes: { defaultCountry: { control: 'select', options: ['US', 'CN', 'HK', 'TW', 'JP', 'GB', 'DE', 'FR', 'CA', 'AU'] } },
  parameters: { page: { data: {}, route: { kind: 'user-address', path: 'user/address' } } },
} satisfies Meta<typeof AddressFormBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

export const UnitedStates: Story = {};

/** Submitted empty: every missing field says so beside itself, and the first one has focus. */
export const MissingFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save address' }));
    await expect(canvas.getByText('ZIP code is required')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /First name/ })).toHaveFocus();
  },
};

export const WrongPostalCode: Story = {
  args: { defaultCountry: 'GB' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Postcode/ }), '12345');
    await userEvent.click(canvas.getByRole('button', { name: 'Save address' }));
    await expect(canvas.getByText('Enter a valid Postcode')).toBeVisible();
  },
};

export const Japan: Story = { args: { defaultCountry: 'JP' } };

export const ChinaInSimplifiedChinese: Story = {
  args: { defaultCountry: 'CN', heading: '填写新地址' },
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '保存地址' }));
    await expect(canvas.getByText('省份不能为空')).toBeVisible();
  },
};

export const HongKongInTraditionalChinese: Story = {
  args: { defaultCountry: 'HK', heading: '填寫新地址' },
  globals: { locale: 'zh-HK' },
};

export const TaiwanInTraditionalChinese: Story = { args: { defaultCountry: 'TW', showMakeDefault: false }, globals: { locale: 'zh-HK' } };
