import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { expect, fn } from 'storybook/test';
import { storyText } from '../../../.storybook/decorators';
import { z } from 'zod';
import { registry } from '../../blocks/registry';
import { defineBlock, type BlockRegistry } from '../core/define-block';
import { blockTypesOf, resolveBlocks, type BlockIssue } from '../core/resolve-page';
import type { RenderMode } from './block-fallback';
import { loadBlockComponents } from './block-components';
import { PageRenderer } from './page-renderer';

/*
 * One story per way a block can fail, each in both modes: what the developer composing the
 * page is told, and what the shopper gets. Good blocks sit on either side of the broken one
 * to show that it costs only its own place.
 */

function GiftWrapOptions(): never {
  throw new Error('Gift wrap options are not available in this country');
}

/** The shop's blocks plus one whose component always throws. Its type is unique: loaded components are cached by type. */
const storyRegistry: BlockRegistry = {
  ...registry,
  'story-gift-wrap': defineBlock({
    type: 'story-gift-wrap',
    version: 1,
    schema: z.object({ heading: z.string() }),
    load: async () => ({ default: GiftWrapOptions }),
  }),
};

type FallbackDemoProps = { body: unknown[]; mode: RenderMode; onBlockError: (issue: BlockIssue) => void };

/** Resolves a page body as the routes do, then draws it. */
function FallbackDemo({ body, mode, onBlockError }: FallbackDemoProps) {
  const blocks = useMemo(() => resolveBlocks(body, storyRegistry).blocks, [body]);
  return (
    <div className="container py-block">
      <PageRenderer blocks={blocks} mode={mode} onBlockError={onBlockError} registry={storyRegistry} />
    </div>
  );
}

const intro = { id: 'intro', type: 'rich-text', props: { html: '<h2>Gifts for the holidays</h2><p>Order by 20 December.</p>' } };
const outro = { id: 'outro', type: 'rich-text', props: { html: '<p>Free delivery on every order over 50.</p>' } };

const unknownBlock = { id: 'promo-carousel', type: 'carousel-3d', props: { speed: 3 } };
const invalidProps = { id: 'care-guide', type: 'rich-text', props: { html: 42, align: 'left' } };
const throwingBlock = { id: 'gift-wrap', type: 'story-gift-wrap', props: { heading: 'Wrap it' } };

const meta = {
  title: 'Renderer/Page renderer',
  component: FallbackDemo,
  args: { body: [intro, unknownBlock, outro], mode: 'development', onBlockError: fn() },
  argTypes: { mode: { control: 'inline-radio', options: ['development', 'production'] }, body: { control: 'object' } },
  // Routes load the components a page needs before drawing it; so do these stories.
  loaders: [
    async ({ args }) => {
      await loadBlockComponents(blockTypesOf(resolveBlocks(args.body, storyRegistry).blocks), storyRegistry);
      return {};
    },
  ],
} satisfies Meta<typeof FallbackDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** The blocks around the broken one are drawn as usual. */
async function expectNeighboursDrawn(canvas: Canvas) {
  await expect(await canvas.findByRole('heading', { name: 'Gifts for the holidays' })).toBeVisible();
  await expect(canvas.getByText('Free delivery on every order over 50.')).toBeVisible();
}

type Globals = Parameters<NonNullable<Story['play']>>[0]['globals'];

/** The notice's heading for a block, in the chosen language. */
const noticeTitle = (globals: Globals, id: string, type: string) => storyText(globals, 'renderer.blockNotice.title', { id, type });

/** Shoppers get an invisible placeholder with nothing to read or focus, and no trace of the problem. */
async function expectQuietPlaceholder(canvas: Canvas, canvasElement: HTMLElement, globals: Globals, blockId: string, type: string) {
  await expect(canvas.queryByRole('note')).toBeNull();
  const placeholder = canvasElement.querySelector(`[data-block-placeholder="${blockId}"]`);
  await expect(placeholder).toHaveAttribute('aria-hidden', 'true');
  await expect(placeholder).not.toBeVisible();
  await expect(canvasElement).not.toHaveTextContent(noticeTitle(globals, blockId, type));
}

