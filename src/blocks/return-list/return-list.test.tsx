import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { drawnOnPage, renderWithPage } from '../../fixtures/render-with-page';
import { returnListPageData, returnSummaries } from '../../fixtures/returns';
import ReturnListBlock from './return-list';

// Drawn as the renderer draws it: the page data it declares is read from the page and passed as props.
const ReturnList = drawnOnPage(ReturnListBlock);

const open = (data: Record<string, unknown> = returnListPageData(), lang: 'en' | 'zh-HK' = 'en') =>
  renderWithPage(<ReturnList heading="" />, { data, kind: 'user-return', path: 'user/return', lang });

describe('return-list', () => {
  test('lists each return with its number linking to its page, its order, state and refund amount', async () => {
    await open();
    expect(screen.getByRole('heading', { level: 1, name: 'Returns' })).toBeTruthy();
    const cards = screen.getAllByRole('listitem').filter((item) => item.querySelector('h2'));
    expect(cards).toHaveLength(2);
    const first = cards[0]!;
    expect(within(first).getByRole('link', { name: 'View return R20261120-000003' }).getAttribute('href')).toBe(
      '/user/return/R20261120-000003',
    );
    expect(within(first).getByRole('link', { name: 'V20261101-000012' }).getAttribute('href')).toBe('/user/order/V20261101-000012');
    expect(within(first).getByText('Return and refund')).toBeTruthy();
    expect(within(first).getByText('Audit successful')).toBeTruthy();
    expect(within(first).getByText('$46.33')).toBeTruthy();
    expect(within(cards[1]!).getByText('Audit failed')).toBeTruthy();
    expect(within(cards[1]!).getByText('Ended')).toBeTruthy();
  });

  test('shows no refund amount for an exchange: it gives goods back, not money', async () => {
    const exchange = { ...returnSummaries[0]!, returnNo: 'R20261118-000001', type: 'exchange' as const, status: 'completed' as const };
    await open(returnListPageData([exchange, returnSummaries[1]!]));
    const [exchanged, refunded] = screen.getAllByRole('listitem').filter((item) => item.querySelector('h2'));
    expect(within(exchanged!).getByText('Exchange goods')).toBeTruthy();
    expect(within(exchanged!).queryByText('Refund amount')).toBeNull();
    expect(within(exchanged!).queryByText('$46.33')).toBeNull();
    expect(within(refunded!).getByText('Refund amount')).toBeTruthy();
  });

  test('says so when there are none, in the page language', async () => {
    await open(returnListPageData([]), 'zh-HK');
    expect(screen.getByText('你還沒有售後申請。售後從已發貨的訂單開始。')).toBeTruthy();
  });

  test('draws nothing on a page without a return list', async () => {
    const { container } = await open({ template: 'user-return' });
    expect(container.textContent).toBe('');
  });
});
