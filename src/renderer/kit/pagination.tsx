import type { Pagination as PaginationData } from '../../schema/catalog';
import { pageCountOf } from '../../schema/catalog-values';
import { useT } from './use-t';

/** Which page numbers to offer: the first, the last, and two either side of the current one. */
export function pageWindow(page: number, pageCount: number): Array<number | 'gap'> {
  const shown = new Set([1, pageCount, page - 2, page - 1, page, page + 1, page + 2].filter((n) => n >= 1 && n <= pageCount));
  const sorted = [...shown].sort((a, b) => a - b);
  const result: Array<number | 'gap'> = [];
  sorted.forEach((n, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && n - previous > 1) result.push(n - previous === 2 ? n - 1 : 'gap');
    result.push(n);
  });
  return result;
}

/**
 * `?page=` links between the pages of a listing. They are plain links, so they work
 * before the script has loaded and the shop follows them without a reload after.
 */
export function Pagination({ pagination, hrefForPage }: { pagination: PaginationData; hrefForPage: (page: number) => string }) {
  const { t } = useT();
  const pageCount = pageCountOf(pagination);
  if (pageCount <= 1) return null;
  const page = Math.min(pagination.page, pageCount);
  const item = 'inline-flex min-h-10 min-w-10 items-center justify-center rounded-theme px-3 no-underline';

  return (
    <nav aria-label={t('kit.pagination.label')} className="mt-8 flex flex-col items-center gap-2">
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>
          {page > 1 ? (
            <a href={hrefForPage(page - 1)} rel="prev" className={`${item} border border-theme text-text hover:border-primary`}>
              <span aria-hidden="true">‹&nbsp;</span>
              {t('kit.pagination.previous')}
            </a>
          ) : null}
        </li>
        {pageWindow(page, pageCount).map((entry, index) =>
          entry === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-desc">
              …
            </li>
          ) : (
            <li key={entry}>
              {entry === page ? (
                <a href={hrefForPage(entry)} aria-current="page" aria-label={t('kit.pagination.page', { page: entry })} className={`${item} bg-primary font-semibold text-background`}>
                  {entry}
                </a>
              ) : (
                <a href={hrefForPage(entry)} aria-label={t('kit.pagination.page', { page: entry })} className={`${item} text-text hover:bg-gray-500/10`}>
                  {entry}
                </a>
              )}
            </li>
          ),
        )}
        <li>
          {page < pageCount ? (
            <a href={hrefForPage(page + 1)} rel="next" className={`${item} border border-theme text-text hover:border-primary`}>
              {t('kit.pagination.next')}
              <span aria-hidden="true">&nbsp;›</span>
            </a>
          ) : null}
        </li>
      </ul>
      <p className="text-sm text-desc">{t('kit.pagination.status', { page, count: pageCount })}</p>
    </nav>
  );
}

/**
 * The href of a listing with some query parameters changed: empty values are dropped, and
 * page 1 is written without `page=` so each page has one URL.
 */
export function listingHref(base: string, params: Record<string, string | number | boolean | null | undefined>): string {
  const url = new URL(base, 'http://shop.invalid');
  for (const [name, value] of Object.entries(params)) {
    if (value === null || value === undefined || value === '' || value === false || (name === 'page' && Number(value) <= 1)) url.searchParams.delete(name);
    else url.searchParams.set(name, value === true ? '1' : String(value));
  }
  const origin = /^https?:\/\//i.test(base) ? url.origin : '';
  return `${origin}${url.pathname}${url.search}`;
}
