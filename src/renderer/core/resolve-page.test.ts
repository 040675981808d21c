import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineBlock, type BlockRegistry } from './define-block';
import { blockTypesOf, resolveBlocks, validatePageBlocks } from './resolve-page';

const load = () => Promise.resolve({ default: () => null });
const registry: BlockRegistry = {
  heading: defineBlock({ type: 'heading', version: 1, schema: z.object({ text: z.string().min(1) }), load }),
  section: defineBlock({ type: 'section', version: 1, schema: z.object({ title: z.string() }), acceptsChildren: true, load }),
  // v1 stored `label`; v2 renamed it to `title`; v3 added a default tone.
  banner: defineBlock({
    type: 'banner',
    version: 3,
    schema: z.object({ title: z.string(), tone: z.enum(['light', 'dark']) }),
    migrations: {
      2: ({ label, ...rest }) => ({ ...rest, title: label }),
      3: (props) => ({ tone: 'light', ...props }),
    },
    load,
  }),
};

describe('resolveBlocks', () => {
  it('keeps valid blocks in order and nests children', () => {
    const { blocks, issues } = resolveBlocks(
      [
        { id: 'a', type: 'heading', props: { text: 'Hello' } },
        { id: 'b', type: 'section', props: { title: 'S' }, children: [{ id: 'c', type: 'heading', props: { text: 'In' } }] },
      ],
      registry,
    );
    expect(issues).toEqual([]);
    expect(blocks.map((b) => b.id)).toEqual(['a', 'b']);
    const section = blocks[1]!;
    expect(section.ok && section.children.map((c) => c.id)).toEqual(['c']);
  });

  it('degrades only the broken blocks and names id, type, JSON path and message', () => {
    const { blocks, issues } = resolveBlocks(
      [
        { id: 'ok', type: 'heading', props: { text: 'Fine' } },
        { id: 'ghost', type: 'carousel-3000', props: {} },
        { id: 'empty', type: 'heading', props: { text: '' } },
        'not a block',
      ],
      registry,
    );
    expect(blocks.map((b) => b.ok)).toEqual([true, false, false, false]);
    expect(issues).toEqual([
      expect.objectContaining({ blockId: 'ghost', type: 'carousel-3000', kind: 'unknown-type', path: 'blocks[1].type' }),
      expect.objectContaining({ blockId: 'empty', type: 'heading', kind: 'invalid-props', path: 'blocks[2].props.text' }),
      expect.objectContaining({ blockId: '#3', kind: 'invalid-instance', path: 'blocks[3]' }),
    ]);
    expect(issues[0]!.message).toContain('carousel-3000');
  });

  it('reports a broken child by its nested path while its parent still draws', () => {
    const { blocks, issues } = resolveBlocks(
      [{ id: 's', type: 'section', props: { title: 'S' }, children: [{ id: 'x', type: 'heading', props: {} }] }],
      registry,
    );
    expect(blocks[0]!.ok).toBe(true);
    expect(issues).toEqual([expect.objectContaining({ blockId: 'x', path: 'blocks[0].children[0].props.text' })]);
  });

  it('runs migrations in order for blocks stored at an older version', () => {
    const { blocks } = resolveBlocks([{ id: 'old', type: 'banner', version: 1, props: { label: 'Sale' } }], registry);
    expect(blocks[0]).toMatchObject({ ok: true, version: 3, props: { title: 'Sale', tone: 'light' } });
  });

  it('refuses a version newer than the code knows', () => {
    const issues = validatePageBlocks([{ id: 'n', type: 'banner', version: 9, props: {} }], registry);
    expect(issues).toEqual([expect.objectContaining({ kind: 'migration-failed', path: 'blocks[0].version' })]);
  });

  it('refuses children on a block that takes none', () => {
    const issues = validatePageBlocks([{ id: 'h', type: 'heading', props: { text: 'x' }, children: [] }], registry);
    expect(issues).toEqual([expect.objectContaining({ path: 'blocks[0].children' })]);
  });

  it('does not take Object.prototype names for block types', () => {
    const issues = validatePageBlocks([{ id: 'p', type: 'constructor', props: {} }], registry);
    expect(issues[0]?.kind).toBe('unknown-type');
  });

  it('lists the types drawn, children included, broken ones left out', () => {
    const { blocks } = resolveBlocks(
      [
        { id: 's', type: 'section', props: { title: 'S' }, children: [{ id: 'h', type: 'heading', props: { text: 'x' } }] },
        { id: 'bad', type: 'banner', props: {} },
      ],
      registry,
    );
    expect(blockTypesOf(blocks).sort()).toEqual(['heading', 'section']);
  });
});

describe('defineBlock', () => {
  it('demands a migration for every version after the first', () => {
    expect(() => defineBlock({ type: 'x', version: 2, schema: z.object({}), load })).toThrow(/needs a migration to 2/);
  });
});
