import { Children, useId, type ReactNode } from 'react';
import { usePage } from '../../renderer/kit/page-context';
import { pageData, readPageData } from '../../renderer/kit/read-page-data';

// Read only without a `copyrightHolder` prop, so not a prop itself.
const siteName = pageData(() => import('../../schema/catalog').then((catalog) => catalog.siteDataSchema.pick({ name: true })));
import type { FooterColumn, FooterProps } from './schema';
import { useT } from '../../renderer/kit/use-t';

/* Whole class names, so the stylesheet generator finds them in this file. */
const GRID_COLUMNS = [
  '',
  'grid-cols-1',
  'grid-cols-2',
  'grid-cols-2 sm:grid-cols-3',
  'grid-cols-2 lg:grid-cols-4',
  'grid-cols-2 sm:grid-cols-3 lg:grid-cols-5',
  'grid-cols-2 sm:grid-cols-3 lg:grid-cols-6',
] as const;

/**
 * The site footer: the link columns, with the blocks it holds (a newsletter sign-up) in a
 * column of their own beside them, then the shop's few words, then the copyright line last.
 */
export default function Footer({ columns, text, copyrightHolder, children }: FooterProps & { children?: ReactNode }) {
  const { t } = useT();
  const { data } = usePage();
  const owner = copyrightHolder ?? readPageData(data, 'site', siteName).name;
  // The year in UTC on both sides, so the server's page and the browser's redraw agree.
  const year = new Date().getUTCFullYear();
  const held = Children.count(children) > 0;

  return (
    <div className="container flex flex-col gap-10 py-12 text-sm" data-footer="">
      {(columns.length > 0 || held) && (
        <div className={`grid gap-10 ${columns.length > 0 && held ? 'lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-16' : ''}`}>
          {columns.length > 0 && (
            <div className={`grid gap-x-6 gap-y-8 ${GRID_COLUMNS[held ? Math.min(columns.length, 3) : columns.length]}`}>
              {columns.map((column, index) => (
                <LinkColumn key={`${column.heading}-${index}`} column={column} />
              ))}
            </div>
          )}
          {held && <div className="flex flex-col gap-8">{children}</div>}
        </div>
      )}
      {text && <p className="m-0 max-w-prose whitespace-pre-line text-desc">{text}</p>}
      <p className={`m-0 text-desc ${columns.length > 0 || text || held ? 'border-t border-theme pt-6' : ''}`}>
        {t('blocks.footer.copyright', { year, owner })}
      </p>
    </div>
  );
}

function LinkColumn({ column }: { column: FooterColumn }) {
  const headingId = useId();
  return (
    <nav aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-2 text-sm font-semibold uppercase tracking-wide text-title">
        {column.heading}
      </h2>
      <ul role="list" className="m-0 list-none p-0">
        {column.links.map((link, index) => (
          <li key={`${link.href}-${index}`}>
            <a href={link.href} className="inline-flex min-h-10 items-center text-text no-underline hover:text-primary hover:underline">
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
