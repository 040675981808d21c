import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import {
  LoadingSpinner,
  PROGRESS_CEILING,
  PROGRESS_FADE_MS,
  PROGRESS_MINIMUM,
  PROGRESS_TRICKLE_MS,
  ProgressBar,
  trickle,
} from './loading-indicators';
import { renderWithI18n } from './test-utils';

describe('trickle', () => {
  test('always moves forward, slower near the end, and never reaches the end', () => {
    let progress = PROGRESS_MINIMUM;
    let lastStep = Infinity;
    for (let i = 0; i < 500; i++) {
      const next = trickle(progress);
      expect(next).toBeGreaterThanOrEqual(progress);
      expect(next - progress).toBeLessThanOrEqual(lastStep + 1e-9);
      lastStep = next - progress;
      progress = next;
    }
    expect(progress).toBeGreaterThanOrEqual(0.99);
    expect(progress).toBeLessThanOrEqual(PROGRESS_CEILING);
  });
});

describe('ProgressBar', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  test('spec constants', () => {
    expect(PROGRESS_MINIMUM).toBe(0.08);
    expect(PROGRESS_TRICKLE_MS).toBe(800);
  });

  test('starts at 8%, creeps every 800 ms, fills, fades and goes', async () => {
    const { rerender } = await renderWithI18n(<ProgressBar active={false} />);
    expect(screen.queryByRole('progressbar')).toBeNull();

    rerender(<ProgressBar active />);
    const bar = screen.getByRole('progressbar', { name: 'Page loading' });
    expect(bar.getAttribute('aria-valuenow')).toBe('8');

    act(() => vi.advanceTimersByTime(PROGRESS_TRICKLE_MS - 1));
    expect(bar.getAttribute('aria-valuenow')).toBe('8');
    act(() => vi.advanceTimersByTime(1));
    const afterOne = Number(bar.getAttribute('aria-valuenow'));
    expect(afterOne).toBeGreaterThan(8);
    act(() => vi.advanceTimersByTime(PROGRESS_TRICKLE_MS * 3));
    const afterFour = Number(bar.getAttribute('aria-valuenow'));
    expect(afterFour).toBeGreaterThan(afterOne);
    expect(afterFour).toBeLessThan(100);

    rerender(<ProgressBar active={false} />);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    act(() => vi.advanceTimersByTime(PROGRESS_FADE_MS));
    expect(screen.getByRole('progressbar').className).toContain('opacity-0');
    act(() => vi.advanceTimersByTime(PROGRESS_FADE_MS));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  test('a new navigation during the fade starts again from 8%', async () => {
    const { rerender } = await renderWithI18n(<ProgressBar active />);
    act(() => vi.advanceTimersByTime(PROGRESS_TRICKLE_MS * 2));
    rerender(<ProgressBar active={false} />);
    rerender(<ProgressBar active />);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('8');
    act(() => vi.advanceTimersByTime(PROGRESS_FADE_MS * 3));
    expect(screen.getByRole('progressbar')).toBeTruthy();
  });

  test('animations only play for people who have not asked for reduced motion', async () => {
    await renderWithI18n(<ProgressBar active />);
    const bar = screen.getByRole('progressbar');
    const animated = [bar, ...bar.querySelectorAll('*')].flatMap((el) => el.className.split(/\s+/)).filter((c) => c.includes('transition'));
    expect(animated.length).toBeGreaterThan(0);
    for (const utility of animated) expect(utility.startsWith('motion-safe:')).toBe(true);
  });
});

describe('LoadingSpinner', () => {
  test('announces loading politely, in the shopper language', async () => {
    await renderWithI18n(<LoadingSpinner />, { locale: 'zh-HK' });
    expect(screen.getByRole('status').textContent).toBe('載入中…');
  });
});
