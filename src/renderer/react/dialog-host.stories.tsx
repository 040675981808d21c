import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { closeDialog, dialogStore, showDialog } from '../../state/dialogs';
import { DialogHost } from './dialog-host';

function Opener() {
  return (
    <div>
      <button
        type="button"
        onClick={() => void showDialog('Your account is under review').then(() => showDialog('We will write to you once it is done'))}
      >
        Place order
      </button>
      <DialogHost />
    </div>
  );
}

const meta = {
  title: 'Shop/Server dialog (code 10)',
  component: Opener,
  beforeEach: () => () => {
    while (dialogStore.open !== null) closeDialog();
  },
} satisfies Meta<typeof Opener>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The server's message in a modal dialog: focus moves in, OK and Escape close it, focus comes back. */
export const ServerMessage: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const opener = page.getByRole('button', { name: 'Place order' });
    await userEvent.click(opener);
    const dialog = await page.findByRole('dialog');
    await expect(dialog).toHaveAccessibleDescription('Your account is under review');
    await waitFor(() => expect(page.getByRole('button', { name: 'OK' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(page.getByRole('dialog')).toHaveAccessibleDescription('We will write to you once it is done'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(opener).toHaveFocus();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-HK' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(page.getByRole('button', { name: 'Place order' }));
    await expect(await page.findByRole('button', { name: '好的' })).toBeVisible();
  },
};
