import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { expect, test, vi } from 'vitest';
import { z } from 'zod';
import { defineBlock, type BlockRegistry } from '../core/define-block';
import { blockTypesOf, resolveBlocks } from '../core/resolve-page';
import { loadBlockComponents } from './block-components';
import { PageRenderer } from './page-renderer';

/* Server rendering has no error boundaries; each block's own Suspense boundary stands in. */

const registry: BlockRegistry = {
  'ssr-note': defineBlock({
    type: 'ssr-note',
    version: 1,
    schema: z.object({ text: z.string() }),
    load: async () => ({ default: ({ text }: { text: string }) => createElement('p', null, text) }),
  }),
  'ssr-broken': defineBlock({
    type: 'ssr-broken',
    version: 1,
    schema: z.object({}),
    load: async () => ({
      default: () => {
        throw new Error('Stock service unavailable');
      },
    }),
  }),
  'ssr-never-loaded': defineBlock({
    type: 'ssr-never-loaded',
    version: 1,
    schema: z.object({}),
    load: () => new Promise<never>(() => {}),
  }),
};

test('a block that throws on the server leaves its placeholder; the page around it renders', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const { blocks } = resolveBlocks(
    [
      { id: 'before', type: 'ssr-note', props: { text: 'Handmade since 1987' } },
      { id: 'stock', type: 'ssr-broken', props: {} },
      { id: 'typo', type: 'ssr-nothing', props: {} },
      { id: 'after', type: 'ssr-note', props: { text: 'Free returns' } },
    ],
    registry,
  );
  await loadBlockComponents(blockTypesOf(blocks), registry);

  const html = renderToString(createElement(PageRenderer, { blocks, registry, mode: 'production' }));

  expect(html).toContain('Handmade since 1987');
  expect(html).toContain('Free returns');
  expect(html).toContain('data-block-placeholder="stock"');
  expect(html).toContain('data-block-placeholder="typo"');
  expect(html.indexOf('Handmade since 1987')).toBeLessThan(html.indexOf('Free returns'));
});

test('the server never waits for a block whose code is not loaded', () => {
  const { blocks } = resolveBlocks(
    [
      { id: 'slow', type: 'ssr-never-loaded', props: {} },
      { id: 'note', type: 'ssr-note', props: { text: 'Still here' } },
    ],
    registry,
  );
  const html = renderToString(createElement(PageRenderer, { blocks, registry, mode: 'production' }));
  expect(html).toContain('data-block-placeholder="slow"');
  expect(html).toContain('Still here');
});
