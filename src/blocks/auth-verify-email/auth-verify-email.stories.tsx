import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { authPageData, refusal, withShopApi } from '../../fixtures/auth';
import AuthVerifyEmail from './auth-verify-email';

const page = (lang: 'en' | 'zh' | 'zh-HK') => ({ page: { data: authPageData(lang), route: { kind: 'auth-verify-email', path: 'auth/verify-email' } } });
const confirmed = withShopApi({ 'auth/verify-email': { data: { email: 'new.shopper@vitrine.example' } } }, '?token=a-fresh-token');

const meta = {
  title: 'Blocks/Auth email confirmation',
  component: AuthVerifyEmail,
  args: {},
  parameters: page('en'),
  beforeEach: confirmed,
} satisfies Meta<typeof AuthVerifyEmail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Confirmed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('new.shopper@vitrine.example is confirmed. Thank you!', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/signin');
  },
};

export const LinkUsedOrExpired: Story = {
  beforeEach: withShopApi({ 'auth/verify-email': refusal([{ path: 'token', message: 'auth.linkInvalid' }]) }, '?token=a-spent-token'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('This link is invalid, already used or expired', {}, { timeout: 5000 })).toBeVisible();
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
