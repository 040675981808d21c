import { hrefIn, type UrlLanguage } from '../../../src/schema/languages';
import type { DetailRules } from '../../../src/schema/site-config';

export type CatalogKind = 'product' | 'category' | 'tag' | 'collection' | 'article' | 'page';

const RULE_OF: Record<CatalogKind, keyof DetailRules> = {
  product: 'productRule',
  category: 'categoryRule',
  tag: 'tagRule',
  collection: 'collectionRule',
  article: 'articleRule',
  page: 'pageRule',
};

/** The path (no language prefix, no leading slash) of a detail page under the site's rules. */
export function detailPath(rules: DetailRules, kind: CatalogKind, slug: string, sku?: string): string {
  const path = rules[RULE_OF[kind]].replace(/:slug\b/, encodeURIComponent(slug));
  return sku ? `${path}/${encodeURIComponent(sku)}` : path;
}

export { hrefIn };

export function detailHref(rules: DetailRules, lang: UrlLanguage, kind: CatalogKind, slug: string, sku?: string): string {
  return hrefIn(lang, detailPath(rules, kind, slug, sku));
}
