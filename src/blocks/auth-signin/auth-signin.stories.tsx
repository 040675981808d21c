import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { authPageData, demoUserInfo, easyChallenge, refusal, withShopApi } from '../../fixtures/auth';
import { NavigateContext } from '../../renderer/kit/navigation';
import AuthSignin from './auth-signin';

/** Where a signed-in shopper would go; a story records it instead of leaving. */
const navigations = fn().mockName('navigate');
const recordNavigations: Decorator = (Story) => (
  <NavigateContext value={navigations}>
    <Story />
  </NavigateContext>
);

const page = (lang: 'en' | 'zh' | 'zh-HK') => ({ page: { data: authPageData(lang, '/user/address'), route: { kind: 'auth-signin', path: 'auth/signin' } } });

const meta = {
  title: 'Blocks/Auth sign-in',
  component: AuthSignin,
  args: { defaultMethod: 'password' },
  argTypes: { defaultMethod: { control: 'inline-radio', options: ['password', 'code'] } },
  decorators: [recordNavigations],
  parameters: page('en'),
  beforeEach: withShopApi({
    'auth/signin': (body) => (body.password === 'vitrine-demo' ? { data: { status: 'signed-in', userInfo: demoUserInfo } } : refusal([{ path: 'password', message: 'auth.wrongCredentials' }])),
    'auth/challenge': { data: { challenge: easyChallenge } },
    'auth/send-code': { data: { channel: 'email', resendAfterSeconds: 60 } },
    'auth/signin-code': { data: { userInfo: demoUserInfo } },
  }),
} satisfies Meta<typeof AuthSignin>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ByPassword: Story = {};

/** Sent empty: each message stands beside its own field, and the first is focused. */
export const RequiredFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByText('Email/Mobile number is required', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByText('Password is required')).toBeVisible();
  },
};

export const WrongPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Email or mobile number/ }), 'demo@vitrine.example');
    await userEvent.type(canvasElement.querySelector<HTMLInputElement>('input[name=password]')!, 'not-it');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByText('The account or password is not right', {}, { timeout: 5000 })).toBeVisible();
    await expect(navigations).not.toHaveBeenCalled();
  },
};

export const ByCode: Story = {
  args: { defaultMethod: 'code' },
};

export const SimplifiedChinese: Story = {
  args: { defaultMethod: 'code' },
  parameters: page('zh'),
  globals: { locale: 'zh-CN' },
};

export const TraditionalChinese: Story = {
  parameters: page('zh-HK'),
  globals: { locale: 'zh-HK' },
};
