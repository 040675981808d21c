import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineBlock, type BlockRegistry } from '../renderer/core/define-block';
import { resolveBlocks } from '../renderer/core/resolve-page';
import { productSourceSchema } from '../schema/catalog';
import { dataNeedsOf, followPageData, withAnsweredData, type DataNeeds } from './preview-data';

/*
 * What a posted body needs from the server, read from its checked blocks as the server reads
 * them, and when the frame asks for it: once the composer is quiet, once per need the server
 * may have nothing for, and never for an answer the merchant has moved on from.
 */

const load = () => Promise.resolve({ default: () => null });
const blocks: BlockRegistry = {
  listing: defineBlock({ type: 'listing', version: 1, schema: z.object({ source: productSourceSchema.optional() }), load, dataSource: (props) => props.source }),
  columns: defineBlock({ type: 'columns', version: 1, schema: z.object({}), acceptsChildren: true, load }),
  'comment-list': defineBlock({ type: 'comment-list', version: 1, schema: z.object({}), load }),
};
const listing = (id: string, slug: unknown, limit = 4) => ({ id, type: 'listing', version: 1, props: { source: { kind: 'category', slug, limit } } });
const needsOf = (list: unknown[]) => dataNeedsOf(resolveBlocks(list, blocks).blocks, blocks);

describe('the data a body needs', () => {
  it('names each source at the largest limit asked for, children and comment lists included, a broken block needing nothing', () => {
    const needs = needsOf([
      listing('one', 'tops', 2),
      { id: 'side', type: 'columns', version: 1, props: {}, children: [listing('two', 'tops', 6), { id: 'talk', type: 'comment-list', version: 1, props: {} }] },
      listing('broken', 42),
    ]);
    expect([...needs.sources]).toEqual([['category:tops', 6]]);
    expect([...needs.keys]).toEqual(['comments']);
  });

  it('lays the answer over the page, keeping the lists the page held', () => {
    const merged = withAnsweredData({ site: { name: 'Old' }, sources: { 'category:tops': [1] } }, { site: { name: 'New' }, sources: { 'category:bags': [2] } });
    expect(merged).toEqual({ site: { name: 'New' }, sources: { 'category:tops': [1], 'category:bags': [2] } });
    expect(withAnsweredData({ page: 1 }, { comments: null })).toEqual({ page: 1, comments: null });
  });
});

describe('asking the server', () => {
  let asked: unknown[];
  let taken: unknown[];
  let follower: ReturnType<typeof followPageData>;
  const needs = (sources: [string, number][], keys: string[] = []): DataNeeds => ({ sources: new Map(sources), keys: new Set(keys) });

  beforeEach(() => {
    vi.useFakeTimers();
    asked = [];
    taken = [];
    follower = followPageData({
      ask: (pageBody) => {
        asked.push(pageBody);
        return Promise.resolve({});
      },
      take: (answer) => taken.push(answer),
    });
  });
  afterEach(() => {
    follower.stop();
    vi.useRealTimers();
  });

  it('asks nothing while the page holds enough of each list', async () => {
    follower.follow('typed', needs([['category:tops', 2]]), { sources: { 'category:tops': [1, 2, 3] } });
    await vi.advanceTimersByTimeAsync(1000);
    expect(asked).toEqual([]);
  });

  it('asks once for a list held shorter than a larger limit, and not again when the source has no more', async () => {
    const data = { sources: { 'category:tops': [1, 2] } };
    follower.follow('eight', needs([['category:tops', 8]]), data);
    await vi.advanceTimersByTimeAsync(249);
    expect(asked).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(asked).toEqual(['eight']);
    expect(taken).toHaveLength(1);
    follower.follow('eight again', needs([['category:tops', 8]]), data);
    await vi.advanceTimersByTimeAsync(1000);
    expect(asked).toEqual(['eight']);
  });

  it('asks once for comments the server may not give on this page', async () => {
    follower.follow('with comments', needs([], ['comments']), {});
    await vi.advanceTimersByTimeAsync(300);
    follower.follow('with comments, typed', needs([], ['comments']), {});
    await vi.advanceTimersByTimeAsync(300);
    expect(asked).toEqual(['with comments']);
  });

  it('asks again after a failed request, at the next change', async () => {
    const failing = followPageData({
      ask: (pageBody) => {
        asked.push(pageBody);
        return Promise.reject(new Error('offline'));
      },
      take: (answer) => taken.push(answer),
    });
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    failing.follow('first', needs([['tag:new', 4]]), {});
    await vi.advanceTimersByTimeAsync(300);
    failing.follow('second', needs([['tag:new', 4]]), {});
    await vi.advanceTimersByTimeAsync(300);
    failing.stop();
    quiet.mockRestore();
    expect(asked).toEqual(['first', 'second']);
    expect(taken).toEqual([]);
  });
});
