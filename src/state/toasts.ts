import { proxy } from 'valtio/vanilla';

/** Spec §9: how long a toast stays by default. */
export const TOAST_DURATION_MS = 1000;

export type ToastType = 'error' | 'success' | 'info';

export type Toast = {
  id: number;
  type: ToastType;
  message: string;
  /** Milliseconds before it leaves by itself; `Infinity` (or 0) keeps it until dismissed. */
  duration: number;
  /** Where the news leads (the product a review was accepted on); a same-site path. */
  link?: ToastLink;
};

export type ToastLink = { href: string; label: string };

export type ToastOptions = { type: ToastType; message: string; duration?: number; link?: ToastLink };

export const toastStore = proxy<{ toasts: Toast[] }>({ toasts: [] });

// Timers live outside the proxy: they are not state anyone renders.
const timers = new Map<number, ReturnType<typeof setTimeout>>();
let lastId = 0;

/**
 * Shows a toast and returns its id. The same message of the same type already on screen is
 * not stacked again (several failing requests at once would otherwise pile up copies);
 * its timer starts over instead.
 */
export function showToast({ type, message, duration = TOAST_DURATION_MS, link }: ToastOptions): number {
  const shown = toastStore.toasts.find((toast) => toast.type === type && toast.message === message);
  if (shown) {
    shown.duration = duration;
    scheduleDismiss(shown.id, duration);
    return shown.id;
  }
  const id = ++lastId;
  toastStore.toasts.push(link ? { id, type, message, duration, link } : { id, type, message, duration });
  scheduleDismiss(id, duration);
  return id;
}

export function dismissToast(id: number): void {
  clearTimer(id);
  const index = toastStore.toasts.findIndex((toast) => toast.id === id);
  if (index !== -1) toastStore.toasts.splice(index, 1);
}

/**
 * Holds a toast on screen while the pointer or keyboard focus is on it, so a reader who
 * needs longer than the default second (WCAG 2.2.1) can finish reading or reach its button.
 */
export function holdToast(id: number): void {
  clearTimer(id);
}

/** Lets a held toast leave again, after its full duration. */
export function releaseToast(id: number): void {
  const toast = toastStore.toasts.find((candidate) => candidate.id === id);
  if (toast) scheduleDismiss(id, toast.duration);
}

export function dismissAllToasts(): void {
  for (const id of timers.keys()) clearTimer(id);
  toastStore.toasts.splice(0);
}

function scheduleDismiss(id: number, duration: number): void {
  clearTimer(id);
  if (Number.isFinite(duration) && duration > 0)
    timers.set(
      id,
      setTimeout(() => dismissToast(id), duration),
    );
}

function clearTimer(id: number): void {
  const timer = timers.get(id);
  if (timer !== undefined) clearTimeout(timer);
  timers.delete(id);
}
