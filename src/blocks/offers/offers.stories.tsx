import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { couponDetailData, couponListData } from '../../fixtures/coupons';
import Offers from './offers';

const couponPage = (data: Record<string, unknown>, path = 'coupon') => ({ page: { data, route: { kind: 'coupon', path, params: {} } } });

const meta = {
  title: 'Blocks/Offers/Coupons',
  component: Offers,
  args: { heading: '' },
  parameters: couponPage(couponListData()),
} satisfies Meta<typeof Offers>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each coupon with what it takes off, its code, its rules and a Claim button named after it. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Coupons' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem').filter((item) => item.querySelector('[data-claim]'))).toHaveLength(3);
    await expect(canvas.getByRole('button', { name: 'Claim 10% off your order' })).toBeEnabled();
    await expect(canvas.getByText('$15.00 off')).toBeVisible();
  },
};

export const Empty: Story = { parameters: couponPage(couponListData([])) };

export const OneCoupon: Story = {
  parameters: couponPage(couponDetailData(), 'coupon/welcome10'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '10% off your order' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'All coupons' })).toHaveAttribute('href', '/coupon');
  },
};

export const SimplifiedChinese: Story = { globals: { locale: 'zh-CN' } };

export const TraditionalChinese: Story = { globals: { locale: 'zh-HK' } };

export const OneCouponTraditionalChinese: Story = { globals: { locale: 'zh-HK' }, parameters: couponPage(couponDetailData(), 'coupon/welcome10') };
