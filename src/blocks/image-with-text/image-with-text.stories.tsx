import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyComponent, type StoryArgsOf } from '../../../.storybook/decorators';
import { expect, within } from 'storybook/test';
import { fixtureImage } from '../../fixtures/content';
import ImageWithText from './image-with-text';
import { imageWithTextSchema, type ImageWithTextProps } from './schema';

const meta = {
  title: 'Blocks/Image with text',
  component: storyComponent(ImageWithText),
  parameters: { blockSchema: imageWithTextSchema },
  args: {
    image: fixtureImage('c/workshop', 1280, 960, 'Two leatherworkers at a long bench'),
    heading: 'Made in Bristol',
    html: '<p>Every bag is cut, stitched and finished by the same two hands, in a workshop five minutes from the harbour.</p><ul><li>Vegetable-tanned leather</li><li>Saddle-stitched with waxed linen</li><li>Repaired for free, for life</li></ul>',
    cta: { label: 'Visit the workshop', href: '/page/about' },
    layout: 'image-left',
    priority: false,
  },
  argTypes: { layout: { control: 'inline-radio', options: ['image-left', 'image-right'] } },
} satisfies Meta<StoryArgsOf<ImageWithTextProps>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Measured in the browser: where the picture and the heading actually sit. */
function boxes(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const picture = canvasElement.querySelector('[data-image-state]');
  if (!(picture instanceof HTMLElement)) throw new Error('No picture box drawn');
  return { picture: picture.getBoundingClientRect(), heading: canvas.getByRole('heading', { level: 2 }).getBoundingClientRect() };
}

export const ImageLeft: Story = {
  play: async ({ canvasElement }) => {
    const { picture, heading } = boxes(canvasElement);
    await expect(picture.right).toBeLessThanOrEqual(heading.left);
  },
};

export const ImageRight: Story = {
  args: { layout: 'image-right', cta: undefined },
  play: async ({ canvasElement }) => {
    const { picture, heading } = boxes(canvasElement);
    await expect(picture.left).toBeGreaterThanOrEqual(heading.right);
  },
};

/** Phones: picture on top, text below, whichever side the picture takes on wider screens. */
export const StackedOnMobile: Story = {
  args: { layout: 'image-right' },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement }) => {
    const { picture, heading } = boxes(canvasElement);
    await expect(picture.bottom).toBeLessThanOrEqual(heading.top);
  },
};

export const OpensThePage: Story = {
  args: { priority: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toHaveAttribute('fetchpriority', 'high');
  },
};

export const TraditionalChinese: Story = {
  args: {
    heading: '布里斯托爾製造',
    html: '<p>每一個手袋都由同一雙手裁剪、縫製和打磨。</p>',
    cta: { label: '參觀工作坊', href: '/zh-HK/page/about' },
  },
  globals: { locale: 'zh-HK' },
};

export const MidnightTheme: Story = {
  globals: { theme: 'midnight' },
};
