import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { siteFixture } from '../../fixtures/content';
import Footer from './footer';

const meta = {
  title: 'Blocks/Footer',
  component: Footer,
  args: {
    columns: [
      {
        heading: 'Shop',
        links: [
          { label: 'Bags', href: '/category/bags' },
          { label: 'Home', href: '/category/home-goods' },
          { label: 'Clothing', href: '/category/clothing' },
          { label: 'Gift cards', href: '/category/gift-cards' },
        ],
      },
      {
        heading: 'Help',
        links: [
          { label: 'Delivery', href: '/page/delivery' },
          { label: 'Returns', href: '/page/returns' },
          { label: 'Repairs', href: '/page/repairs' },
        ],
      },
      {
        heading: 'About',
        links: [
          { label: 'Our workshop', href: '/page/about' },
          { label: 'Journal', href: '/page/journal' },
          { label: 'Instagram', href: 'https://www.instagram.com/' },
        ],
      },
    ],
    text: 'Workshop and shop: 12 Rope Walk, Bristol.\nOpen Tuesday to Saturday, 10:00–18:00.',
  },
  parameters: { page: { data: { site: siteFixture() } } },
  // Drawn where the shop draws it: in the page's footer landmark.
  decorators: [
    (Story) => (
      <footer className="border-t border-theme">
        <Story />
      </footer>
    ),
  ],
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Help' })).toBeInTheDocument();
    await expect(canvasElement).toHaveTextContent(`© ${new Date().getUTCFullYear()} Vitrine. All rights reserved.`);
  },
};

export const CopyrightOnly: Story = {
  args: { columns: [], text: undefined, copyrightHolder: 'Vitrine Leather Ltd' },
};

export const SixColumns: Story = {
  args: {
    columns: ['Bags', 'Home', 'Clothing', 'Help', 'About', 'Follow'].map((heading) => ({
      heading,
      links: [
        { label: `${heading} one`, href: '/page/one' },
        { label: `${heading} two`, href: '/page/two' },
      ],
    })),
  },
};

export const SimplifiedChinese: Story = {
  args: {
    columns: [
      { heading: '选购', links: [{ label: '包袋', href: '/zh/category/bags' }, { label: '家居', href: '/zh/category/home-goods' }] },
      { heading: '帮助', links: [{ label: '退货', href: '/zh/page/returns' }] },
    ],
    text: '工坊与门店：布里斯托尔 Rope Walk 12 号。',
  },
  parameters: { page: { data: { site: siteFixture({ lang: 'zh' }) } } },
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('Vitrine 生活馆。保留所有权利。');
  },
};

export const MidnightTheme: Story = {
  globals: { theme: 'midnight' },
};
