import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { authPageData, demoUserInfo, easyChallenge, refusal, withShopApi } from '../../fixtures/auth';
import { forgetPendingVerification, rememberPendingVerification } from '../../forms/pending-verification';
import { NavigateContext } from '../../renderer/kit/navigation';
import AuthVerifyPrompt from './auth-verify-prompt';

const navigations = fn().mockName('navigate');
const recordNavigations: Decorator = (Story) => (
  <NavigateContext value={navigations}>
    <Story />
  </NavigateContext>
);

const page = (lang: 'en' | 'zh' | 'zh-HK') => ({ page: { data: authPageData(lang), route: { kind: 'auth-verify-prompt', path: 'auth/verify-prompt' } } });
const api = withShopApi({
  'auth/challenge': { data: { challenge: easyChallenge } },
  'auth/send-code': { data: { channel: 'email', resendAfterSeconds: 60 } },
  'auth/verify-code': (body) => (body.code === '123456' ? { data: { userInfo: demoUserInfo } } : refusal([{ path: 'code', message: 'auth.wrongCode' }])),
});
/** Just after a sign-up by email in this tab. */
const afterSignUp = () => {
  rememberPendingVerification({ account: 'new.shopper@vitrine.example', countryCode: '+1', channel: 'email' });
  const stop = api();
  return () => {
    stop();
    forgetPendingVerification();
  };
};

const meta = {
  title: 'Blocks/Auth code step',
  component: AuthVerifyPrompt,
  args: {},
  decorators: [recordNavigations],
  parameters: page('en'),
  beforeEach: afterSignUp,
} satisfies Meta<typeof AuthVerifyPrompt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AfterSignUp: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/new\.shopper@vitrine\.example/, {}, { timeout: 5000 })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /Verification code/ }), '000000');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(await canvas.findByText('The verification code is not right', {}, { timeout: 5000 })).toBeVisible();
  },
};

/** Opened on its own: it asks for the account too. */
export const OpenedOnItsOwn: Story = {
  beforeEach: () => {
    forgetPendingVerification();
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
