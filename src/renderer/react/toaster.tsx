import type { FocusEvent, KeyboardEvent } from 'react';
import { useSnapshot } from 'valtio/react';
import { dismissToast, holdToast, releaseToast, toastStore, type ToastType } from '../../state/toasts';
import { useT } from '../kit/use-t';

// Whole class names, so UnoCSS finds them. Dark text reads at AA or better on the default
// status colors, where white would not.
const TYPE_CLASSES: Record<ToastType, string> = {
  error: 'bg-error text-gray-900',
  success: 'bg-success text-gray-900',
  info: 'bg-info text-gray-900',
};

// Shape as well as color tells the kinds apart (WCAG 1.4.1).
const TYPE_SYMBOLS: Record<ToastType, string> = { error: '!', success: '✓', info: 'i' };

/**
 * The toasts of the toast store, top centre. The region is always in the page so screen
 * readers hear what is added to it; errors interrupt as alerts. A toast stays while the
 * pointer or focus is on it, and Escape or its button dismisses it.
 */
export function Toaster() {
  const { t } = useT();
  const { toasts } = useSnapshot(toastStore);

  const releaseOnFocusLeave = (id: number) => (event: FocusEvent<HTMLElement>) => {
    if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) releaseToast(id);
  };
  const dismissOnEscape = (id: number) => (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      dismissToast(id);
    }
  };

  return (
    <div aria-live="polite" className="pointer-events-none fixed inset-x-0 top-4 z-[1000] flex justify-center px-4">
      {toasts.length > 0 && (
        <ol aria-label={t('api.notifications')} className="m-0 flex w-full max-w-md list-none flex-col gap-2 p-0">
          {toasts.map(({ id, type, message, link }) => (
            <li
              key={id}
              data-toast-type={type}
              className={`pointer-events-auto rounded-theme shadow-lg ${TYPE_CLASSES[type]}`}
              onMouseEnter={() => holdToast(id)}
              onMouseLeave={() => releaseToast(id)}
              onFocus={() => holdToast(id)}
              onBlur={releaseOnFocusLeave(id)}
              onKeyDown={dismissOnEscape(id)}
            >
              <div role={type === 'error' ? 'alert' : undefined} className="flex items-start gap-3 px-4 py-3">
                <span
                  aria-hidden="true"
                  className="inline-flex h-5 w-5 shrink-0 items-center justify-center rounded-full border-2 border-current text-xs font-bold"
                >
                  {TYPE_SYMBOLS[type]}
                </span>
                <p className="m-0 flex-1 break-words text-sm">
                  {message}
                  {link && (
                    <>
                      {' '}
                      <a href={link.href} className="font-semibold text-current underline">
                        {link.label}
                      </a>
                    </>
                  )}
                </p>
                <button
                  type="button"
                  aria-label={t('api.dismiss')}
                  onClick={() => dismissToast(id)}
                  className="-my-1 -mr-2 shrink-0 cursor-pointer rounded border-0 bg-transparent px-2 py-1 text-lg leading-none text-current focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-current focus-visible:outline-solid"
                >
                  <span aria-hidden="true">×</span>
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
