import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { CategoryDocument, CategoryWrite } from '../../src/schema/admin-api/categories';
import { listedNamesOf, type ListedNames } from '../../src/schema/admin-api/locale-texts';
import { isUniqueViolation, type Database, type Transaction } from '../db/database';
import { categories, productSearch, products } from '../db/schema';
import type { Problem } from '../http/problems';
import { taxonomyTranslationsOf } from '../catalog/queries/localized';
import { categoryPathOf } from '../catalog/search-rows';
import { contentVersion } from '../pages/content-version';
import { leaveAddress, renamed, takeAddress } from './addresses';
import type { DocumentWrite } from './document-calls';

/*
 * The merchant's category tree. Every write runs in one transaction that locks the tree (the
 * categories' rows), so two merchants moving categories at once cannot make a loop between
 * them; what search keeps of the tree (each product's category path) is made again in the same
 * transaction whenever the tree's shape changes.
 */

type Reader = Database | Transaction;
type CategoryRow = typeof categories.$inferSelect;

/** The whole tree, locked when writing: a shop has tens of categories, not thousands. */
async function treeOf(db: Reader, lock: boolean): Promise<CategoryRow[]> {
  const query = db.select().from(categories).orderBy(asc(categories.position), asc(categories.id));
  return lock ? query.for('update') : query;
}

const translationsOf = (raw: unknown): CategoryDocument['translations'] => taxonomyTranslationsOf(raw);

async function documentOf(db: Reader, tree: readonly CategoryRow[], row: CategoryRow): Promise<CategoryDocument> {
  const [counted] = await db.select({ total: count() }).from(products).where(eq(products.categoryId, row.id));
  const written = {
    slug: row.slug,
    parent: tree.find((candidate) => candidate.id === row.parentId)?.slug ?? null,
    position: row.position,
    translations: translationsOf(row.translations),
  };
  return {
    ...written,
    productCount: counted?.total ?? 0,
    children: tree.filter((candidate) => candidate.parentId === row.id).map((child) => child.slug),
    version: contentVersion(written, 20),
  };
}

export async function readCategory(db: Reader, slug: string): Promise<CategoryDocument | null> {
  const tree = await treeOf(db, false);
  const row = tree.find((candidate) => candidate.slug === slug);
  return row ? documentOf(db, tree, row) : null;
}

/** Every category, parents before their children, each level in the merchant's order. */
export async function listCategories(db: Database) {
  const tree = await treeOf(db, false);
  const counts = new Map((await db.select({ id: products.categoryId, total: count() }).from(products).groupBy(products.categoryId)).map((row) => [row.id, row.total]));
  const listed: { slug: string; parent: string | null; position: number; name: string; names: ListedNames; productCount: number }[] = [];
  const walk = (parent: CategoryRow | null, seen: ReadonlySet<number>) => {
    for (const row of tree.filter((candidate) => candidate.parentId === (parent?.id ?? null) && !seen.has(candidate.id))) {
      const texts = translationsOf(row.translations);
      const names = listedNamesOf((locale) => texts[locale]?.name, row.slug);
      listed.push({ slug: row.slug, parent: parent?.slug ?? null, position: row.position, name: names.en, names, productCount: counts.get(row.id) ?? 0 });
      walk(row, new Set([...seen, row.id]));
    }
  };
  walk(null, new Set());
  return listed;
}

/** What a category write did. */
export type CategoryWriteResult = DocumentWrite<CategoryDocument>;

/** The category and every one under it. */
function subtreeOf(tree: readonly CategoryRow[], rootId: number): Set<number> {
  const found = new Set([rootId]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const row of tree) {
      if (row.parentId !== null && found.has(row.parentId) && !found.has(row.id)) {
        found.add(row.id);
        grew = true;
      }
    }
  }
  return found;
}

/** Search keeps each product's category path: made again for every category whose path changed. */
async function refreshCategoryPaths(tx: Transaction): Promise<void> {
  const tree = await treeOf(tx, false);
  const parentOf = new Map(tree.map((row) => [row.id, row.parentId]));
  for (const row of tree) {
    const path = categoryPathOf(row.id, parentOf);
    await tx
      .update(productSearch)
      .set({ categoryPath: path })
      .where(and(eq(productSearch.categoryId, row.id), sql`${productSearch.categoryPath} <> ${`{${path.join(',')}}`}::int[]`));
  }
}

