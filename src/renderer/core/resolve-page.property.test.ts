import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { pageDataSchema } from '../../schema/page';
import { siteConfigSchema } from '../../schema/site-config';
import { DEFAULT_COLORS, DEFAULT_FLAGS, DEFAULT_FONTS, resolvedThemeSchema } from '../../schema/theme';
import { defineBlock, type BlockRegistry } from './define-block';
import { blockTypesOf, resolveBlocks } from './resolve-page';
import { matchRoute, splitLanguage } from './route-match';
import { resolveTheme } from './theme';

/*
 * Page data comes from a database a merchant writes and, on the client, over the network:
 * whatever JSON arrives, the core must answer with blocks and issues, never throw.
 */

const load = () => Promise.resolve({ default: () => null });
const registry: BlockRegistry = {
  heading: defineBlock({ type: 'heading', version: 1, schema: z.object({ text: z.string().min(1) }), load }),
  section: defineBlock({ type: 'section', version: 1, schema: z.object({ title: z.string() }), acceptsChildren: true, load }),
  banner: defineBlock({
    type: 'banner',
    version: 2,
    schema: z.object({ title: z.string() }),
    migrations: { 2: ({ label, ...rest }) => ({ ...rest, title: label }) },
    load,
  }),
};

const RUNS = { numRuns: 300, interruptAfterTimeLimit: 10_000 };

/** Block-like values: mostly the right shape, with any JSON where a field or a child should be. */
const blockLike = fc.letrec<{ block: unknown }>((tie) => ({
  block: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.jsonValue(),
    fc.record(
      {
        id: fc.oneof(fc.string(), fc.jsonValue()),
        type: fc.oneof(fc.constantFrom('heading', 'section', 'banner', 'missing', '__proto__', 'constructor'), fc.jsonValue()),
        version: fc.oneof(fc.integer({ min: -2, max: 4 }), fc.jsonValue()),
        props: fc.oneof(fc.record({ text: fc.string(), title: fc.string(), label: fc.jsonValue() }, { requiredKeys: [] }), fc.jsonValue()),
        children: fc.oneof(fc.array(tie('block'), { maxLength: 3 }), fc.jsonValue()),
      },
      { requiredKeys: [] },
    ),
  ),
}));

describe('the renderer core on any JSON', () => {
  it('resolves any list of blocks into blocks and issues without throwing', () => {
    fc.assert(
      fc.property(fc.array(blockLike.block, { maxLength: 8 }), (blocks) => {
        const page = resolveBlocks(blocks, registry);
        expect(page.blocks).toHaveLength(blocks.length);
        blockTypesOf(page.blocks);
      }),
      RUNS,
    );
  });

  it('reports children nested past the limit instead of overflowing the stack', () => {
    let block: Record<string, unknown> = { id: 'leaf', type: 'heading', props: { text: 'x' } };
    for (let level = 0; level < 20_000; level++) block = { id: `s${level}`, type: 'section', props: { title: '' }, children: [block] };
    const page = resolveBlocks([block], registry);
    expect(page.issues).toEqual([expect.objectContaining({ message: 'Blocks nest at most 8 levels deep' })]);
  });

  it('resolves any theme, page data and URL path without throwing', () => {
    const siteConfig = siteConfigSchema.parse({});
    fc.assert(
      fc.property(fc.jsonValue(), fc.string({ unit: 'binary' }), (value, path) => {
        resolveTheme(value);
        pageDataSchema.safeParse(value);
        splitLanguage(path, siteConfig);
        matchRoute(path, siteConfig);
      }),
      RUNS,
    );
  });

  it('always resolves a theme the page data contract accepts, so the server never refuses its own page', () => {
    const value = fc.oneof(
      fc.constantFrom('#123', ' 12px ', '0', '700', 700, 'bold', '"Inter", serif', 'rgb(1 2 3)', '', 'red}</style>', 'default'),
      fc.string(),
      fc.jsonValue(),
    );
    const some = (keys: readonly string[]) => fc.record(Object.fromEntries(keys.map((key) => [key, value])), { requiredKeys: [] });
    const config = fc.record(
      {
        name: value,
        colors: some(Object.keys(DEFAULT_COLORS)),
        fonts: some(Object.keys(DEFAULT_FONTS)),
        layout: fc.record({ blockSpace: value, borderRadius: value, container: some(['screen', 'padding']) }, { requiredKeys: [] }),
        ...Object.fromEntries(Object.keys(DEFAULT_FLAGS).map((flag) => [flag, fc.oneof(fc.boolean(), value)])),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fc.oneof(config, fc.jsonValue()), (raw) => {
        expect(resolvedThemeSchema.safeParse(resolveTheme(raw).theme).success).toBe(true);
      }),
      RUNS,
    );
  });
});
