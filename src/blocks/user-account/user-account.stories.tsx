import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { userPageFixture } from '../../fixtures/profile';
import { storyBlock } from '../../../.storybook/decorators';
import UserAccountBlock from './user-account';

// `withPage` reads the page data it declares from the story's page, as the renderer would.
const UserAccount = storyBlock(UserAccountBlock);

const meta = {
  title: 'Blocks/User account',
  component: UserAccount,
  args: { showPassword: true },
  parameters: { page: { data: userPageFixture(), route: { kind: 'user-account', path: 'user/account' } } },
} satisfies Meta<typeof UserAccount>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The schema the server checks with runs first: an empty first name is named beside its field. */
export const FieldProblems: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const firstName = canvas.getByLabelText(/First name/);
    await userEvent.clear(firstName);
    await userEvent.click(canvas.getAllByRole('button', { name: 'Save' })[0]!);
    await expect(canvas.getByText('First name is required')).toBeInTheDocument();
    await expect(firstName).toHaveAttribute('aria-invalid', 'true');
    await expect(firstName).toHaveFocus();
  },
};

export const WithoutPassword: Story = { args: { showPassword: false } };

export const SimplifiedChinese: Story = {
  parameters: { page: { data: userPageFixture({ lang: 'zh' }), route: { kind: 'user-account', path: 'user/account' } } },
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: '账户设置' })).toBeInTheDocument();
  },
};

export const TraditionalChinese: Story = {
  parameters: { page: { data: userPageFixture({ lang: 'zh-HK' }), route: { kind: 'user-account', path: 'user/account' } } },
  globals: { locale: 'zh-HK' },
};
