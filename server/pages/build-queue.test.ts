import { describe, expect, it } from 'vitest';
import { siteConfigSchema } from '../../src/schema/site-config';
import { createLocalChangeBus } from '../events/change-bus';
import { createBuildQueue } from './build-queue';
import { createPageCache } from './page-cache';
import type { PageDataResult, PageDataService } from './page-data';

/** Work that ends when the test says, recording when it started. */
function heldWork(log: string[], name: string) {
  let finish: (value: string) => void = () => {};
  let fail: (error: Error) => void = () => {};
  const ended = new Promise<string>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  const work = () => {
    log.push(name);
    return ended;
  };
  return { work, finish: () => finish(name), fail: (error: Error) => fail(error) };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('the line pages are built in', () => {
  it('starts at most its limit at once, and the next in the order they came as each ends', async () => {
    const queue = createBuildQueue(2);
    const started: string[] = [];
    const works = ['a', 'b', 'c', 'd', 'e'].map((name) => heldWork(started, name));
    const answers = works.map((held) => queue(held.work));
    await settle();
    expect(started).toEqual(['a', 'b']);

    works[1]!.finish();
    await settle();
    expect(started).toEqual(['a', 'b', 'c']);
    works[0]!.finish();
    await settle();
    expect(started).toEqual(['a', 'b', 'c', 'd']);

    for (const held of works) held.finish();
    expect(await Promise.all(answers)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('gives the place of a work that failed to the next, and hands the failure to its own caller alone', async () => {
    const queue = createBuildQueue(1);
    const started: string[] = [];
    const failing = heldWork(started, 'failing');
    const next = heldWork(started, 'next');
    const failed = queue(failing.work);
    const after = queue(next.work);
    failing.fail(new Error('the database went away'));
    await expect(failed).rejects.toThrow('the database went away');
    await settle();
    expect(started).toEqual(['failing', 'next']);
    next.finish();
    await expect(after).resolves.toBe('next');
  });

  it('lets nobody who came later take the place of one waiting, even when it comes as a place frees', async () => {
    const queue = createBuildQueue(1);
    const started: string[] = [];
    const first = heldWork(started, 'first');
    const waiting = heldWork(started, 'waiting');
    const late = heldWork(started, 'late');
    // Asked the moment the first has ended and freed its place: the one already waiting has it.
    const lateAnswer = queue(first.work).then(() => queue(late.work));
    const waited = queue(waiting.work);
    first.finish();
    await settle();
    expect(started).toEqual(['first', 'waiting']);
    waiting.finish();
    late.finish();
    await Promise.all([waited, lateAnswer]);
    expect(started).toEqual(['first', 'waiting', 'late']);
  });

  it('refuses a limit below one, which would build nothing', () => {
    expect(() => createBuildQueue(0)).toThrow('a limit of 1 or more, not 0');
  });
});

describe('the page cache builds pages in line', () => {
  it('builds no more uncached pages at once than it is told, and answers every one', async () => {
    let now = 0;
    let most = 0;
    const inner: PageDataService = {
      getPageData: async (url): Promise<PageDataResult> => {
        now += 1;
        most = Math.max(most, now);
        await settle();
        now -= 1;
        return { kind: 'not-found', lang: 'en', message: url.pathname, siteConfig: siteConfigSchema.parse({}) };
      },
    };
    const cache = createPageCache(inner, createLocalChangeBus(), { buildsAtOnce: 3 });
    const paths = Array.from({ length: 20 }, (_, index) => `/product/long-tail-${index}`);
    const answers = await Promise.all(paths.map((path) => cache.pageData.getPageData(new URL(path, 'http://shop.test'), { origin: 'http://shop.test', shopper: null })));
    expect(most).toBe(3);
    expect(answers.map((answer) => (answer.kind === 'not-found' ? answer.message : answer.kind))).toEqual(paths);
  });
});
