import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { promotionDetailData, promotionListData } from '../../fixtures/coupons';
import Offers from './offers';

const promotionPage = (data: Record<string, unknown>, path = 'promotion') => ({ page: { data, route: { kind: 'promotion', path, params: {} } } });

const meta = {
  title: 'Blocks/Offers/Promotions',
  component: Offers,
  args: { heading: '' },
  parameters: promotionPage(promotionListData()),
} satisfies Meta<typeof Offers>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The running promotions, each with its kind and end date and a link to its products. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See the products: 10% off tops' })).toHaveAttribute('href', '/promotion/tops-week');
    await expect(canvas.getByText('Applies on its own')).toBeVisible();
  },
};

export const Empty: Story = { parameters: promotionPage(promotionListData([])) };

/** On a promotion's own page: its facts and the way back, under the product list that heads the page. */
export const OnePromotion: Story = { parameters: promotionPage(promotionDetailData(), 'promotion/tops-week') };

export const SimplifiedChinese: Story = { globals: { locale: 'zh-CN' } };

export const TraditionalChinese: Story = { globals: { locale: 'zh-HK' } };
