import { useCallback, useEffect, useId, useRef, useState, useSyncExternalStore, type KeyboardEvent, type ReactNode } from 'react';
import type { ProductSource } from '../../schema/catalog';
import { dataSourceKey } from '../../schema/catalog-values';
import { LazyImage } from '../../renderer/kit/lazy-image';
import { usePage } from '../../renderer/kit/page-context';
import { ProductCard } from '../../renderer/kit/product-card';
import { sourceLists } from '../../renderer/kit/data-sources';
import { PageDataError, pageData, readPageData } from '../../renderer/kit/read-page-data';
import type { ProductSlidesProps, SlideImage } from './schema';
import { useT } from '../../renderer/kit/use-t';

// The block's own entry of `data.sources`, named by its `source` prop: read in ProductCarousel, so not a prop.
const productSummaries = pageData(() => import('../../schema/catalog').then((catalog) => catalog.productSummarySchema.array()));
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeToMotionPreference(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** True when the shopper's system asks for less motion. The server assumes it does: nothing moves before hydration. */
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeToMotionPreference,
    () => typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION).matches,
    () => true,
  );
}

export default function ProductSlides(props: ProductSlidesProps) {
  const { t } = useT();
  if (props.source) return <ProductCarousel {...props} source={props.source} />;
  const images = props.images ?? [];
  return (
    <Carousel heading={props.heading} fallbackLabel={t('blocks.product-slides.images')} kind="images" autoAdvance={props.autoAdvance} intervalSeconds={props.intervalSeconds}>
      {images.map((slide, index) => (
        <ImageSlide key={`${slide.image.src}-${index}`} slide={slide} ratio={ratioOf(images)} priority={props.priority && index === 0} />
      ))}
    </Carousel>
  );
}

function ratioOf(images: readonly SlideImage[]): number {
  const first = images[0]?.image;
  return first ? first.width / first.height : 16 / 9;
}

function ProductCarousel(props: ProductSlidesProps & { source: ProductSource }) {
  const { t } = useT();
  const { data } = usePage();
  const key = dataSourceKey(props.source);
  const sources = readPageData(data, 'sources', sourceLists);
  if (!sources || !Object.hasOwn(sources, key)) {
    throw new PageDataError(`Page data has no data.sources["${key}"] for this block's source; the server fills it for every block that names one`);
  }
  const products = readPageData(sources, key, productSummaries, ['data', 'sources']).slice(0, props.source.limit);
  return (
    <Carousel heading={props.heading} fallbackLabel={t('blocks.product-slides.products')} kind="products" autoAdvance={props.autoAdvance} intervalSeconds={props.intervalSeconds}>
      {products.map((product, index) => (
        <ProductCard
          key={product.slug}
          product={product}
          headingLevel={props.heading ? 3 : 2}
          priority={props.priority && index === 0}
          sizes="(min-width: 1280px) 300px, (min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw"
        />
      ))}
    </Carousel>
  );
}

function ImageSlide({ slide, ratio, priority }: { slide: SlideImage; ratio: number; priority: boolean }) {
  const picture = <LazyImage image={slide.image} aspectRatio={ratio} priority={priority} sizes="(min-width: 1280px) 1280px, 100vw" className="rounded-theme" />;
  return (
    <figure className="flex flex-col gap-2">
      {slide.href ? (
        <a href={slide.href} className="block rounded-theme">
          {picture}
        </a>
      ) : (
        picture
      )}
      {slide.caption && <figcaption className="text-sm text-desc">{slide.caption}</figcaption>}
    </figure>
  );
}

/** Class names spelled out whole, so the stylesheet generator finds them. */
const SLIDE_WIDTH = {
  products: 'w-[calc((100%-1rem)/2)] md:w-[calc((100%-2rem)/3)] lg:w-[calc((100%-3rem)/4)]',
  images: 'w-full',
} as const;

/**
 * The carousel pattern: a labelled region of labelled slides ("2 of 8"), previous and next
 * buttons, arrow keys (Home and End too) moving between slides, and scroll snapping so a
 * swipe on a touch screen lands on a slide. Moves by itself only when asked to, never for
 * shoppers who ask for reduced motion, and never while the pointer or focus is on it.
 */
