import type { KindResolvers } from '../../pages/entities';
import { resolveArticle } from './article-page';
import { resolveCategory, resolveCollection, resolveTag } from './listing-pages';
import { resolveProduct } from './product-page';
import { resolveSearch } from './search-page';

export { catalogEnricher } from './sources';

/** The catalog's route kinds; `home` needs none, its data comes from its blocks' sources. */
export const catalogResolvers = {
  category: resolveCategory,
  tag: resolveTag,
  collection: resolveCollection,
  product: resolveProduct,
  article: resolveArticle,
  search: resolveSearch,
} satisfies KindResolvers;
