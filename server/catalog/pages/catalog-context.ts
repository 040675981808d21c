import { productSortSchema, type ProductSort } from '../../../src/schema/catalog';
import { localeChain, type TranslatedLocale, type UrlLanguage } from '../../../src/schema/languages';
import type { DetailRules } from '../../../src/schema/site-config';
import type { RouteMatch } from '../../../src/renderer/core/route-match';
import type { EntityContext } from '../../pages/entities';
import type { Database } from '../../db/database';
import { hrefIn } from '../queries/hrefs';
import { countOnSale, listProductIds, totalOf, type ListingScope, type ProductPage } from '../queries/products';
import { loadCategories, loadTags, type CategoryRecord, type TaxonomyRecord } from '../queries/taxonomy';

/** What every catalog resolver needs to know about the request, worked out once. */
export type CatalogRequest = {
  lang: UrlLanguage;
  locales: TranslatedLocale[];
  rules: DetailRules;
  origin: string;
  siteName: string;
  query: URLSearchParams;
};

export function catalogRequest(match: RouteMatch, context: EntityContext): CatalogRequest {
  return {
    lang: match.lang,
    locales: localeChain(match.lang),
    rules: context.siteConfig.rules,
    origin: context.origin,
    siteName: context.siteConfig.name,
    query: context.url.searchParams,
  };
}

/**
 * The category records in these locales: a page reads them more than once (its resolver, then
 * the menu in `data.site`), and every page reads the same ones until the site changes.
 */
export function siteCategories(db: Database, context: EntityContext, locales: readonly TranslatedLocale[]): Promise<CategoryRecord[]> {
  return context.site.get(`categories:${locales.join(',')}`, () => loadCategories(db, locales));
}

/** The tags in these locales, the same for every page until the site changes. */
export function siteTags(db: Database, context: EntityContext, locales: readonly TranslatedLocale[]): Promise<TaxonomyRecord[]> {
  return context.site.get(`tags:${locales.join(',')}`, () => loadTags(db, locales));
}

/**
 * A page of a category tree's, tag's or collection's products and how many it holds. The
 * counts of each kind are one grouped query, the same for every page until the site changes,
 * so a page of a large category reads only its own rows.
 */
export async function listingPage(db: Database, context: EntityContext, scope: ListingScope, sort: ProductSort, page: number, pageSize: number): Promise<ProductPage> {
  const counts = await context.site.get(`on-sale:${scope.kind}`, () => countOnSale(db, scope.kind));
  return { ids: await listProductIds(db, scope, sort, page, pageSize), total: totalOf(counts, scope) };
}

/** An unknown `?sort=` falls back to the default order rather than failing the page. */
export function sortOf(query: URLSearchParams): ProductSort {
  const parsed = productSortSchema.safeParse(query.get('sort'));
  return parsed.success ? parsed.data : 'featured';
}

/** Far past any real listing, so a typo like `?page=99999999` cannot ask for a huge offset. */
const MAX_PAGE = 10_000;

export function pageOf(query: URLSearchParams): number {
  const raw = query.get('page');
  if (!raw || !/^\d{1,6}$/.test(raw)) return 1;
  return Math.min(MAX_PAGE, Math.max(1, Number(raw)));
}

const HOME_NAME: Record<TranslatedLocale, string> = { en: 'Home', 'zh-CN': '首页', 'zh-HK': '主頁' };

export function homeCrumb(request: CatalogRequest) {
  return { name: HOME_NAME[request.locales[0] ?? 'en'], href: hrefIn(request.lang, '') };
}

/** A site-relative URL made absolute for meta (Open Graph, JSON-LD). */
export function absolute(request: CatalogRequest, href: string): string {
  return `${request.origin}${href}`;
}

export function breadcrumbJsonLd(request: CatalogRequest, crumbs: readonly { name: string; href: string }[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: absolute(request, crumb.href) })),
  };
}
