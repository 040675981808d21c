import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveShopFor } from '../testing/test-live-shop';
import { catalogCommand } from './catalog-command';

/* `product picture order` against a live shop server: the pictures in a new order under their own numbers, and an order that is not theirs refused in plain words. */

const cli = liveShopFor(catalogCommand);
const catalog = cli.run;
let folder: string;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'vitrine-picture-order-'));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe('npm run catalog -- product picture order', () => {
  it('puts the pictures in the order given, and names a number that is not a picture', async () => {
    const product = join(folder, 'bowl.json');
    await writeFile(
      product,
      JSON.stringify({
        category: 'tops',
        translations: { en: { name: 'Ordered Bowl' } },
        variants: [{ sku: 'BOWL-ORDERED', priceCents: 1800, stock: 3 }],
      }),
    );
    expect((await catalog('product', 'put', 'ordered-bowl', product)).code).toBe(0);
    for (const [name, colour] of [
      ['oat', '#d9cbb0'],
      ['moss', '#6f7f52'],
    ] as const) {
      const file = join(folder, `${name}.png`);
      await writeFile(
        file,
        await sharp({ create: { width: 400, height: 500, channels: 3, background: colour } })
          .png()
          .toBuffer(),
      );
      expect((await catalog('product', 'picture', 'add', 'ordered-bowl', file, name)).code).toBe(0);
    }

    expect((await catalog('product', 'picture', 'order', 'ordered-bowl', '2', '1')).out).toBe(
      'The pictures of product "ordered-bowl" are now shown in this order: 2, 1',
    );
    // Each keeps its number, and so its address.
    const read = JSON.parse((await catalog('product', 'get', 'ordered-bowl')).out) as {
      pictures: { position: number; alt: { en: string } }[];
    };
    expect(read.pictures.map((picture) => [picture.position, picture.alt.en])).toEqual([
      [2, 'moss'],
      [1, 'oat'],
    ]);

    const refused = await catalog('product', 'picture', 'order', 'ordered-bowl', '2', 'four');
    expect(refused.code).not.toBe(0);
    expect(refused.err).toMatch(/^Refused \(422\): nothing was stored\n {2}order\[1\]: /);
  });
});
