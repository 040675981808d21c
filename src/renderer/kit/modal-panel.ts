import { useEffect, type KeyboardEvent, type RefObject } from 'react';

/*
 * A panel that covers the page while open (the header's menu and the category menu on a
 * phone): focus starts inside it, Tab and Shift+Tab go round inside it, and the page behind
 * does not scroll. The caller closes it (Escape, its close button, its backdrop) and puts
 * focus back on the button that opened it. The cart drawer keeps Tab inside the same way.
 */

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

/** While `open`: focus moves to `first` and the page behind stays where it is. */
export function useModalPanel(open: boolean, first: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    if (!open) return;
    first.current?.focus();
    const root = document.documentElement;
    const before = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = before;
    };
  }, [open, first]);
}

/** Keeps Tab inside `panel`: past its last shown control to its first, and back. */
export function keepTabInside(event: KeyboardEvent, panel: HTMLElement | null): void {
  if (event.key !== 'Tab' || !panel) return;
  // Controls in a closed sub-list take no focus, so they do not count; where nothing is laid
  // out at all (a document drawn without layout) there is no telling, and every control counts.
  const laidOut = panel.getClientRects().length > 0;
  const shown = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => !laidOut || element.getClientRects().length > 0);
  const first = shown[0];
  const last = shown.at(-1);
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
