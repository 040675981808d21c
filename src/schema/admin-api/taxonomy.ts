import { z } from 'zod';
import { catalogSlugSchema } from '../catalog';
import { listedNamesSchema, listingTextSchema, localeTexts } from './locale-texts';
import { ADMIN_MAX_BODY_BYTES, EDITORS, forRoles } from './contract';

/*
 * Tags and collections: a tag is a label products carry (set on the product), a collection a
 * list the merchant picks and orders. Each is read whole with its version and written whole; a
 * write naming products that do not exist is refused naming each by its path.
 */

const translationsSchema = localeTexts(listingTextSchema);

/** The most products one collection lists. */
export const COLLECTION_MAX_PRODUCTS = 500;

export const tagWriteSchema = z.object({
  /** Its place among the tags (lower first); left out, a new tag goes last and a tag keeps its place. */
  position: z.int().min(0).max(1_000_000).optional(),
  translations: translationsSchema,
});
export type TagWrite = z.output<typeof tagWriteSchema>;

export const collectionWriteSchema = tagWriteSchema
  .extend({
    /** The products it lists, by slug, in the merchant's order (its "featured" order). */
    products: z.array(catalogSlugSchema).max(COLLECTION_MAX_PRODUCTS).default([]),
  })
  .superRefine((collection, context) => {
    const seen = new Set<string>();
    collection.products.forEach((slug, index) => {
      if (seen.has(slug)) context.addIssue({ code: 'custom', path: ['products', index], message: `The product "${slug}" is listed twice` });
      seen.add(slug);
    });
  });
export type CollectionWrite = z.output<typeof collectionWriteSchema>;

const versionSchema = z.string().meta({ description: 'The version: send it back as If-Match to write only over this version' });
const tagDocumentSchema = z.object({ slug: z.string(), position: z.int(), translations: translationsSchema, productCount: z.int(), version: versionSchema });
const collectionDocumentSchema = z.object({ slug: z.string(), position: z.int(), translations: translationsSchema, products: z.array(z.string()), version: versionSchema });
export type TagDocument = z.output<typeof tagDocumentSchema>;
export type CollectionDocument = z.output<typeof collectionDocumentSchema>;

const listingSchema = z.object({ slug: z.string(), position: z.int(), name: z.string(), names: listedNamesSchema, productCount: z.int() });
const removed = z.object({ deleted: z.literal(true) });

export const TAXONOMY_CALLS = forRoles(EDITORS, {
  'tags/list': { method: 'GET', path: '/tags', answer: z.object({ tags: z.array(listingSchema) }), maxBodyBytes: ADMIN_MAX_BODY_BYTES },
  'tags/get': { method: 'GET', path: '/tags/:slug', answer: z.object({ tag: tagDocumentSchema }), maxBodyBytes: ADMIN_MAX_BODY_BYTES },
  /** 201 when new, 200 when replaced; `If-Match` as for products. Products get their tags from their own writes. */
  'tags/put': {
    reads: 'tags/get',
    method: 'PUT',
    path: '/tags/:slug',
    request: tagWriteSchema,
    answer: z.object({ tag: tagDocumentSchema, created: z.boolean() }),
    maxBodyBytes: ADMIN_MAX_BODY_BYTES,
  },
  /** Removes the tag from every product that carries it, and the tag. */
  'tags/delete': { reads: 'tags/get', method: 'DELETE', path: '/tags/:slug', answer: removed, maxBodyBytes: ADMIN_MAX_BODY_BYTES },
  'collections/list': { method: 'GET', path: '/collections', answer: z.object({ collections: z.array(listingSchema) }), maxBodyBytes: ADMIN_MAX_BODY_BYTES },
  'collections/get': { method: 'GET', path: '/collections/:slug', answer: z.object({ collection: collectionDocumentSchema }), maxBodyBytes: ADMIN_MAX_BODY_BYTES },
  /** 201 when new, 200 when replaced, its products listed in the order given; `If-Match` as for products. */
  'collections/put': {
    reads: 'collections/get',
    method: 'PUT',
    path: '/collections/:slug',
    request: collectionWriteSchema,
    answer: z.object({ collection: collectionDocumentSchema, created: z.boolean() }),
    maxBodyBytes: ADMIN_MAX_BODY_BYTES,
  },
  /** Removes the collection (never its products). */
  'collections/delete': { reads: 'collections/get', method: 'DELETE', path: '/collections/:slug', answer: removed, maxBodyBytes: ADMIN_MAX_BODY_BYTES },
});
