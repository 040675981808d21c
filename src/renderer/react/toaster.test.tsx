import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissAllToasts, showToast, TOAST_DURATION_MS } from '../../state/toasts';
import { renderWithI18n } from './test-utils';
import { Toaster } from './toaster';

// Valtio tells React about a change a microtask later, so every change is awaited inside act.
beforeEach(() => {
  vi.useFakeTimers();
  dismissAllToasts();
});
afterEach(() => {
  vi.useRealTimers();
});

const notifications = () => screen.queryByRole('list', { name: 'Notifications' });

describe('Toaster', () => {
  it('keeps a polite live region in the page, empty until a toast arrives', async () => {
    const { container } = await renderWithI18n(<Toaster />);
    const region = container.querySelector('[aria-live="polite"]');
    expect(region).not.toBeNull();
    expect(notifications()).toBeNull();

    await act(async () => {
      showToast({ type: 'success', message: 'Saved to your wish list' });
    });
    expect(within(notifications()!).getByText('Saved to your wish list')).toBeTruthy();
    expect(region?.contains(notifications())).toBe(true);
  });

  it('offers the link a piece of news leads to, reachable by keyboard', async () => {
    await renderWithI18n(<Toaster />);
    await act(async () => {
      showToast({ type: 'success', message: 'Your review of Linen shirt is now published.', link: { href: '/product/linen-shirt', label: 'See it on the product page' } });
    });
    const link = within(notifications()!).getByRole('link', { name: 'See it on the product page' });
    expect(link.getAttribute('href')).toBe('/product/linen-shirt');
    expect(link.closest('p')?.textContent).toContain('Your review of Linen shirt is now published.');
  });

  it('announces errors as alerts, and the other kinds politely', async () => {
    await renderWithI18n(<Toaster />);
    await act(async () => {
      showToast({ type: 'error', message: 'Out of stock' });
      showToast({ type: 'info', message: 'Prices shown in HKD' });
    });
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([expect.stringContaining('Out of stock')]);
    expect(screen.getByText('Prices shown in HKD').closest('[role="alert"]')).toBeNull();
  });

  it('colours each kind with its theme colour', async () => {
    await renderWithI18n(<Toaster />);
    await act(async () => {
      showToast({ type: 'error', message: 'E' });
      showToast({ type: 'success', message: 'S' });
      showToast({ type: 'info', message: 'I' });
    });
    const classOf = (text: string) => screen.getByText(text).closest('li')?.className ?? '';
    expect(classOf('E')).toContain('bg-error');
    expect(classOf('S')).toContain('bg-success');
    expect(classOf('I')).toContain('bg-info');
  });

  it('goes away by itself after 1000 ms', async () => {
    await renderWithI18n(<Toaster />);
    await act(async () => {
      showToast({ type: 'info', message: 'Copied' });
    });
    await act(async () => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.queryByText('Copied')).not.toBeNull();
    await act(async () => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Copied')).toBeNull();
  });

  it('can be reached with Tab and dismissed with Enter', async () => {
    // user-event waits on real timers between steps; a toast that stays until dismissed keeps
    // this test about the keyboard, not the clock.
    vi.useRealTimers();
    const keyboard = userEvent.setup();
    await renderWithI18n(<Toaster />);
    await act(async () => {
      showToast({ type: 'error', message: 'Payment declined', duration: Infinity });
    });
    await keyboard.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Dismiss notification' }));
    await keyboard.keyboard('{Enter}');
    expect(screen.queryByText('Payment declined')).toBeNull();
  });

  it('stays while focus is on it, and leaves a full duration after focus moves away', async () => {
    await renderWithI18n(<Toaster />);
    await act(async () => {
      showToast({ type: 'error', message: 'Payment declined' });
    });
    const dismiss = screen.getByRole('button', { name: 'Dismiss notification' });
    await act(async () => dismiss.focus());
    await act(async () => vi.advanceTimersByTime(10 * TOAST_DURATION_MS));
    expect(screen.queryByText('Payment declined')).not.toBeNull();

    await act(async () => dismiss.blur());
    await act(async () => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.queryByText('Payment declined')).not.toBeNull();
    await act(async () => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Payment declined')).toBeNull();
  });

  it('is dismissed with Escape while focus is on it, leaving the others', async () => {
    await renderWithI18n(<Toaster />);
    await act(async () => {
      showToast({ type: 'info', message: 'First' });
      showToast({ type: 'info', message: 'Second' });
    });
    const [firstDismiss] = screen.getAllByRole('button', { name: 'Dismiss notification' });
    await act(async () => firstDismiss?.focus());
    await act(async () => {
      fireEvent.keyDown(firstDismiss!, { key: 'Escape' });
    });
    expect(screen.queryByText('First')).toBeNull();
    expect(screen.queryByText('Second')).not.toBeNull();
  });

  it('stays while the pointer is on it, and leaves after its time once the pointer moves off', async () => {
    await renderWithI18n(<Toaster />);
    await act(async () => {
      showToast({ type: 'success', message: 'Address saved' });
    });
    const toast = screen.getByText('Address saved').closest('li')!;
    await act(async () => {
      fireEvent.mouseEnter(toast);
    });
    await act(async () => vi.advanceTimersByTime(5 * TOAST_DURATION_MS));
    expect(screen.queryByText('Address saved')).not.toBeNull();
    await act(async () => {
      fireEvent.mouseLeave(toast);
    });
    await act(async () => vi.advanceTimersByTime(TOAST_DURATION_MS));
    expect(screen.queryByText('Address saved')).toBeNull();
  });

  it('speaks the page language', async () => {
    await renderWithI18n(<Toaster />, { locale: 'zh-HK' });
    await act(async () => {
      showToast({ type: 'info', message: '已加入購物車' });
    });
    expect(screen.getByRole('list', { name: '通知' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '關閉通知' })).toBeTruthy();
  });
});
