import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { fixtureArticleList, fixtureArticles, siteFixture } from '../../fixtures/content';
import ArticleList from './article-list';

const journal = (page: number, total: number) => ({
  data: { site: siteFixture({ path: 'page/journal' }), articles: fixtureArticleList(Math.min(6, total)), pagination: { page, pageSize: 6, total } },
  route: { kind: 'page', path: 'page/journal', params: { slug: 'journal' } },
});

const meta = {
  title: 'Blocks/Article list',
  component: ArticleList,
  args: { heading: 'From the journal', level: 2, columns: 3, showSummary: true, priority: false },
  argTypes: {
    level: { control: 'inline-radio', options: [1, 2] },
    columns: { control: 'inline-radio', options: [2, 3, 4] },
  },
  parameters: { page: { data: { site: siteFixture(), sources: { articles: fixtureArticles } } } },
} satisfies Meta<typeof ArticleList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The latest three articles on the home page. */
export const LatestOnHome: Story = {
  args: { source: { kind: 'articles', limit: 3 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: 'Caring for leather: a season-by-season guide' })).toHaveAttribute('href', '/article/caring-for-leather');
  },
};

/** The journal index: the page's own heading, the first picture loading at once, and pages. */
export const JournalIndex: Story = {
  args: { heading: 'Journal', level: 1, priority: true },
  parameters: { page: journal(2, 40) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Journal' })).toBeInTheDocument();
    const pages = within(canvas.getByRole('navigation', { name: 'Pages' }));
    await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(pages.getByRole('link', { name: /Next/ })).toHaveAttribute('href', '/page/journal?page=3');
    await expect(canvasElement.querySelector('img')).toHaveAttribute('fetchpriority', 'high');
  },
};

export const TwoColumnsWithoutSummaries: Story = {
  args: { heading: 'Read next', columns: 2, showSummary: false, source: { kind: 'articles', limit: 4 } },
};

export const FourColumns: Story = {
  args: { heading: 'Stories', columns: 4, source: { kind: 'articles', limit: 8 } },
};

export const Empty: Story = {
  parameters: { page: { data: { site: siteFixture(), articles: [] } } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('No articles yet.');
  },
};

export const TraditionalChinese: Story = {
  args: { heading: '生活誌' },
  parameters: { page: journal(1, 18) },
  globals: { locale: 'zh-HK' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: '分頁' })).toBeInTheDocument();
    await expect(canvas.getAllByText('2025年3月14日').length).toBeGreaterThan(0);
  },
};

export const MidnightTheme: Story = {
  args: { source: { kind: 'articles', limit: 6 } },
  globals: { theme: 'midnight' },
};
