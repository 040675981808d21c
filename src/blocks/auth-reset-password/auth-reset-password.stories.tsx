import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { authPageData, withShopApi } from '../../fixtures/auth';
import AuthResetPassword from './auth-reset-password';

const page = (lang: 'en' | 'zh' | 'zh-HK') => ({ page: { data: authPageData(lang), route: { kind: 'auth-reset-password', path: 'auth/reset-password' } } });

const meta = {
  title: 'Blocks/Auth new password',
  component: AuthResetPassword,
  args: {},
  parameters: page('en'),
  beforeEach: withShopApi({ 'auth/reset-password': { data: null } }, '?token=a-reset-token'),
} satisfies Meta<typeof AuthResetPassword>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const PasswordsDiffer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvasElement.querySelector<HTMLInputElement>('input[name=password]')!, 'a-new-password');
    await userEvent.type(canvasElement.querySelector<HTMLInputElement>('input[name=passwordAgain]')!, 'another-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Save new password' }));
    await expect(await canvas.findByText('The two passwords are not the same', {}, { timeout: 5000 })).toBeVisible();
  },
};

export const Changed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvasElement.querySelector<HTMLInputElement>('input[name=password]')!, 'a-new-password');
    await userEvent.type(canvasElement.querySelector<HTMLInputElement>('input[name=passwordAgain]')!, 'a-new-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Save new password' }));
    await expect(await canvas.findByText(/Your password has been changed/, {}, { timeout: 5000 })).toBeVisible();
  },
};

export const SimplifiedChinese: Story = {
  parameters: page('zh'),
  globals: { locale: 'zh-CN' },
};

export const TraditionalChinese: Story = {
  parameters: page('zh-HK'),
  globals: { locale: 'zh-HK' },
};
