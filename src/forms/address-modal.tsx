import { useEffect, useId, useRef } from 'react';
import { useAddressTranslation } from './address-strings';
import { AddressForm, type AddressFormProps } from './address-form';

export type AddressModalProps = Omit<AddressFormProps, 'onCancel' | 'labelledBy'> & {
  open: boolean;
  /** The dialog's heading ('New address', 'Edit address'). */
  title: string;
  /** Called when the shopper closes it (Escape, Close, Cancel) and after a save. */
  onClose: () => void;
};

/**
 * The address modal (spec §2's "address modal"): the address form in the shop's modal
 * `<dialog>`, like the confirmation dialog. Focus moves to its first field and stays inside,
 * Escape closes it, and focus returns to what opened it. The form starts afresh on each opening.
 */
export function AddressModal({ open, title, onClose, onSave, ...form }: AddressModalProps) {
  const { t } = useAddressTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open || dialog.open) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    dialog.querySelector<HTMLElement>('select, input')?.focus();
    return () => {
      if (dialog.open) dialog.close();
      opener?.focus();
    };
  }, [open]);

  const save: AddressFormProps['onSave'] = async (address, options) => {
    const refused = await onSave(address, options);
    if (!refused) onClose();
    return refused;
  };

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className="w-[min(40rem,calc(100vw-2rem))] rounded-theme border border-theme bg-background p-0 text-text backdrop:bg-black/40"
    >
      {open ? (
        <div className="flex flex-col gap-4 p-6">
          <div className="flex items-start justify-between gap-4">
            <h2 id={titleId} className="text-xl font-title text-title">
              {title}
            </h2>
            <button type="button" onClick={onClose} aria-label={t('address.close')} className="min-h-11 min-w-11 rounded-theme border border-theme text-lg leading-none">
              <span aria-hidden="true">×</span>
            </button>
          </div>
          <AddressForm {...form} onSave={save} onCancel={onClose} labelledBy={titleId} />
        </div>
      ) : null}
    </dialog>
  );
}
