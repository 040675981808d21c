import { Fragment, useId, type FormEvent } from 'react';
import type { ProductSort, SearchFacets, SearchFilters, SearchResult, SiteData } from '../../schema/catalog';
import { CATALOG_QUERY_PARAMS as PARAM, PRODUCT_SORTS } from '../../schema/catalog-values';
import { formatNumber } from '../../renderer/kit/format';
import { PRODUCT_GRID } from '../../renderer/kit/grid-columns';
import { useNavigateTo } from '../../renderer/kit/navigation';
import { siteData } from '../../renderer/kit/category-tree';
import { usePage } from '../../renderer/kit/page-context';
import { listingHref, Pagination } from '../../renderer/kit/pagination';
import { ProductCard } from '../../renderer/kit/product-card';
import { pageData, type PageDataProps } from '../../renderer/kit/read-page-data';
import { SortSelect } from '../../renderer/kit/sort-select';
import { highlightParts } from './highlight';

/** The page data this block draws, read from the page and passed as props by the renderer. */
const fromPage = {
  search: pageData(() => import('../../schema/catalog').then((catalog) => catalog.searchResultSchema)),
  site: siteData,
};
import type { SearchListProps } from './schema';
import { useT } from '../../renderer/kit/use-t';

const DEFAULT_SORT: ProductSort = PRODUCT_SORTS[0];

type SearchParams = Record<string, string | number | boolean | null>;

/** The URL parameters of a search as the server reads them (see CATALOG_QUERY_PARAMS). */
function paramsOf(query: string, filters: SearchFilters, sort: ProductSort): SearchParams {
  return {
    [PARAM.query]: query,
    [PARAM.category]: filters.category,
    [PARAM.tag]: filters.tag,
    [PARAM.minPrice]: filters.minPrice,
    [PARAM.maxPrice]: filters.maxPrice,
    [PARAM.inStock]: filters.inStock,
    [PARAM.sort]: sort === DEFAULT_SORT ? null : sort,
  };
}

function isFiltered(filters: SearchFilters): boolean {
  return filters.category !== null || filters.tag !== null || filters.minPrice !== null || filters.maxPrice !== null || filters.inStock;
}

/** The search as the form holds it now, as a URL: empty fields and the default order are left out. */
function hrefFromForm(form: HTMLFormElement, searchHref: string): string {
  const fields = new FormData(form);
  const text = (name: string) => {
    const value = fields.get(name);
    return typeof value === 'string' ? value.trim() : '';
  };
  const sort = text(PARAM.sort);
  return listingHref(searchHref, {
    [PARAM.query]: text(PARAM.query),
    [PARAM.category]: text(PARAM.category),
    [PARAM.tag]: text(PARAM.tag),
    [PARAM.minPrice]: text(PARAM.minPrice),
    [PARAM.maxPrice]: text(PARAM.maxPrice),
    [PARAM.inStock]: fields.has(PARAM.inStock),
    [PARAM.sort]: sort === DEFAULT_SORT ? '' : sort,
    [PARAM.page]: null,
  });
}

