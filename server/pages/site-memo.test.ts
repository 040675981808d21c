import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { categories } from '../db/schema';
import { openTestDatabase } from '../testing/test-database';
import { createLocalChangeBus, type ChangeBus } from '../events/change-bus';
import { memoryLogger } from '../logger';
import { createServices, type Services } from '../services';
import { createSiteMemo } from './site-memo';

describe('site memo', () => {
  it('answers what it loaded until the site changes, then loads again', async () => {
    const memo = createSiteMemo({ maxAgeMs: 60_000 });
    let loads = 0;
    const load = async () => (loads += 1);
    expect(await memo.get('tree', load)).toBe(1);
    expect(await memo.get('tree', load)).toBe(1);
    memo.clear();
    expect(await memo.get('tree', load)).toBe(2);
  });

  it('loads again once a value is older than its age, for writes no process was told about', async () => {
    let clock = 0;
    const memo = createSiteMemo({ maxAgeMs: 1_000, now: () => clock });
    let loads = 0;
    const load = async () => (loads += 1);
    await memo.get('tree', load);
    clock = 1_000;
    expect(await memo.get('tree', load)).toBe(1);
    clock = 1_001;
    expect(await memo.get('tree', load)).toBe(2);
  });

  it('keeps no failure, and no load that was running when the site changed', async () => {
    const memo = createSiteMemo({ maxAgeMs: 60_000 });
    await expect(memo.get('tree', () => Promise.reject(new Error('database away')))).rejects.toThrow('database away');
    expect(await memo.get('tree', async () => 'read again')).toBe('read again');

    let finish: (value: string) => void = () => {};
    const before = memo.get('menu', () => new Promise<string>((resolve) => (finish = resolve)));
    memo.clear();
    finish('old site');
    expect(await before).toBe('old site');
    expect(await memo.get('menu', async () => 'new site')).toBe('new site');
  });

  it('holds at most its cap of keys', async () => {
    const memo = createSiteMemo({ maxAgeMs: 60_000, maxEntries: 2 });
    let loads = 0;
    const load = async () => (loads += 1);
    await memo.get('a', load);
    await memo.get('b', load);
    await memo.get('c', load);
    expect(await memo.get('c', load)).toBe(3);
    expect(await memo.get('a', load)).toBe(4);
  });
});

/*
 * On the shop: a page no cache holds (a new address each time, as in a large catalog's long
 * tail) reads the category menu once per site version, and a merchant write shows at once.
 */
describe('what every page shares, on the shop', () => {
  let database: DatabaseHandle;
  let changes: ChangeBus;
  let services: Services;
  let asked = 0;

  /** A product page at an address of its own, past the page cache: its menu's top category names. */
  const menuOfUncachedPage = async (): Promise<string[]> => {
    asked += 1;
    const result = await services.pageData.getPageData(new URL(`http://shop.test/product/heavyweight-hoodie?visit=${asked}`), { origin: 'http://shop.test', shopper: null });
    if (result.kind !== 'page') throw new Error(`expected a page, got ${result.kind}`);
    const site = result.pageData.data.site as { categories: { slug: string; name: string }[] };
    return site.categories.map((category) => category.name);
  };

  beforeAll(async () => {
    database = await openTestDatabase({ from: 'demo' });
    changes = createLocalChangeBus();
    // Long ages: nothing here is fresh only because an entry ran out of time.
    services = createServices({ db: database.db, logger: memoryLogger(), changes, settingsMaxAgeMs: 600_000, pageCache: { maxAgeMs: 600_000 } });
  });

  afterAll(async () => {
    await database.close();
  });

  it('reads the menu once for many uncached pages, and again after a merchant write', async () => {
    const before = await menuOfUncachedPage();
    expect(before).toContain('Apparel');
    // A change made behind the shop's back, told to nobody: pages keep the menu they had.
    await database.db
      .update(categories)
      .set({ translations: sql`jsonb_set(${categories.translations}, '{en,name}', '"Clothing"')` })
      .where(eq(categories.slug, 'apparel'));
    expect(await menuOfUncachedPage()).toEqual(before);
    // A write through the shop tells every process; the next page reads the menu again.
    await changes.publish('site-changed', { what: 'category apparel' });
    const after = await menuOfUncachedPage();
    expect(after).toContain('Clothing');
    expect(after).not.toContain('Apparel');
  });
});