export const UnknownBlockInDevelopment: Story = {
  play: async ({ canvas, args, globals }) => {
    await expectNeighboursDrawn(canvas);
    const notice = await canvas.findByRole('note');
    await expect(notice).toHaveTextContent(noticeTitle(globals, 'promo-carousel', 'carousel-3d'));
    await expect(notice).toHaveTextContent('blocks[1].type');
    await expect(notice).toHaveTextContent('Unknown block type "carousel-3d"');
    await expect(args.onBlockError).toHaveBeenCalledWith(expect.objectContaining({ blockId: 'promo-carousel', kind: 'unknown-type' }));
  },
};

export const UnknownBlockInProduction: Story = {
  args: { mode: 'production' },
  play: async ({ canvas, canvasElement, args, globals }) => {
    await expectNeighboursDrawn(canvas);
    await expectQuietPlaceholder(canvas, canvasElement, globals, 'promo-carousel', 'carousel-3d');
    await expect(args.onBlockError).toHaveBeenCalledTimes(1);
    await expect(args.onBlockError).toHaveBeenCalledWith(expect.objectContaining({ path: 'blocks[1].type', kind: 'unknown-type' }));
  },
};

export const InvalidPropsInDevelopment: Story = {
  args: { body: [intro, invalidProps, outro] },
  play: async ({ canvas, args, globals }) => {
    await expectNeighboursDrawn(canvas);
    const notice = await canvas.findByRole('note');
    await expect(notice).toHaveTextContent(noticeTitle(globals, 'care-guide', 'rich-text'));
    // Every problem is named by its path, so the merchant can fix them all in one go.
    await expect(notice).toHaveTextContent('blocks[1].props.html');
    await expect(notice).toHaveTextContent('blocks[1].props.align');
    await expect(args.onBlockError).toHaveBeenCalledTimes(2);
  },
};

export const InvalidPropsInProduction: Story = {
  args: { body: [intro, invalidProps, outro], mode: 'production' },
  play: async ({ canvas, canvasElement, args, globals }) => {
    await expectNeighboursDrawn(canvas);
    await expectQuietPlaceholder(canvas, canvasElement, globals, 'care-guide', 'rich-text');
    await expect(args.onBlockError).toHaveBeenCalledWith(expect.objectContaining({ path: 'blocks[1].props.align', kind: 'invalid-props' }));
  },
};

export const ThrowingBlockInDevelopment: Story = {
  args: { body: [intro, throwingBlock, outro] },
  play: async ({ canvas, args, globals }) => {
    await expectNeighboursDrawn(canvas);
    const notice = await canvas.findByRole('note');
    await expect(notice).toHaveTextContent(noticeTitle(globals, 'gift-wrap', 'story-gift-wrap'));
    await expect(notice).toHaveTextContent('Gift wrap options are not available in this country');
    await expect(args.onBlockError).toHaveBeenCalledWith(expect.objectContaining({ blockId: 'gift-wrap', kind: 'render-error' }));
  },
};

export const ThrowingBlockInProduction: Story = {
  args: { body: [intro, throwingBlock, outro], mode: 'production' },
  play: async ({ canvas, canvasElement, args, globals }) => {
    await expectNeighboursDrawn(canvas);
    await expectQuietPlaceholder(canvas, canvasElement, globals, 'gift-wrap', 'story-gift-wrap');
    await expect(canvasElement).not.toHaveTextContent('Gift wrap options');
    await expect(args.onBlockError).toHaveBeenCalledTimes(1);
    await expect(args.onBlockError).toHaveBeenCalledWith(
      expect.objectContaining({ blockId: 'gift-wrap', kind: 'render-error', message: 'Gift wrap options are not available in this country' }),
    );
  },
};
