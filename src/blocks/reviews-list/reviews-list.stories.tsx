import type { Meta, StoryObj } from '@storybook/react-vite';
import { noReviews, reviewedProductPageData, reviewPage } from '../../fixtures/reviews';
import ReviewsList from './reviews-list';

const productPage = (data: Record<string, unknown>) => ({ page: { data, route: { kind: 'product', path: 'product/stoneware-mug', params: { slug: 'stoneware-mug' } } } });

const meta = {
  title: 'Blocks/Reviews list',
  component: ReviewsList,
  args: { heading: '' },
  parameters: productPage(reviewedProductPageData()),
} satisfies Meta<typeof ReviewsList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeReviews: Story = {};

export const NoReviewsYet: Story = { parameters: productPage(reviewedProductPageData(noReviews)) };

export const SeveralPages: Story = { parameters: productPage(reviewedProductPageData(reviewPage({ page: 2, pageCount: 4, stars: [3, 2, 5, 12, 18] }))) };

export const SimplifiedChinese: Story = { globals: { locale: 'zh-CN' } };

export const TraditionalChinese: Story = { globals: { locale: 'zh-HK' } };
