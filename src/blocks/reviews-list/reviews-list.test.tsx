import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { renderWithPage } from '../../fixtures/render-with-page';
import { noReviews, reviewedProductPageData, reviewPage, sampleReviews } from '../../fixtures/reviews';
import { REVIEW_LIMITS } from '../../schema/web-api/review-limits';
import ReviewsList from './reviews-list';

const callApi = vi.hoisted(() => vi.fn());
vi.mock('../../api/web-api', () => ({ callApi }));
beforeEach(() => callApi.mockReset());
afterEach(cleanup);

const mei = { id: 'u1', name: 'Mei', avatar: null };
const line = { lineId: '7d1f4cb0-0000-4000-8000-000000000001', orderNo: 'V20261101-000012', options: 'Colour: Sand', boughtAt: '2026-11-01T10:00:00.000Z' };

function open(data = reviewedProductPageData(), options: { lang?: 'en' | 'zh-HK'; shopper?: typeof mei } = {}) {
  return renderWithPage(<ReviewsList heading="" />, {
    data,
    kind: 'product',
    path: 'product/stoneware-mug',
    params: { slug: 'stoneware-mug' },
    lang: options.lang ?? 'en',
    ...(options.shopper ? { shopper: options.shopper } : {}),
  });
}

describe('reviews-list', () => {
  test('shows the average, the distribution and each review with stars, nick name, verified mark, date and pictures', async () => {
    await open();
    const section = screen.getByRole('region', { name: 'Customer reviews' });
    expect(within(section).getByRole('img', { name: '4.0 out of 5' })).toBeTruthy();
    expect(within(section).getByText('Based on 3 reviews')).toBeTruthy();
    expect(within(section).getByText('5 stars: 1 review')).toBeTruthy();
    expect(within(section).getByText('1 stars: 0 reviews')).toBeTruthy();
    const reviews = within(section).getAllByRole('article');
    expect(reviews).toHaveLength(3);
    expect(within(reviews[0]!).getByRole('img', { name: 'Rated 5 out of 5' })).toBeTruthy();
    expect(within(reviews[0]!).getByText('Mei')).toBeTruthy();
    expect(within(reviews[0]!).getByText('Verified purchase')).toBeTruthy();
    expect(within(reviews[0]!).getByText('November 18, 2026')).toBeTruthy();
    expect(within(reviews[0]!).getByRole('img', { name: 'Picture 1' }).getAttribute('src')).toBe(sampleReviews[0]!.pictures[0]);
    // A reviewer without a nick name is not left blank.
    expect(within(reviews[2]!).getByText('A shopper')).toBeTruthy();
  });

  test('says so when a product has no reviews yet, and offers a visitor to sign in', async () => {
    await open(reviewedProductPageData(noReviews));
    expect(screen.getByText('No reviews yet. Reviews come from shoppers who bought this product.')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Sort by' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in to review a product you bought' }).getAttribute('href')).toBe(
      `/auth/signin?redirect=${encodeURIComponent('/product/stoneware-mug')}`,
    );
    expect(callApi).not.toHaveBeenCalled();
  });

  test('sorts and pages through the server', async () => {
    const lowest = reviewPage({ reviews: [sampleReviews[1]!], sort: 'lowest', pageCount: 2 });
    callApi.mockResolvedValueOnce(lowest).mockResolvedValueOnce({ ...lowest, page: 2, reviews: [sampleReviews[2]!] });
    await open();
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'lowest' } });
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(callApi).toHaveBeenCalledWith('review/list', { productSlug: 'stoneware-mug', sort: 'lowest', page: 1 });
    expect(screen.getByText('Page 1 of 2', { selector: 'span' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(callApi).toHaveBeenLastCalledWith('review/list', { productSlug: 'stoneware-mug', sort: 'lowest', page: 2 });
    await waitFor(() => expect(screen.getByText('Page 2 of 2', { selector: 'span' })).toBeTruthy());
  });

  test('counts a helpful vote once and shows the count the server answered', async () => {
    callApi.mockImplementation((name: string) =>
      name === 'review/reviewable' ? Promise.resolve({ lines: [] }) : Promise.resolve({ reviewId: sampleReviews[0]!.id, helpfulCount: 13, voted: true }),
    );
    await open(undefined, { shopper: mei });
    const first = screen.getAllByRole('article')[0]!;
    await userEvent.click(within(first).getByRole('button', { name: 'Helpful (12)' }));
    const pressed = await within(first).findByRole('button', { name: 'You found this helpful (13)' });
    expect(pressed.getAttribute('aria-pressed')).toBe('true');
    expect((pressed as HTMLButtonElement).disabled).toBe(true);
    expect(callApi).toHaveBeenCalledWith('review/vote', { reviewId: sampleReviews[0]!.id });
  });

  test('tells a shopper without a purchase of this product that only buyers review', async () => {
    callApi.mockResolvedValue({ lines: [] });
    await open(undefined, { shopper: mei });
    expect(await screen.findByText('Only shoppers who bought this product can review it.')).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
  });

  test('lets a shopper who bought it write a review: a rating is required, the text stops at its limit', async () => {
    callApi.mockImplementation((name: string) =>
      name === 'review/reviewable' ? Promise.resolve({ lines: [line] }) : Promise.resolve({ reviewId: '7d1f4cb0-0000-4000-8000-0000000000aa', status: 'pending' }),
    );
    await open(undefined, { shopper: mei });
    const form = await screen.findByRole('form', { name: 'Write a review' });
    expect(within(form).getByText('Your review of the purchase in order V20261101-000012')).toBeTruthy();
    await userEvent.click(within(form).getByRole('button', { name: 'Submit review' }));
    expect(await within(form).findByText('Please choose a rating from 1 to 5 stars')).toBeTruthy();
    expect(callApi).not.toHaveBeenCalledWith('review/create', expect.anything());

    const text = within(form).getByRole('textbox', { name: 'Your review' });
    fireEvent.change(text, { target: { value: 'a'.repeat(REVIEW_LIMITS.body) } });
    expect(within(form).getByText(/Input has reached its limit/)).toBeTruthy();
    fireEvent.change(text, { target: { value: 'Lovely glaze' } });
    const stars = within(form).getByRole('group', { name: 'Your rating' });
    await userEvent.click(within(stars).getByRole('radio', { name: '4 stars' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Submit review' }));
    await waitFor(() =>
      expect(callApi).toHaveBeenCalledWith('review/create', { lineId: line.lineId, rating: 4, body: 'Lovely glaze', lang: 'en', pictures: [] }),
    );
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Thank you! Your review will appear once the shop has checked it.');
    expect(screen.queryByRole('form', { name: 'Write a review' })).toBeNull();
  });

  test('reads in Traditional Chinese on a zh-HK page', async () => {
    await open(undefined, { lang: 'zh-HK' });
    expect(screen.getByRole('heading', { level: 2, name: '商品評價' })).toBeTruthy();
    expect(screen.getAllByText('已購買')).toHaveLength(3);
    expect(screen.getByRole('link', { name: '登入後評價你購買過的商品' })).toBeTruthy();
  });

  test('shows the text of a review as text, never as markup', async () => {
    const hostile = { ...sampleReviews[0]!, body: '<img src=x onerror="window.hacked=1"><script>window.hacked=2</script>', pictures: [] };
    const { container } = await open(reviewedProductPageData(reviewPage({ reviews: [hostile] })));
    expect(screen.getByText(hostile.body)).toBeTruthy();
    expect(container.querySelector('article img, article script')).toBeNull();
  });

  test('draws nothing on a page without reviews', async () => {
    const { container } = await open({ template: 'product' });
    expect(container.textContent).toBe('');
  });
});
