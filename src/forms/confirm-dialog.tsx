import { useEffect, useId, useRef, type ReactNode } from 'react';

export type ConfirmDialogProps = {
  open: boolean;
  /** The question ('Are you sure you want to delete it?') or, for code 10, the server's message. */
  message: ReactNode;
  confirmLabel: string;
  /** Null for a dialog that only informs (code 10 without a choice). */
  cancelLabel: string | null;
  onConfirm: () => void;
  onCancel: () => void;
  /** The confirm button is drawn as a warning (deleting, ending sessions). */
  destructive?: boolean;
};

/**
 * The shop's one dialog (spec §8 code 10 and every confirmation): a modal `<dialog>`, so
 * focus moves into it and stays there, Escape cancels, the page behind is inert, and focus
 * returns to what opened it when it closes. Cancel is focused first: Enter never destroys.
 */
export function ConfirmDialog({ open, message, confirmLabel, cancelLabel, onConfirm, onCancel, destructive = false }: ConfirmDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const messageId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      return () => {
        if (dialog.open) dialog.close();
        opener?.focus();
      };
    }
    return undefined;
  }, [open]);
  return (
    <dialog
      ref={ref}
      aria-describedby={messageId}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
      // Escape is handled here as well as by the native cancel event, which only trusted key
      // presses raise: assistive tools and scripted input close it the same way.
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        onCancel();
      }}
      className="max-w-sm rounded-theme border border-theme bg-background p-6 text-text backdrop:bg-black/40"
    >
      <p id={messageId} className="mb-4">
        {message}
      </p>
      <div className="flex justify-end gap-2">
        {cancelLabel !== null ? (
          <button type="button" autoFocus onClick={onCancel} className="min-h-11 rounded-theme border border-theme px-4 py-2">
            {cancelLabel}
          </button>
        ) : null}
        {/* Dark text on the error color: white on the default #ff5861 fails contrast. */}
        <button
          type="button"
          autoFocus={cancelLabel === null}
          onClick={onConfirm}
          className={`min-h-11 rounded-theme px-4 py-2 ${destructive ? 'bg-error text-gray-900' : 'bg-primary text-background'}`}
        >
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
