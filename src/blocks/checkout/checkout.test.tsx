import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { checkoutPageData, checkoutView } from '../../fixtures/checkout';
import { drawnOnPage, renderWithPage } from '../../fixtures/render-with-page';
import type { UrlLanguage } from '../../schema/languages';
import { onCardProblems, setCardDraft, type FieldProblem } from '../../state/checkout';
import CheckoutBlock from './checkout';

// Drawn as the renderer draws it: the page data it declares is read from the page and passed as props.
const Checkout = drawnOnPage(CheckoutBlock);

type Sent = { path: string; body: Record<string, unknown> };
let sent: Sent[];
let answer: (sent: Sent) => { status?: number; body: unknown };

const usd = (amount: number) => ({ amount, currency: 'USD' });
const ok = (data: unknown) => ({ body: { code: 0, msg: '', data } });
const refused = (status: number, key: string, problems: { path: string; message: string }[] = []) => ({
  status,
  body: { code: 40, msg: key, data: { key, problems } },
});

beforeEach(() => {
  sent = [];
  answer = () => ok(checkoutView());
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const call = { path: String(url).replace('/api/web/', ''), body: JSON.parse(String(init.body)) as Record<string, unknown> };
    sent.push(call);
    const { status = 200, body } = answer(call);
    return Response.json(body, { status });
  });
});
afterEach(() => vi.unstubAllGlobals());

/** The checkout page's two parts, as its template draws them around the payment block (which has tests of its own). */
async function openPage(data: Record<string, unknown> = checkoutPageData(), lang: UrlLanguage = 'en', navigate = vi.fn()) {
  await renderWithPage(
    <>
      <Checkout part="details" heading="" />
      <Checkout part="summary" heading="" />
    </>,
    { data, kind: 'checkout', path: `checkout/${checkoutView().id}`, lang, navigate },
  );
  return { navigate };
}

const placeButton = () => screen.getByRole('button', { name: 'Place order' });
const total = () => screen.getByText('Payment amount').nextElementSibling?.textContent;

/** What the payment block hands over when the shopper types a card into it. */
const typeCard = (number: string) => setCardDraft({ number, expiry: '12/30', cvc: '123' });

let cardProblems: readonly FieldProblem[] = [];
let stopListening = () => {};
beforeEach(() => {
  cardProblems = [];
  setCardDraft({ number: '', expiry: '', cvc: '' });
  stopListening = onCardProblems((problems) => (cardProblems = problems));
});
afterEach(() => stopListening());

