import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { loadPageDataChecks, PageDataError, pageData, readPageData } from './read-page-data';

/* Reading a block's page data: checked once its schema is in, and once per page data object. */

let parses = 0;
const counted = z.array(z.object({ name: z.string() })).transform((items) => {
  parses += 1;
  return items;
});
const products = pageData(() => Promise.resolve(counted));
// Another block declaring the very same schema, as the product page's reviews declare the product.
const sameProducts = pageData(() => Promise.resolve(counted));
const otherSchema = pageData(() => Promise.resolve(z.array(z.object({ name: z.string().min(100) }))));

describe('readPageData', () => {
  test('takes the value as it is before the checks are loaded', () => {
    const data = { products: [{ name: 7 }] };
    expect(readPageData(data, 'products', products)).toBe(data.products);
  });

  test('checks a page data object once, and hands the same result to every later draw', async () => {
    await loadPageDataChecks();
    const page = { products: [{ name: 'Linen tee' }] };
    parses = 0;
    const first = readPageData(page, 'products', products);
    const again = readPageData(page, 'products', products);
    expect(again).toBe(first);
    expect(parses).toBe(1);

    // The next page's data is another object: checked afresh.
    const next = { products: [{ name: 'Canvas tote' }] };
    expect(readPageData(next, 'products', products)).toEqual([{ name: 'Canvas tote' }]);
    expect(parses).toBe(2);
  });

  test('checks a value once for two declarations of one schema, and afresh for another schema', async () => {
    await loadPageDataChecks();
    const page = { products: [{ name: 'Linen tee' }] };
    parses = 0;
    const first = readPageData(page, 'products', products);
    expect(readPageData(page, 'products', sameProducts)).toBe(first);
    expect(parses).toBe(1);
    // A schema of its own still judges the value by its own rules.
    expect(() => readPageData(page, 'products', otherSchema)).toThrow(/data\.products\[0\]\.name/);
  });

  test('names the offending path every time a value does not match', async () => {
    await loadPageDataChecks();
    const broken = { products: [{ name: 7 }] };
    for (let draw = 0; draw < 2; draw += 1) {
      expect(() => readPageData(broken, 'products', products)).toThrow(PageDataError);
      expect(() => readPageData(broken, 'products', products)).toThrow(/data\.products\[0\]\.name/);
    }
  });
});
