import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { orderListFixture } from '../../fixtures/orders';
import { drawnOnPage, renderWithPage } from '../../fixtures/render-with-page';
import type { OrderList as List } from '../../schema/order-pages';
import OrderListBlock from './order-list';

// Drawn as the renderer draws it: the page data it declares is read from the page and passed as props.
const OrderList = drawnOnPage(OrderListBlock);

afterEach(cleanup);

const open = (orderList: List = orderListFixture(), lang: 'en' | 'zh' | 'zh-HK' = 'en') =>
  renderWithPage(<OrderList />, { data: { orderList }, kind: 'user-order', path: 'user/order', lang });

describe('order-list', () => {
  test('lists each order with its number, statuses, first products and total, linking to its page', async () => {
    await open();
    const cards = screen.getAllByRole('listitem').filter((item) => item.hasAttribute('data-order'));
    expect(cards).toHaveLength(3);
    const first = cards[0]!;
    expect(within(first).getByRole('link', { name: 'View order V20261123-000042' }).getAttribute('href')).toBe('/user/order/V20261123-000042');
    expect(within(first).getByText('In progress')).toBeTruthy();
    expect(within(first).getByText('Paid')).toBeTruthy();
    expect(within(first).getByText('$83.00')).toBeTruthy();
    expect(within(first).getByText('3 items')).toBeTruthy();
    expect(within(cards[1]!).getByText('Unpaid')).toBeTruthy();
    expect(within(cards[2]!).getByText('Completed')).toBeTruthy();
  });

  test('filters by status with plain links, the current one marked', async () => {
    await open(orderListFixture({ status: 'completed' }));
    const filters = within(screen.getByRole('navigation', { name: 'Show orders' }));
    expect(filters.getByRole('link', { name: 'Completed' }).getAttribute('aria-current')).toBe('page');
    expect(filters.getByRole('link', { name: 'All' }).getAttribute('href')).toBe('/user/order');
    expect(filters.getByRole('link', { name: 'Pending cancellation' }).getAttribute('href')).toBe('/user/order?status=pending-cancellation');
    expect(screen.getAllByRole('link', { name: /^View order/ })).toHaveLength(1);
  });

  test('pages through a long history, keeping the filter', async () => {
    await open({ ...orderListFixture({ status: 'cancelled' }), pagination: { page: 1, pageSize: 10, total: 25 } }, 'zh');
    expect(screen.getByRole('link', { name: /下一页/ }).getAttribute('href')).toBe('/zh/user/order?status=cancelled&page=2');
  });

  test('says when there is nothing to show, in the page language', async () => {
    await open({ orders: [], pagination: { page: 1, pageSize: 10, total: 0 }, status: null }, 'zh-HK');
    expect(screen.getByText('你還沒有訂單。')).toBeTruthy();
    await open({ orders: [], pagination: { page: 1, pageSize: 10, total: 0 }, status: 'cancelled' });
    expect(screen.getByText('No orders with this status.')).toBeTruthy();
  });
});
