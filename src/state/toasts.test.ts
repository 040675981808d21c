import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { dismissAllToasts, dismissToast, holdToast, releaseToast, showToast, TOAST_DURATION_MS, toastStore } from './toasts';

beforeEach(() => {
  vi.useFakeTimers();
  dismissAllToasts();
});
afterEach(() => {
  vi.useRealTimers();
});

const messages = () => toastStore.toasts.map((toast) => toast.message);

it('shows a toast for 1000 ms by default, then takes it away', () => {
  expect(TOAST_DURATION_MS).toBe(1000);
  showToast({ type: 'success', message: 'Saved' });
  expect(toastStore.toasts).toMatchObject([{ type: 'success', message: 'Saved', duration: 1000 }]);
  vi.advanceTimersByTime(999);
  expect(messages()).toEqual(['Saved']);
  vi.advanceTimersByTime(1);
  expect(messages()).toEqual([]);
});

it('keeps a toast for the duration asked for', () => {
  showToast({ type: 'info', message: 'Long', duration: 5000 });
  vi.advanceTimersByTime(4999);
  expect(messages()).toEqual(['Long']);
  vi.advanceTimersByTime(1);
  expect(messages()).toEqual([]);
});

it('can be dismissed before its time', () => {
  const id = showToast({ type: 'error', message: 'Oops' });
  showToast({ type: 'info', message: 'Other' });
  dismissToast(id);
  expect(messages()).toEqual(['Other']);
});

it('does not stack the same message twice, restarting its time instead', () => {
  showToast({ type: 'error', message: 'Offline' });
  vi.advanceTimersByTime(800);
  showToast({ type: 'error', message: 'Offline' });
  showToast({ type: 'info', message: 'Offline' });
  expect(toastStore.toasts.map((toast) => toast.type)).toEqual(['error', 'info']);
  vi.advanceTimersByTime(800);
  expect(messages()).toEqual(['Offline', 'Offline']);
  vi.advanceTimersByTime(200);
  expect(messages()).toEqual([]);
});

it('stays while held and leaves a full duration after release', () => {
  const id = showToast({ type: 'error', message: 'Read me' });
  holdToast(id);
  vi.advanceTimersByTime(10_000);
  expect(messages()).toEqual(['Read me']);
  releaseToast(id);
  vi.advanceTimersByTime(999);
  expect(messages()).toEqual(['Read me']);
  vi.advanceTimersByTime(1);
  expect(messages()).toEqual([]);
});

it('keeps an Infinity toast until dismissed', () => {
  showToast({ type: 'info', message: 'Sticky', duration: Infinity });
  vi.advanceTimersByTime(60_000);
  expect(messages()).toEqual(['Sticky']);
});
