import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { CollectionDocument, CollectionWrite, TagDocument, TagWrite } from '../../src/schema/admin-api/taxonomy';
import { listedNamesOf } from '../../src/schema/admin-api/locale-texts';
import { formatPath } from '../../src/renderer/core/json-path';
import { isUniqueViolation, type Database, type Transaction } from '../db/database';
import { collectionProducts, collections, productSearch, productTags, products, tags } from '../db/schema';
import type { Problem } from '../http/problems';
import { taxonomyTranslationsOf } from '../catalog/queries/localized';
import { contentVersion } from '../pages/content-version';
import type { DocumentWrite } from './document-calls';

/*
 * Tags and collections, each read whole and written whole. They share their shape (a slug, a
 * place in the merchant's order, text by language); a collection also lists products, in the
 * merchant's order. Search keeps each product's tag ids, so a removed tag leaves its rows too.
 */

type Reader = Database | Transaction;
type Table = typeof tags | typeof collections;
type Row = { id: number; slug: string; position: number; translations: unknown };

/** What a tag or collection write did. */
export type TaxonomyWrite<Document> = DocumentWrite<Document>;

const translationsOf = (raw: unknown): TagDocument['translations'] => taxonomyTranslationsOf(raw);

async function rowOf(db: Reader, table: Table, slug: string, lock: boolean): Promise<Row | null> {
  const query = db.select({ id: table.id, slug: table.slug, position: table.position, translations: table.translations }).from(table).where(eq(table.slug, slug));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

const writtenOf = (row: Row) => ({ slug: row.slug, position: row.position, translations: translationsOf(row.translations) });

async function tagDocument(db: Reader, row: Row): Promise<TagDocument> {
  const [counted] = await db.select({ total: count() }).from(productTags).where(eq(productTags.tagId, row.id));
  const written = writtenOf(row);
  return { ...written, productCount: counted?.total ?? 0, version: contentVersion(written, 20) };
}

async function collectionDocument(db: Reader, row: Row): Promise<CollectionDocument> {
  const listed = await db
    .select({ slug: products.slug })
    .from(collectionProducts)
    .innerJoin(products, eq(products.id, collectionProducts.productId))
    .where(eq(collectionProducts.collectionId, row.id))
    .orderBy(asc(collectionProducts.position), asc(products.id));
  const written = { ...writtenOf(row), products: listed.map((product) => product.slug) };
  return { ...written, version: contentVersion(written, 20) };
}

export async function readTag(db: Reader, slug: string): Promise<TagDocument | null> {
  const row = await rowOf(db, tags, slug, false);
  return row ? tagDocument(db, row) : null;
}

export async function readCollection(db: Reader, slug: string): Promise<CollectionDocument | null> {
  const row = await rowOf(db, collections, slug, false);
  return row ? collectionDocument(db, row) : null;
}

/** Every tag or collection in the merchant's order, with how many products each has. */
export async function listTaxonomy(db: Database, kind: 'tag' | 'collection') {
  const table = kind === 'tag' ? tags : collections;
  const link = kind === 'tag' ? { owner: productTags.tagId, from: productTags } : { owner: collectionProducts.collectionId, from: collectionProducts };
  const rows = await db.select({ id: table.id, slug: table.slug, position: table.position, translations: table.translations }).from(table).orderBy(asc(table.position), asc(table.id));
  const counts = new Map((await db.select({ id: link.owner, total: count() }).from(link.from).groupBy(link.owner)).map((row) => [row.id, row.total]));
  return rows.map((row) => {
    const texts = translationsOf(row.translations);
    const names = listedNamesOf((locale) => texts[locale]?.name, row.slug);
    return { slug: row.slug, position: row.position, name: names.en, names, productCount: counts.get(row.id) ?? 0 };
  });
}

/**
 * The write both kinds share: lock the row, compare the version, place a new one last, store
 * the text; `extra` does what is a collection's own, and may refuse with problems.
 */
async function writeListing<Document extends { version: string }>(
  db: Database,
  table: Table,
  slug: string,
  write: TagWrite,
  ifMatch: string | undefined,
  documentOf: (db: Reader, row: Row) => Promise<Document>,
  extra: (tx: Transaction, id: number) => Promise<Problem[]> = async () => [],
): Promise<TaxonomyWrite<Document>> {
  try {
    return await db.transaction(async (tx): Promise<TaxonomyWrite<Document>> => {
      const existing = await rowOf(tx, table, slug, true);
      if (ifMatch !== undefined) {
        const current = existing ? (await documentOf(tx, existing)).version : null;
        if (current === null || (ifMatch !== '*' && ifMatch !== current)) return { ok: false, stale: { current } };
      }
      const [last] = await tx.select({ position: sql<number | null>`max(${table.position})` }).from(table);
      const position = write.position ?? existing?.position ?? (last?.position ?? -1) + 1;
      const fields = { position, translations: write.translations };
      const [row] = existing
        ? await tx.update(table).set(fields).where(eq(table.id, existing.id)).returning({ id: table.id, slug: table.slug, position: table.position, translations: table.translations })
        : await tx.insert(table).values({ slug, ...fields }).returning({ id: table.id, slug: table.slug, position: table.position, translations: table.translations });
      const problems = await extra(tx, row!.id);
      // Refused after writing: the transaction is rolled back, so nothing of it stays.
      if (problems.length > 0) throw new RefusedWrite(problems);
      return { ok: true, document: await documentOf(tx, row!), created: !existing };
    });
  } catch (error) {
    if (error instanceof RefusedWrite) return { ok: false, problems: error.problems };
    // Another process created this slug between this write's look and its insert.
    if (!isUniqueViolation(error)) throw error;
    const row = await rowOf(db, table, slug, false);
    return { ok: false, stale: { current: row ? (await documentOf(db, row)).version : null } };
  }
}

class RefusedWrite extends Error {
  constructor(readonly problems: Problem[]) {
    super('Refused write');
  }
}

export function writeTag(db: Database, slug: string, write: TagWrite, ifMatch?: string): Promise<TaxonomyWrite<TagDocument>> {
  return writeListing(db, tags, slug, write, ifMatch, tagDocument);
}

/** A collection and the products it lists, in the order given; a slug naming no product is a problem at its path. */
export function writeCollection(db: Database, slug: string, write: CollectionWrite, ifMatch?: string): Promise<TaxonomyWrite<CollectionDocument>> {
  return writeListing(db, collections, slug, write, ifMatch, collectionDocument, async (tx, collectionId) => {
    const found = write.products.length > 0 ? await tx.select({ id: products.id, slug: products.slug }).from(products).where(inArray(products.slug, write.products)) : [];
    const idOf = new Map(found.map((product) => [product.slug, product.id]));
    const problems = write.products.flatMap((slug, index) => (idOf.has(slug) ? [] : [{ path: formatPath(['products', index]), message: `There is no product "${slug}"` }]));
    if (problems.length > 0) return problems;
    await tx.delete(collectionProducts).where(eq(collectionProducts.collectionId, collectionId));
    if (write.products.length > 0) {
      await tx.insert(collectionProducts).values(write.products.map((slug, position) => ({ collectionId, productId: idOf.get(slug)!, position })));
    }
    return [];
  });
}

/** Removes a tag from every product that carries it (and from their search rows), then the tag. */
export async function removeTag(db: Database, slug: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const row = await rowOf(tx, tags, slug, true);
    if (!row) return false;
    await tx.update(productSearch).set({ tagIds: sql`array_remove(${productSearch.tagIds}, ${row.id})` }).where(sql`${productSearch.tagIds} @> ARRAY[${row.id}]::integer[]`);
    await tx.delete(tags).where(eq(tags.id, row.id));
    return true;
  });
}

/** Removes a collection; its products stay. */
export async function removeCollection(db: Database, slug: string): Promise<boolean> {
  const removed = await db.delete(collections).where(eq(collections.slug, slug)).returning({ id: collections.id });
  return removed.length > 0;
}
