import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { checkoutPageData, checkoutView, demoPaymentStep, orderPaymentStep } from '../../fixtures/checkout';
import { renderWithPage } from '../../fixtures/render-with-page';
import type { UrlLanguage } from '../../schema/languages';
import Payment from './payment';

type Sent = { path: string; body: Record<string, unknown> };
let sent: Sent[];
let answer: (sent: Sent) => unknown;

beforeEach(() => {
  sent = [];
  answer = () => checkoutView();
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const call = { path: String(url).replace('/api/web/', ''), body: JSON.parse(String(init.body)) as Record<string, unknown> };
    sent.push(call);
    return Response.json({ code: 0, msg: '', data: answer(call) });
  });
});
afterEach(() => vi.unstubAllGlobals());

const onCheckout = (data: Record<string, unknown> = checkoutPageData(), lang: UrlLanguage = 'en') =>
  renderWithPage(<Payment heading="" />, { data, kind: 'checkout', path: `checkout/${checkoutView().id}`, lang });
const onThankYou = (lang: UrlLanguage = 'en') =>
  renderWithPage(<Payment heading="" />, {
    data: { template: 'checkout-thankyou', payment: orderPaymentStep() },
    kind: 'checkout-thankyou',
    path: 'checkout/thankyou',
    lang,
  });

describe('payment', () => {
  test('lists the shop’s methods and prints the demo cards beside the card form', async () => {
    await onCheckout();
    expect(screen.getAllByRole('radio').map((radio) => radio.parentElement?.textContent)).toEqual([
      'CardPay now by credit or debit card.',
      'Bank transferTransfer the amount within the payment time; we ship once it arrives.',
    ]);
    expect(screen.getByRole('textbox', { name: 'Card number' })).toBeTruthy();
    expect(screen.getByText('4000 0000 0000 3220')).toBeTruthy();
    expect(screen.getByText('4000 0000 0000 3220').parentElement?.textContent).toContain('asks for confirmation');
  });

  test('prints no demo cards when the server sends none (a production shop)', async () => {
    await onCheckout(checkoutPageData({ payment: { ...demoPaymentStep, demoCards: null } }));
    expect(screen.queryByText('4242 4242 4242 4242')).toBeNull();
  });

  test('says when the shop has no payment method', async () => {
    await onCheckout(checkoutPageData({ payment: { ...demoPaymentStep, methods: [], selected: null } }), 'zh');
    expect(screen.getByText('没有可用的支付方式')).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
  });

  test('changes the checkout’s method through the server, and asks for no card for a transfer', async () => {
    answer = () => checkoutView({ payment: { ...demoPaymentStep, selected: 'bank-transfer' } });
    await onCheckout();
    await userEvent.click(screen.getByRole('radio', { name: /Bank transfer/ }));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Card number' })).toBeNull());
    expect(sent).toEqual([
      { path: 'checkout/update', body: { checkoutId: checkoutView().id, lang: 'en', paymentMethod: 'bank-transfer' } },
    ]);
  });

  test('keeps the method of a checkout whose order stands, and still takes another card', async () => {
    await onCheckout(checkoutPageData({ placed: { orderNo: 'V20261124-000042', thankYouHref: '/checkout/thankyou?order=V20261124-000042' } }));
    for (const radio of screen.getAllByRole('radio')) expect(radio.matches(':disabled')).toBe(true);
    expect(screen.getByRole('textbox', { name: 'Card number' }).matches(':disabled')).toBe(false);
  });

  test('pays an unpaid order, and a declined card says to try another', async () => {
    answer = () => ({
      orderId: orderPaymentStep().order!.id,
      orderNo: 'V20261124-000042',
      thankYouHref: '/checkout/thankyou?order=V20261124-000042',
      payment: { status: 'declined', actionUrl: null },
    });
    await onThankYou();
    await userEvent.type(screen.getByRole('textbox', { name: 'Card number' }), '4000000000000002');
    await userEvent.type(screen.getByRole('textbox', { name: 'Expiry (MM/YY)' }), '01/29');
    await userEvent.type(screen.getByRole('textbox', { name: 'Security code' }), '999');
    await userEvent.click(screen.getByRole('button', { name: 'Pay $116.00' }));
    await waitFor(() => expect(screen.getByText('The card was declined. Try another card.')).toBeTruthy());
    expect(sent).toEqual([
      {
        path: 'order/pay',
        body: {
          orderId: orderPaymentStep().order!.id,
          lang: 'en',
          method: 'card',
          idempotencyKey: expect.any(String),
          card: { number: '4000000000000002', expiry: '01/29', cvc: '999' },
        },
      },
    ]);
  });

  test('speaks Traditional Chinese', async () => {
    await onThankYou('zh-HK');
    expect(screen.getByRole('heading', { name: '付款' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: '卡號' })).toBeTruthy();
  });
});
