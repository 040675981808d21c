import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { authPageData, easyChallenge, withShopApi } from '../../fixtures/auth';
import AuthForget from './auth-forget';

const page = (lang: 'en' | 'zh' | 'zh-HK') => ({ page: { data: authPageData(lang), route: { kind: 'auth-forget', path: 'auth/forget' } } });

const meta = {
  title: 'Blocks/Auth password recovery',
  component: AuthForget,
  args: {},
  parameters: page('en'),
  beforeEach: withShopApi({ 'auth/challenge': { data: { challenge: easyChallenge } }, 'auth/forget': { data: null } }),
} satisfies Meta<typeof AuthForget>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** Whatever the account, the same confirmation. */
export const LinkSent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Email or mobile number/ }), 'someone@vitrine.example');
    // The slider's code comes once the page runs.
    (await canvas.findByRole('slider', {}, { timeout: 5000 })).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('Verification success', { selector: '[role=status]' }, { timeout: 5000 })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
    await expect(await canvas.findByText(/If an account exists for someone@vitrine\.example/, {}, { timeout: 5000 })).toBeVisible();
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
