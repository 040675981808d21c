import { useId } from 'react';
import type { ProductSort } from '../../schema/catalog';
import { useT } from './use-t';

/**
 * The labelled choice of a product order, for every listing that can be sorted. It shows
 * the page's order; what a change does (navigate, submit a form) is the listing's business.
 */
export function SortSelect({
  sorts,
  sort,
  name,
  form,
  onChange,
}: {
  /** The orders offered, from the listing (the kit itself stays free of schema values). */
  sorts: readonly ProductSort[];
  sort: ProductSort;
  name: string;
  /** The form the select belongs to when it stands outside it. */
  form?: string;
  onChange: (select: HTMLSelectElement) => void;
}) {
  const { t } = useT();
  const id = useId();
  return (
    <>
      <label htmlFor={id} className="text-sm text-desc">
        {t('kit.sort.label')}
      </label>
      {/* Keyed by the page's order so that it shows the new one once the page has loaded. */}
      <select
        key={sort}
        id={id}
        form={form}
        name={name}
        defaultValue={sort}
        onChange={(event) => onChange(event.currentTarget)}
        className="rounded-theme border border-theme bg-background px-3 py-2 text-sm text-text"
      >
        {sorts.map((value) => (
          <option key={value} value={value}>
            {t(`kit.sort.${value}`)}
          </option>
        ))}
      </select>
    </>
  );
}
