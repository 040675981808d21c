import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { ResponsiveImage } from '../../schema/catalog';
import { createTestI18n, renderWithI18n } from '../react/test-utils';
import {
  IMAGE_RETRY_DELAYS_MS,
  imageLoadReducer,
  initialImageState,
  LazyImage,
  LOADED_IMAGE_CACHE_SIZE,
  loadedImageCache,
  MAX_IMAGE_ATTEMPTS,
} from './lazy-image';

function mugImage(name = 'mug', alt = 'A sage stoneware mug'): ResponsiveImage {
  return {
    src: `/images/p/${name}/1-640.webp`,
    srcset: [320, 640, 960, 1280].map((width) => ({ src: `/images/p/${name}/1-${width}.webp`, width })),
    width: 1280,
    height: 960,
    alt,
  };
}

function theImage(): HTMLImageElement {
  const image = document.querySelector('img');
  if (!image) throw new Error('no <img> on screen');
  return image;
}

const stateOf = (container: HTMLElement) => container.querySelector('[data-image-state]')?.getAttribute('data-image-state');

beforeEach(() => loadedImageCache.clear());
afterEach(() => vi.useRealTimers());

describe('imageLoadReducer', () => {
  test('loading ends loaded on load', () => {
    expect(imageLoadReducer(initialImageState(false), { type: 'load' })).toEqual({ status: 'loaded', attempt: 1 });
  });

  test('a failure waits for a retry, which is a new attempt, until the attempts run out', () => {
    let state = initialImageState(false);
    for (let attempt = 1; attempt < MAX_IMAGE_ATTEMPTS; attempt++) {
      state = imageLoadReducer(state, { type: 'fail' });
      expect(state).toEqual({ status: 'loading', attempt, retryPending: true });
      state = imageLoadReducer(state, { type: 'retry' });
      expect(state).toEqual({ status: 'loading', attempt: attempt + 1, retryPending: false });
    }
    expect(imageLoadReducer(state, { type: 'fail' })).toEqual({ status: 'error', attempt: MAX_IMAGE_ATTEMPTS });
  });

  test('loaded and error are final', () => {
    const loaded = initialImageState(true);
    expect(loaded.status).toBe('loaded');
    expect(imageLoadReducer(loaded, { type: 'fail' })).toBe(loaded);
    const failed = { status: 'error', attempt: 3 } as const;
    expect(imageLoadReducer(failed, { type: 'retry' })).toBe(failed);
    expect(imageLoadReducer(failed, { type: 'load' })).toBe(failed);
  });

  test('a stray event from the failed element is ignored while a retry is pending', () => {
    const waiting = imageLoadReducer(initialImageState(false), { type: 'fail' });
    expect(imageLoadReducer(waiting, { type: 'fail' })).toBe(waiting);
    expect(imageLoadReducer(waiting, { type: 'load' })).toBe(waiting);
  });
});

describe('LazyImage', () => {
  test('reserves the image proportions and offers every rendition', async () => {
    const { container } = await renderWithI18n(<LazyImage image={mugImage()} sizes="(min-width: 768px) 25vw, 50vw" />);
    const box = container.querySelector<HTMLElement>('[data-image-state]');
    expect(box?.style.aspectRatio).toBe('1280 / 960');
    const image = screen.getByRole('img', { name: 'A sage stoneware mug' });
    expect(image.getAttribute('width')).toBe('1280');
    expect(image.getAttribute('height')).toBe('960');
    expect(image.getAttribute('srcset')).toBe(
      '/images/p/mug/1-320.webp 320w, /images/p/mug/1-640.webp 640w, /images/p/mug/1-960.webp 960w, /images/p/mug/1-1280.webp 1280w',
    );
    expect(image.getAttribute('sizes')).toBe('(min-width: 768px) 25vw, 50vw');
  });

  test('a layout may ask for a uniform box instead', async () => {
    const { container } = await renderWithI18n(<LazyImage image={mugImage()} aspectRatio={1} fit="contain" />);
    expect(container.querySelector<HTMLElement>('[data-image-state]')?.style.aspectRatio).toBe('1 / 1');
    expect(theImage().className).toContain('object-contain');
  });

  test('waits to be near the viewport unless it is the priority image', async () => {
    const { unmount } = await renderWithI18n(<LazyImage image={mugImage()} />);
    expect(theImage().getAttribute('loading')).toBe('lazy');
    expect(theImage().getAttribute('decoding')).toBe('async');
    expect(theImage().hasAttribute('fetchpriority')).toBe(false);
    unmount();

    await renderWithI18n(<LazyImage image={mugImage()} priority />);
    expect(theImage().getAttribute('loading')).toBe('eager');
    expect(theImage().getAttribute('fetchpriority')).toBe('high');
  });

  test('shows a placeholder while loading and drops it once loaded', async () => {
    const { container } = await renderWithI18n(<LazyImage image={mugImage()} />);
    expect(stateOf(container)).toBe('loading');
    expect(container.querySelector('[data-image-placeholder]')).not.toBeNull();
    fireEvent.load(theImage());
    expect(stateOf(container)).toBe('loaded');
    expect(container.querySelector('[data-image-placeholder]')).toBeNull();
  });

  test('tries a failing image three times with growing pauses, then says it is unavailable', async () => {
    vi.useFakeTimers();
    const { container } = await renderWithI18n(<LazyImage image={mugImage()} />);
    const requested: HTMLImageElement[] = [];

    for (let attempt = 1; attempt <= MAX_IMAGE_ATTEMPTS; attempt++) {
      const image = theImage();
      expect(requested).not.toContain(image);
      requested.push(image);
      fireEvent.error(image);
      if (attempt === MAX_IMAGE_ATTEMPTS) break;

      expect(stateOf(container)).toBe('loading');
      expect(container.querySelector('img')).toBeNull();
      const pause = IMAGE_RETRY_DELAYS_MS[attempt - 1]!;
      act(() => vi.advanceTimersByTime(pause - 1));
      expect(container.querySelector('img')).toBeNull();
      act(() => vi.advanceTimersByTime(1));
    }

    expect(IMAGE_RETRY_DELAYS_MS[1]).toBeGreaterThan(IMAGE_RETRY_DELAYS_MS[0]!);
    expect(stateOf(container)).toBe('error');
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('img', { name: 'A sage stoneware mug (image unavailable)' })).toBeTruthy();
    expect(screen.getByText('Image unavailable')).toBeTruthy();
    act(() => vi.advanceTimersByTime(60_000));
    expect(container.querySelector('img')).toBeNull();
  });

  test('a retry that succeeds ends loaded', async () => {
    vi.useFakeTimers();
    const { container } = await renderWithI18n(<LazyImage image={mugImage()} />);
    fireEvent.error(theImage());
    act(() => vi.advanceTimersByTime(IMAGE_RETRY_DELAYS_MS[0]!));
    fireEvent.load(theImage());
    expect(stateOf(container)).toBe('loaded');
    expect(loadedImageCache.has(mugImage().src)).toBe(true);
  });

  test('a decorative image that fails leaves nothing for a screen reader', async () => {
    vi.useFakeTimers();
    const { container } = await renderWithI18n(<LazyImage image={mugImage('mug', '')} />);
    for (let attempt = 1; attempt <= MAX_IMAGE_ATTEMPTS; attempt++) {
      fireEvent.error(theImage());
      act(() => vi.advanceTimersByTime(10_000));
    }
    expect(stateOf(container)).toBe('error');
    expect(screen.queryByRole('img')).toBeNull();
  });

  test('an image seen before on this visit is drawn loaded at once', async () => {
    const first = await renderWithI18n(<LazyImage image={mugImage()} />);
    fireEvent.load(theImage());
    first.unmount();

    const again = await renderWithI18n(<LazyImage image={mugImage()} />);
    expect(stateOf(again.container)).toBe('loaded');
    expect(again.container.querySelector('[data-image-placeholder]')).toBeNull();
  });

  test('a new picture in the same place starts loading afresh', async () => {
    const { container, rerender } = await renderWithI18n(<LazyImage image={mugImage('mug')} />);
    fireEvent.load(theImage());
    rerender(<LazyImage image={mugImage('tote', 'A canvas tote')} />);
    expect(stateOf(container)).toBe('loading');
    expect(screen.getByRole('img', { name: 'A canvas tote' })).toBeTruthy();
  });
});

