import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ConfirmDialog } from './confirm-dialog';

/** A delete button that asks first, as the address book and the session list do. */
function DeleteWithConfirmation() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [outcome, setOutcome] = useState('kept');
  return (
    <div>
      <button type="button" onClick={() => setOpen(true)}>
        Delete address
      </button>
      <p role="status">{outcome}</p>
      <ConfirmDialog
        open={open}
        message={t('confirm.delete')}
        confirmLabel="Delete"
        cancelLabel="Cancel"
        destructive
        onConfirm={() => {
          setOpen(false);
          setOutcome('deleted');
        }}
        onCancel={() => {
          setOpen(false);
          setOutcome('kept');
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Shop/Confirm dialog',
  component: DeleteWithConfirmation,
} satisfies Meta<typeof DeleteWithConfirmation>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Cancel is focused first so Enter never destroys; Escape cancels; focus returns to the button. */
export const EscapeKeeps: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const opener = page.getByRole('button', { name: 'Delete address' });
    await userEvent.click(opener);
    const dialog = await page.findByRole('dialog');
    await expect(dialog).toHaveAccessibleDescription('Are you sure you want to delete it?');
    await waitFor(() => expect(page.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(page.getByRole('status')).toHaveTextContent('kept');
    await expect(opener).toHaveFocus();
  },
};

export const ConfirmDeletes: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(page.getByRole('button', { name: 'Delete address' }));
    await userEvent.click(await page.findByRole('button', { name: 'Delete' }));
    await expect(page.getByRole('status')).toHaveTextContent('deleted');
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(page.getByRole('button', { name: 'Delete address' }));
    await expect(await page.findByRole('dialog')).toHaveAccessibleDescription('确定要删除吗？');
  },
};
