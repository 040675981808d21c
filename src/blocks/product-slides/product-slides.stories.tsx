import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { asPageData, homePageData, newArrivalsSource, picture } from '../../fixtures/catalog';
import ProductSlides from './product-slides';

const meta = {
  title: 'Blocks/Product slides',
  component: ProductSlides,
  args: { heading: 'New in', source: newArrivalsSource, autoAdvance: false, intervalSeconds: 6, priority: false },
  parameters: { page: { data: asPageData(homePageData()) } },
} satisfies Meta<typeof ProductSlides>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Products: Story = {};

/** Arrow keys move between slides and take focus; the buttons follow. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const slides = canvas.getAllByRole('group').filter((group) => group.getAttribute('aria-roledescription') === 'slide');
    slides[0]!.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(slides[1]).toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'Previous slide' })).toBeEnabled();
    await userEvent.keyboard('{End}');
    await expect(slides.at(-1)).toHaveFocus();
    // The track scrolled to bring the last slide into view.
    const track = slides[0]!.parentElement!;
    await waitFor(() => expect(track.scrollLeft).toBeGreaterThan(0));
  },
};

/** The next button scrolls the track by one slide. */
export const NextButtonScrolls: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const slides = canvas.getAllByRole('group').filter((group) => group.getAttribute('aria-roledescription') === 'slide');
    const track = slides[0]!.parentElement!;
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await waitFor(() => expect(Math.abs(track.scrollLeft - slides[1]!.offsetLeft)).toBeLessThan(2));
  },
};

const pictures = [
  { image: picture('throw-rust', 'A rust wool throw folded on a bench'), caption: 'Wool throws, woven slowly', href: '/product/wool-throw' },
  { image: picture('lamp-brass', 'A brass desk lamp with a yellow shade'), caption: 'Warm light for long evenings', href: '/product/brass-desk-lamp' },
  { image: picture('candle-fig', 'A lilac soy candle in a glass jar'), caption: 'Fig and cedar, poured by hand' },
];

export const Pictures: Story = {
  args: { heading: 'From the workshop', source: undefined, images: pictures, priority: true },
};

/** Moves on every few seconds, with a pause button; stops while hovered or focused. */
export const AutoAdvance: Story = {
  args: { heading: 'From the workshop', source: undefined, images: pictures, autoAdvance: true, intervalSeconds: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pause = await canvas.findByRole('button', { name: 'Pause the slide show' });
    await userEvent.click(pause);
    await expect(canvas.getByRole('button', { name: 'Play the slide show' })).toBeVisible();
  },
};

export const WithoutHeading: Story = {
  args: { heading: undefined },
};

export const TraditionalChinese: Story = {
  args: { heading: '新品上架' },
  globals: { locale: 'zh-HK' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '下一張' })).toBeVisible();
  },
};
