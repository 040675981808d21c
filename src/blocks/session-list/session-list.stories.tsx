import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { securityFixture } from '../../fixtures/security';
import { storyBlock } from '../../../.storybook/decorators';
import SessionListBlock from './session-list';

// `withPage` reads the page data it declares from the story's page, as the renderer would.
const SessionList = storyBlock(SessionListBlock);

const securityPage = (security = securityFixture()) => ({ data: { security }, route: { kind: 'user-security', path: 'user/security' } });

const meta = {
  title: 'Blocks/Session list',
  component: SessionList,
  args: { showHistoryLinks: true },
  parameters: { page: securityPage() },
} satisfies Meta<typeof SessionList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** This Mac, a phone and a work computer: each can be signed out, and all others at once. */
export const ThreeDevices: Story = {};

/** A keyboard shopper asks to sign out the phone: the dialog takes focus on Cancel, Enter there closes it and focus comes back. */
export const ConfirmWithKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Sign out of Safari on iOS' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await within(document.body).findByRole('dialog');
    await expect(within(dialog).getByText('Sign out of Safari on iOS? It will need to sign in again.')).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(button).toHaveFocus());
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
  },
};

export const OnlyThisDevice: Story = {
  parameters: { page: securityPage(securityFixture({ loginEmailVerification: true, sessions: securityFixture().sessions.slice(0, 1) })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('switch', { name: 'Email me a code when I sign in on a new device' })).toBeChecked();
    await expect(canvas.queryByRole('button', { name: 'Sign out everywhere else' })).toBeNull();
  },
};

export const TraditionalChinese: Story = {
  globals: { locale: 'zh-HK' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: '帳戶安全' })).toBeInTheDocument();
  },
};