describe('checkout', () => {
  test('draws the address book, the shipping methods and the server’s summary', async () => {
    await openPage();
    const address = screen.getByRole('group', { name: 'Shipping address' });
    expect(within(address).getAllByRole('radio')).toHaveLength(3);
    expect(within(address).getByRole('radio', { name: /San Francisco/ })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: /US Standard/ })).toHaveProperty('checked', true);
    expect(screen.getByRole('list', { name: 'Items' }).children).toHaveLength(2);
    expect(total()).toBe('$116.00');
  });

  test('ends each address with its country’s name in the page language, never its code', async () => {
    await openPage(checkoutPageData(), 'zh-HK');
    const address = screen.getByRole('group', { name: '收貨地址' });
    expect(within(address).getByRole('radio', { name: /彌敦道/ }).closest('label')?.textContent).toMatch(/, 香港$/);
    expect(within(address).getByRole('radio', { name: /San Francisco/ }).closest('label')?.textContent).toMatch(/, 美國$/);
    expect(within(address).queryByRole('radio', { name: /, (HK|US|CN)$/ })).toBeNull();
  });

  test('shows the total the server answers after a change, never one of its own', async () => {
    answer = () =>
      ok(
        checkoutView({
          shippingMethod: 'express',
          summary: { subtotal: usd(11600), discounts: [], discount: usd(0), shipping: usd(3500), total: usd(15100) },
        }),
      );
    await openPage();
    await userEvent.click(screen.getByRole('radio', { name: /Express/ }));
    await waitFor(() => expect(total()).toBe('$151.00'));
    expect(sent).toEqual([{ path: 'checkout/update', body: { checkoutId: checkoutView().id, lang: 'en', shippingMethod: 'express' } }]);
    expect(screen.getByRole('radio', { name: /Express/ })).toHaveProperty('checked', true);
  });

  test('says so when no shipping method fits, and will not place the order', async () => {
    await openPage(checkoutPageData({ shippingOptions: [], shippingMethod: null, summary: { ...checkoutView().summary, shipping: null } }));
    expect(screen.getByText('Shipping method is not available')).toBeTruthy();
    expect(placeButton()).toHaveProperty('disabled', true);
  });

  test('shows a refused coupon’s reason, translated', async () => {
    answer = () => ok(checkoutView({ couponCode: 'SPRING', coupon: { code: 'SPRING', accepted: false, reason: 'expired' } }));
    await openPage(checkoutPageData(), 'zh-HK');
    await userEvent.type(screen.getByRole('textbox', { name: '優惠碼' }), 'spring');
    await userEvent.click(screen.getByRole('button', { name: '使用' }));
    await waitFor(() => expect(screen.getByText('此優惠券已過期。')).toBeTruthy());
    expect(sent[0]?.body).toMatchObject({ couponCode: 'spring', lang: 'zh-HK' });
  });

  test('offers the shopper’s claimed coupons, one tap applying one through the server', async () => {
    answer = () => ok(checkoutView({ couponCode: 'WELCOME10', coupon: { code: 'WELCOME10', accepted: true, reason: null } }));
    await openPage();
    const claimed = screen.getByRole('button', { name: /WELCOME10/ });
    expect(claimed.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(claimed);
    expect(sent).toEqual([{ path: 'checkout/update', body: { checkoutId: checkoutView().id, lang: 'en', couponCode: 'WELCOME10' } }]);
    await waitFor(() => expect(screen.getByRole('button', { name: /WELCOME10/ }).getAttribute('aria-pressed')).toBe('true'));
    expect(screen.getByRole('textbox', { name: 'Coupon code' })).toHaveProperty('value', 'WELCOME10');
  });

  test('caps the remarks and says the limit is reached', async () => {
    await openPage();
    const remarks = screen.getByRole('textbox', { name: 'Remarks (optional)' });
    expect(remarks.getAttribute('maxLength')).toBe('200');
    await userEvent.click(remarks);
    await userEvent.paste('x'.repeat(250));
    expect((remarks as HTMLTextAreaElement).value).toHaveLength(200);
    expect(screen.getByText('Input has reached its limit')).toBeTruthy();
  });

  test('checks the card before sending anything, and hands the payment block the field to fix', async () => {
    await openPage();
    setCardDraft({ number: '4242', expiry: '12/30', cvc: '123' });
    await userEvent.click(placeButton());
    await waitFor(() => expect(cardProblems).toEqual([{ path: 'card.number', message: 'payment.cardNumber' }]));
    expect(sent).toEqual([]);
  });

  test('places the order with the card and goes to the thank-you page', async () => {
    answer = () =>
      ok({
        orderId: 'o1',
        orderNo: 'V20261124-000042',
        thankYouHref: '/checkout/thankyou?order=V20261124-000042',
        payment: { status: 'succeeded', actionUrl: null },
      });
    const { navigate } = await openPage();
    typeCard('4242 4242 4242 4242');
    await userEvent.click(placeButton());
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/checkout/thankyou?order=V20261124-000042', {}));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      path: 'checkout/place',
      body: { checkoutId: checkoutView().id, card: { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' } },
    });
    expect(sent[0]!.body).not.toHaveProperty('total');
  });

  test('after a declined card, tries another card on the same order with a new key', async () => {
    const placed = { orderId: 'o1', orderNo: 'V20261124-000042', thankYouHref: '/checkout/thankyou?order=V20261124-000042' };
    answer = () => ok({ ...placed, payment: { status: 'declined', actionUrl: null } });
    const { navigate } = await openPage();
    typeCard('4000 0000 0000 0002');
    await userEvent.click(placeButton());
    await waitFor(() => expect(cardProblems).toEqual([{ path: 'card.number', message: 'payment.declined' }]));
    expect(navigate).not.toHaveBeenCalled();
    expect(screen.getByText('This order has been placed.')).toBeTruthy();

    answer = () => ok({ ...placed, payment: { status: 'succeeded', actionUrl: null } });
    typeCard('4242424242424242');
    await userEvent.click(placeButton());
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(placed.thankYouHref, {}));
    expect(sent[1]!.body.idempotencyKey).not.toBe(sent[0]!.body.idempotencyKey);
  });

  test('names the line that ran out of stock', async () => {
    answer = () => refused(409, 'checkout.outOfStock', [{ path: 'lines.1', message: 'checkout.outOfStock' }]);
    await openPage(checkoutPageData({ payment: { ...checkoutView().payment, selected: 'bank-transfer' } }));
    await userEvent.click(placeButton());
    await waitFor(() => expect(screen.getByText('Not enough left of Canvas Tote')).toBeTruthy());
    expect(sent[0]!.body).not.toHaveProperty('card');
  });

  test('speaks Simplified Chinese', async () => {
    await openPage(checkoutPageData(), 'zh');
    expect(screen.getByRole('heading', { level: 1, name: '结算' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '提交订单' })).toBeTruthy();
    expect(screen.getByRole('group', { name: '配送方式' })).toBeTruthy();
  });
});
