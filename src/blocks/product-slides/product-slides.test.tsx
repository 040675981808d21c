import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { asPageData, homePageData, newArrivalsSource, picture, productSummaries } from '../../fixtures/catalog';
import { renderWithPage } from '../../fixtures/render-with-page';
import ProductSlides from './product-slides';
import { productSlidesSchema } from './schema';

const slidesBlock = (props: object) => <ProductSlides {...productSlidesSchema.parse(props)} />;
const home = () => asPageData(homePageData());
const products = { heading: 'New in', source: newArrivalsSource };
const pictures = {
  images: [
    { image: picture('throw-rust', 'A rust wool throw on a sofa'), caption: 'Wool, woven in Wales', href: '/product/wool-throw' },
    { image: picture('lamp-brass', 'A brass lamp on a desk') },
    { image: picture('candle-fig', 'A fig candle burning') },
  ],
};

/** A system preference for reduced motion, as matchMedia reports it. */
function prefersReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

const slideLabels = () => screen.getAllByRole('group').filter((group) => group.getAttribute('aria-roledescription') === 'slide');
const currentSlide = () => document.querySelector('[data-current]');

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('product-slides', () => {
  test('is a labelled carousel of labelled slides', async () => {
    await renderWithPage(slidesBlock(products), { data: home() });
    const carousel = screen.getByRole('region', { name: 'New in' });
    expect(carousel.getAttribute('aria-roledescription')).toBe('carousel');
    const count = Math.min(newArrivalsSource.limit, productSummaries.length);
    expect(slideLabels().map((slide) => slide.getAttribute('aria-label'))).toEqual(Array.from({ length: count }, (_, index) => `${index + 1} of ${count}`));
    expect(within(carousel).getAllByRole('heading', { level: 3 })).toHaveLength(count);
  });

  test('previous and next buttons move one slide, and stop at the ends', async () => {
    await renderWithPage(slidesBlock(pictures), { data: home() });
    const previous = screen.getByRole('button', { name: 'Previous slide' }) as HTMLButtonElement;
    const next = screen.getByRole('button', { name: 'Next slide' }) as HTMLButtonElement;
    expect(previous.disabled).toBe(true);
    expect(currentSlide()?.getAttribute('aria-label')).toBe('1 of 3');

    await userEvent.click(next);
    expect(currentSlide()?.getAttribute('aria-label')).toBe('2 of 3');
    expect(document.querySelector('[data-carousel-status]')?.textContent).toBe('2 of 3');
    expect(document.querySelector('[data-carousel-status]')?.getAttribute('aria-live')).toBe('polite');
    expect(previous.disabled).toBe(false);
    await userEvent.click(next);
    expect(currentSlide()?.getAttribute('aria-label')).toBe('3 of 3');
    expect(next.disabled).toBe(true);
    await userEvent.click(previous);
    expect(currentSlide()?.getAttribute('aria-label')).toBe('2 of 3');
  });

  test('arrow keys, Home and End move between slides and take focus there', async () => {
    await renderWithPage(slidesBlock(products), { data: home() });
    const [first] = slideLabels();
    expect(first?.tabIndex).toBe(0);
    // The previous button is disabled on the first slide: next, then the slide.
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Next slide' }));
    await userEvent.tab();
    expect(document.activeElement).toBe(first);

    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('2 of 8');
    await userEvent.keyboard('{End}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('8 of 8');
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('8 of 8');
    await userEvent.keyboard('{Home}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('1 of 8');
    expect(slideLabels().filter((slide) => slide.tabIndex === 0)).toEqual([document.activeElement]);
  });

  test('arrow keys work from a link inside a slide too', async () => {
    await renderWithPage(slidesBlock(products), { data: home() });
    act(() => screen.getAllByRole('link')[0]!.focus());
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('2 of 8');
  });

  test('pictures carry their alt text, caption and link', async () => {
    await renderWithPage(slidesBlock({ ...pictures, priority: true }), { data: home() });
    const carousel = screen.getByRole('region', { name: 'Pictures' });
    const first = within(carousel).getByRole('img', { name: 'A rust wool throw on a sofa' });
    expect(first.getAttribute('loading')).toBe('eager');
    expect(within(carousel).getByRole('img', { name: 'A brass lamp on a desk' }).getAttribute('loading')).toBe('lazy');
    expect(first.closest('a')?.getAttribute('href')).toBe('/product/wool-throw');
    expect(within(carousel).getByText('Wool, woven in Wales').tagName).toBe('FIGCAPTION');
  });

  test('auto-advance moves on, pauses on hover, and has a pause button', async () => {
    prefersReducedMotion(false);
    vi.useFakeTimers();
    await renderWithPage(slidesBlock({ ...pictures, autoAdvance: true, intervalSeconds: 5 }), { data: home() });
    const track = document.querySelector('[aria-live]');
    expect(track?.getAttribute('aria-live')).toBe('off');

    act(() => vi.advanceTimersByTime(5000));
    expect(currentSlide()?.getAttribute('aria-label')).toBe('2 of 3');

    const carousel = screen.getByRole('region', { name: 'Pictures' });
    fireEvent.pointerEnter(carousel);
    act(() => vi.advanceTimersByTime(15_000));
    expect(currentSlide()?.getAttribute('aria-label')).toBe('2 of 3');
    fireEvent.pointerLeave(carousel);
    act(() => vi.advanceTimersByTime(5000));
    expect(currentSlide()?.getAttribute('aria-label')).toBe('3 of 3');
    act(() => vi.advanceTimersByTime(5000));
    expect(currentSlide()?.getAttribute('aria-label')).toBe('1 of 3');

    fireEvent.click(screen.getByRole('button', { name: 'Pause the slide show' }));
    fireEvent.pointerLeave(carousel);
    act(() => vi.advanceTimersByTime(30_000));
    expect(currentSlide()?.getAttribute('aria-label')).toBe('1 of 3');
    expect(screen.getByRole('button', { name: 'Play the slide show' })).toBeTruthy();
    expect(track?.getAttribute('aria-live')).toBe('polite');
  });

  test('never moves by itself for shoppers who ask for reduced motion', async () => {
    prefersReducedMotion(true);
    vi.useFakeTimers();
    await renderWithPage(slidesBlock({ ...pictures, autoAdvance: true, intervalSeconds: 3 }), { data: home() });
    act(() => vi.advanceTimersByTime(60_000));
    expect(currentSlide()?.getAttribute('aria-label')).toBe('1 of 3');
    expect(screen.queryByRole('button', { name: /slide show/ })).toBeNull();
    expect(document.querySelector('[aria-live]')?.getAttribute('aria-live')).toBe('polite');
  });

  test('honours the display flags on its product cards', async () => {
    await renderWithPage(slidesBlock(products), { data: home(), flags: { showCart: false, showFavorite: false } });
    expect(screen.queryByRole('button', { name: /Add to cart|favorites/ })).toBeNull();
  });

  test('wants products or pictures, one of the two', () => {
    const result = productSlidesSchema.safeParse({ heading: 'Nothing' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['source'], message: expect.stringMatching(/either source .* or images/) });
    expect(productSlidesSchema.safeParse({ ...pictures, source: newArrivalsSource }).success).toBe(false);
    expect(productSlidesSchema.safeParse({ images: [{ image: { ...picture('lamp-brass', ''), src: 'javascript:alert(1)' } }] }).success).toBe(false);
  });
});
