import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answeredRows } from '../../db/database';
import { openTestDatabase, type TestDatabase } from '../../testing/test-database';
import { TEST_DRIVERS } from '../../testing/test-orders';
import { gramFrequencies, searchCatalog, selectiveGrams } from './search';
import { queryGramsOf } from './search-text';

describe('selectiveGrams', () => {
  const grams = queryGramsOf('en', 'linen tee');
  // Shares as the planner lists them, each pair a little more common than the one before it.
  const shares = new Map(grams.map((gram, index) => [gram, (index + 1) / 100]));

  it('asks for every gram while there are no statistics', () => {
    expect(selectiveGrams(grams, new Map())).toEqual(grams);
  });

  it('asks for every gram of a short query', () => {
    const short = queryGramsOf('en', 'tee');
    expect(selectiveGrams(short, new Map(short.map((gram) => [gram, 0.5])))).toEqual(short);
  });

  it('asks for the three rarest grams of a longer query', () => {
    expect(grams.length).toBeGreaterThan(3);
    const reversed = new Map(grams.map((gram, index) => [gram, 1 - index / 100]));
    expect(selectiveGrams(grams, shares)).toEqual(grams.slice(0, 3));
    expect(selectiveGrams(grams, reversed)).toEqual(grams.slice(-3).reverse());
  });

  it('counts a gram the statistics do not list as rarer than every listed one', () => {
    const unlisted = grams[grams.length - 1]!;
    const listed = new Map([...shares].filter(([gram]) => gram !== unlisted));
    expect(selectiveGrams(grams, listed)).toEqual([unlisted, ...grams.slice(0, 2)]);
  });
});

describe.each(TEST_DRIVERS)('gram statistics on %s', (driver) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await openTestDatabase({ from: 'demo', driver });
  });

  afterAll(async () => {
    await database?.close();
  });

  it('reads the share of names holding each gram as the planner sampled it', async () => {
    const db = database.db;
    await db.execute(sql`analyze product_search`);
    const frequencies = await gramFrequencies(db);
    expect(frequencies.size).toBeGreaterThan(0);
    // A small table is sampled whole: the shares are exact.
    const [te] = queryGramsOf('en', 'te');
    const [row] = answeredRows(await db.execute(sql`select (count(*) filter (where grams @> array[${te}]::integer[]))::float8 / count(*) as share from product_search`));
    expect(Number(row?.share)).toBeGreaterThan(0);
    expect(frequencies.get(te!)).toBeCloseTo(Number(row?.share), 3);
  });

  it('finds the same products asking for the rarest grams as asking for all', async () => {
    const db = database.db;
    await db.execute(sql`analyze product_search`);
    const frequencies = await gramFrequencies(db);
    const filters = { categoryId: null, tagId: null, minPriceCents: null, maxPriceCents: null, inStock: false };
    const input = { locale: 'en', filters, sort: 'featured', page: 1, pageSize: 100, tagIds: [], ancestorIdsOf: () => [] } as const;
    for (const query of ['organic cotton tee', 'linen', 'ceramic mug', 'no such product name']) {
      expect(queryGramsOf('en', query).length).toBeGreaterThan(3);
      const narrowed = await searchCatalog(db, { ...input, query, frequencies });
      const every = await searchCatalog(db, { ...input, query });
      expect(narrowed, query).toEqual(every);
    }
    expect((await searchCatalog(db, { ...input, query: 'organic cotton tee', frequencies })).total).toBeGreaterThan(0);
  });
});
