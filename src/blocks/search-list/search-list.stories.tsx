import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { asPageData, productSummariesZhHK, searchPageData } from '../../fixtures/catalog';
import { NavigateContext } from '../../renderer/kit/navigation';
import { storyBlock } from '../../../.storybook/decorators';
import SearchListBlock from './search-list';

// `withPage` reads the page data it declares from the story's page, as the renderer would.
const SearchList = storyBlock(SearchListBlock);

/** Navigations the block asks for; a story has no router, so they are recorded instead of followed. */
const navigations = fn().mockName('navigate');

const recordNavigations: Decorator = (Story) => (
  <NavigateContext value={navigations}>
    <Story />
  </NavigateContext>
);

const searchPage = (search: Parameters<typeof searchPageData>[0]) => ({
  page: { data: asPageData(searchPageData(search)), route: { kind: 'search', path: 'search' } },
});

const meta = {
  title: 'Blocks/Search list',
  component: SearchList,
  args: { showFilters: true, columns: 3 },
  argTypes: { columns: { control: 'inline-radio', options: [2, 3, 4] } },
  decorators: [recordNavigations],
  parameters: searchPage({ query: 'can' }),
  beforeEach: () => navigations.mockClear(),
} satisfies Meta<typeof SearchList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Results: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelectorAll('mark')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('checkbox', { name: /In stock only/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Apply filters' }));
    await expect(navigations).toHaveBeenCalledWith('/search?q=can&inStock=1', {});
  },
};

export const Filtered: Story = {
  parameters: searchPage({ query: 'can', filters: { category: 'kitchen', minPrice: 20, maxPrice: 90, inStock: true }, sort: 'price-asc', total: 40 }),
};

export const EmptyQuery: Story = {
  parameters: searchPage({ query: '' }),
};

/** A single letter would match nearly everything: the shopper is asked to type more. */
export const QueryTooShort: Story = {
  parameters: searchPage({ query: 'e', tooShort: true }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Keep typing' })).toBeVisible();
  },
};

export const NoResults: Story = {
  parameters: searchPage({ query: 'zeppelin', filters: { inStock: true } }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nothing matches “zeppelin”')).toBeVisible();
  },
};

/** A name holding markup is drawn as text; nothing in it runs. */
export const MarkupInNames: Story = {
  parameters: searchPage({
    query: '<img',
    results: [{ ...productSummariesZhHK[0]!, slug: 'sneaky', name: '<img src=x onerror="window.__vitrineInjected=1"> mug', currency: 'USD' }],
  }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('<img')).toBeVisible();
    await expect(canvasElement.querySelector('article h2 img')).toBeNull();
    await expect(Reflect.get(window, '__vitrineInjected')).toBeUndefined();
  },
};

export const TraditionalChinese: Story = {
  parameters: searchPage({ query: '馬克', results: productSummariesZhHK.filter((product) => product.name.includes('馬克')) }),
  globals: { locale: 'zh-HK' },
};

export const WithoutFilters: Story = {
  args: { showFilters: false, columns: 4 },
};
