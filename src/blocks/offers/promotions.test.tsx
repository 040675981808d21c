import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { promotionDetailData, promotionListData } from '../../fixtures/coupons';
import { renderWithPage } from '../../fixtures/render-with-page';
import Offers from './offers';

describe('offers on the promotion pages', () => {
  test('lists the running promotions with their kind, end and a link to their products', async () => {
    await renderWithPage(<Offers heading="" />, { data: promotionListData(), kind: 'promotion', path: 'promotion', lang: 'zh-HK' });
    expect(screen.getByRole('heading', { level: 1, name: '優惠活動' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '查看貨品：10% off tops' }).getAttribute('href')).toBe('/promotion/tops-week');
    expect(screen.getByText('不與其他優惠同享')).toBeTruthy();
    expect(screen.getByText('截至 2026年12月31日')).toBeTruthy();
  });
});

describe('offers on a promotion page', () => {
  test('gives its facts and the way back to the others, under the product list that heads the page', async () => {
    await renderWithPage(<Offers heading="" />, { data: promotionDetailData(), kind: 'promotion', path: 'promotion/tops-week', params: { slug: 'tops-week' } });
    expect(screen.getByRole('heading', { level: 2, name: 'About this promotion' })).toBeTruthy();
    expect(screen.getByText('Percent off a category')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All promotions' }).getAttribute('href')).toBe('/promotion');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });
});