describe('LazyImage over server HTML', () => {
  /** The server's markup for one image, in the document, with the picture already settled as the browser left it. */
  async function serverImage(settled: { naturalWidth: number }) {
    const i18n = await createTestI18n('en');
    const ui = (
      <I18nextProvider i18n={i18n}>
        <LazyImage image={mugImage()} priority />
      </I18nextProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(ui);
    document.body.append(container);
    // The picture finished before the script arrived: its load or error event has come and gone.
    const image = container.querySelector('img')!;
    Object.defineProperty(image, 'complete', { value: true });
    Object.defineProperty(image, 'naturalWidth', { value: settled.naturalWidth });
    return { container, ui };
  }

  test('an image that loaded before the page hydrated is drawn loaded, its placeholder gone', async () => {
    const { container, ui } = await serverImage({ naturalWidth: 640 });
    expect(stateOf(container)).toBe('loading');
    const root = await act(async () => hydrateRoot(container, ui));
    await waitFor(() => expect(stateOf(container)).toBe('loaded'));
    expect(container.querySelector('[data-image-placeholder]')).toBeNull();
    act(() => root.unmount());
    container.remove();
  });

  test('an image that failed before the page hydrated is tried again', async () => {
    const { container, ui } = await serverImage({ naturalWidth: 0 });
    const root = await act(async () => hydrateRoot(container, ui));
    // The failed element makes way for the next attempt.
    await waitFor(() => expect(container.querySelector('img')).toBeNull());
    expect(stateOf(container)).toBe('loading');
    act(() => root.unmount());
    container.remove();
  });
});

describe('loadedImageCache', () => {
  test(`holds at most ${LOADED_IMAGE_CACHE_SIZE} images, forgetting the least recently seen`, () => {
    for (let index = 0; index < LOADED_IMAGE_CACHE_SIZE; index++) loadedImageCache.remember(`/images/p/item-${index}/1-640.webp`);
    expect(loadedImageCache.size).toBe(LOADED_IMAGE_CACHE_SIZE);

    // Seeing the first again makes the second the oldest.
    loadedImageCache.remember('/images/p/item-0/1-640.webp');
    loadedImageCache.remember('/images/p/one-more/1-640.webp');

    expect(loadedImageCache.size).toBe(LOADED_IMAGE_CACHE_SIZE);
    expect(loadedImageCache.has('/images/p/item-0/1-640.webp')).toBe(true);
    expect(loadedImageCache.has('/images/p/item-1/1-640.webp')).toBe(false);
    expect(loadedImageCache.has('/images/p/one-more/1-640.webp')).toBe(true);
  });

  test('an image pushed out of the cache loads with a placeholder again', async () => {
    const first = await renderWithI18n(<LazyImage image={mugImage('first')} />);
    fireEvent.load(theImage());
    first.unmount();
    for (let index = 0; index < LOADED_IMAGE_CACHE_SIZE; index++) loadedImageCache.remember(`/images/p/item-${index}/1-640.webp`);

    const again = await renderWithI18n(<LazyImage image={mugImage('first')} />);
    expect(stateOf(again.container)).toBe('loading');
  });
});