export default function SearchList({ showFilters, columns, search, site }: SearchListProps & PageDataProps<typeof fromPage>) {
  const { t } = useT();
  const { lang } = usePage();
  const navigate = useNavigateTo();
  const formId = useId();
  const queryId = useId();
  const { query, tooShort, filters, sort, results, pagination, facets } = search;
  const hasQuery = query.trim() !== '' && !tooShort;
  const filtered = isFiltered(filters);
  const here = listingHref(site.searchHref, paramsOf(query, filters, sort));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    navigate(hrefFromForm(event.currentTarget, site.searchHref));
  };
  const submitNow = (element: HTMLSelectElement | HTMLInputElement) => element.form?.requestSubmit();

  return (
    <div className="container flex flex-col gap-6">
      <header className="flex flex-col gap-4">
        <h1 className="text-heading font-title text-title">
          {hasQuery ? t('blocks.search-list.resultsFor', { query }) : t('blocks.search-list.title')}
        </h1>
        {/* A GET form: before the script has loaded, the browser sends the very same URL. */}
        <form id={formId} role="search" method="get" action={site.searchHref} onSubmit={submit} className="flex max-w-2xl gap-2">
          <label htmlFor={queryId} className="sr-only">
            {t('blocks.search-list.query')}
          </label>
          <input
            id={queryId}
            type="search"
            name={PARAM.query}
            defaultValue={query}
            key={query}
            maxLength={200}
            enterKeyHint="search"
            className="min-h-11 min-w-0 flex-1 rounded-theme border border-theme bg-background px-4 text-text"
          />
          <button type="submit" className="min-h-11 rounded-theme bg-primary px-5 font-semibold text-background">
            {t('blocks.search-list.submit')}
          </button>
        </form>
      </header>

      {!hasQuery ? (
        <EmptyQuery site={site} tooShort={tooShort} />
      ) : (
        <div className={`grid gap-8 ${showFilters ? 'lg:grid-cols-[16rem_1fr]' : ''}`}>
          {showFilters && (
            <Filters
              formId={formId}
              filters={filters}
              facets={facets}
              clearHref={filtered ? listingHref(site.searchHref, { [PARAM.query]: query }) : null}
            />
          )}
          <section aria-label={t('blocks.search-list.resultsFor', { query })} className="flex flex-col gap-4">
            <div className="flex flex-wrap items-center justify-between gap-3 border-b border-theme pb-3">
              <p className="text-sm text-desc" role="status">
                {t('blocks.search-list.count', { count: pagination.total, formatted: formatNumber(pagination.total, lang) })}
              </p>
              {results.length > 0 && (
                <div className="flex items-center gap-2">
                  <SortSelect sorts={PRODUCT_SORTS} form={formId} sort={sort} name={PARAM.sort} onChange={submitNow} />
                </div>
              )}
            </div>
            {results.length === 0 ? (
              <NoResults query={query} clearHref={filtered ? listingHref(site.searchHref, { [PARAM.query]: query }) : null} />
            ) : (
              <ul role="list" className={PRODUCT_GRID.columns[columns]}>
                {results.map((product, index) => (
                  <li key={product.slug}>
                    <ProductCard
                      product={product}
                      headingLevel={2}
                      priority={index < 2}
                      sizes={PRODUCT_GRID.sizes[columns]}
                      name={<Highlighted text={product.name} query={query} />}
                    />
                  </li>
                ))}
              </ul>
            )}
            <Pagination pagination={pagination} hrefForPage={(page) => listingHref(here, { [PARAM.page]: page })} />
          </section>
        </div>
      )}
    </div>
  );
}
SearchList.pageData = fromPage;

