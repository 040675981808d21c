import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio/react';
import { closeDialog, dialogStore } from '../../state/dialogs';

// Loaded the first time the server asks for a dialog: no page pays for it before then.
const ConfirmDialog = lazy(async () => ({ default: (await import('../../forms/confirm-dialog')).ConfirmDialog }));

/** Shows the server's code-10 messages (spec §8) one at a time, in the shop's modal dialog. */
export function DialogHost() {
  const { t } = useTranslation();
  const { open } = useSnapshot(dialogStore);
  if (open === null) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialog
        key={open.id}
        open
        message={open.message}
        confirmLabel={t('api.dialogOk')}
        cancelLabel={null}
        onConfirm={closeDialog}
        onCancel={closeDialog}
      />
    </Suspense>
  );
}
