import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { userPageFixture } from '../../fixtures/profile';
import { storyBlock } from '../../../.storybook/decorators';
import UserInfoBlock from './user-info';

// `withPage` reads the page data it declares from the story's page, as the renderer would.
const UserInfo = storyBlock(UserInfoBlock);

const meta = {
  title: 'Blocks/User info',
  component: UserInfo,
  args: { showEditLink: true },
  parameters: { page: { data: userPageFixture(), route: { kind: 'user-info', path: 'user/info' } } },
} satisfies Meta<typeof UserInfo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('April 18, 1992')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Edit your profile' })).toHaveAttribute('href', '/user/account');
  },
};

export const Unfilled: Story = {
  parameters: {
    page: {
      data: userPageFixture({ profile: { nickName: '', bio: '', birthday: null, mobile: null } }),
      route: { kind: 'user-info', path: 'user/info' },
    },
  },
};

export const SimplifiedChinese: Story = {
  parameters: { page: { data: userPageFixture({ lang: 'zh' }), route: { kind: 'user-info', path: 'user/info' } } },
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('1992年4月18日')).toBeInTheDocument();
  },
};

export const TraditionalChinese: Story = {
  parameters: { page: { data: userPageFixture({ lang: 'zh-HK' }), route: { kind: 'user-info', path: 'user/info' } } },
  globals: { locale: 'zh-HK' },
};
