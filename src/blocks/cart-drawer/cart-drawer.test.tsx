import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, test, vi } from 'vitest';
import { useLocale } from '../../api/test-utils';
import { cartAnswer, sampleCart } from '../../fixtures/cart';
import { renderWithPage } from '../../fixtures/render-with-page';
import { cartStore } from '../../state/cart-view';
import { closeDrawer } from '../../renderer/kit/cart-drawer';
import CartDrawerBlock from './cart-drawer';

const callApi = vi.fn();
vi.mock('../../api/web-api', () => ({ callApi: (...args: unknown[]) => callApi(...args) }));

beforeEach(async () => {
  await useLocale('en');
  callApi.mockReset();
  cartStore.cart = null;
  act(() => closeDrawer());
});

test('opens the drawer on the visitor’s cart as the server reads it, and closes back to the button', async () => {
  callApi.mockResolvedValue(cartAnswer(sampleCart));
  await renderWithPage(<CartDrawerBlock label="" />, { data: {}, lang: 'zh' });
  const button = screen.getByRole('button', { name: '查看购物车' });
  await userEvent.click(button);
  const dialog = await screen.findByRole('dialog', { name: '购物车' });
  await within(dialog).findByText('Spend $50, save $5');
  expect(callApi).toHaveBeenCalledWith('cart/get', { lang: 'zh' }, { quiet: true });
  await userEvent.click(within(dialog).getByRole('button', { name: '关闭购物车' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(document.activeElement).toBe(button);
});
