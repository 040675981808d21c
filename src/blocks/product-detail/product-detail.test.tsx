import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { asPageData, mugDetail, productPageData, siteData } from '../../fixtures/catalog';
import { drawnOnPage, renderWithPage } from '../../fixtures/render-with-page';
import { cartAnswer, sampleCart } from '../../fixtures/cart';
import { recordPriceChange, recordStockChange } from '../../state/variant-changes';
import ProductDetailBlock from './product-detail';
import { productDetailBlockSchema } from './schema';

// Drawn as the renderer draws it: the page data it declares is read from the page and passed as props.
const ProductDetail = drawnOnPage(ProductDetailBlock);

const callApi = vi.fn();
vi.mock('../../api/web-api', () => ({ callApi: (...args: unknown[]) => callApi(...args) }));

const block = (props: object = {}) => <ProductDetail {...productDetailBlockSchema.parse(props)} />;
const open = (selectedSku: string | null = null, options: { lang?: 'en' | 'zh-HK'; flags?: object; navigate?: () => void } = {}) =>
  renderWithPage(block(), { data: asPageData(productPageData(selectedSku)), kind: 'product', path: 'product/stoneware-mug', ...options });

const priceBox = () => {
  const box = document.querySelector<HTMLElement>('[data-variant]');
  if (!box) throw new Error('no price');
  return box;
};
/** The line naming the chosen variant's SKU; the SKU itself is marked as a code no translation touches. */
const skuLine = (label = 'SKU') => screen.getByText((_, element) => element?.tagName === 'P' && (element.textContent ?? '').startsWith(`${label} `));
const mainImage = () => within(screen.getByRole('region', { name: 'Product images' })).getAllByRole('img')[0]!;

beforeEach(() => window.history.replaceState(null, '', '/product/stoneware-mug'));
afterEach(() => window.history.replaceState(null, '', '/'));

