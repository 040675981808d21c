import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { fixtureArticle, fixtureArticles, fixtureUnsafeArticle, siteFixture } from '../../fixtures/content';
import { storyBlock } from '../../../.storybook/decorators';
import ArticleDetailBlock from './article-detail';

// `withPage` reads the page data it declares from the story's page, as the renderer would.
const ArticleDetail = storyBlock(ArticleDetailBlock);

const articlePage = (article: unknown) => ({
  data: { site: siteFixture({ path: 'article/caring-for-leather' }), article, articles: fixtureArticles.slice(1, 4) },
  route: { kind: 'article', path: 'article/caring-for-leather', params: { slug: 'caring-for-leather' } },
});

const meta = {
  title: 'Blocks/Article detail',
  component: ArticleDetail,
  args: { showBreadcrumbs: true, showThumbnail: true },
  parameters: { page: articlePage(fixtureArticle) },
} satisfies Meta<typeof ArticleDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(fixtureArticle.title);
    await expect(canvas.getByRole('navigation', { name: 'Breadcrumb' })).toBeInTheDocument();
  },
};

export const WithoutPictureOrBreadcrumbs: Story = {
  args: { showBreadcrumbs: false, showThumbnail: false },
};

export const TraditionalChinese: Story = {
  parameters: {
    page: articlePage({
      ...fixtureArticle,
      title: '皮革護理：四季指南',
      author: '林美華',
      bodyHtml: '<p>皮革是有生命的：會乾、會沾污，也會隨你一同老去。</p><h2>每季</h2><ol><li>用濕布清潔，讓它自然風乾。</li><li>薄薄塗上一層護理油。</li></ol>',
      breadcrumbs: [
        { name: '主頁', href: '/zh-HK' },
        { name: '生活誌', href: '/zh-HK/page/journal' },
        { name: '皮革護理：四季指南', href: '/zh-HK/article/caring-for-leather' },
      ],
    }),
  },
  globals: { locale: 'zh-HK' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('作者：林美華');
    await expect(canvasElement).toHaveTextContent('2025年3月14日');
  },
};

export const MidnightTheme: Story = {
  globals: { theme: 'midnight' },
};

/** Resolves once the browser has given up on an image URL, as the body's own image will have. */
function imageFailure(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = new Image();
    probe.onerror = () => resolve();
    probe.onload = () => reject(new Error(`${src} was expected to be missing`));
    probe.src = src;
  });
}

/**
 * The body tries a script, an image error handler and a javascript: link. The image points at
 * a missing file, so its handler would run if it had survived: the play function waits for
 * the failure, then checks that nothing ran and nothing is left that could.
 */
export const UnsafeBodyIsSanitized: Story = {
  parameters: { page: articlePage(fixtureUnsafeArticle) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement).toHaveTextContent('Our story begins in a small workshop.');
    await expect(canvasElement.querySelector('script')).toBeNull();
    const image = canvas.getByRole('img', { name: 'The workshop bench' });
    await expect(image).not.toHaveAttribute('onerror');
    await expect(canvas.getByText('Read more')).not.toHaveAttribute('href');
    await imageFailure('/does-not-exist.png');
    await expect(Reflect.get(window, '__vitrineInjected')).toBeUndefined();
  },
};
