import { z } from 'zod';
import { articleSummarySchema, favoritePageCardSchema, productSummarySchema, wishListSchema } from '../catalog';
import { URL_LANGUAGES } from '../languages';
import { FAVORITE_TYPES } from './favorite-types';

export { FAVORITE_TYPES, type FavoriteType } from './favorite-types';
export { favoritePageCardSchema, wishListSchema, type FavoritePageCard, type WishList } from '../catalog';

/** At most this many favorites per shopper: the pages drawn for them carry every favorited slug. */
export const FAVORITES_PER_SHOPPER = 500;
/** Entries per page of `favorite/list`. */
export const FAVORITE_PAGE_SIZE = 24;

const typeField = z.enum(FAVORITE_TYPES, { message: 'validation.required' });
const slugField = z.string({ message: 'validation.required' }).trim().min(1, 'validation.required').max(200, 'validation.lengthLimit');
/** The page language the entries' names and links are drawn in. */
const langField = z.enum(URL_LANGUAGES).default('en');

/** A favorite as the shopper names it: what kind of thing, and its slug. */
export const favoriteTargetSchema = z.object({ type: typeField, slug: slugField });
export type FavoriteTarget = z.infer<typeof favoriteTargetSchema>;

/** The slugs a shopper has favorited, by type: what the hearts on a page are pressed from. */
export const favoritedSlugsSchema = z.object({
  product: z.array(z.string().max(200)).max(FAVORITES_PER_SHOPPER),
  article: z.array(z.string().max(200)).max(FAVORITES_PER_SHOPPER),
  page: z.array(z.string().max(200)).max(FAVORITES_PER_SHOPPER),
});
export type FavoritedSlugs = z.infer<typeof favoritedSlugsSchema>;

const countsSchema = z.object({
  total: z.number().int().nonnegative(),
  product: z.number().int().nonnegative(),
  article: z.number().int().nonnegative(),
  page: z.number().int().nonnegative(),
});
export type FavoriteCounts = z.infer<typeof countsSchema>;

/** Adding what is already a favorite keeps the one favorite. */
export const favoriteAdd = {
  request: favoriteTargetSchema,
  response: z.object({ favorited: z.literal(true), counts: countsSchema }),
};

/** Cancelling what is not a favorite is not an error: the heart ends up empty either way. */
export const favoriteCancel = {
  request: favoriteTargetSchema,
  response: z.object({ favorited: z.literal(false), counts: countsSchema }),
};

const pageFields = {
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
  total: z.number().int().nonnegative(),
};

/** One page of one type of favorites, newest first. */
export const favoriteList = {
  request: z.object({ type: typeField, page: z.number().int().min(1).max(10_000).default(1), lang: langField }),
  response: z.discriminatedUnion('type', [
    z.object({ type: z.literal('product'), items: z.array(productSummarySchema), ...pageFields }),
    z.object({ type: z.literal('article'), items: z.array(articleSummarySchema), ...pageFields }),
    z.object({ type: z.literal('page'), items: z.array(favoritePageCardSchema), ...pageFields }),
  ]),
};

export const favoriteCount = {
  request: z.object({}),
  response: countsSchema,
};

export const favoriteWishList = {
  request: z.object({ lang: langField }),
  response: wishListSchema.extend({ favorited: favoritedSlugsSchema }),
};
