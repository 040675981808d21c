import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import {
  asPageData,
  categoryPageData,
  collectionPageData,
  homePageData,
  newArrivalsSource,
  productSummaries,
  productSummariesZhHK,
  summerEditSource,
} from '../../fixtures/catalog';
import { renderWithPage } from '../../fixtures/render-with-page';
import { promotionDetailData } from '../../fixtures/coupons';
import { cartAnswer, sampleCart } from '../../fixtures/cart';
import ProductList from './product-list';
import { productListSchema } from './schema';

const callApi = vi.fn();
vi.mock('../../api/web-api', () => ({ callApi: (...args: unknown[]) => callApi(...args) }));

const listing = (props: object = {}) => <ProductList {...productListSchema.parse(props)} />;

function card(name: string): HTMLElement {
  const heading = screen.getByRole('heading', { name });
  const article = heading.closest('article');
  if (!article) throw new Error(`no card around ${name}`);
  return article;
}

describe('product-list on a category page', () => {
  test('shows the category, its products and their prices', async () => {
    await renderWithPage(listing(), { data: asPageData(categoryPageData()), kind: 'category' });

    expect(screen.getByRole('heading', { level: 1, name: 'Home & kitchen' })).toBeTruthy();
    expect(screen.getByText('Stoneware, linen and light for the rooms you live in.')).toBeTruthy();
    const breadcrumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumbs).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(within(breadcrumbs).getByText('Home & kitchen').getAttribute('aria-current')).toBe('page');
    expect(within(screen.getByRole('navigation', { name: 'Subcategories' })).getByRole('link', { name: 'Kitchen' }).getAttribute('href')).toBe('/category/kitchen');
    expect(screen.getByText('8 products')).toBeTruthy();

    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(productSummaries.map((product) => product.name));
    const mug = card('Stoneware mug');
    expect(within(mug).getByRole('link', { name: 'Stoneware mug' }).getAttribute('href')).toBe('/product/stoneware-mug');
    expect(within(mug).getByText('$24.00').className).toContain('text-sales-price');
    const before = within(mug).getByText('$32.00');
    expect(before.tagName).toBe('S');
    expect(before.className).toContain('text-line-price');
    expect(within(mug).getByText('Original price')).toBeTruthy();
    expect(within(mug).getByText('Colours: Sage, Sand, Charcoal')).toBeTruthy();
    expect(within(card('Brass desk lamp')).getByText('Out of stock')).toBeTruthy();
  });

  test('loads the first row of pictures at once and the rest when they near the screen', async () => {
    await renderWithPage(listing(), { data: asPageData(categoryPageData()), kind: 'category' });
    const loading = screen.getAllByRole('img').map((image) => image.getAttribute('loading'));
    expect(loading).toEqual(['eager', 'eager', ...Array<string>(productSummaries.length - 2).fill('lazy')]);
    expect(screen.getAllByRole('img')[0]!.getAttribute('fetchpriority')).toBe('high');
  });

  test('choosing an order opens the first page in that order through the router', async () => {
    const navigate = vi.fn();
    await renderWithPage(listing(), { data: asPageData(categoryPageData({ page: 2, total: 20 })), kind: 'category', navigate });
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect((sort as HTMLSelectElement).value).toBe('featured');

    await userEvent.selectOptions(sort, 'Price: low to high');
    expect(navigate).toHaveBeenLastCalledWith('/category/home-kitchen?sort=price-asc', {});
    await userEvent.selectOptions(sort, 'Featured');
    expect(navigate).toHaveBeenLastCalledWith('/category/home-kitchen', {});
  });

  test('links between pages keep the order, and page 1 has no page number', async () => {
    await renderWithPage(listing(), { data: asPageData(categoryPageData({ page: 2, total: 20, sort: 'price-desc' })), kind: 'category' });
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('link', { name: 'Previous page' }).getAttribute('href')).toBe('/category/home-kitchen?sort=price-desc');
    expect(within(pages).getByRole('link', { name: 'Next page' }).getAttribute('href')).toBe('/category/home-kitchen?sort=price-desc&page=3');
    expect(within(pages).getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    expect(within(pages).getByText('Page 2 of 3')).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement).value).toBe('price-desc');
  });

  test('writes a large count with the page language\'s grouping', async () => {
    await renderWithPage(listing(), { data: asPageData(categoryPageData({ total: 12345 })), kind: 'category', lang: 'de' });
    expect(screen.getByText('12.345 products')).toBeTruthy();
  });

  test('a listing on one page has no page links', async () => {
    await renderWithPage(listing(), { data: asPageData(categoryPageData()), kind: 'category' });
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });

  test('an empty category says so instead of drawing an empty grid', async () => {
    await renderWithPage(listing(), { data: asPageData(categoryPageData({ products: [], total: 0 })), kind: 'category' });
    expect(screen.getByText('No products here yet.')).toBeTruthy();
    expect(screen.getByText('0 products')).toBeTruthy();
    expect(document.querySelector('article')).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  test('a collection page is headed by the collection', async () => {
    await renderWithPage(listing(), { data: asPageData(collectionPageData()), kind: 'collection' });
    expect(screen.getByRole('heading', { level: 1, name: 'The summer edit' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).toBeNull();
  });

  test('writes prices and counts in the page language', async () => {
    const data = asPageData(categoryPageData({ products: productSummariesZhHK, total: productSummariesZhHK.length }));
    await renderWithPage(listing(), { data, kind: 'category', lang: 'zh-HK' });
    expect(within(card('石器馬克杯')).getByText('HK$188.00')).toBeTruthy();
    expect(screen.getByText('3 件商品')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: '排序方式' })).toBeTruthy();
  });
});

