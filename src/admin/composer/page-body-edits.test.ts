import { describe, expect, it } from 'vitest';
import { PAGE_LIMITS } from '../../schema/limits';
import {
  addBlock,
  blockAt,
  blocksInOrder,
  blockSummary,
  composedBodySchema,
  countBlocks,
  duplicateBlock,
  emptyBodyFor,
  freshBlockId,
  indentOf,
  moveBlock,
  outdentOf,
  pathOfIds,
  removeBlock,
  replaceProps,
  shopAddressOf,
  stepOf,
  type ComposedBlock,
  type ComposedBody,
  type TreeEdit,
} from './page-body-edits';

const body: ComposedBody = {
  template: 'page',
  blocks: [
    { id: 'hero', type: 'hero-banner', version: 1, props: { heading: 'Summer is here' } },
    { id: 'rich-text-1', type: 'rich-text', version: 1, props: { html: '<p>Light  layers</p>' } },
    { id: 'cols', type: 'columns', props: {}, children: [{ id: 'rich-text-2', type: 'rich-text', props: { html: '' } }] },
  ],
};

const ids = (next: ComposedBody) => next.blocks.map((block) => block.id);

/** The tree as ids, children in brackets after their parent: `a, cols [b, c]`. */
const shape = (blocks: readonly ComposedBlock[]): string =>
  blocks.map((block) => (block.children ? `${block.id} [${shape(block.children)}]` : block.id)).join(', ');

/** The body of an edit that was made; the test fails when it was refused. */
function made(edit: TreeEdit): { body: ComposedBody; path: readonly number[] } {
  if (!edit.ok) throw new Error(`Refused: ${JSON.stringify(edit.refusal)}`);
  return edit;
}

/** A chain of `levels` blocks, each inside the one before. */
function chain(levels: number, name = 'deep'): ComposedBlock {
  const block: ComposedBlock = { id: `${name}-${levels}`, type: 'columns', props: {} };
  return levels > 1 ? { ...block, children: [chain(levels - 1, name)] } : block;
}