/** Creates or replaces the category `slug` with `write` (already checked by the contract's schema). */
export async function writeCategory(db: Database, slug: string, write: CategoryWrite, ifMatch?: string): Promise<CategoryWriteResult> {
  try {
    return await db.transaction(async (tx): Promise<CategoryWriteResult> => {
      const tree = await treeOf(tx, true);
      const existing = tree.find((row) => row.slug === slug) ?? null;
      if (ifMatch !== undefined) {
        const current = existing ? (await documentOf(tx, tree, existing)).version : null;
        if (current === null || (ifMatch !== '*' && ifMatch !== current)) return { ok: false, stale: { current } };
      }
      const finalSlug = write.slug ?? slug;
      const problems: Problem[] = [];
      if (finalSlug !== slug) {
        if (!existing) problems.push({ path: 'slug', message: `There is no category "${slug}" to rename: create it at /categories/${finalSlug}` });
        else if (tree.some((row) => row.slug === finalSlug)) problems.push({ path: 'slug', message: `Another category has the slug "${finalSlug}"` });
      }
      const parent = write.parent === null ? null : (tree.find((row) => row.slug === write.parent) ?? undefined);
      if (parent === undefined) problems.push({ path: 'parent', message: `There is no category "${write.parent}"` });
      else if (parent && existing && subtreeOf(tree, existing.id).has(parent.id)) {
        problems.push({ path: 'parent', message: parent.id === existing.id ? 'A category cannot be its own parent' : `"${parent.slug}" is inside "${slug}": a category cannot move inside itself` });
      }
      if (problems.length > 0 || parent === undefined) return { ok: false, problems };

      const parentId = parent?.id ?? null;
      const siblings = tree.filter((row) => row.parentId === parentId && row.id !== existing?.id);
      const position = write.position ?? (existing && existing.parentId === parentId ? existing.position : Math.max(-1, ...siblings.map((row) => row.position)) + 1);
      const fields = { slug: finalSlug, parentId, position, translations: write.translations };
      if (existing) {
        await tx.update(categories).set(fields).where(eq(categories.id, existing.id));
        if (existing.parentId !== parentId) await refreshCategoryPaths(tx);
        if (finalSlug !== slug) await renamed(tx, 'category', slug, finalSlug);
      } else {
        await tx.insert(categories).values(fields);
        await takeAddress(tx, 'category', slug);
      }
      const after = await treeOf(tx, false);
      return { ok: true, document: await documentOf(tx, after, after.find((row) => row.slug === finalSlug)!), created: !existing };
    });
  } catch (error) {
    // Another process created this slug between this write's look and its insert.
    if (!isUniqueViolation(error)) throw error;
    return { ok: false, stale: { current: (await readCategory(db, slug))?.version ?? null } };
  }
}

export type CategoryRemoval =
  | { ok: true; movedProducts: number; movedCategories: number }
  | { ok: false; reason: 'not-found' }
  | { ok: false; reason: 'holds'; products: number; categories: number }
  | { ok: false; problems: Problem[] };

/** Removes a category; what it holds goes to `moveTo`, which must be given when it holds anything. */
export async function removeCategory(db: Database, slug: string, moveTo: string | undefined): Promise<CategoryRemoval> {
  return db.transaction(async (tx): Promise<CategoryRemoval> => {
    const tree = await treeOf(tx, true);
    const row = tree.find((candidate) => candidate.slug === slug);
    if (!row) return { ok: false, reason: 'not-found' };
    const [held] = await tx.select({ total: count() }).from(products).where(eq(products.categoryId, row.id));
    const heldProducts = held?.total ?? 0;
    const children = tree.filter((candidate) => candidate.parentId === row.id);
    if (moveTo === undefined) {
      if (heldProducts > 0 || children.length > 0) return { ok: false, reason: 'holds', products: heldProducts, categories: children.length };
    } else {
      const target = tree.find((candidate) => candidate.slug === moveTo);
      if (!target) return { ok: false, problems: [{ path: 'moveTo', message: `There is no category "${moveTo}"` }] };
      if (subtreeOf(tree, row.id).has(target.id)) return { ok: false, problems: [{ path: 'moveTo', message: `"${moveTo}" is "${slug}" or inside it: its products need a category that stays` }] };
      const moved = await tx.update(products).set({ categoryId: target.id }).where(eq(products.categoryId, row.id)).returning({ id: products.id });
      if (moved.length > 0) await tx.update(productSearch).set({ categoryId: target.id }).where(inArray(productSearch.productId, moved.map((product) => product.id)));
      if (children.length > 0) await tx.update(categories).set({ parentId: target.id }).where(eq(categories.parentId, row.id));
    }
    await tx.delete(categories).where(eq(categories.id, row.id));
    // Its address leads to where its products went.
    if (moveTo !== undefined) await leaveAddress(tx, 'category', slug, moveTo);
    await refreshCategoryPaths(tx);
    return { ok: true, movedProducts: moveTo === undefined ? 0 : heldProducts, movedCategories: moveTo === undefined ? 0 : children.length };
  });
}