describe('product-detail', () => {
  test('a sale or restock the shop announces shows on the open page without a reload, and only for its own variants', async () => {
    await open();
    const sku = priceBox().dataset.variant!;
    const addToCart = () => screen.getByRole('button', { name: 'Add to cart' }) as HTMLButtonElement;
    expect(addToCart().disabled).toBe(false);
    expect(recordStockChange({ sku: 'SOME-OTHER-SKU', stock: 0, inStock: false })).toBe(false);

    await act(async () => void recordStockChange({ sku, stock: 0, inStock: false }));
    expect(within(priceBox()).getByText('Out of stock')).toBeTruthy();
    expect(addToCart().disabled).toBe(true);

    await act(async () => void recordStockChange({ sku, stock: 40, inStock: true }));
    expect(within(priceBox()).getByText('In stock')).toBeTruthy();
    expect(addToCart().disabled).toBe(false);
  });

  test('a new price the merchant sets shows on the open page without a reload, with the reduction it keeps or ends', async () => {
    await open();
    const sku = priceBox().dataset.variant!;
    expect(within(priceBox()).getByText('$24.00')).toBeTruthy();
    expect(recordPriceChange({ sku: 'SOME-OTHER-SKU', price: 1, linePrice: null })).toBe(false);

    await act(async () => void recordPriceChange({ sku, price: 19.5, linePrice: 32 }));
    expect(within(priceBox()).getByText('$19.50')).toBeTruthy();
    expect(within(priceBox()).getByText('$32.00')).toBeTruthy();
    expect(within(priceBox()).queryByText('$24.00')).toBeNull();

    await act(async () => void recordPriceChange({ sku, price: 28, linePrice: null }));
    expect(within(priceBox()).getByText('$28.00')).toBeTruthy();
    expect(within(priceBox()).queryByText('$32.00')).toBeNull();
  });

  test('shows the product: heading, trail, price in the theme colours, stock and options', async () => {
    await open();
    expect(screen.getByRole('heading', { level: 1, name: 'Stoneware mug' })).toBeTruthy();
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/', '/category/home-kitchen', '/category/kitchen']);
    expect(within(priceBox()).getByText('$24.00').className).toContain('text-sales-price');
    expect(within(priceBox()).getByText('$32.00').className).toContain('text-line-price');
    expect(within(priceBox()).getByText('In stock')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Glaze: Sage' })).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Sage' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: '250 ml' }) as HTMLInputElement).checked).toBe(true);
    const taxonomy = document.querySelector('dl');
    expect(within(taxonomy!).getByRole('link', { name: 'Kitchen' }).getAttribute('href')).toBe('/category/kitchen');
    expect(screen.getByRole('link', { name: 'Gift ideas' }).getAttribute('href')).toBe('/tag/gift-ideas');
    expect(mainImage().getAttribute('loading')).toBe('eager');
    expect(mainImage().getAttribute('fetchpriority')).toBe('high');
  });

  test('picking an option renames the page to the variant and updates price, stock and picture, without navigating', async () => {
    const navigate = vi.fn();
    await open(null, { navigate });
    const entries = window.history.length;

    await userEvent.click(screen.getByRole('radio', { name: '400 ml' }));
    expect(window.location.pathname).toBe('/product/stoneware-mug/MUG-SAGE-400');
    expect(within(priceBox()).getByText('$29.00')).toBeTruthy();
    expect(within(priceBox()).queryByText('$32.00')).toBeNull();
    expect(skuLine().textContent).toBe('SKU MUG-SAGE-400');
    expect(skuLine().querySelector('[translate="no"]')?.textContent).toBe('MUG-SAGE-400');

    await userEvent.click(screen.getByRole('radio', { name: 'Charcoal' }));
    expect(window.location.pathname).toBe('/product/stoneware-mug/MUG-CHARCOAL-400');
    expect(mainImage().getAttribute('alt')).toBe('The mug in charcoal');
    expect(screen.getByRole('group', { name: 'Glaze: Charcoal' })).toBeTruthy();

    expect(window.history.length).toBe(entries);
    expect(navigate).not.toHaveBeenCalled();
  });

  test('a variant URL opened afresh shows that variant', async () => {
    await open('MUG-CHARCOAL-250');
    expect((screen.getByRole('radio', { name: 'Charcoal' }) as HTMLInputElement).checked).toBe(true);
    expect(within(priceBox()).getByText('Only 2 left')).toBeTruthy();
    expect(mainImage().getAttribute('alt')).toBe('The mug in charcoal');
    expect(window.location.pathname).toBe('/product/stoneware-mug');
  });

  test('sold-out combinations say so, and picking one shows it out of stock with nothing to add', async () => {
    await open('MUG-SAND-250');
    expect(screen.getByRole('radio', { name: '400 ml, sold out' })).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: '400 ml, sold out' }));
    expect(within(priceBox()).getByText('Out of stock')).toBeTruthy();
    expect((screen.getByRole('spinbutton', { name: 'Quantity' }) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Increase quantity' }) as HTMLButtonElement).disabled).toBe(true);
  });

  test('the quantity stays between one and the stock', async () => {
    await open('MUG-CHARCOAL-250');
    const quantity = screen.getByRole('spinbutton', { name: 'Quantity' }) as HTMLInputElement;
    const more = screen.getByRole('button', { name: 'Increase quantity' }) as HTMLButtonElement;
    const fewer = screen.getByRole('button', { name: 'Decrease quantity' }) as HTMLButtonElement;
    expect(fewer.disabled).toBe(true);
    await userEvent.click(more);
    expect(quantity.value).toBe('2');
    expect(more.disabled).toBe(true);
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '9');
    expect(quantity.value).toBe('2');
    await userEvent.click(fewer);
    expect(quantity.value).toBe('1');

    // A variant with less stock than the chosen quantity brings the quantity down to it.
    await userEvent.click(screen.getByRole('radio', { name: '400 ml' }));
    await userEvent.click(more);
    await userEvent.click(more);
    expect(quantity.value).toBe('3');
    await userEvent.click(screen.getByRole('radio', { name: '250 ml' }));
    expect(skuLine().textContent).toBe('SKU MUG-CHARCOAL-250');
    expect(quantity.value).toBe('2');
  });

  test('add to cart sends the chosen variant and quantity and opens the drawer; the heart is a toggle, not pressed for a visitor', async () => {
    callApi.mockResolvedValue(cartAnswer(sampleCart));
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    const addToCart = screen.getByRole('button', { name: 'Add to cart' });
    await userEvent.click(addToCart);
    expect(await screen.findByRole('dialog', { name: 'Your cart' })).toBeTruthy();
    const sku = skuLine().querySelector('[translate="no"]')?.textContent;
    expect(callApi).toHaveBeenCalledWith('cart/add', { sku, quantity: 2, lang: 'en' }, { quiet: true });
    await userEvent.keyboard('{Escape}');
    const favorite = screen.getByRole('button', { name: /^Save .+ to favorites$/ });
    expect(favorite.getAttribute('aria-disabled')).toBeNull();
    expect(favorite.getAttribute('aria-pressed')).toBe('false');
  });

  test('without a script, Add to cart is a plain form: it posts the options picked and the quantity to the cart page in the page language', async () => {
    await open(null, { lang: 'zh-HK' });
    const button = document.querySelector<HTMLButtonElement>('[data-add-to-cart]')!;
    expect(button.type).toBe('submit');
    const form = button.form!;
    expect(form.method).toBe('post');
    expect(form.getAttribute('action')).toBe('/zh-HK/cart');
    // The radios a shopper picks a size with are the form's own fields, as is the labelled quantity.
    await userEvent.click(screen.getByRole('radio', { name: '400 ml' }));
    const quantity = screen.getByRole('spinbutton', { name: '數量' }) as HTMLInputElement;
    expect(quantity.form).toBe(form);
    await userEvent.click(screen.getByRole('button', { name: '增加數量' }));
    await userEvent.click(screen.getByRole('button', { name: '增加數量' }));
    expect(Object.fromEntries(new FormData(form))).toEqual({ action: 'add', productSlug: 'stoneware-mug', 'option.glaze': 'sage', 'option.size': '400ml', quantity: '3' });
  });

  test('offers a quote request about this product, in the page language', async () => {
    await open(null, { lang: 'zh-HK' });
    expect(screen.getByRole('link', { name: '詢價' }).getAttribute('href')).toBe('/zh-HK/inquiry/stoneware-mug');
  });

  test('the theme flags can take the buttons away, and the quantity with Add to cart', async () => {
    await open();
    expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toBeTruthy();
    document.body.innerHTML = '';
    await open(null, { flags: { showCart: false, showFavorite: false } });
    expect(screen.queryByRole('button', { name: 'Add to cart' })).toBeNull();
    expect(screen.queryByRole('button', { name: /to favorites/ })).toBeNull();
    expect(screen.queryByRole('spinbutton', { name: 'Quantity' })).toBeNull();
  });

  test('the description is sanitized: no script, no handler, no javascript: link', async () => {
    await open();
    const description = screen.getByRole('region', { name: 'Description' });
    expect(within(description).getByText(/Thrown by hand/)).toBeTruthy();
    expect(description.querySelector('script')).toBeNull();
    expect(description.querySelector('[onerror]')).toBeNull();
    expect(within(description).getByText('Care guide').hasAttribute('href')).toBe(false);
  });

  test('thumbnails switch the picture by click and by arrow keys', async () => {
    await open();
    const thumbnails = within(screen.getByRole('region', { name: 'Product images' })).getAllByRole('button');
    expect(thumbnails.map((thumbnail) => thumbnail.getAttribute('aria-label'))).toEqual([
      'Show image 1 of 4',
      'Show image 2 of 4',
      'Show image 3 of 4',
      'Show image 4 of 4',
    ]);
    await userEvent.click(thumbnails[1]!);
    expect(mainImage().getAttribute('alt')).toBe('Close-up of the sage glaze');
    expect(thumbnails[1]!.getAttribute('aria-pressed')).toBe('true');

    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(thumbnails[2]);
    expect(mainImage().getAttribute('alt')).toBe('The mug in sand');
    await userEvent.keyboard('{End}');
    expect(mainImage().getAttribute('alt')).toBe('The mug in charcoal');
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(thumbnails[0]);
    expect(mainImage().getAttribute('alt')).toBe('A sage green stoneware mug');
  });

  test('speaks the page language', async () => {
    await open(null, { lang: 'zh-HK' });
    expect(screen.getByRole('button', { name: '加入購物車' })).toBeTruthy();
    expect(screen.getByRole('spinbutton', { name: '數量' })).toBeTruthy();
    expect(skuLine('貨號').textContent).toBe('貨號 MUG-SAGE-250');
  });

  test('page data without a product is an error that says so', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(renderWithPage(block(), { data: { site: siteData } })).rejects.toThrow(/data\.product/);
    await expect(renderWithPage(block(), { data: { site: siteData, product: { ...mugDetail(), variants: [] } } })).rejects.toThrow(/data\.product\.variants/);
    vi.restoreAllMocks();
  });
});
