import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderLines } from '../db/schema';
import { placeShippedOrder } from '../demo/returns';
import { applyForReturn, readReturn } from '../returns/returns';
import { liveShopFor } from '../testing/test-live-shop';
import { variantWithStock } from '../testing/test-orders';
import { createSignedInShopper } from '../testing/test-shoppers';

/* `npm run returns` against a live shop server, as a merchant runs it from the terminal. */

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const TSX = join(ROOT, 'node_modules', '.bin', 'tsx');
const DAY_MS = 24 * 60 * 60 * 1000;

const cli = liveShopFor(
  (args, output, env) =>
    new Promise((resolve) => {
      execFile(TSX, [join(ROOT, 'server', 'cli', 'returns.ts'), ...args], { cwd: ROOT, env }, (error, stdout, stderr) => {
        for (const line of stdout.trimEnd().split('\n')) if (line) output.out(line);
        for (const line of stderr.trimEnd().split('\n')) if (line) output.err(line);
        resolve(error ? Number(error.code ?? 1) : 0);
      });
    }),
);

let folder: string;
let shopperId: string;
let variantId: number;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'returns-cli-'));
  shopperId = (await createSignedInShopper(cli.shop.db)).id;
  variantId = (await variantWithStock(cli.shop.db, 20, 3)).id;
});

afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

/** A fresh return of one delivered unit, waiting for approval. */
async function pendingReturn(): Promise<string> {
  const { db } = cli.shop;
  const order = await db.transaction((tx) => placeShippedOrder(tx, { userId: shopperId, lines: [{ variantId, quantity: 1 }], placedAt: new Date(Date.now() - 4 * DAY_MS) }));
  const [line] = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
  const applied = await applyForReturn(db, shopperId, { orderNo: order.orderNo, type: 'return-refund', lines: [{ lineId: line!.id, quantity: 1 }], description: 'Too big', pictures: [] });
  if (!applied.ok) throw new Error(`The test return cannot be applied for: ${applied.reason}`);
  return applied.returnNo;
}

const shopperReads = async (returnNo: string) => readReturn(cli.shop.db, returnNo, shopperId, 'en');

async function addressFile(name: string, content: unknown): Promise<string> {
  const path = join(folder, name);
  await writeFile(path, typeof content === 'string' ? content : JSON.stringify(content));
  return path;
}

describe('npm run returns -- approve', () => {
  it('gives the shopper the address in --address-file, for that return only', async () => {
    const warehouse = { consignee: 'Kowloon Warehouse', contactNumber: '+852 3456 7890', detailedAddress: 'Unit 12, 3 Hung To Road, Kwun Tong' };
    const returnNo = await pendingReturn();
    const approved = await cli.run('approve', returnNo, '--address-file', await addressFile('warehouse.json', warehouse));
    expect(approved).toMatchObject({ code: 0, err: '' });
    expect(approved.out).toContain(`${returnNo}: pending-approval (audit approved)`);
    expect(approved.out).toContain('Return address given: Kowloon Warehouse, +852 3456 7890, Unit 12, 3 Hung To Road, Kwun Tong');
    expect(await shopperReads(returnNo)).toMatchObject({ auditStatus: 'approved', merchantAddress: warehouse });

    // Without the file, the next one is given the shop's own address.
    const next = await pendingReturn();
    expect((await cli.run('approve', next)).code).toBe(0);
    expect((await shopperReads(next))?.merchantAddress).toMatchObject({ consignee: 'Vitrine Returns' });
  });

  it('names each bad field of the file and approves nothing; a file it cannot use is said plainly', async () => {
    const returnNo = await pendingReturn();
    const refused = await cli.run('approve', returnNo, '--address-file', await addressFile('bad.json', { consignee: '', contactNumber: '+852 3456 7890' }));
    expect(refused.code).toBe(1);
    expect(refused.err).toContain('Refused (422): nothing was stored');
    expect(refused.err).toContain('address.consignee:');
    expect(refused.err).toContain('address.detailedAddress:');

    const notJson = await cli.run('approve', returnNo, '--address-file', await addressFile('broken.json', '{"consignee":'));
    expect(notJson.code).toBe(1);
    expect(notJson.err).toContain('is not JSON');
    expect((await cli.run('approve', returnNo, '--address-file', join(folder, 'missing.json'))).err).toContain('Cannot read');
    expect((await cli.run('approve', returnNo, '--address', 'x')).code).toBe(2);
    expect(await shopperReads(returnNo)).toMatchObject({ auditStatus: 'pending-approval', merchantAddress: null });
  });

  it('documents the option in its usage text', async () => {
    const usage = await cli.run();
    expect(usage.code).toBe(2);
    expect(usage.err).toContain('approve <returnNo> [--address-file <file>]');
  });
});