describe('the edits of a page body', () => {
  it('starts a new page with the template its key names', () => {
    expect(emptyBodyFor('page/summer')).toEqual({ template: 'page', blocks: [] });
    expect(emptyBodyFor('home').template).toBe('home');
    expect(emptyBodyFor('template:product').template).toBe('product');
    expect(emptyBodyFor('layout:header').template).toBe('header');
  });

  it('gives a new block an id no block has, children included', () => {
    expect(freshBlockId('rich-text', body.blocks)).toBe('rich-text-3');
    expect(freshBlockId('hero-banner', body.blocks)).toBe('hero-banner-1');
  });

  it('adds a block at the end with its version and props', () => {
    const next = made(addBlock(body, 'rich-text', 1, { html: '' }));
    expect(next.body.blocks.at(-1)).toEqual({ id: 'rich-text-3', type: 'rich-text', version: 1, props: { html: '' } });
    expect(next.path).toEqual([3]);
    expect(body.blocks).toHaveLength(3);
  });

  it('adds a block inside another as its last child, a childless one included', () => {
    const intoColumns = made(addBlock(body, 'rich-text', 1, {}, [2]));
    expect(shape(intoColumns.body.blocks)).toBe('hero, rich-text-1, cols [rich-text-2, rich-text-3]');
    expect(intoColumns.path).toEqual([2, 1]);
    const intoHero = made(addBlock(body, 'rich-text', 1, {}, [0]));
    expect(shape(intoHero.body.blocks)).toBe('hero [rich-text-3], rich-text-1, cols [rich-text-2]');
    expect(addBlock(body, 'rich-text', 1, {}, [7])).toEqual({ ok: false, refusal: { reason: 'no-such-block' } });
  });

  it('refuses to add a block past the page’s limits on blocks and on nesting', () => {
    const full: ComposedBody = {
      template: 'page',
      blocks: Array.from({ length: PAGE_LIMITS.maxBlocks }, (_, index) => ({ id: `b${index}`, type: 'rich-text', props: {} })),
    };
    expect(addBlock(full, 'rich-text', 1, {})).toEqual({ ok: false, refusal: { reason: 'too-many', limit: 500, count: 501 } });
    const deep: ComposedBody = { template: 'page', blocks: [chain(PAGE_LIMITS.maxBlockDepth)] };
    const deepest = Array.from({ length: PAGE_LIMITS.maxBlockDepth }, () => 0);
    expect(addBlock(deep, 'rich-text', 1, {}, deepest)).toEqual({ ok: false, refusal: { reason: 'too-deep', limit: 8, depth: 9 } });
    expect(made(addBlock(deep, 'rich-text', 1, {}, deepest.slice(1))).path).toHaveLength(8);
  });

  it('moves a block up and down on its level, and not past either end', () => {
    expect(ids(made(moveBlock(body, [1], stepOf(body, [1], 'up')!)).body)).toEqual(['rich-text-1', 'hero', 'cols']);
    expect(ids(made(moveBlock(body, [1], stepOf(body, [1], 'down')!)).body)).toEqual(['hero', 'cols', 'rich-text-1']);
    expect(stepOf(body, [0], 'up')).toBeNull();
    expect(stepOf(body, [2], 'down')).toBeNull();
    expect(stepOf(body, [2, 0], 'up')).toBeNull();
    expect(stepOf(body, [2, 0], 'down')).toBeNull();
  });

  it('moves a block before or after a block on another level, saying where it now is', () => {
    const before = made(moveBlock(body, [0], { kind: 'before', target: [2, 0] }));
    expect(shape(before.body.blocks)).toBe('rich-text-1, cols [hero, rich-text-2]');
    expect(before.path).toEqual([1, 0]);
    const after = made(moveBlock(body, [2, 0], { kind: 'after', target: [0] }));
    expect(shape(after.body.blocks)).toBe('hero, rich-text-2, rich-text-1, cols');
    expect(after.path).toEqual([1]);
    // Its parent's list left empty, the parent has no children any more rather than an empty list.
    expect(after.body.blocks[3]).toEqual({ id: 'cols', type: 'columns', props: {} });
  });

  it('moves a block into another as its last child, keeping its id and its own children', () => {
    const into = made(moveBlock(body, [0], { kind: 'into', target: [2] }));
    expect(shape(into.body.blocks)).toBe('rich-text-1, cols [rich-text-2, hero]');
    expect(into.path).toEqual([1, 1]);
    expect(blockAt(into.body.blocks, into.path)).toBe(body.blocks[0]);
    const columnsInto = made(moveBlock(body, [2], { kind: 'into', target: [1] }));
    expect(shape(columnsInto.body.blocks)).toBe('hero, rich-text-1 [cols [rich-text-2]]');
    const toTheEnd = made(moveBlock(body, [2, 0], { kind: 'into', target: [] }));
    expect(shape(toTheEnd.body.blocks)).toBe('hero, rich-text-1, cols, rich-text-2');
    expect(toTheEnd.path).toEqual([3]);
    expect(body.blocks[2]!.children).toHaveLength(1);
  });

  it('moves a block into the block above it, and out again after its parent', () => {
    const indented = made(moveBlock(body, [1], indentOf([1])!));
    expect(shape(indented.body.blocks)).toBe('hero [rich-text-1], cols [rich-text-2]');
    expect(indented.path).toEqual([0, 0]);
    expect(indentOf([0])).toBeNull();
    expect(indentOf(indented.path)).toBeNull();

    const outdented = made(moveBlock(indented.body, indented.path, outdentOf(indented.path)!));
    expect(shape(outdented.body.blocks)).toBe('hero, rich-text-1, cols [rich-text-2]');
    expect(outdented.path).toEqual([1]);
    expect(outdentOf([1])).toBeNull();
    expect(outdentOf([2, 0])).toEqual({ kind: 'after', target: [2] });
  });

  it('answers the same body when a drop leaves the block where it is', () => {
    for (const drop of [
      { kind: 'before', target: [1] },
      { kind: 'after', target: [1] },
      { kind: 'after', target: [0] },
      { kind: 'before', target: [2] },
    ] as const) {
      expect(made(moveBlock(body, [1], drop))).toEqual({ ok: true, body, path: [1] });
    }
    expect(made(moveBlock(body, [2, 0], { kind: 'into', target: [2] })).body).toBe(body);
  });

  it('refuses to move a block into itself or into a block within it', () => {
    expect(moveBlock(body, [2], { kind: 'into', target: [2] })).toEqual({ ok: false, refusal: { reason: 'inside-itself' } });
    expect(moveBlock(body, [2], { kind: 'into', target: [2, 0] })).toEqual({ ok: false, refusal: { reason: 'inside-itself' } });
    expect(moveBlock(body, [2], { kind: 'before', target: [2, 0] })).toEqual({ ok: false, refusal: { reason: 'inside-itself' } });
    expect(moveBlock(body, [5], { kind: 'into', target: [0] })).toEqual({ ok: false, refusal: { reason: 'no-such-block' } });
    expect(moveBlock(body, [0], { kind: 'after', target: [2, 4] })).toEqual({ ok: false, refusal: { reason: 'no-such-block' } });
  });

  it('refuses a move that would nest blocks deeper than the page’s limit, counting the moved block’s own children', () => {
    const deep: ComposedBody = { template: 'page', blocks: [chain(7), chain(2, 'pair')] };
    // Inside the seventh level the pair would reach the ninth.
    const seventh = [0, 0, 0, 0, 0, 0, 0];
    expect(moveBlock(deep, [1], { kind: 'into', target: seventh })).toEqual({
      ok: false,
      refusal: { reason: 'too-deep', limit: 8, depth: 9 },
    });
    // Inside the sixth, after the seventh, the pair reaches the eighth level: allowed.
    expect(made(moveBlock(deep, [1], { kind: 'into', target: seventh.slice(1) })).path).toEqual([0, 0, 0, 0, 0, 0, 1]);
    expect(made(moveBlock(deep, [1, 0], { kind: 'into', target: seventh })).path).toHaveLength(8);
  });

  it('duplicates a block right after it, with fresh ids for it and its children', () => {
    const next = made(duplicateBlock(body, [2])).body;
    expect(ids(next)).toEqual(['hero', 'rich-text-1', 'cols', 'columns-1']);
    expect(next.blocks[3]!.children).toEqual([{ id: 'rich-text-3', type: 'rich-text', props: { html: '' } }]);
    expect(next.blocks[3]!.props).not.toBe(body.blocks[2]!.props);
    const inner = made(duplicateBlock(body, [2, 0]));
    expect(shape(inner.body.blocks)).toBe('hero, rich-text-1, cols [rich-text-2, rich-text-3]');
    expect(inner.path).toEqual([2, 1]);
  });

  it('refuses a duplicate that would hold more blocks than the page’s limit, children counted', () => {
    const nearlyFull: ComposedBody = {
      template: 'page',
      blocks: [
        chain(3),
        ...Array.from({ length: PAGE_LIMITS.maxBlocks - 5 }, (_, index) => ({ id: `b${index}`, type: 'rich-text', props: {} })),
      ],
    };
    expect(countBlocks(nearlyFull.blocks)).toBe(498);
    expect(duplicateBlock(nearlyFull, [0])).toEqual({ ok: false, refusal: { reason: 'too-many', limit: 500, count: 501 } });
    expect(made(duplicateBlock(nearlyFull, [1])).body.blocks).toHaveLength(497);
  });

  it('removes a block, at the top level or inside another', () => {
    expect(ids(removeBlock(body, [0]))).toEqual(['rich-text-1', 'cols']);
    expect(shape(removeBlock(body, [2, 0]).blocks)).toBe('hero, rich-text-1, cols');
  });

  it('replaces the props of a block at any level', () => {
    const next = replaceProps(body, [2, 0], { html: '<p>Inside</p>' });
    expect(blockAt(next.blocks, [2, 0])).toEqual({ id: 'rich-text-2', type: 'rich-text', props: { html: '<p>Inside</p>' } });
    expect(next.blocks[0]).toBe(body.blocks[0]);
  });

  it('lists the blocks in the order the page draws them, and finds one by its ids', () => {
    expect(blocksInOrder(body.blocks).map(({ block, path }) => `${block.id}@${path.join('.')}`)).toEqual([
      'hero@0',
      'rich-text-1@1',
      'cols@2',
      'rich-text-2@2.0',
    ]);
    expect(pathOfIds(body.blocks, ['cols', 'rich-text-2'])).toEqual([2, 0]);
    expect(pathOfIds(body.blocks, ['rich-text-2'])).toBeNull();
    expect(pathOfIds(body.blocks, [])).toBeNull();
  });

  it('keeps what it does not edit, and refuses a body without blocks', () => {
    expect(composedBodySchema.parse({ ...body, noReload: true }).noReload).toBe(true);
    expect(composedBodySchema.safeParse({ template: 'page' }).success).toBe(false);
    // Children are read as blocks too: the tree edits them. Props left out are none, as on the wire.
    expect(
      composedBodySchema.parse({ template: 'page', blocks: [{ id: 'a', type: 'rich-text', children: [{ id: 'b', type: 'rich-text' }] }] })
        .blocks[0]!.children,
    ).toEqual([{ id: 'b', type: 'rich-text', props: {} }]);
    expect(composedBodySchema.safeParse({ template: 'page', blocks: [{ ...body.blocks[0], children: [{ id: 'x' }] }] }).success).toBe(
      false,
    );
  });

  it('sums a block up by its heading or the text of its HTML', () => {
    expect(blockSummary(body.blocks[0]!.props)).toBe('Summer is here');
    expect(blockSummary(body.blocks[1]!.props)).toBe('Light layers');
    expect(blockSummary({ align: 'center' })).toBe('');
    expect(blockSummary({ html: 'x'.repeat(200) })).toHaveLength(80);
  });

  it('links the pages shoppers open in the language of the page', () => {
    expect(shopAddressOf('home', 'en')).toBe('/');
    expect(shopAddressOf('page/summer', 'zh-HK')).toBe('/zh-HK/page/summer');
    expect(shopAddressOf('page/summer', 'zh-CN')).toBe('/zh/page/summer');
    expect(shopAddressOf('template:product', 'en')).toBeNull();
  });
});
