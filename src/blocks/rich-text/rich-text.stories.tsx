import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyComponent, type StoryArgsOf } from '../../../.storybook/decorators';
import { expect } from 'storybook/test';
import RichText from './rich-text';
import { richTextSchema, type RichTextProps } from './schema';

const meta = {
  title: 'Blocks/Rich text',
  component: storyComponent(RichText),
  parameters: { blockSchema: richTextSchema },
  args: {
    html: '<h2>Made to last</h2><p>Every piece is cut from <strong>full-grain leather</strong> and stitched by hand in our workshop.</p>',
    align: 'start',
    width: 'narrow',
  },
  argTypes: {
    align: { control: 'inline-radio', options: ['start', 'center'] },
    width: { control: 'inline-radio', options: ['narrow', 'full'] },
  },
} satisfies Meta<StoryArgsOf<RichTextProps>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const CenteredFullWidth: Story = {
  args: {
    html: '<h2>Free returns for 30 days</h2><p>Changed your mind? Send it back, <a href="/page/returns">we pay the postage</a>.</p>',
    align: 'center',
    width: 'full',
  },
};

export const LongArticle: Story = {
  args: {
    html: [
      '<h2>Caring for leather</h2>',
      '<p>Leather is skin: it dries out, it stains, and it ages with you. A little care keeps it supple for decades.</p>',
      '<h3>Every month</h3>',
      '<ul><li>Wipe with a soft, dry cloth.</li><li>Keep it away from radiators and direct sun.</li></ul>',
      '<h3>Every season</h3>',
      '<ol><li>Clean with a damp cloth and let it dry naturally.</li><li>Work in a thin layer of conditioner.</li><li>Buff after an hour.</li></ol>',
      '<blockquote><p>Buy less, choose well, make it last.</p></blockquote>',
      '<p>Questions? <a href="mailto:care@example.com">Write to our workshop</a>.</p>',
    ].join(''),
  },
};

export const Chinese: Story = {
  args: {
    html: '<h2>匠心之作</h2><p>每一件皮具均选用<strong>全粒面皮革</strong>，由工匠在作坊中手工缝制。</p>',
  },
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('匠心之作');
    await expect(document.documentElement).toHaveAttribute('lang', 'zh-CN');
  },
};

/** The dark demo theme: light text on a dark ground, a serif title. */
export const MidnightTheme: Story = {
  globals: { theme: 'midnight' },
  play: async () => {
    const root = getComputedStyle(document.documentElement);
    await expect(root.getPropertyValue('--color-background').trim()).toBe('#0f172a');
    await expect(root.getPropertyValue('--font-title')).toContain('Georgia');
  },
};

/** Resolves once the browser has given up on an image URL, as the story's own image will have. */
function imageFailure(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = new Image();
    probe.onerror = () => resolve();
    probe.onload = () => reject(new Error(`${src} was expected to be missing`));
    probe.src = src;
  });
}

/**
 * Merchant HTML is untrusted. The image points at a file that does not exist, so its
 * onerror handler would run if the sanitizer let it through; the play function waits
 * until the image has failed and checks that nothing ran and nothing is left to run.
 */
export const UnsafeHtmlIsSanitized: Story = {
  args: {
    html: [
      '<p>Our story</p>',
      '<script>window.__vitrineInjected = "script";</script>',
      '<img src="/does-not-exist.png" alt="Workshop" onerror="window.__vitrineInjected = \'onerror\'">',
      '<p><a href="javascript:window.__vitrineInjected = \'link\'">Read more</a></p>',
    ].join(''),
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('Our story');
    await expect(canvasElement.querySelector('script')).toBeNull();

    const image = canvasElement.querySelector('img');
    await expect(image).toHaveAttribute('alt', 'Workshop');
    await expect(image).not.toHaveAttribute('onerror');

    const link = canvasElement.querySelector('a');
    await expect(link).toHaveTextContent('Read more');
    await expect(link).not.toHaveAttribute('href');

    await imageFailure('/does-not-exist.png');
    await expect(Reflect.get(window, '__vitrineInjected')).toBeUndefined();
  },
};
