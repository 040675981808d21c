import { describe, expect, it } from 'vitest';
import { batchesOf, IMPORT_BATCH } from './import-batches';

/* A file's products in batches, the next read while the one before is sent. */

/** Numbers 0..count-1, counting how many were taken; `failAt` throws there, as a broken file does. */
function source(count: number, failAt = -1) {
  const taken = { count: 0 };
  async function* items() {
    for (let n = 0; n < count; n += 1) {
      await Promise.resolve();
      if (n === failAt) throw new Error(`Row ${n} cannot be read`);
      taken.count += 1;
      yield n;
    }
  }
  return { items: items(), taken };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('batches of a file', () => {
  it('are full batches in order, then the rest', async () => {
    const { items } = source(IMPORT_BATCH * 2 + 3);
    const batches: number[][] = [];
    for await (const batch of batchesOf(items)) batches.push(batch);
    expect(batches.map((batch) => batch.length)).toEqual([IMPORT_BATCH, IMPORT_BATCH, 3]);
    expect(batches.flat()).toEqual(Array.from({ length: IMPORT_BATCH * 2 + 3 }, (_, n) => n));
  });

  it('read the next batch while this one is being sent, and no further', async () => {
    const { items, taken } = source(IMPORT_BATCH * 5);
    const batches = batchesOf(items);
    await batches.next();
    // While the caller holds the first batch (sending it), the second is read...
    await settle();
    expect(taken.count).toBe(IMPORT_BATCH * 2);
    // ...but not the third: memory holds two batches at most.
    await settle();
    expect(taken.count).toBe(IMPORT_BATCH * 2);
    await batches.return(undefined);
  });

  it('give every batch before a broken row, then the row\'s error', async () => {
    const { items } = source(IMPORT_BATCH * 3, IMPORT_BATCH + 5);
    const batches = batchesOf(items);
    expect((await batches.next()).value).toHaveLength(IMPORT_BATCH);
    await expect(batches.next()).rejects.toThrow(`Row ${IMPORT_BATCH + 5} cannot be read`);
  });

  it('stop reading the file when the caller stops', async () => {
    const { items, taken } = source(IMPORT_BATCH * 5);
    for await (const batch of batchesOf(items)) {
      expect(batch[0]).toBe(0);
      break;
    }
    await settle();
    expect(taken.count).toBeLessThanOrEqual(IMPORT_BATCH * 2);
  });
});
