import { useId } from 'react';
import type { ListingSubject, Link, ProductSort, ProductSummary } from '../../schema/catalog';
import { dataSourceKey, PRODUCT_SORTS } from '../../schema/catalog-values';
import { Breadcrumbs } from '../../renderer/kit/breadcrumbs';
import { formatNumber } from '../../renderer/kit/format';
import { LazyImage } from '../../renderer/kit/lazy-image';
import { useNavigateTo } from '../../renderer/kit/navigation';
import { usePage } from '../../renderer/kit/page-context';
import { SortSelect } from '../../renderer/kit/sort-select';
import { listingHref, Pagination } from '../../renderer/kit/pagination';
import { PRODUCT_GRID } from '../../renderer/kit/grid-columns';
import { ProductCard } from '../../renderer/kit/product-card';
import { sourceLists } from '../../renderer/kit/data-sources';
import { PageDataError, pageData, readPageData } from '../../renderer/kit/read-page-data';
import type { ProductListProps } from './schema';
import { useT } from '../../renderer/kit/use-t';

/*
 * What this block draws depends on its `source` prop (its own entry of `data.sources`) and, without
 * one, on the kind of page (its category, tag, collection or promotion): read as it draws, so not props.
 */
const productSummaries = pageData(() => import('../../schema/catalog').then((catalog) => catalog.productSummarySchema.array()));
const category = pageData(() => import('../../schema/catalog').then((catalog) => catalog.categoryDetailSchema));
const listingSubject = pageData(() => import('../../schema/catalog').then((catalog) => catalog.listingSubjectSchema));
const listPagination = pageData(() => import('../../schema/catalog').then((catalog) => catalog.paginationSchema));
const productSort = pageData(() => import('../../schema/catalog').then((catalog) => catalog.productSortSchema));

function isProductSort(value: string): value is ProductSort {
  return (PRODUCT_SORTS as readonly string[]).includes(value);
}
const DEFAULT_SORT: ProductSort = PRODUCT_SORTS[0];

/** Phones show two products a row: both pictures of the first row are in view at once. */
const FIRST_ROW = 2;

export default function ProductList(props: ProductListProps) {
  return props.source ? <SourceList {...props} source={props.source} /> : <PageListing {...props} />;
}

function ProductGrid({
  products,
  columns,
  headingLevel,
  priority,
}: {
  products: readonly ProductSummary[];
  columns: ProductListProps['columns'];
  headingLevel: 2 | 3;
  priority: boolean;
}) {
  return (
    <ul role="list" className={PRODUCT_GRID.columns[columns]}>
      {products.map((product, index) => (
        <li key={product.slug}>
          <ProductCard product={product} headingLevel={headingLevel} priority={priority && index < FIRST_ROW} sizes={PRODUCT_GRID.sizes[columns]} />
        </li>
      ))}
    </ul>
  );
}

function EmptyListing() {
  const { t } = useT();
  return (
    <div className="rounded-theme border border-dashed border-theme px-6 py-12 text-center">
      <p className="font-semibold text-title">{t('blocks.product-list.empty')}</p>
      <p className="mt-1 text-desc">{t('blocks.product-list.emptyHint')}</p>
    </div>
  );
}

/** A collection, category or tag shown on a composed page, from `data.sources`. */
function SourceList({ heading, source, columns, priority }: ProductListProps & { source: NonNullable<ProductListProps['source']> }) {
  const { t } = useT();
  const { data } = usePage();
  const headingId = useId();
  const key = dataSourceKey(source);
  const sources = readPageData(data, 'sources', sourceLists);
  if (!sources || !Object.hasOwn(sources, key)) {
    throw new PageDataError(`Page data has no data.sources["${key}"] for this block's source; the server fills it for every block that names one`);
  }
  // Blocks sharing a source share one list, filled to the largest limit any of them asked for.
  const products = readPageData(sources, key, productSummaries, ['data', 'sources']).slice(0, source.limit);

  return (
    <section className="container" {...(heading ? { 'aria-labelledby': headingId } : { 'aria-label': t('blocks.product-list.products') })}>
      {heading && (
        <h2 id={headingId} className="mb-6 text-heading font-title text-title">
          {heading}
        </h2>
      )}
      {products.length === 0 ? <EmptyListing /> : <ProductGrid products={products} columns={columns} headingLevel={heading ? 3 : 2} priority={priority} />}
    </section>
  );
}

