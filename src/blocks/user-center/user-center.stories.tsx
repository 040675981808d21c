import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { userPageFixture } from '../../fixtures/profile';
import { storyBlock } from '../../../.storybook/decorators';
import UserCenterBlock from './user-center';

// `withPage` reads the page data it declares from the story's page, as the renderer would.
const UserCenter = storyBlock(UserCenterBlock);

const meta = {
  title: 'Blocks/User center',
  component: UserCenter,
  args: { showFigures: true },
  parameters: { page: { data: userPageFixture(), route: { kind: 'user-center', path: 'user/center' } } },
} satisfies Meta<typeof UserCenter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Hello, Mei' })).toBeInTheDocument();
    await expect(canvas.getByText('$342.50')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Sign-in activity' })).toHaveAttribute('href', '/user/security/activity');
  },
};

export const WithoutFigures: Story = { args: { showFigures: false } };

export const SimplifiedChinese: Story = {
  parameters: { page: { data: userPageFixture({ lang: 'zh' }), route: { kind: 'user-center', path: 'user/center' } } },
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: '你好，Mei' })).toBeInTheDocument();
  },
};

export const TraditionalChinese: Story = {
  parameters: {
    page: {
      data: userPageFixture({ lang: 'zh-HK', profile: { nickName: '小美', currency: 'HKD', spendingAmount: 2680 } }),
      route: { kind: 'user-center', path: 'user/center' },
    },
  },
  globals: { locale: 'zh-HK' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('navigation', { name: '我的帳戶' })).toBeInTheDocument();
  },
};

export const SignedOut: Story = {
  parameters: { page: { data: {}, route: { kind: 'user-center', path: 'user/center' } } },
};

export const MidnightTheme: Story = { globals: { theme: 'midnight' } };
