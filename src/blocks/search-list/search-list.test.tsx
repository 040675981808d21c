import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { asPageData, productSummaries, productSummariesZhHK, searchPageData } from '../../fixtures/catalog';
import { drawnOnPage, renderWithPage, type PageSetup } from '../../fixtures/render-with-page';
import SearchListBlock from './search-list';
import { searchListSchema } from './schema';

// Drawn as the renderer draws it: the page data it declares is read from the page and passed as props.
const SearchList = drawnOnPage(SearchListBlock);

const block = (props: object = {}) => <SearchList {...searchListSchema.parse(props)} />;
type SearchSetup = Parameters<typeof searchPageData>[0];
const openSearch = (search: SearchSetup = {}, options: Pick<PageSetup, 'lang' | 'navigate'> = {}) =>
  renderWithPage(block(), { data: asPageData(searchPageData(search)), kind: 'search', path: 'search', ...options });

const resultNames = () => screen.getAllByRole('heading', { level: 2 }).filter((heading) => heading.closest('article'));

describe('search-list', () => {
  test('shows what matched, with the searched words marked in the names', async () => {
    await openSearch({ query: 'can' });
    expect(screen.getByRole('heading', { level: 1, name: 'Results for “can”' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('3 results');
    expect(resultNames().map((name) => name.textContent)).toEqual(['Canvas tote', 'Canvas sneaker', 'Fig soy candle']);
    expect([...document.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['Can', 'Can', 'can']);
    expect(within(resultNames()[0]!).getByRole('link').getAttribute('href')).toBe('/product/canvas-tote');
    expect((screen.getByRole('searchbox', { name: 'Search products' }) as HTMLInputElement).value).toBe('can');
  });

  test('marks Chinese fragments in Chinese names', async () => {
    await openSearch({ query: '馬克', results: productSummariesZhHK.filter((product) => product.name.includes('馬克')) }, { lang: 'zh-HK' });
    expect([...document.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['馬克', '馬克']);
    expect(screen.getByRole('heading', { level: 1, name: '「馬克」的搜尋結果' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('2 個結果');
  });

  test('markup in a name or the query stays text', async () => {
    const sneaky = { ...productSummaries[0]!, slug: 'sneaky', name: '<img src=x onerror="window.__vitrineInjected=1"> mug' };
    await openSearch({ query: '<img src=x', results: [sneaky] });
    const name = resultNames()[0]!;
    expect(name.querySelector('img')).toBeNull();
    expect(name.textContent).toBe('<img src=x onerror="window.__vitrineInjected=1"> mug');
    expect([...name.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['<img', 'src=x']);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Results for “<img src=x”');
    expect(Reflect.get(window, '__vitrineInjected')).toBeUndefined();
  });

  test('sending the form navigates through the router with the query and filters, page 1', async () => {
    const navigate = vi.fn();
    await openSearch({ query: 'can', page: 2, total: 30 }, { navigate });
    const query = screen.getByRole('searchbox', { name: 'Search products' });
    await userEvent.clear(query);
    await userEvent.type(query, 'tote bag');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'kitchen');
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Lowest price' }), '10');
    await userEvent.click(screen.getByRole('checkbox', { name: /In stock only/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(navigate).toHaveBeenLastCalledWith('/search?q=tote+bag&category=kitchen&min=10&inStock=1', {});

    await userEvent.type(query, '{Enter}');
    expect(navigate).toHaveBeenLastCalledWith('/search?q=tote+bag&category=kitchen&min=10&inStock=1', {});
    expect(navigate).toHaveBeenCalledTimes(2);
  });

  test('a new order applies at once and keeps the filters', async () => {
    const navigate = vi.fn();
    await openSearch({ query: 'can', filters: { tag: 'gift-ideas', maxPrice: 80 } }, { navigate });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Newest');
    expect(navigate).toHaveBeenLastCalledWith('/search?q=can&tag=gift-ideas&max=80&sort=newest', {});
  });

  test('the filters in force are shown, counted, and can be cleared', async () => {
    await openSearch({ query: 'can', filters: { category: 'kitchen', inStock: true, minPrice: 20 } });
    expect((screen.getByRole('combobox', { name: 'Category' }) as HTMLSelectElement).value).toBe('kitchen');
    expect(within(screen.getByRole('combobox', { name: 'Category' })).getByRole('option', { name: /Home & kitchen \(3\)/ })).toBeTruthy();
    expect((screen.getByRole('spinbutton', { name: 'Lowest price' }) as HTMLInputElement).value).toBe('20');
    expect((screen.getByRole('checkbox', { name: 'In stock only (3)' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('group', { name: 'Price (USD)' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Clear filters' }).getAttribute('href')).toBe('/search?q=can');
  });

  test('page links keep the query, the filters and the order', async () => {
    await openSearch({ query: 'can', filters: { tag: 'gift-ideas' }, sort: 'price-asc', total: 60 });
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('link', { name: 'Next page' }).getAttribute('href')).toBe('/search?q=can&tag=gift-ideas&sort=price-asc&page=2');
  });

  test('without a query it asks what to look for and offers the categories', async () => {
    await openSearch({ query: '' });
    expect(screen.getByRole('heading', { level: 1, name: 'Search' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'What are you looking for?' })).toBeTruthy();
    const categories = screen.getByRole('navigation', { name: 'Or browse a category' });
    expect(within(categories).getByRole('link', { name: 'Bags' }).getAttribute('href')).toBe('/category/bags');
    expect(screen.queryByRole('heading', { name: 'Filters' })).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  test('a single letter is kept in the box, and the shopper is asked to type more', async () => {
    await openSearch({ query: 'e', tooShort: true });
    expect(screen.getByRole('heading', { level: 1, name: 'Search' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Keep typing' })).toBeTruthy();
    expect(screen.getByText(/at least two letters or digits/)).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search products' }).value).toBe('e');
    expect(screen.queryByText(/Nothing matches/)).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Or browse a category' })).toBeTruthy();
  });

  test('with nothing found it says so, and offers to clear the filters when there are any', async () => {
    const { unmount } = await openSearch({ query: 'zeppelin' });
    expect(screen.getByText('Nothing matches “zeppelin”')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('0 results');
    expect(screen.queryByRole('link', { name: 'Clear filters' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Sort by' })).toBeNull();
    unmount();

    await openSearch({ query: 'mug', results: [], filters: { inStock: true } });
    expect(screen.getAllByRole('link', { name: 'Clear filters' }).map((link) => link.getAttribute('href'))).toEqual(['/search?q=mug', '/search?q=mug']);
  });

  test('the filters can be left out', async () => {
    await renderWithPage(block({ showFilters: false }), { data: asPageData(searchPageData({ query: 'can' })), kind: 'search' });
    expect(screen.queryByRole('heading', { name: 'Filters' })).toBeNull();
    expect(resultNames()).toHaveLength(3);
  });
});