describe('product-list on a composed page', () => {
  test('shows its source under its own heading, cut to its limit', async () => {
    await renderWithPage(listing({ heading: 'The summer edit', source: summerEditSource }), { data: asPageData(homePageData()) });
    const section = screen.getByRole('region', { name: 'The summer edit' });
    expect(within(section).getAllByRole('article')).toHaveLength(summerEditSource.limit);
    expect(within(section).getAllByRole('heading', { level: 3 })).toHaveLength(summerEditSource.limit);
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });

  test('pictures wait unless the block is at the top of the page', async () => {
    const { unmount } = await renderWithPage(listing({ source: newArrivalsSource }), { data: asPageData(homePageData()) });
    expect(screen.getAllByRole('img').every((image) => image.getAttribute('loading') === 'lazy')).toBe(true);
    unmount();
    await renderWithPage(listing({ source: newArrivalsSource, priority: true }), { data: asPageData(homePageData()) });
    expect(screen.getAllByRole('img')[0]!.getAttribute('loading')).toBe('eager');
  });

  test('a source the server did not fill is an error naming it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(
      renderWithPage(listing({ source: { kind: 'category', slug: 'garden' } }), { data: asPageData(homePageData()) }),
    ).rejects.toThrow('data.sources["category:garden"]');
    vi.restoreAllMocks();
  });

  test('a product that breaks the contract is named by its path', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const data = { ...asPageData(homePageData()), sources: { 'collection:summer-edit': [{ ...productSummaries[0], price: -1 }] } };
    await expect(renderWithPage(listing({ source: summerEditSource }), { data })).rejects.toThrow(/data\.sources\.collection:summer-edit\[0\]\.price|data\.sources\["collection:summer-edit"\]\[0\]\.price/);
    vi.restoreAllMocks();
  });
});

