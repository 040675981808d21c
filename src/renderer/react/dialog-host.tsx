import { createRoot } from 'react-dom/client';
import { useSnapshot } from 'valtio/react';
import { ConfirmDialog } from '../../forms/confirm-dialog';
import { closeDialog, dialogStore } from '../../state/dialogs';
import { useT } from '../kit/use-t';

/** Shows the server's code-10 messages (spec §8) one at a time, in the shop's modal dialog. */
export function DialogHost() {
  const { t } = useT();
  const { open } = useSnapshot(dialogStore);
  if (open === null) return null;
  return (
    <ConfirmDialog
      key={open.id}
      open
      message={open.message}
      confirmLabel={t('api.dialogOk')}
      cancelLabel={null}
      onConfirm={closeDialog}
      onCancel={closeDialog}
    />
  );
}

let mounted = false;

/**
 * Draws the dialog host in a root of its own the first time the server asks for a dialog, so
 * no page carries its code before then. Idempotent.
 */
export function mountDialogHost(): void {
  if (mounted || typeof document === 'undefined') return;
  mounted = true;
  const container = document.createElement('div');
  document.body.append(container);
  createRoot(container).render(<DialogHost />);
}
