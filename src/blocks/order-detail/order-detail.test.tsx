import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { orderDetailFixture, shippedOrderFixture, unpaidOrderFixture } from '../../fixtures/orders';
import { drawnOnPage, renderWithPage } from '../../fixtures/render-with-page';
import type { OrderDetail as Order } from '../../schema/order-pages';
import { realtimeStore } from '../../api/realtime';
import OrderDetailBlock from './order-detail';

// Drawn as the renderer draws it: the page data it declares is read from the page and passed as props.
const OrderDetail = drawnOnPage(OrderDetailBlock);

type Sent = { path: string; body: Record<string, unknown> };
let sent: Sent[];
let answer: (sent: Sent) => { status: number; body: unknown };

/** The realtime socket's server side, played by the test. */
class ScriptedSocket {
  static opened: ScriptedSocket[] = [];
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: unknown) => void) | null = null;
  onclose: ((event: unknown) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    ScriptedSocket.opened.push(this);
  }
  send() {}
  close() {
    this.closed = true;
  }
  deliver(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
}

// jsdom has no modal dialogs; the real ones are exercised in the stories and the journey.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.open = false;
  };
});

beforeEach(() => {
  sent = [];
  ScriptedSocket.opened = [];
  answer = () => ({ status: 200, body: { code: 0, msg: '', data: { order: orderDetailFixture() } } });
  vi.stubGlobal('WebSocket', ScriptedSocket);
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const call = { path: String(url).replace('/api/web/', ''), body: JSON.parse(String(init.body)) };
    sent.push(call);
    const { status, body } = answer(call);
    return Response.json(body, { status });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const open = (order: Order = orderDetailFixture(), lang: 'en' | 'zh' | 'zh-HK' = 'en') =>
  renderWithPage(<OrderDetail />, { data: { order }, kind: 'user-order-detail', path: `user/order/${order.orderNo}`, params: { slug: order.orderNo }, lang });

const orderChanged = (order: Order) => ({ code: 0, msg: 'order-changed', data: { orderId: order.id, orderNo: order.orderNo, status: order.status, payStatus: order.payStatus } });

describe('order-detail', () => {
  test('shows what spec §3 lists: number, products with options, money, status, pay status, address and history', async () => {
    await open();
    expect(screen.getByRole('heading', { level: 1, name: 'Order V20261123-000042' })).toBeTruthy();
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows[0]!.textContent).toContain('Stoneware mug');
    expect(rows[0]!.textContent).toContain('Colour: Sand');
    expect(rows[0]!.textContent).toContain('$36.00');
    expect(rows[1]!.textContent).toContain('Size: M');
    expect(document.querySelector('[data-status]')?.textContent).toBe('In progress');
    expect(document.querySelector('[data-pay-status]')?.textContent).toBe('Paid');
    expect(screen.getByText('Spend $50, save $5').nextSibling?.textContent).toBe('−$5.00');
    expect(screen.getByText('Shipping fee').nextSibling?.textContent).toBe('$10.00');
    expect(screen.getByText('Payment amount').nextSibling?.textContent).toBe('$83.00');
    expect(screen.getByText('Express delivery')).toBeTruthy();
    expect(screen.getByText('600 Harrison St')).toBeTruthy();
    expect(screen.getByText('Nothing has been shipped yet.')).toBeTruthy();
    expect(screen.getByText('Order placed')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All orders' }).getAttribute('href')).toBe('/user/order');
  });

  test('names the methods as the shop calls them in the page language, never by their codes while it knows them', async () => {
    await open(orderDetailFixture({ shippingMethod: 'cn-hk-local', shippingMethodName: '本地速遞（中國內地、香港、澳門）', paymentMethod: 'bank-transfer', paymentMethodName: '銀行轉賬' }), 'zh-HK');
    expect(screen.getByText('送貨方式').nextSibling?.textContent).toBe('本地速遞（中國內地、香港、澳門）');
    expect(screen.getByText('付款方式').nextSibling?.textContent).toBe('銀行轉賬');
    expect(screen.queryByText(/cn-hk-local/)).toBeNull();
    cleanup();
    // A method the shop has since removed: the interface's own word for a common one, else its code.
    await open(orderDetailFixture({ shippingMethod: 'express', shippingMethodName: null, paymentMethod: 'old-wallet', paymentMethodName: null }));
    expect(screen.getByText('Shipping method').nextSibling?.textContent).toBe('Express shipping');
    expect(screen.getByText('Payment method').nextSibling?.textContent).toBe('old-wallet');
  });

  test('writes its times in the shopper’s own zone, not the server’s UTC', async () => {
    const real = Intl.DateTimeFormat.prototype.resolvedOptions;
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (this: Intl.DateTimeFormat) {
      return { ...real.call(this), timeZone: 'Asia/Hong_Kong' };
    });
    await open(unpaidOrderFixture(), 'zh-HK');
    // Placed at 09:30 and to be paid by 10:00 UTC: 17:30 and 18:00 in Hong Kong.
    expect(screen.getByText('下單時間').nextSibling?.textContent).toBe('2026年11月23日 下午05:30');
    expect(screen.getByText(/2026年11月23日 下午06:00/)).toBeTruthy();
    expect(document.body.textContent).not.toContain('UTC');
  });

  test('leads an unpaid order to its payment, a shipped one to a return, and offers neither when there is nothing to do', async () => {
    await open(unpaidOrderFixture());
    expect(screen.getByRole('link', { name: 'Pay now' }).getAttribute('href')).toBe('/checkout/thankyou?order=V20261123-000042');
    expect(screen.queryByRole('link', { name: 'Apply for a return' })).toBeNull();
    cleanup();
    await open(shippedOrderFixture(), 'zh-HK');
    expect(screen.getByRole('link', { name: '申請退貨' }).getAttribute('href')).toBe('/user/return?apply=V20261123-000042');
    expect(screen.queryByRole('link', { name: '立即付款' })).toBeNull();
    cleanup();
    await open(orderDetailFixture());
    expect(screen.queryByRole('link', { name: 'Pay now' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Apply for a return' })).toBeNull();
  });

  test('writes the statuses and the money the page language’s way', async () => {
    await open(orderDetailFixture(), 'zh-HK');
    expect(screen.getByRole('heading', { level: 1, name: '訂單 V20261123-000042' })).toBeTruthy();
    expect(document.querySelector('[data-status]')?.textContent).toBe('進行中');
    expect(document.querySelector('[data-pay-status]')?.textContent).toBe('已付款');
    expect(screen.getByRole('button', { name: '申請取消' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '全部訂單' }).getAttribute('href')).toBe('/zh-HK/user/order');
  });

  test('cancels an unpaid order only after the shop’s question, and shows the answer', async () => {
    const user = userEvent.setup();
    answer = () => ({ status: 200, body: { code: 0, msg: '', data: { order: { ...unpaidOrderFixture(), status: 'cancelled', cancel: 'none' } } } });
    await open(unpaidOrderFixture());
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    expect(screen.getByText('Are you sure you want to cancel this order?')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Keep order' }));
    expect(sent.filter((call) => call.path === 'order/cancel')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));

    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('The order is cancelled.'));
    expect(sent.find((call) => call.path === 'order/cancel')?.body).toEqual({ orderId: unpaidOrderFixture().id, lang: 'en' });
    expect(document.querySelector('[data-status]')?.textContent).toBe('Cancelled');
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });

  test('takes the echo of its own cancel over the socket as already known', async () => {
    const user = userEvent.setup();
    const cancelled: Order = { ...unpaidOrderFixture(), status: 'cancelled', cancel: 'none' };
    answer = () => ({ status: 200, body: { code: 0, msg: '', data: { order: cancelled } } });
    await open(unpaidOrderFixture());
    const socket = ScriptedSocket.opened.at(-1)!;
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('The order is cancelled.'));

    act(() => socket.deliver(orderChanged(cancelled)));
    // Time for a fetch and a redraw, were any made.
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));

    expect(screen.getByRole('status').textContent).toBe('The order is cancelled.');
    expect(sent.filter((call) => call.path === 'order/get')).toEqual([]);
  });

  test('says so when the order can no longer be cancelled', async () => {
    const user = userEvent.setup();
    answer = () => ({ status: 409, body: { code: 40, msg: 'This order can no longer be cancelled', data: { key: 'order.cannotCancel', problems: [] } } });
    await open(unpaidOrderFixture());
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('This order can no longer be cancelled.'));
  });

  test('brings in a shipment the shop just made, without a reload, and says so politely', async () => {
    answer = () => ({ status: 200, body: { code: 0, msg: '', data: { order: shippedOrderFixture() } } });
    await open();
    const socket = ScriptedSocket.opened.at(-1)!;
    expect(socket.url).toContain('/ws/message?visitorId=');

    // Another order's change is none of this page's business.
    act(() => socket.deliver({ ...orderChanged(orderDetailFixture()), data: { ...orderChanged(orderDetailFixture()).data, orderId: '00000000-0000-4000-8000-000000000000' } }));
    act(() => socket.deliver(orderChanged(shippedOrderFixture())));

    await waitFor(() => expect(screen.getByText('SF1234567890')).toBeTruthy());
    expect(sent.filter((call) => call.path === 'order/get')).toEqual([{ path: 'order/get', body: { orderId: orderDetailFixture().id, lang: 'en' } }]);
    expect(screen.getByRole('status').textContent).toBe('This order has just been updated: In progress, Paid.');
    expect(screen.getByText('Shipped with SF Express, number SF1234567890')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Request cancellation' })).toBeNull();
  });

  test('reads its order again when the live connection comes back, so a change sent while it was down is not lost', async () => {
    answer = () => ({ status: 200, body: { code: 0, msg: '', data: { order: shippedOrderFixture() } } });
    await open();
    expect(sent).toEqual([]);
    // The connection's own tests prove a reopening after a drop moves this count.
    act(() => {
      realtimeStore.reopenings += 1;
    });
    await waitFor(() => expect(screen.getByText('SF1234567890')).toBeTruthy());
    expect(sent.map((call) => call.path)).toEqual(['order/get']);
    expect(screen.getByRole('status').textContent).toBe('This order has just been updated: In progress, Paid.');
  });

  test('closes its live connection when the page goes', async () => {
    const { unmount } = await open();
    const socket = ScriptedSocket.opened.at(-1)!;
    unmount();
    expect(socket.closed).toBe(true);
  });
});
