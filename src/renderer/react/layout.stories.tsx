import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { storyLanguage, storyText, storyTheme } from '../../../.storybook/decorators';
import { Layout } from './layout';

type LayoutStoryArgs = { siteName: string; hideHead: boolean; hideFoot: boolean };

/** Stand-in page content: enough text to show the container, the spacing and the theme's type. */
function SampleContent() {
  return (
    <div className="container">
      <h1 className="text-heading">Autumn collection</h1>
      <p className="mt-4 max-w-prose">
        Full-grain leather bags, belts and wallets, cut and stitched by hand. Each piece is made to order and ships within
        two weeks.
      </p>
    </div>
  );
}

const meta = {
  title: 'Renderer/Layout',
  args: { siteName: 'Vitrine Leather', hideHead: false, hideFoot: false },
  render: ({ siteName, hideHead, hideFoot }, { globals }) => (
    <Layout theme={storyTheme(globals, { hideHead, hideFoot })} siteName={siteName} lang={storyLanguage(globals)}>
      <SampleContent />
    </Layout>
  ),
} satisfies Meta<LayoutStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('banner')).toBeVisible();
    const homeLink = canvas.getByRole('link', { name: storyText(globals, 'layout.homeLink', { siteName: 'Vitrine Leather' }) });
    await expect(homeLink).toHaveAttribute('href', storyLanguage(globals) === 'en' ? '/' : `/${storyLanguage(globals)}`);
    await expect(canvas.getByRole('main')).toHaveTextContent('Autumn collection');
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent('Vitrine Leather');
    // Until a keyboard user asks for it, the skip link takes no room on screen.
    const skipLink = canvas.getByRole('link', { name: storyText(globals, 'layout.skipToContent') });
    await expect(skipLink.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

/** The first Tab shows the skip link, so keyboard users need not walk through the header. */
export const SkipLinkOnKeyboard: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const skipLink = canvas.getByRole('link', { name: storyText(globals, 'layout.skipToContent') });
    await expect(skipLink).toHaveAttribute('href', '#main-content');
    await expect(canvas.getByRole('main')).toHaveAttribute('id', 'main-content');
    await userEvent.tab();
    await expect(skipLink).toHaveFocus();
    await expect(skipLink).toBeVisible();
    await expect(skipLink.getBoundingClientRect().width).toBeGreaterThan(1);
  },
};

/** The theme's hideHead: landing pages that bring their own hero in place of the header. */
export const HideHead: Story = {
  args: { hideHead: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('banner')).toBeNull();
    await expect(canvas.getByRole('main')).toBeVisible();
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
  },
};

/** The theme's hideFoot: checkout-like pages that keep the shopper's eyes on one task. */
export const HideFoot: Story = {
  args: { hideFoot: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('main')).toBeVisible();
    await expect(canvas.queryByRole('contentinfo')).toBeNull();
  },
};

/** A Hong Kong shopper on a small phone, in the dark theme: the longest labels in the narrowest space. */
export const TraditionalChineseOnAPhone: Story = {
  globals: { locale: 'zh-HK', theme: 'midnight', viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(document.documentElement).toHaveAttribute('lang', 'zh-HK');
    await expect(canvas.getByRole('link', { name: 'Vitrine Leather，主頁' })).toHaveAttribute('href', '/zh-HK');
    await expect(canvas.getByRole('link', { name: '跳至主要內容' })).toBeInTheDocument();
    // Nothing may push the page sideways on a 320px screen.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
