import { useCallback, useEffect, useReducer, useRef, type CSSProperties } from 'react';
import type { ResponsiveImage } from '../../schema/catalog';
import { srcsetOf } from '../../schema/catalog-values';
import { useT } from './use-t';

/** Spec §9: a failed image is tried this many times in all before the fallback shows. */
export const MAX_IMAGE_ATTEMPTS = 3;
/** The wait before the second and the third attempt: a server that stumbled gets time to recover. */
export const IMAGE_RETRY_DELAYS_MS: readonly number[] = [500, 1500];
/** Spec §9: the cache holds 200 images. */
export const LOADED_IMAGE_CACHE_SIZE = 200;

/*
 * Images the browser has already fetched during this visit. Coming back to a page then
 * draws them as loaded at once, without the placeholder flashing. Least recently seen
 * first, so the bound drops what the shopper has not looked at for the longest.
 */
const loadedUrls = new Map<string, true>();

export const loadedImageCache = {
  has(url: string): boolean {
    return loadedUrls.has(url);
  },
  /** Records a loaded image, or marks a known one as the most recently seen. */
  remember(url: string): void {
    loadedUrls.delete(url);
    loadedUrls.set(url, true);
    while (loadedUrls.size > LOADED_IMAGE_CACHE_SIZE) {
      const oldest = loadedUrls.keys().next();
      if (oldest.done) break;
      loadedUrls.delete(oldest.value);
    }
  },
  get size(): number {
    return loadedUrls.size;
  },
  clear(): void {
    loadedUrls.clear();
  },
};

/**
 * Spec §4: loading → loaded | error. A failure before the last attempt keeps the image
 * `loading` and waits (`retryPending`) before the next attempt starts.
 */
export type ImageLoadState =
  | { status: 'loading'; attempt: number; retryPending: boolean }
  | { status: 'loaded'; attempt: number }
  | { status: 'error'; attempt: number };

export type ImageLoadEvent = { type: 'load' } | { type: 'fail' } | { type: 'retry' };

export function initialImageState(known: boolean): ImageLoadState {
  return known ? { status: 'loaded', attempt: 1 } : { status: 'loading', attempt: 1, retryPending: false };
}

export function imageLoadReducer(state: ImageLoadState, event: ImageLoadEvent): ImageLoadState {
  if (state.status !== 'loading') return state;
  switch (event.type) {
    case 'load':
      return state.retryPending ? state : { status: 'loaded', attempt: state.attempt };
    case 'fail':
      if (state.retryPending) return state;
      return state.attempt >= MAX_IMAGE_ATTEMPTS ? { status: 'error', attempt: state.attempt } : { ...state, retryPending: true };
    case 'retry':
      return state.retryPending ? { status: 'loading', attempt: state.attempt + 1, retryPending: false } : state;
  }
}

export type LazyImageProps = {
  image: ResponsiveImage;
  /** The `sizes` attribute: how wide the image is drawn, so the browser picks the right rendition. */
  sizes?: string;
  /**
   * The first image a shopper sees (the largest paint): fetched at once with high priority.
   * Every other image waits until it nears the viewport.
   */
  priority?: boolean;
  /** Width over height of the box; the image's own proportions unless a layout needs a uniform grid. */
  aspectRatio?: number;
  fit?: 'cover' | 'contain';
  /** Classes of the box that holds the image (rounding, borders, hover effects). */
  className?: string;
};

/**
 * A responsive image that never shifts the layout: its box takes the image's proportions
 * before a byte has arrived. Shows a placeholder while loading, tries a failed image again
 * with growing pauses, and ends on a described fallback rather than a broken-image icon.
 *
 * @example
 * <LazyImage image={product.image} sizes="(min-width: 768px) 25vw, 50vw" />
 */
export function LazyImage({ image, ...rest }: LazyImageProps) {
  // A different picture starts its own life: new state, new attempts.
  return <LazyImageBox key={image.src} image={image} {...rest} />;
}

function LazyImageBox({ image, sizes = '100vw', priority = false, aspectRatio, fit = 'cover', className = '' }: LazyImageProps) {
  const { t } = useT();
  const [state, dispatch] = useReducer(imageLoadReducer, loadedImageCache.has(image.src), initialImageState);
  const retryPending = state.status === 'loading' && state.retryPending;

  useEffect(() => {
    if (!retryPending) return;
    const timer = setTimeout(() => dispatch({ type: 'retry' }), IMAGE_RETRY_DELAYS_MS[state.attempt - 1] ?? 0);
    return () => clearTimeout(timer);
  }, [retryPending, state.attempt]);

  const onLoad = useCallback(() => {
    loadedImageCache.remember(image.src);
    dispatch({ type: 'load' });
  }, [image.src]);

  /*
   * A server-rendered image may finish before the page hydrates, and its load event is then
   * gone: ask the element itself once it is in React's hands. In an effect, after the page
   * is drawn: a page hydrates with dozens of such images, and updating them all in the same
   * task as the hydration would make it one long task.
   */
  const imageRef = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const element = imageRef.current;
    if (!element || !element.complete || !element.getAttribute('src')) return;
    if (element.naturalWidth > 0) onLoad();
    else dispatch({ type: 'fail' });
  }, [onLoad, state.attempt]);

  const boxStyle: CSSProperties = { aspectRatio: aspectRatio === undefined ? `${image.width} / ${image.height}` : String(aspectRatio) };
  const fitClass = fit === 'cover' ? 'object-cover' : 'object-contain';
  const unavailable = t('kit.lazyImage.unavailable');

  return (
    <span className={`relative block overflow-hidden ${className}`} style={boxStyle} data-image-state={state.status}>
      {state.status !== 'loaded' && (
        <span aria-hidden="true" className="absolute inset-0 bg-gray-500/10" data-image-placeholder="" />
      )}
      {state.status === 'error' ? (
        <span
          className="absolute inset-0 flex flex-col items-center justify-center gap-1 p-2 text-center text-xs text-desc"
          {...(image.alt ? { role: 'img', 'aria-label': t('kit.lazyImage.unavailableNamed', { alt: image.alt }) } : { 'aria-hidden': true })}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="1.5">
            <rect x="3" y="4" width="18" height="16" rx="2" />
            <path d="m3 16 5-5 4 4 3-3 6 6M4 4l16 16" />
          </svg>
          <span aria-hidden="true">{unavailable}</span>
        </span>
      ) : retryPending ? null : (
        <img
          // A new element for each attempt: setting the same src again would not fetch anything.
          key={state.attempt}
          ref={imageRef}
          src={image.src}
          srcSet={srcsetOf(image)}
          sizes={sizes}
          width={image.width}
          height={image.height}
          alt={image.alt}
          onLoad={onLoad}
          onError={() => dispatch({ type: 'fail' })}
          className={`absolute inset-0 h-full w-full ${fitClass}`}
          {...(priority ? ({ loading: 'eager', fetchPriority: 'high' } as const) : ({ loading: 'lazy', decoding: 'async' } as const))}
        />
      )}
    </span>
  );
}
