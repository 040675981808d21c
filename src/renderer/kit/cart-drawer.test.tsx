import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { useLocale } from '../../api/test-utils';
import { cartAnswer, cartLine, cartOf, mugLine, sampleCart, teeLine } from '../../fixtures/cart';
import { renderWithPage } from '../../fixtures/render-with-page';
import { cart as cartNumber } from '../../state/cart';
import { cartStore } from '../../state/cart-view';
import { closeDrawer } from './cart-drawer';
import { useMemoryStorage } from '../../state/test-utils';
import { addToCartFrom } from './add-to-cart';
import { usePage } from './page-context';
import { useTranslation } from 'react-i18next';

const callApi = vi.fn();
vi.mock('../../api/web-api', () => ({ callApi: (...args: unknown[]) => callApi(...args) }));

/** A button as the product card draws it. */
function AddButton() {
  const page = usePage();
  const { i18n } = useTranslation();
  return (
    <button type="button" onClick={(event) => addToCartFrom({ opener: event.currentTarget, page, i18n }, { productSlug: 'stoneware-mug' }, 1, 'Stoneware mug')}>
      Add to cart
    </button>
  );
}
const addButton = <AddButton />;

beforeEach(async () => {
  await useLocale('en');
  useMemoryStorage();
  callApi.mockReset();
  cartStore.cart = null;
  act(() => closeDrawer());
});

async function openDrawer() {
  callApi.mockResolvedValueOnce(cartAnswer(sampleCart));
  await renderWithPage(addButton, { data: {} });
  const button = screen.getByRole('button', { name: 'Add to cart' });
  await userEvent.click(button);
  const dialog = await screen.findByRole('dialog', { name: 'Your cart' });
  await within(dialog).findByText('Stoneware mug is in your cart.');
  return { button, dialog };
}

