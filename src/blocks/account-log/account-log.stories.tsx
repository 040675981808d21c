import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { accountLogFixture } from '../../fixtures/security';
import { storyBlock } from '../../../.storybook/decorators';
import AccountLogBlock from './account-log';

// `withPage` reads the page data it declares from the story's page, as the renderer would.
const AccountLog = storyBlock(AccountLogBlock);

const logPage = (accountLog = accountLogFixture()) => ({ data: { accountLog }, route: { kind: 'user-log', path: 'user/log' } });

const meta = {
  title: 'Blocks/Account log',
  component: AccountLog,
  args: {},
  parameters: { page: logPage() },
} satisfies Meta<typeof AccountLog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RecentChanges: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('cell', { name: 'Signed out everywhere else' })).toBeInTheDocument();
  },
};

export const Empty: Story = { parameters: { page: logPage({ entries: [], pagination: { page: 1, pageSize: 20, total: 0 } }) } };

export const TraditionalChinese: Story = { globals: { locale: 'zh-HK' } };
