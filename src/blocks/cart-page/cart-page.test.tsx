import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import { useLocale } from '../../api/test-utils';
import { emptyCart, mugLine, sampleCart } from '../../fixtures/cart';
import { renderWithPage } from '../../fixtures/render-with-page';
import CartPage from './cart-page';

const pageData = (cart = sampleCart, notice: string | null = null, action = '/cart') => ({ template: 'cart', cart, cartForm: { action, notice } });

beforeEach(async () => {
  await useLocale('en');
});

describe('the cart page', () => {
  test('shows the estimated shipping the server worked out, and a total that includes it; without one, says it comes at checkout', async () => {
    const withEstimate = { ...sampleCart, estimatedShipping: { fee: { amount: 900, currency: 'USD' }, country: 'US' } };
    await renderWithPage(<CartPage heading="" />, { data: pageData(withEstimate), kind: 'cart', path: 'cart' });
    expect(document.querySelector('[data-cart-shipping]')?.textContent).toBe('$9.00');
    expect(document.querySelector('[data-cart-total]')?.textContent).toBe(new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' }).format((sampleCart.total.amount + 900) / 100));
  });

  test('says shipping is worked out at checkout when there is no estimate', async () => {
    await renderWithPage(<CartPage heading="" />, { data: pageData(), kind: 'cart', path: 'cart' });
    expect(document.querySelector('[data-cart-shipping]')).toBeNull();
    expect(screen.getByText('Calculated at checkout')).toBeTruthy();
  });

  test('gives each line a quantity form and a remove form that post to the cart page without a script', async () => {
    await renderWithPage(<CartPage heading="" />, { data: pageData(), kind: 'cart', path: 'cart' });
    const line = document.querySelector<HTMLElement>(`[data-cart-line="${mugLine.sku}"]`)!;
    const update = within(line).getByRole('button', { name: 'Update the quantity of Stoneware mug' }).closest('form')!;
    expect(update.getAttribute('method')).toBe('post');
    expect(update.getAttribute('action')).toBe('/cart');
    expect(Object.fromEntries(new FormData(update))).toEqual({ action: 'update', variantId: String(mugLine.variantId), quantity: '2' });
    const remove = within(line).getByRole('button', { name: 'Remove Stoneware mug from the cart' }).closest('form')!;
    expect(Object.fromEntries(new FormData(remove))).toEqual({ action: 'remove', variantId: String(mugLine.variantId) });
    const checkout = screen.getByRole('button', { name: 'Check out' }).closest('form')!;
    expect(Object.fromEntries(new FormData(checkout))).toEqual({ action: 'checkout' });
    expect(document.querySelector('[data-cart-total]')?.textContent).toBe('$75.00');
  });

  test('offers a coupon field that posts without a script, and shows a refused code’s reason with a way to take it off', async () => {
    const refused = { ...sampleCart, coupon: { code: 'SAVE15', accepted: false, reason: 'minimum-not-met' } };
    await renderWithPage(<CartPage heading="" />, { data: pageData(refused, 'coupon-applied', '/zh-HK/cart'), lang: 'zh-HK', kind: 'cart', path: 'cart' });
    const field = screen.getByRole('textbox', { name: '優惠碼' });
    expect((field as HTMLInputElement).value).toBe('SAVE15');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    const form = field.closest('form')!;
    expect(form.getAttribute('action')).toBe('/zh-HK/cart');
    expect(Object.fromEntries(new FormData(form))).toEqual({ action: 'coupon', code: 'SAVE15' });
    expect(document.getElementById(field.getAttribute('aria-describedby')!)?.textContent).toBe('訂單金額未達此優惠券的最低消費。');
    const remove = screen.getByRole('button', { name: '移除優惠碼 SAVE15' }).closest('form')!;
    expect(Object.fromEntries(new FormData(remove))).toEqual({ action: 'coupon', code: '' });
  });

  test('says what the last post did, in the page language', async () => {
    await renderWithPage(<CartPage heading="" />, { data: pageData(sampleCart, 'empty', '/zh-HK/cart'), lang: 'zh-HK', kind: 'cart', path: 'cart' });
    expect(screen.getByRole('status').textContent).toBe('購物車是空的，請先加入商品再結算。');
    expect(screen.getByRole('button', { name: '前往結算' }).closest('form')?.getAttribute('action')).toBe('/zh-HK/cart');
  });

  test('an empty cart says so and leads back to the shop', async () => {
    await renderWithPage(<CartPage heading="" />, { data: pageData(emptyCart), kind: 'cart', path: 'cart' });
    expect(screen.getByText(/Your cart is empty/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue shopping' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('button', { name: 'Check out' })).toBeNull();
  });
});