describe('the cart drawer', () => {
  test('opens on an add with the server’s lines and totals, and the header number follows the count', async () => {
    const { dialog } = await openDrawer();
    expect(callApi).toHaveBeenCalledWith('cart/add', { productSlug: 'stoneware-mug', quantity: 1, lang: 'en' }, { quiet: true });
    const lines = within(dialog).getAllByRole('listitem').filter((item) => item.hasAttribute('data-cart-line'));
    expect(lines.map((line) => line.getAttribute('data-cart-line'))).toEqual(['MUG-SAND', 'TEE-WHITE-M']);
    expect(within(lines[0]!).getByText('Colour: Sand')).toBeTruthy();
    expect(within(lines[1]!).getByText('The price changed from $29.00 to $32.00.')).toBeTruthy();
    expect(within(dialog).getByText('Spend $50, save $5')).toBeTruthy();
    expect(dialog.querySelector('[data-cart-total]')?.textContent).toBe('$75.00');
    expect(cartNumber.cartNum).toBe(3);
    // The checkout button is the cart page's own checkout action.
    const checkout = within(dialog).getByRole('button', { name: 'Check out' });
    expect(checkout.closest('form')?.getAttribute('action')).toBe('/cart');
  });

  test('moves focus in, keeps it inside, and gives it back to the button on Escape', async () => {
    const { button, dialog } = await openDrawer();
    const close = within(dialog).getByRole('button', { name: 'Close the cart' });
    expect(document.activeElement).toBe(close);
    await userEvent.tab({ shift: true });
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Check out' }));
    await userEvent.tab();
    expect(document.activeElement).toBe(close);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(button);
  });

  test('closes when the backdrop is clicked', async () => {
    const { button } = await openDrawer();
    await userEvent.click(document.querySelector<HTMLElement>('[data-cart-backdrop]')!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(button);
  });

  test('closes when one of its links is followed, and stays open for a link opened elsewhere', async () => {
    // The shop's in-app navigation, which keeps the document (and the drawer's own root) in place.
    const navigated: string[] = [];
    const followInApp = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a') : null;
      if (!link) return;
      event.preventDefault();
      if (!event.ctrlKey) navigated.push(link.getAttribute('href') ?? '');
    };
    document.addEventListener('click', followInApp);
    try {
      const { dialog } = await openDrawer();
      const viewCart = within(dialog).getByRole('link', { name: 'View cart' });
      fireEvent.click(viewCart, { ctrlKey: true });
      expect(screen.getByRole('dialog', { name: 'Your cart' })).toBeTruthy();
      await userEvent.click(viewCart);
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(navigated).toEqual(['/cart']);
    } finally {
      document.removeEventListener('click', followInApp);
    }
  });

  test('sends the last of rapid taps, one request at a time per line, and shows the server’s totals', async () => {
    const { dialog } = await openDrawer();
    const answers: ((value: unknown) => void)[] = [];
    callApi.mockClear();
    callApi.mockImplementation(() => new Promise((resolve) => answers.push(resolve)));
    const more = within(dialog).getByRole('button', { name: 'One more Stoneware mug' });
    await userEvent.click(more);
    await userEvent.click(more);
    await userEvent.click(more);
    // The number follows each tap; one request is on its way, and the total is still the server's.
    expect(within(dialog).getAllByText('5').length).toBeGreaterThan(0);
    expect(callApi).toHaveBeenCalledTimes(1);
    expect(callApi).toHaveBeenLastCalledWith('cart/update', { variantId: mugLine.variantId, quantity: 3, lang: 'en' }, { quiet: true });
    expect(dialog.querySelector('[data-cart-total]')?.textContent).toBe('$75.00');

    await act(async () => answers[0]!(cartAnswer(cartOf([cartLine({ ...mugLine, quantity: 3 }), teeLine]))));
    await waitFor(() => expect(callApi).toHaveBeenCalledTimes(2));
    expect(callApi).toHaveBeenLastCalledWith('cart/update', { variantId: mugLine.variantId, quantity: 5, lang: 'en' }, { quiet: true });
    await act(async () => answers[1]!(cartAnswer(cartOf([cartLine({ ...mugLine, quantity: 5 }), teeLine]))));
    await waitFor(() => expect(dialog.querySelector('[data-cart-total]')?.textContent).toBe('$152.00'));
    expect(callApi).toHaveBeenCalledTimes(2);
    expect(cartNumber.cartNum).toBe(6);
  });

  test('says when the server lowered a quantity to the stock left', async () => {
    const { dialog } = await openDrawer();
    callApi.mockResolvedValueOnce(cartAnswer(cartOf([mugLine, cartLine({ ...teeLine, quantity: 2 })]), { variantId: teeLine.variantId, asked: 3, quantity: 2, reason: 'stock' }));
    callApi.mockResolvedValueOnce(cartAnswer(cartOf([mugLine, cartLine({ ...teeLine, quantity: 2 })])));
    await userEvent.click(within(dialog).getByRole('button', { name: 'One more Organic cotton tee' }));
    await within(dialog).findByText('Only 2 in stock: the quantity was lowered to 2.');
  });

  test('removes a line and shows the cart the server answers', async () => {
    const { dialog } = await openDrawer();
    callApi.mockResolvedValueOnce(cartAnswer(cartOf([teeLine])));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove Stoneware mug from the cart' }));
    await waitFor(() => expect(dialog.querySelector('[data-cart-line="MUG-SAND"]')).toBeNull());
    expect(callApi).toHaveBeenLastCalledWith('cart/remove', { variantId: mugLine.variantId, lang: 'en' }, { quiet: true });
    expect(cartNumber.cartNum).toBe(1);
  });
  test('applies a coupon code through the server and reads out its verdict', async () => {
    const { dialog } = await openDrawer();
    callApi.mockResolvedValueOnce(cartAnswer({ ...sampleCart, coupon: { code: 'EXPIRED5', accepted: false, reason: 'expired' } }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Coupon code' }), 'expired5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(callApi).toHaveBeenLastCalledWith('cart/coupon', { code: 'expired5', lang: 'en' }, { quiet: true });
    await waitFor(() => expect(dialog.querySelector('[data-cart-message]')?.textContent).toBe('This coupon has expired.'));
    expect(dialog.querySelector('[data-coupon-verdict]')?.getAttribute('data-coupon-verdict')).toBe('refused');

    callApi.mockResolvedValueOnce(cartAnswer(sampleCart));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove the code EXPIRED5' }));
    expect(callApi).toHaveBeenLastCalledWith('cart/coupon', { code: '', lang: 'en' }, { quiet: true });
    await waitFor(() => expect(dialog.querySelector('[data-coupon-verdict]')).toBeNull());
  });
});
