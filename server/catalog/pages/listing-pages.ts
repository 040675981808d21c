import { PRODUCT_PAGE_SIZE } from '../../../src/schema/catalog';
import type { EntityResolver, KindResolver } from '../../pages/entities';
import { bannerImage } from '../images/urls';
import { detailHref } from '../queries/hrefs';
import { productSummaries, type ListingScope } from '../queries/products';
import { movedSlugOf } from '../queries/redirects';
import { ancestorsOf, descendantIds, findCollection, findTag, type TaxonomyRecord } from '../queries/taxonomy';
import { absolute, breadcrumbJsonLd, catalogRequest, homeCrumb, listingPage, pageOf, siteCategories, sortOf, type CatalogRequest } from './catalog-context';

async function listing(request: CatalogRequest, db: Parameters<EntityResolver>[2], context: Parameters<EntityResolver>[3], scope: ListingScope) {
  const sort = sortOf(request.query);
  const page = pageOf(request.query);
  const { ids, total } = await listingPage(db, context, scope, sort, page, PRODUCT_PAGE_SIZE);
  const products = await productSummaries(db, ids, request.rules, request.lang, request.locales);
  return { products, pagination: { page, pageSize: PRODUCT_PAGE_SIZE, total }, sort };
}

/** Later pages of a listing are pages of their own to search engines, not copies of the first. */
function pagedCanonical(request: CatalogRequest, href: string, page: number) {
  return page > 1 ? { canonical: absolute(request, `${href}?page=${page}`) } : {};
}

function seoOf(record: TaxonomyRecord) {
  return { title: record.text.seoTitle || record.text.name, description: (record.text.seoDescription || record.text.description).slice(0, 500) };
}

/** A listing page's meta: its search text, its own canonical past the first page, its banner to share and its breadcrumbs. */
function listingMeta(request: CatalogRequest, record: TaxonomyRecord, href: string, page: number, banner: { src: string } | null, crumbs: readonly { name: string; href: string }[]) {
  return {
    ...seoOf(record),
    ...pagedCanonical(request, href, page),
    ...(banner ? { openGraph: { image: absolute(request, banner.src) } } : {}),
    jsonLd: [breadcrumbJsonLd(request, crumbs)],
  };
}

/** A category lists its own products and those of every sub-category. */
export const resolveCategory: KindResolver<'category'> = async (match, _locale, db, context) => {
  const slug = match.params.slug;
  if (!slug) return null;
  const request = catalogRequest(match, context);
  const records = await siteCategories(db, context, request.locales);
  const record = records.find((candidate) => candidate.slug === slug);
  if (!record) {
    // Renamed, or removed with its products moved: the old address answers 301 to where they are.
    const moved = await movedSlugOf(db, 'category', slug);
    return moved ? { movedTo: detailHref(request.rules, request.lang, 'category', moved) } : null;
  }

  const crumbs = [homeCrumb(request), ...ancestorsOf(records, record.id).map((node) => ({ name: node.text.name, href: detailHref(request.rules, request.lang, 'category', node.slug) }))];
  const href = detailHref(request.rules, request.lang, 'category', record.slug);
  const banner = record.hasArt ? bannerImage('category', record.slug, record.text.name) : null;
  const category = {
    slug: record.slug,
    name: record.text.name,
    href,
    description: record.text.description.slice(0, 2000),
    banner,
    breadcrumbs: crumbs,
    children: records.filter((child) => child.parentId === record.id).map((child) => ({ name: child.text.name, href: detailHref(request.rules, request.lang, 'category', child.slug) })),
  };
  const data = { category, ...(await listing(request, db, context, { kind: 'categories', ids: descendantIds(records, record.id) })) };
  return { data, meta: listingMeta(request, record, href, data.pagination.page, banner, crumbs) };
};

export const resolveTag: KindResolver<'tag'> = async (match, _locale, db, context) => {
  const slug = match.params.slug;
  if (!slug) return null;
  const request = catalogRequest(match, context);
  const record = await findTag(db, slug, request.locales);
  if (!record) return null;
  const href = detailHref(request.rules, request.lang, 'tag', record.slug);
  const tag = { slug: record.slug, name: record.text.name, href, description: record.text.description.slice(0, 2000), banner: null };
  const data = { tag, ...(await listing(request, db, context, { kind: 'tag', id: record.id })) };
  return { data, meta: listingMeta(request, record, href, data.pagination.page, null, [homeCrumb(request), { name: record.text.name, href }]) };
};

export const resolveCollection: KindResolver<'collection'> = async (match, _locale, db, context) => {
  const slug = match.params.slug;
  if (!slug) return null;
  const request = catalogRequest(match, context);
  const record = await findCollection(db, slug, request.locales);
  if (!record) return null;
  const href = detailHref(request.rules, request.lang, 'collection', record.slug);
  const banner = record.hasArt ? bannerImage('collection', record.slug, record.text.name) : null;
  const collection = { slug: record.slug, name: record.text.name, href, description: record.text.description.slice(0, 2000), banner };
  const data = { collection, ...(await listing(request, db, context, { kind: 'collection', id: record.id })) };
  return { data, meta: listingMeta(request, record, href, data.pagination.page, banner, [homeCrumb(request), { name: record.text.name, href }]) };
};
