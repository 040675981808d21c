import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { authPageData, easyChallenge, withShopApi } from '../../fixtures/auth';
import { NavigateContext } from '../../renderer/kit/navigation';
import AuthSignup from './auth-signup';

const navigations = fn().mockName('navigate');
const recordNavigations: Decorator = (Story) => (
  <NavigateContext value={navigations}>
    <Story />
  </NavigateContext>
);

const page = (lang: 'en' | 'zh' | 'zh-HK') => ({ page: { data: authPageData(lang), route: { kind: 'auth-signup', path: 'auth/signup' } } });

const meta = {
  title: 'Blocks/Auth sign-up',
  component: AuthSignup,
  args: { privacyHref: '/page/privacy', termsHref: '/page/terms' },
  decorators: [recordNavigations],
  parameters: page('en'),
  beforeEach: withShopApi({
    'auth/challenge': { data: { challenge: easyChallenge } },
    'auth/signup': { data: { channel: 'email', resendAfterSeconds: 60 } },
  }),
} satisfies Meta<typeof AuthSignup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** Without the agreement and the slider, the form names both and sends nothing. */
export const AgreementAndSliderFirst: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(
      await canvas.findByText('Please agree to the privacy agreement and terms of service first', {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByText('First name is required')).toBeVisible();
    // The slider's code comes once the page runs: its label and its problem are both drawn once it is in.
    await waitFor(() => expect(canvas.getAllByText('Swipe right to complete verification').length).toBeGreaterThan(1), { timeout: 5000 });
  },
};

/** The slider moved by keyboard: it reads 'Verification success' once the challenge is solved. */
export const SliderPassed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The slider's code comes once the page runs.
    const slider = await canvas.findByRole('slider', { name: 'Swipe right to complete verification' }, { timeout: 5000 });
    slider.focus();
    await userEvent.keyboard('{End}');
    await expect(await canvas.findByText('Verification success', { selector: '[role=status]' }, { timeout: 5000 })).toBeInTheDocument();
    await expect(slider).toHaveAttribute('aria-valuenow', '100');
  },
};

export const SimplifiedChinese: Story = {
  args: { privacyHref: '/zh/page/privacy', termsHref: '/zh/page/terms' },
  parameters: page('zh'),
  globals: { locale: 'zh-CN' },
};

export const TraditionalChinese: Story = {
  args: { privacyHref: '/zh-HK/page/privacy', termsHref: '/zh-HK/page/terms' },
  parameters: page('zh-HK'),
  globals: { locale: 'zh-HK' },
};
