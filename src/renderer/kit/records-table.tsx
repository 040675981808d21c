import { useId, type ReactNode } from 'react';
import type { Pagination as PaginationData } from '../../schema/catalog';
import { langPath } from '../../schema/languages';
import { usePage } from './page-context';
import { listingHref, Pagination } from './pagination';

/** A cell of a records table: each row's line below it, its text at the start. */
export const RECORD_CELL = 'border-b border-theme px-3 py-2 text-start align-top';

/**
 * One page of the shopper's records (the account log, the sign-in history) as a table under
 * the page's heading, "none yet" when there are none, and the links to the other pages below.
 */
export function RecordsTable({
  marker,
  heading,
  empty,
  columns,
  rows,
  pagination,
}: {
  /** The block's own attribute on its container, such as `{ 'data-account-log': '' }`. */
  marker: Record<`data-${string}`, string>;
  heading: string;
  empty: string;
  columns: readonly string[];
  /** The table's rows, `<tr>` each; none draws `empty` instead of the table. */
  rows: readonly ReactNode[];
  pagination: PaginationData;
}) {
  const { lang, route } = usePage();
  const headingId = useId();
  const here = `${langPath(lang)}/${route.path}`;
  return (
    <div className="container" {...marker}>
      <h1 id={headingId} className="mb-4 text-2xl font-title text-title">
        {heading}
      </h1>
      {rows.length === 0 ? (
        <p className="text-desc">{empty}</p>
      ) : (
        // Wide tables scroll on their own on a phone; the region is focusable so a keyboard can scroll it.
        <div className="overflow-x-auto" tabIndex={0} role="region" aria-labelledby={headingId}>
          <table className="w-full border-collapse text-sm">
            <thead>
              <tr className="text-title">
                {columns.map((column) => (
                  <th key={column} scope="col" className={RECORD_CELL}>
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>{rows}</tbody>
          </table>
        </div>
      )}
      <Pagination pagination={pagination} hrefForPage={(page) => listingHref(here, { page })} />
    </div>
  );
}
