import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import postgres from 'postgres';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from './database';
import { createTestDatabase, testPostgresServer } from '../testing/test-postgres';

/*
 * A shop made before pictures could be put in order, brought up to date: each picture is shown
 * where its number put it until then, so no shop's pictures change places on the upgrade.
 */

const SLOW = { timeout: 60_000 };
const RANK_MIGRATION = '0021_picture_rank.sql';

/** Raw SQL against one database: a script of several statements, and a query's rows. */
type Raw = {
  script: (text: string) => Promise<void>;
  rows: (text: string) => Promise<Record<string, unknown>[]>;
  close: () => Promise<void>;
};

async function pglite(): Promise<Raw> {
  const client = await PGlite.create();
  return {
    script: async (text) => void (await client.exec(text)),
    rows: async (text) => (await client.query<Record<string, unknown>>(text)).rows,
    close: () => client.close(),
  };
}

async function postgresServer(): Promise<Raw> {
  const database = await createTestDatabase();
  const client = postgres(database.url, { max: 1, onnotice: () => {} });
  return {
    script: async (text) => void (await client.unsafe(text).simple()),
    rows: async (text) => [...(await client.unsafe(text))],
    close: async () => {
      await client.end();
      await database.drop();
    },
  };
}

const drivers = [{ name: 'PGlite', open: pglite }, ...(testPostgresServer ? [{ name: 'PostgreSQL', open: postgresServer }] : [])];

/** The migrations' scripts by file name, in the order they apply. */
async function migrations(): Promise<[string, string][]> {
  const names = (await readdir(MIGRATIONS_FOLDER)).filter((name) => name.endsWith('.sql')).sort();
  return Promise.all(
    names.map(
      async (name) =>
        [name, (await readFile(join(MIGRATIONS_FOLDER, name), 'utf8')).replaceAll('--> statement-breakpoint', '')] as [string, string],
    ),
  );
}

describe.each(drivers)('putting pictures in order, on a shop made before it ($name)', SLOW, ({ open }) => {
  it('ranks every existing picture by its number, gaps and all', async () => {
    const database = await open();
    try {
      const scripts = await migrations();
      const at = scripts.findIndex(([name]) => name === RANK_MIGRATION);
      expect(at).toBeGreaterThan(0);
      for (const [, script] of scripts.slice(0, at)) await database.script(script);

      await database.script(`
        insert into categories (slug, translations) values ('vases', '{"en": {"name": "Vases"}}');
        insert into products (slug, category_id, price_cents, in_stock) select slug, (select id from categories), 3000, true from (values ('tall-vase'), ('squat-vase')) as made(slug);
        insert into product_images (product_id, position, width, height, alt, art)
          select products.id, picture.position, 1280, 1600, '{}'::jsonb, '{}'::jsonb from products, (values (1), (2), (5)) as picture(position) where products.slug = 'tall-vase'
          union all select products.id, 3, 1280, 1600, '{}'::jsonb, '{}'::jsonb from products where products.slug = 'squat-vase';`);
      for (const [, script] of scripts.slice(at)) await database.script(script);

      const ranked = await database.rows(`
        select products.slug, product_images.position, product_images.rank from product_images join products on products.id = product_images.product_id
        order by products.slug, product_images.rank, product_images.position`);
      expect(ranked.map((row) => [row.slug, row.position, row.rank])).toEqual([
        ['squat-vase', 3, 3],
        ['tall-vase', 1, 1],
        ['tall-vase', 2, 2],
        ['tall-vase', 5, 5],
      ]);
    } finally {
      await database.close();
    }
  });
});
