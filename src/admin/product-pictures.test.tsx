import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProductDocument } from '../schema/admin-api/products';
import { linenTee } from '../fixtures/admin-products';
import { createBackOfficeI18n } from './i18n';
import { movedOrder, ProductPictures } from './product-pictures';

const i18n = createBackOfficeI18n('en');

/** The tee with three pictures, each described by the colour it shows. */
const TEE: ProductDocument = {
  ...linenTee(),
  pictures: ['rust', 'sage', 'ink'].map((colour, index) => ({ position: index + 1, alt: { en: colour }, src: `/img/${index + 1}.webp` })),
};

/**
 * The shop's `products/pictures/order` as the editor meets it: the pictures in the order sent,
 * each under its own number and address, as the shop keeps them; `refuse` answers with a 422.
 */
function fakeShop() {
  const sent: unknown[] = [];
  const shop = { product: TEE, refuse: false };
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const envelope = (status: number, data: unknown, msg = 'ok') =>
      new Response(JSON.stringify({ code: status < 300 ? 0 : 1, msg, data }), { status });
    if (init.method !== 'PUT' || url !== `/api/admin/products/${TEE.slug}/pictures/order`) return envelope(404, null, 'No');
    const { order } = JSON.parse(String(init.body)) as { order: number[] };
    sent.push(order);
    if (shop.refuse)
      return envelope(
        422,
        { issues: [{ path: 'order', message: 'Every picture once: 3 is missing' }], more: 0 },
        'Invalid picture order: 1 problem',
      );
    const reordered = order.map((position) => shop.product.pictures.find((one) => one.position === position)!);
    shop.product = { ...shop.product, pictures: reordered };
    return envelope(200, { product: shop.product });
  });
  return { sent, shop };
}

/** The pictures part as the product page holds it: the product it answers replaces the one shown. */
function Editor() {
  const [product, setProduct] = useState(TEE);
  return (
    <I18nextProvider i18n={i18n}>
      <ProductPictures slug={product.slug} pictures={product.pictures} onChange={setProduct} />
    </I18nextProvider>
  );
}

const shownOrder = () => screen.getAllByRole('img').map((image) => image.getAttribute('alt'));
/** Each picture shown beside its address: a move never gives a picture another's. */
const shownAddresses = () => screen.getAllByRole('img').map((image) => [image.getAttribute('alt'), image.getAttribute('src')]);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('putting the pictures in order', () => {
  it('puts a picture in its new place', () => {
    expect(movedOrder([1, 2, 3], 1, 0)).toEqual([2, 1, 3]);
    expect(movedOrder([1, 2, 3], 0, 2)).toEqual([2, 3, 1]);
  });

  it('moves a picture from the keyboard, sends the new order at once, keeps the focus on it and says where it went', async () => {
    const { sent } = fakeShop();
    const user = userEvent.setup();
    render(<Editor />);
    // At the ends there is no further to go.
    expect(screen.getByRole('button', { name: 'Move picture 1 earlier' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Move picture 3 later' })).toHaveProperty('disabled', true);

    screen.getByRole('button', { name: 'Move picture 2 earlier' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(shownOrder()).toEqual(['sage', 'rust', 'ink']));
    expect(shownAddresses()).toEqual([
      ['sage', '/img/2.webp'],
      ['rust', '/img/1.webp'],
      ['ink', '/img/3.webp'],
    ]);
    expect(sent).toEqual([[2, 1, 3]]);
    expect(screen.getByText('Picture 2 is now in place 1 of 3.').getAttribute('role')).toBe('status');
    // First now, its "earlier" is off: the focus stays on the same picture, on its other move.
    expect(screen.getByRole('button', { name: 'Move picture 2 earlier' })).toHaveProperty('disabled', true);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move picture 2 later' }));

    await user.keyboard('{Enter}');
    await waitFor(() => expect(shownOrder()).toEqual(['rust', 'sage', 'ink']));
    expect(sent).toEqual([
      [2, 1, 3],
      [1, 2, 3],
    ]);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move picture 2 later' }));
    expect(screen.getByText('Picture 2 is now in place 2 of 3.').getAttribute('role')).toBe('status');
  });

  it('keeps a description being typed with its picture when the picture moves', async () => {
    fakeShop();
    const user = userEvent.setup();
    render(<Editor />);
    await user.type(screen.getByLabelText('What picture 3 shows (English)'), ' glaze');
    await user.click(screen.getByRole('button', { name: 'Move picture 3 earlier' }));
    await waitFor(() => expect(shownOrder()).toEqual(['rust', 'ink', 'sage']));
    expect(screen.getByLabelText<HTMLInputElement>('What picture 3 shows (English)').value).toBe('ink glaze');
    expect(screen.getByLabelText<HTMLInputElement>('What picture 2 shows (English)').value).toBe('sage');
  });

  it('moves a picture dragged by its handle to where it is dropped, and takes no file dropped there for one', async () => {
    const { sent } = fakeShop();
    render(<Editor />);
    const [, , ink] = screen.getAllByRole('listitem');
    const carried = new Map<string, string>();
    const dataTransfer = {
      get types() {
        return [...carried.keys()];
      },
      setData: (type: string, value: string) => carried.set(type, value),
      getData: (type: string) => carried.get(type) ?? '',
      effectAllowed: 'none',
      dropEffect: 'none',
    };
    // A file from outside dropped on a picture is not a move.
    fireEvent.drop(ink!, { dataTransfer: { types: ['Files'], getData: () => '' } });
    expect(sent).toEqual([]);
    // The first picture dropped on the lower half of the last one goes after it.
    fireEvent.dragStart(screen.getByTitle('Drag picture 1 by this handle to put it elsewhere'), { dataTransfer });
    fireEvent.dragOver(ink!, { dataTransfer, clientY: 1 });
    fireEvent.drop(ink!, { dataTransfer, clientY: 1 });
    await waitFor(() => expect(shownOrder()).toEqual(['sage', 'ink', 'rust']));
    expect(sent).toEqual([[2, 3, 1]]);
    expect(screen.getByText('Picture 1 is now in place 3 of 3.').getAttribute('role')).toBe('status');
  });

  it('shows a refusal on the picture, as its other refusals are, and keeps the order shown', async () => {
    const { shop } = fakeShop();
    shop.refuse = true;
    const user = userEvent.setup();
    render(<Editor />);
    await user.click(screen.getByRole('button', { name: 'Move picture 3 earlier' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid picture order: 1 problem');
    expect(shownOrder()).toEqual(['rust', 'sage', 'ink']);
  });
});