type Subject = { subject: ListingSubject; breadcrumbs: Link[]; children: Link[] };

/** The category, tag, collection or promotion a listing page is about, named by the page's route kind. */
function readSubject(kind: string, data: Record<string, unknown>): Subject | null {
  switch (kind) {
    case 'category': {
      const detail = readPageData(data, 'category', category);
      return { subject: detail, breadcrumbs: detail.breadcrumbs, children: detail.children };
    }
    case 'tag':
    case 'collection':
    case 'promotion':
      return { subject: readPageData(data, kind, listingSubject), breadcrumbs: [], children: [] };
    default:
      return null;
  }
}

/** The page's own products: a category, tag or collection page, a page at a time. */
function PageListing({ columns, showSort, priority }: ProductListProps) {
  const { t } = useT();
  const { data, lang, route } = usePage();
  const found = readSubject(route.kind, data);
  if (!found) {
    throw new PageDataError(
      `A ${route.kind} page has no listing of its own; on a page without one, give the block a source such as {"kind": "collection", "slug": "summer-edit"}`,
    );
  }
  const products = readPageData(data, 'products', productSummaries);
  const pagination = readPageData(data, 'pagination', listPagination);
  const sort = readPageData(data, 'sort', productSort);
  const { subject, breadcrumbs, children } = found;
  const sortParam = sort === DEFAULT_SORT ? null : sort;

  return (
    <div className="container flex flex-col gap-6">
      <header className="flex flex-col gap-3">
        <Breadcrumbs links={breadcrumbs} />
        <h1 className="text-heading font-title text-title">{subject.name}</h1>
        {subject.description && <p className="max-w-prose text-desc">{subject.description}</p>}
        {subject.banner && <LazyImage image={subject.banner} priority sizes="(min-width: 1280px) 1280px, 100vw" className="rounded-theme" />}
        {children.length > 0 && (
          <nav aria-label={t('blocks.product-list.subcategories')}>
            <ul role="list" className="flex flex-wrap gap-2">
              {children.map((child) => (
                <li key={child.href}>
                  <a href={child.href} className="inline-block rounded-full border border-theme px-4 py-1.5 text-sm text-text no-underline hover:border-primary hover:text-primary">
                    {child.name}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </header>

      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-theme pb-3">
        <p className="text-sm text-desc">{t('blocks.product-list.count', { count: pagination.total, formatted: formatNumber(pagination.total, lang) })}</p>
        {showSort && products.length > 0 && <SortMenu action={subject.href} sort={sort} />}
      </div>

      {products.length === 0 ? (
        <EmptyListing />
      ) : (
        <ProductGrid products={products} columns={columns} headingLevel={2} priority={priority || !subject.banner} />
      )}
      <Pagination pagination={pagination} hrefForPage={(page) => listingHref(subject.href, { sort: sortParam, page })} />
    </div>
  );
}

/**
 * Choosing an order opens the listing's first page in that order, through the router. It is
 * a GET form underneath, so before the script has loaded the Apply button does the same.
 */
function SortMenu({ action, sort }: { action: string; sort: ProductSort }) {
  const { t } = useT();
  const navigate = useNavigateTo();
  const go = (value: string) => {
    if (!isProductSort(value)) return;
    navigate(listingHref(action, { sort: value === DEFAULT_SORT ? null : value, page: null }));
  };
  return (
    <form
      method="get"
      action={action}
      className="flex items-center gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        go(String(new FormData(event.currentTarget).get('sort') ?? ''));
      }}
    >
      <SortSelect sorts={PRODUCT_SORTS} sort={sort} name="sort" onChange={(select) => go(select.value)} />
      <noscript>
        <button type="submit" className="rounded-theme border border-theme px-3 py-2 text-sm">
          {t('kit.sort.apply')}
        </button>
      </noscript>
    </form>
  );
}