/** The name with the searched words marked; built from text nodes, so nothing in it is read as markup. */
function Highlighted({ text, query }: { text: string; query: string }) {
  return (
    <>
      {highlightParts(text, query).map((part, index) =>
        part.match ? (
          <mark key={index} className="rounded-sm bg-yellow-200 text-gray-900">
            {part.text}
          </mark>
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}

/**
 * The filters belong to the search form above (the `form` attribute), so Apply sends the
 * query, the filters and the order together, and a new query keeps the filters chosen.
 */
function Filters({
  formId,
  filters,
  facets,
  clearHref,
}: {
  formId: string;
  filters: SearchFilters;
  facets: SearchFacets;
  clearHref: string | null;
}) {
  const { t } = useT();
  const headingId = useId();
  const categoryId = useId();
  const tagId = useId();
  const field = 'min-h-10 w-full rounded-theme border border-theme bg-background px-3 text-sm text-text';
  const label = 'text-sm font-semibold text-text';
  // Keyed by the filters in force, so the fields show them again once a new page has loaded.
  const key = JSON.stringify(filters);

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4" key={key}>
      <h2 id={headingId} className="text-lg font-title text-title">
        {t('blocks.search-list.filters')}
      </h2>
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-1">
        <div className="flex flex-col gap-1">
          <label htmlFor={categoryId} className={label}>
            {t('blocks.search-list.category')}
          </label>
          <select id={categoryId} form={formId} name={PARAM.category} defaultValue={filters.category ?? ''} className={field}>
            <option value="">{t('blocks.search-list.anyCategory')}</option>
            {facets.categories.map((category) => (
              <option key={category.slug} value={category.slug}>
                {'\u00a0\u00a0'.repeat(category.depth)}
                {t('blocks.search-list.optionWithCount', { name: category.name, count: category.count })}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={tagId} className={label}>
            {t('blocks.search-list.tag')}
          </label>
          <select id={tagId} form={formId} name={PARAM.tag} defaultValue={filters.tag ?? ''} className={field}>
            <option value="">{t('blocks.search-list.anyTag')}</option>
            {facets.tags.map((tag) => (
              <option key={tag.slug} value={tag.slug}>
                {t('blocks.search-list.optionWithCount', { name: tag.name, count: tag.count })}
              </option>
            ))}
          </select>
        </div>
        <fieldset className="col-span-2 flex flex-col gap-2 lg:col-span-1">
          <legend className={`${label} mb-1`}>
            {t('blocks.search-list.price')}
            {facets.price && ` (${facets.price.currency})`}
          </legend>
          <div className="grid grid-cols-2 gap-2">
            <PriceField
              label={t('blocks.search-list.minPrice')}
              form={formId}
              name={PARAM.minPrice}
              value={filters.minPrice}
              placeholder={facets.price ? String(Math.floor(facets.price.min)) : undefined}
              className={field}
            />
            <PriceField
              label={t('blocks.search-list.maxPrice')}
              form={formId}
              name={PARAM.maxPrice}
              value={filters.maxPrice}
              placeholder={facets.price ? String(Math.ceil(facets.price.max)) : undefined}
              className={field}
            />
          </div>
        </fieldset>
        <label className="col-span-2 flex items-center gap-2 text-sm text-text lg:col-span-1">
          <input
            form={formId}
            name={PARAM.inStock}
            type="checkbox"
            value="1"
            defaultChecked={filters.inStock}
            className="h-4 w-4 accent-[var(--color-primary)]"
          />
          {t('blocks.search-list.inStock', { count: facets.inStock })}
        </label>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="submit"
          form={formId}
          className="min-h-10 rounded-theme border border-primary px-4 text-sm font-semibold text-primary"
        >
          {t('blocks.search-list.apply')}
        </button>
        {clearHref && (
          <a href={clearHref} className="text-sm">
            {t('blocks.search-list.clear')}
          </a>
        )}
      </div>
    </section>
  );
}

/** No query yet, or one too short to search (a single letter): what to type, and the categories to browse instead. */
function EmptyQuery({ site, tooShort }: { site: SiteData; tooShort: boolean }) {
  const { t } = useT();
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-theme border border-dashed border-theme px-6 py-10 text-center"
    >
      <h2 id={headingId} className="text-xl font-title text-title">
        {t(tooShort ? 'blocks.search-list.tooShort' : 'blocks.search-list.emptyQuery')}
      </h2>
      <p className="text-desc">{t(tooShort ? 'blocks.search-list.tooShortHint' : 'blocks.search-list.emptyQueryHint')}</p>
      {site.categories.length > 0 && (
        <nav aria-label={t('blocks.search-list.browseCategories')} className="flex flex-col items-center gap-2">
          <p className="text-sm text-desc">{t('blocks.search-list.browseCategories')}</p>
          <ul role="list" className="flex flex-wrap justify-center gap-2">
            {site.categories.map((category) => (
              <li key={category.slug}>
                <a
                  href={category.href}
                  className="inline-block rounded-full border border-theme px-4 py-1.5 text-sm text-text no-underline hover:border-primary hover:text-primary"
                >
                  {category.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </section>
  );
}

function NoResults({ query, clearHref }: { query: SearchResult['query']; clearHref: string | null }) {
  const { t } = useT();
  return (
    <div className="flex flex-col items-center gap-2 rounded-theme border border-dashed border-theme px-6 py-10 text-center">
      <p className="text-lg font-semibold text-title">{t('blocks.search-list.noResults', { query })}</p>
      <p className="text-desc">{t('blocks.search-list.noResultsHint')}</p>
      {clearHref && <a href={clearHref}>{t('blocks.search-list.clear')}</a>}
    </div>
  );
}

/** One end of the price range: a labelled number field submitted with the filter form. */
function PriceField({
  label,
  form,
  name,
  value,
  placeholder,
  className,
}: {
  label: string;
  form: string;
  name: string;
  value: number | null | undefined;
  placeholder: string | undefined;
  className: string;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs text-desc">
        {label}
      </label>
      <input
        id={id}
        form={form}
        name={name}
        type="number"
        inputMode="decimal"
        min={0}
        step="any"
        defaultValue={value ?? ''}
        placeholder={placeholder}
        className={className}
      />
    </div>
  );
}
