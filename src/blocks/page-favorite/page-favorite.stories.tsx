import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import PageFavorite from './page-favorite';

const aboutPage = (favorites?: object) => ({
  page: { data: { page: { slug: 'about', locale: 'en' }, ...(favorites ? { favorites } : {}) }, route: { kind: 'page', path: 'page/about', params: { slug: 'about' } } },
});

const meta = {
  title: 'Blocks/Page favorite',
  component: PageFavorite,
  args: { name: 'About us', align: 'end' },
  argTypes: { align: { control: 'inline-radio', options: ['start', 'end'] } },
  parameters: aboutPage(),
} satisfies Meta<typeof PageFavorite>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ForAVisitor: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Save About us to favorites' })).toHaveAttribute('aria-pressed', 'false');
  },
};

/** A signed-in shopper who keeps this page among their favorites. */
export const Favorited: Story = {
  parameters: aboutPage({ slugs: { product: [], article: [], page: ['about'] }, wishListHref: '/user/wishlist' }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Save About us to favorites' })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const AtTheStart: Story = { args: { align: 'start' } };