function Carousel({
  heading,
  fallbackLabel,
  kind,
  autoAdvance,
  intervalSeconds,
  children,
}: Pick<ProductSlidesProps, 'heading' | 'autoAdvance' | 'intervalSeconds'> & { fallbackLabel: string; kind: keyof typeof SLIDE_WIDTH; children: ReactNode[] }) {
  const { t } = useT();
  const headingId = useId();
  const trackId = useId();
  const track = useRef<HTMLDivElement>(null);
  const slides = useRef<Array<HTMLDivElement | null>>([]);
  const reducedMotion = usePrefersReducedMotion();
  const [current, setCurrent] = useState(0);
  const [atEnd, setAtEnd] = useState(false);
  const [playing, setPlaying] = useState(true);
  const [held, setHeld] = useState({ pointer: false, focus: false });
  const count = children.length;
  const canAutoAdvance = autoAdvance && !reducedMotion && count > 1;
  const running = canAutoAdvance && playing && !held.pointer && !held.focus;

  const goTo = useCallback(
    (index: number, { focus = false } = {}) => {
      const next = Math.max(0, Math.min(index, count - 1));
      setCurrent(next);
      const slide = slides.current[next];
      const scroller = track.current;
      if (slide && scroller && typeof scroller.scrollTo === 'function') {
        scroller.scrollTo({ left: slide.offsetLeft, behavior: reducedMotion ? 'auto' : 'smooth' });
      }
      if (focus) slide?.focus({ preventScroll: true });
    },
    [count, reducedMotion],
  );

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => goTo(atEnd || current >= count - 1 ? 0 : current + 1), intervalSeconds * 1000);
    return () => clearInterval(timer);
  }, [running, current, atEnd, count, intervalSeconds, goTo]);

  /** After a swipe or a scroll by other means, the slide nearest the start is the current one. */
  const onScroll = () => {
    const scroller = track.current;
    if (!scroller || scroller.scrollWidth === 0) return;
    let nearest = 0;
    slides.current.forEach((slide, index) => {
      const nearestSlide = slides.current[nearest];
      if (slide && nearestSlide && Math.abs(slide.offsetLeft - scroller.scrollLeft) < Math.abs(nearestSlide.offsetLeft - scroller.scrollLeft)) {
        nearest = index;
      }
    });
    setCurrent(nearest);
    setAtEnd(scroller.scrollLeft + scroller.clientWidth >= scroller.scrollWidth - 2);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target instanceof HTMLInputElement || event.target instanceof HTMLSelectElement || event.target instanceof HTMLTextAreaElement) return;
    const target = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: count - 1 }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    goTo(target, { focus: true });
  };

  const button =
    'inline-flex h-10 w-10 items-center justify-center rounded-full border border-theme bg-background text-text hover:border-primary disabled:cursor-not-allowed disabled:opacity-40';
  const labelling = heading ? { 'aria-labelledby': headingId } : { 'aria-label': fallbackLabel };

  return (
    <section
      className="container"
      aria-roledescription="carousel"
      {...labelling}
      onPointerEnter={() => setHeld((state) => ({ ...state, pointer: true }))}
      onPointerLeave={() => setHeld((state) => ({ ...state, pointer: false }))}
      onFocus={() => setHeld((state) => ({ ...state, focus: true }))}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setHeld((state) => ({ ...state, focus: false }));
      }}
    >
      <div className="mb-4 flex items-center justify-between gap-4">
        {heading ? (
          <h2 id={headingId} className="text-heading font-title text-title">
            {heading}
          </h2>
        ) : (
          <span />
        )}
        {count > 1 && (
          <div className="flex items-center gap-2">
            {canAutoAdvance && (
              <button type="button" className={button} aria-controls={trackId} aria-label={t(playing ? 'blocks.product-slides.pause' : 'blocks.product-slides.play')} onClick={() => setPlaying(!playing)}>
                <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16" fill="currentColor">
                  {playing ? <path d="M7 5h3v14H7zM14 5h3v14h-3z" /> : <path d="M8 5v14l11-7z" />}
                </svg>
              </button>
            )}
            <button type="button" className={button} aria-controls={trackId} aria-label={t('blocks.product-slides.previous')} disabled={current === 0} onClick={() => goTo(current - 1)}>
              <span aria-hidden="true">‹</span>
            </button>
            <button
              type="button"
              className={button}
              aria-controls={trackId}
              aria-label={t('blocks.product-slides.next')}
              disabled={current >= count - 1 || atEnd}
              onClick={() => goTo(current + 1)}
            >
              <span aria-hidden="true">›</span>
            </button>
          </div>
        )}
      </div>
      {/* Says where the carousel is after a button press or a swipe; quiet while it moves by itself. */}
      <p className="sr-only" aria-live={running ? 'off' : 'polite'} data-carousel-status="">
        {t('blocks.product-slides.slide', { index: current + 1, count })}
      </p>
      <div
        ref={track}
        id={trackId}
        onScroll={onScroll}
        onKeyDown={onKeyDown}
        // Positioned, so that each slide's offsetLeft is measured from the track's own start.
        className="relative flex snap-x snap-mandatory gap-4 overflow-x-auto pb-2 [scrollbar-width:thin]"
      >
        {children.map((child, index) => (
          <div
            key={index}
            ref={(element) => {
              slides.current[index] = element;
            }}
            role="group"
            aria-roledescription="slide"
            aria-label={t('blocks.product-slides.slide', { index: index + 1, count })}
            tabIndex={index === current ? 0 : -1}
            data-current={index === current ? '' : undefined}
            className={`shrink-0 snap-start rounded-theme ${SLIDE_WIDTH[kind]}`}
          >
            {child}
          </div>
        ))}
      </div>
    </section>
  );
}
