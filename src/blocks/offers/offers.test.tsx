import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { couponCards, couponDetailData, couponListData } from '../../fixtures/coupons';
import { renderWithPage } from '../../fixtures/render-with-page';
import { setToken, SIGNED_IN_MARKER } from '../../state/session';
import Offers from './offers';

type Sent = { path: string; body: Record<string, unknown> };
let sent: Sent[];
let answer: (sent: Sent) => { status: number; body: unknown };

beforeEach(() => {
  sent = [];
  answer = () => ({ status: 200, body: { code: 0, msg: '', data: { claimed: true, coupon: couponCards[0] } } });
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const call = { path: String(url).replace('/api/web/', ''), body: JSON.parse(String(init.body)) };
    sent.push(call);
    const { status, body } = answer(call);
    return Response.json(body, { status });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  setToken(null);
  window.history.replaceState(null, '', '/');
});

const open = async (data: Record<string, unknown>, lang: 'en' | 'zh-HK' = 'en', navigate = vi.fn()) => {
  await renderWithPage(<Offers heading="" />, { data, kind: 'coupon', path: 'coupon', lang, navigate });
  return navigate;
};

describe('offers on the coupon pages', () => {
  test('lists each coupon with what it takes off, its code and its rules, in the page language', async () => {
    await open(couponListData(), 'zh-HK');
    expect(screen.getByRole('heading', { level: 1, name: '優惠券' })).toBeTruthy();
    const [welcome, save, solo] = screen.getAllByRole('listitem').filter((item) => item.querySelector('[data-claim]'));
    expect(within(welcome!).getByText('10% 折扣')).toBeTruthy();
    expect(within(welcome!).getByText('WELCOME10')).toBeTruthy();
    expect(within(save!).getByText('貨品小計滿 US$100.00 可用')).toBeTruthy();
    expect(within(solo!).getByText('不與優惠同享：按較優惠的一項計算')).toBeTruthy();
    expect(within(solo!).getByText('只限部分類別')).toBeTruthy();
  });

  test('says so when there is nothing to claim', async () => {
    await open(couponListData([]));
    expect(screen.getByText('No coupons to claim right now.')).toBeTruthy();
  });

  test('claims a coupon for a signed-in shopper and says it is kept for checkout', async () => {
    setToken(SIGNED_IN_MARKER);
    await open(couponDetailData());
    expect(screen.getByRole('heading', { level: 1, name: '10% off your order' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Claim 10% off your order' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('10% off your order is now in your coupons; it is offered at checkout.'));
    expect(sent).toEqual([{ path: 'coupon/claim', body: { code: 'WELCOME10', lang: 'en' } }]);
    expect((screen.getByRole('button', { name: 'Claimed' }) as HTMLButtonElement).disabled).toBe(true);
  });

  test('sends a visitor to sign in, then claims the coupon when they come back', async () => {
    window.history.replaceState(null, '', '/coupon/welcome10');
    const navigate = await open(couponDetailData());
    await userEvent.click(screen.getByRole('button', { name: 'Claim 10% off your order' }));
    expect(sent).toEqual([]);
    expect(navigate.mock.calls[0]?.[0]).toBe(`/auth/signin?redirect=${encodeURIComponent('/coupon/welcome10?claim=WELCOME10')}`);
  });

  test('sends a shopper whose session ended to sign in again', async () => {
    setToken(SIGNED_IN_MARKER);
    window.history.replaceState(null, '', '/coupon/welcome10');
    answer = () => ({ status: 401, body: { code: 50, msg: 'Sign in', data: null } });
    const navigate = await open(couponDetailData());
    await userEvent.click(screen.getByRole('button', { name: 'Claim 10% off your order' }));
    await waitFor(() => expect(navigate.mock.calls[0]?.[0]).toBe(`/auth/signin?redirect=${encodeURIComponent('/coupon/welcome10?claim=WELCOME10')}`));
    expect((screen.getByRole('button', { name: 'Claim 10% off your order' }) as HTMLButtonElement).disabled).toBe(false);
  });

  test('claims on arrival from signing in, and takes the request out of the address', async () => {
    setToken(SIGNED_IN_MARKER);
    window.history.replaceState(null, '', '/coupon/welcome10?claim=WELCOME10');
    await open(couponDetailData());
    await waitFor(() => expect(sent).toEqual([{ path: 'coupon/claim', body: { code: 'WELCOME10', lang: 'en' } }]));
    expect(window.location.search).toBe('');
  });

  test('says a coupon can no longer be claimed when the server no longer finds it', async () => {
    setToken(SIGNED_IN_MARKER);
    answer = () => ({ status: 404, body: { code: 40, msg: 'No coupon', data: { problems: [{ path: 'code', message: 'coupon.notFound' }], key: 'coupon.notFound' } } });
    await open(couponDetailData());
    await userEvent.click(screen.getByRole('button', { name: 'Claim 10% off your order' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('This coupon can no longer be claimed.'));
  });
});
