import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import HeroBanner from './hero-banner';

const meta = {
  title: 'Blocks/Hero banner',
  component: HeroBanner,
  args: {
    eyebrow: 'New season',
    heading: 'The autumn collection',
    text: 'Wool coats and leather boots, cut for the first cold mornings and made to last for many more.',
    cta: { label: 'Shop the collection', href: '/collection/autumn' },
    level: 2,
    align: 'start',
    tone: 'primary',
  },
  argTypes: {
    level: { control: 'inline-radio', options: [1, 2] },
    align: { control: 'inline-radio', options: ['start', 'center'] },
    tone: { control: 'inline-radio', options: ['primary', 'hero', 'plain'] },
  },
} satisfies Meta<typeof HeroBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'The autumn collection' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Shop the collection' })).toHaveAttribute('href', '/collection/autumn');
  },
};

export const HeroToneCentered: Story = {
  args: { tone: 'hero', align: 'center', level: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
  },
};

export const Plain: Story = {
  args: { tone: 'plain', eyebrow: undefined, cta: { label: 'Read our story', href: '/page/about' } },
};

export const HeadingOnly: Story = {
  args: { eyebrow: undefined, text: undefined, cta: undefined, tone: 'hero' },
};

export const Chinese: Story = {
  args: {
    eyebrow: '新季上市',
    heading: '秋季系列',
    text: '羊毛大衣与皮靴，为初秋的清晨而裁，经久耐穿。',
    cta: { label: '选购系列', href: '/zh/collection/autumn' },
  },
  globals: { locale: 'zh-CN' },
};

export const TraditionalChinese: Story = {
  args: {
    eyebrow: '新季登場',
    heading: '秋季系列',
    text: '羊毛大衣與皮靴，為初秋的清晨而裁，經久耐用。',
    cta: { label: '選購系列', href: '/zh-HK/collection/autumn' },
  },
  globals: { locale: 'zh-HK' },
};
