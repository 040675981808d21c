import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { fixtureArticleList, fixtureArticles, siteFixture } from '../../fixtures/content';
import ArticleMasonry from './article-masonry';

const meta = {
  title: 'Blocks/Article masonry',
  component: ArticleMasonry,
  args: { heading: 'Stories from the workshop', level: 2, columns: 3, showSummary: true, priority: false, source: { kind: 'articles', limit: 6 } },
  argTypes: {
    level: { control: 'inline-radio', options: [1, 2] },
    columns: { control: 'inline-radio', options: [2, 3, 4] },
  },
  parameters: { page: { data: { site: siteFixture(), sources: { articles: fixtureArticleList(12) } } } },
} satisfies Meta<typeof ArticleMasonry>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Tab moves through the cards in the order they are listed: down each column, then the next. */
export const KeyboardOrder: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const links = canvas.getAllByRole('link');
    await userEvent.tab();
    await expect(links[0]).toHaveFocus();
    await userEvent.tab();
    await expect(links[1]).toHaveFocus();
    await expect(links[1]).toHaveAccessibleName(fixtureArticles[1]!.title);
  },
};

export const FourColumnsTwelveArticles: Story = {
  args: { columns: 4, source: { kind: 'articles', limit: 12 }, showSummary: false },
};

export const JournalIndex: Story = {
  args: { heading: 'Journal', level: 1, priority: true, source: undefined },
  parameters: {
    page: {
      data: { site: siteFixture({ path: 'page/journal' }), articles: fixtureArticles, pagination: { page: 1, pageSize: 6, total: 20 } },
      route: { kind: 'page', path: 'page/journal', params: { slug: 'journal' } },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Pages' })).toBeInTheDocument();
    await expect(canvasElement.querySelector('img')).toHaveAttribute('fetchpriority', 'high');
  },
};

export const SimplifiedChinese: Story = {
  args: { heading: '工坊故事' },
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('作者：Mara Lindqvist');
  },
};

export const MidnightTheme: Story = {
  globals: { theme: 'midnight' },
};
