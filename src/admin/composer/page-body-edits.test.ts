import { describe, expect, it } from 'vitest';
import {
  addBlock,
  blockSummary,
  composedBodySchema,
  duplicateBlock,
  emptyBodyFor,
  freshBlockId,
  moveBlock,
  removeBlock,
  shopAddressOf,
  type ComposedBody,
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
    const next = addBlock(body, 'rich-text', 1, { html: '' });
    expect(next.blocks.at(-1)).toEqual({ id: 'rich-text-3', type: 'rich-text', version: 1, props: { html: '' } });
    expect(body.blocks).toHaveLength(3);
  });

  it('moves a block up and down, and not past either end', () => {
    expect(ids(moveBlock(body, 1, -1))).toEqual(['rich-text-1', 'hero', 'cols']);
    expect(ids(moveBlock(body, 1, 1))).toEqual(['hero', 'cols', 'rich-text-1']);
    expect(moveBlock(body, 0, -1)).toBe(body);
    expect(moveBlock(body, 2, 1)).toBe(body);
  });

  it('duplicates a block right after it, with fresh ids for it and its children', () => {
    const next = duplicateBlock(body, 2);
    expect(ids(next)).toEqual(['hero', 'rich-text-1', 'cols', 'columns-1']);
    expect(next.blocks[3]!.children).toEqual([{ id: 'rich-text-3', type: 'rich-text', props: { html: '' } }]);
    expect(next.blocks[3]!.props).not.toBe(body.blocks[2]!.props);
  });

  it('removes a block', () => {
    expect(ids(removeBlock(body, 0))).toEqual(['rich-text-1', 'cols']);
  });

  it('keeps what it does not edit, and refuses a body without blocks', () => {
    expect(composedBodySchema.parse({ ...body, noReload: true }).noReload).toBe(true);
    expect(composedBodySchema.safeParse({ template: 'page' }).success).toBe(false);
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