describe('product cards and the theme display flags', () => {
  const home = () => asPageData(homePageData());

  test('the cart button adds the product (the server picks its variant) and opens the drawer; the heart is a toggle', async () => {
    const navigate = vi.fn();
    callApi.mockResolvedValue(cartAnswer(sampleCart));
    await renderWithPage(listing({ source: summerEditSource }), { data: home(), navigate });
    const mug = card('Stoneware mug');
    const addToCart = within(mug).getByRole('button', { name: /^Add to cart\s*\(Stoneware mug\)$/ });
    await userEvent.click(addToCart);
    expect(await screen.findByRole('dialog', { name: 'Your cart' })).toBeTruthy();
    expect(callApi).toHaveBeenCalledWith('cart/add', { productSlug: 'stoneware-mug', quantity: 1, lang: 'en' }, { quiet: true });
    expect(navigate).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    expect(document.activeElement).toBe(addToCart);
    const favorite = within(mug).getByRole('button', { name: 'Save Stoneware mug to favorites' });
    expect(favorite.getAttribute('aria-pressed')).toBe('false');
  });

  test('without a script, the cart button posts its product to the cart page in the page language', async () => {
    await renderWithPage(listing({ source: summerEditSource }), { data: home(), lang: 'zh-HK' });
    const addToCart = card('Stoneware mug').querySelector<HTMLButtonElement>('[data-add-to-cart]')!;
    expect(addToCart.type).toBe('submit');
    const form = addToCart.form!;
    expect(form.method).toBe('post');
    expect(form.getAttribute('action')).toBe('/zh-HK/cart');
    expect(Object.fromEntries(new FormData(form))).toEqual({ action: 'add', productSlug: 'stoneware-mug', quantity: '1' });
  });

  test('the buttons say it in Chinese too', async () => {
    await renderWithPage(listing({ source: summerEditSource }), { data: home(), lang: 'zh' });
    const addToCart = screen.getAllByRole('button', { name: /加入购物车/ })[0]!;
    expect(addToCart.hasAttribute('disabled')).toBe(false);
  });

  test('showCart and showFavorite off leave the buttons out', async () => {
    await renderWithPage(listing({ source: summerEditSource }), { data: home(), flags: { showCart: false } });
    expect(screen.queryByRole('button', { name: /Add to cart/ })).toBeNull();
    expect(screen.getAllByRole('button', { name: /to favorites/ })).toHaveLength(summerEditSource.limit);
    document.body.innerHTML = '';

    await renderWithPage(listing({ source: summerEditSource }), { data: home(), flags: { showFavorite: false } });
    expect(screen.queryByRole('button', { name: /to favorites/ })).toBeNull();
    expect(screen.getAllByRole('button', { name: /Add to cart/ })).toHaveLength(summerEditSource.limit);
  });

  test('a product turns its own buttons and second picture off, the others keep theirs', async () => {
    const base = asPageData(homePageData());
    const sources = base.sources as Record<string, typeof productSummaries>;
    const [first, ...rest] = sources['collection:summer-edit']!;
    const data = { ...base, sources: { ...sources, 'collection:summer-edit': [{ ...first!, display: { showCart: false, showFavorite: false, showSlideImage: false } }, ...rest] } };
    await renderWithPage(listing({ source: summerEditSource }), { data });
    const quiet = card(first!.name);
    expect(within(quiet).queryByRole('button', { name: /Add to cart/ })).toBeNull();
    expect(within(quiet).queryByRole('button', { name: /to favorites/ })).toBeNull();
    fireEvent.pointerEnter(quiet);
    expect(quiet.querySelector('[data-second-image]')).toBeNull();
    expect(screen.getAllByRole('button', { name: /Add to cart/ })).toHaveLength(summerEditSource.limit - 1);
    expect(screen.getAllByRole('button', { name: /to favorites/ })).toHaveLength(summerEditSource.limit - 1);
  });

  test('showSlideImage shows the second picture on hover or focus, and only fetches it then', async () => {
    await renderWithPage(listing({ source: summerEditSource }), { data: home() });
    const mug = card('Stoneware mug');
    expect(mug.querySelector('[data-second-image]')).toBeNull();
    fireEvent.pointerEnter(mug);
    const second = mug.querySelector('[data-second-image]');
    expect(second?.querySelector('img')?.getAttribute('src')).toBe(productSummaries[0]!.hoverImage!.src);
    expect(second?.getAttribute('aria-hidden')).toBe('true');

    const tote = card('Canvas tote');
    act(() => within(tote).getByRole('link', { name: 'Canvas tote' }).focus());
    expect(tote.querySelector('[data-second-image]')).not.toBeNull();
  });

  test('showSlideImage off keeps the one picture', async () => {
    await renderWithPage(listing({ source: summerEditSource }), { data: home(), flags: { showSlideImage: false } });
    const mug = card('Stoneware mug');
    fireEvent.pointerEnter(mug);
    act(() => within(mug).getByRole('link', { name: 'Stoneware mug' }).focus());
    expect(mug.querySelector('[data-second-image]')).toBeNull();
    expect(within(mug).getAllByRole('img')).toHaveLength(1);
  });
});

describe('product-list on the promotion pages', () => {
  test("lists a promotion's products under its name", async () => {
    await renderWithPage(listing(), { data: asPageData(promotionDetailData()), kind: 'promotion', path: 'promotion/tops-week', params: { slug: 'tops-week' } });
    expect(screen.getByRole('heading', { level: 1, name: '10% off tops' })).toBeTruthy();
    expect(screen.getByText('Tees, sweaters and hoodies, taken off in the cart.')).toBeTruthy();
    expect(document.querySelectorAll('[data-product]')).toHaveLength(4);
  });
});
