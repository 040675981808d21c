import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { signInHistoryFixture } from '../../fixtures/security';
import { storyBlock } from '../../../.storybook/decorators';
import SignInHistoryBlock from './sign-in-history';

// `withPage` reads the page data it declares from the story's page, as the renderer would.
const SignInHistory = storyBlock(SignInHistoryBlock);

const activityPage = (signInHistory = signInHistoryFixture()) => ({
  data: { signInHistory },
  route: { kind: 'user-security-activity', path: 'user/security/activity' },
});

const meta = {
  title: 'Blocks/Sign-in history',
  component: SignInHistory,
  args: {},
  parameters: { page: activityPage() },
} satisfies Meta<typeof SignInHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two sign-ins and a wrong password between them, with the device and address of each. */
export const WithAFailure: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('cell', { name: 'Failed: wrong password' })).toBeInTheDocument();
  },
};

export const SeveralPages: Story = { parameters: { page: activityPage(signInHistoryFixture(45, 2)) } };

export const Empty: Story = { parameters: { page: activityPage({ events: [], pagination: { page: 1, pageSize: 20, total: 0 } }) } };

export const SimplifiedChinese: Story = { globals: { locale: 'zh-CN' } };
