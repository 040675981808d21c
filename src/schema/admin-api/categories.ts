import { z } from 'zod';
import { catalogSlugSchema } from '../catalog';
import { listedNamesSchema, listingTextSchema, localeTexts } from './locale-texts';
import { ADMIN_MAX_BODY_BYTES, EDITORS, forRoles } from './contract';

/*
 * The merchant's category tree: list it, read a category whole, create or replace one (which
 * also moves it under another parent, reorders it among its siblings, or renames it), and
 * remove one. A category is refused a parent inside itself; one that holds products or
 * sub-categories is removed only when the merchant says where they go (`moveTo`).
 */

const translationsSchema = localeTexts(listingTextSchema);

export const categoryWriteSchema = z.object({
  /** The slug after the write: another than the path's renames the category, its old address answering 301. */
  slug: catalogSlugSchema.optional(),
  /** The parent category's slug; null for a top-level category. */
  parent: catalogSlugSchema.nullable().default(null),
  /** Its place among its siblings, lower first; left out, a new category goes last and a category keeps its place. */
  position: z.int().min(0).max(1_000_000).optional(),
  translations: translationsSchema,
});
export type CategoryWrite = z.output<typeof categoryWriteSchema>;

const categoryVersionSchema = z.string().meta({ description: 'The category version: send it back as If-Match to write only over this version' });

export const categoryDocumentSchema = z.object({
  slug: z.string(),
  parent: z.string().nullable(),
  position: z.int(),
  translations: translationsSchema,
  /** Products filed directly under it, on sale or not. */
  productCount: z.int(),
  /** Its sub-categories' slugs, in order. */
  children: z.array(z.string()),
  version: categoryVersionSchema,
});
export type CategoryDocument = z.output<typeof categoryDocumentSchema>;

const categoryListingSchema = z.object({ slug: z.string(), parent: z.string().nullable(), position: z.int(), name: z.string(), names: listedNamesSchema, productCount: z.int() });

export const CATEGORY_CALLS = forRoles(EDITORS, {
  /** Every category, parents before their children, each level in the merchant's order. */
  'categories/list': {
    method: 'GET',
    path: '/categories',
    answer: z.object({ categories: z.array(categoryListingSchema) }),
    maxBodyBytes: ADMIN_MAX_BODY_BYTES,
  },
  'categories/get': {
    method: 'GET',
    path: '/categories/:slug',
    answer: z.object({ category: categoryDocumentSchema }),
    maxBodyBytes: ADMIN_MAX_BODY_BYTES,
  },
  /** 201 when new, 200 when replaced; `If-Match` as for products (409 and nothing written when stale). */
  'categories/put': {
    reads: 'categories/get',
    method: 'PUT',
    path: '/categories/:slug',
    request: categoryWriteSchema,
    answer: z.object({ category: categoryDocumentSchema, created: z.boolean() }),
    maxBodyBytes: ADMIN_MAX_BODY_BYTES,
  },
  /**
   * Removes the category. One holding products or sub-categories answers 409 naming them
   * unless `moveTo` names the category they go to (not itself, nor one inside it).
   */
  'categories/delete': {
    reads: 'categories/get',
    method: 'DELETE',
    path: '/categories/:slug',
    query: z.object({ moveTo: catalogSlugSchema.optional() }),
    answer: z.object({ deleted: z.literal(true), movedProducts: z.int(), movedCategories: z.int() }),
    maxBodyBytes: ADMIN_MAX_BODY_BYTES,
  },
});
