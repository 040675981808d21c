/*
 * Checked by `tsc`, never run: each `@ts-expect-error` line must stay an error, or the
 * unused directive fails the type check. A resolver returns its own kind's page data.
 */
import type { KindResolver, KindResolvers } from './entities';

export const fittingPage: KindResolver<'page'> = async (match) => ({ data: { page: { slug: match.path, locale: 'en' } }, meta: {} });

// @ts-expect-error a content page's data names the page, not a product
export const pageWithProductData: KindResolver<'page'> = async () => ({ data: { product: { slug: 'mug' } }, meta: {} });

// @ts-expect-error the locale of a content page is one of the translated locales
export const pageInUnknownLocale: KindResolver<'page'> = async (match) => ({ data: { page: { slug: match.path, locale: 'fr' } }, meta: {} });

export const registered: KindResolvers = {
  // @ts-expect-error a resolver registered under `article` must return article data
  article: async (match) => ({ data: { page: { slug: match.path, locale: 'en' } }, meta: {} }),
};
