import type { Link } from '../../schema/catalog';
import { useT } from './use-t';

/** Home first, the current page last and unlinked (the catalog sends them in that order). */
export function Breadcrumbs({ links }: { links: readonly Link[] }) {
  const { t } = useT();
  if (links.length === 0) return null;
  return (
    <nav aria-label={t('kit.breadcrumbs.label')} className="text-sm text-desc">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {links.map((link, index) => {
          const last = index === links.length - 1;
          return (
            <li key={`${link.href}-${index}`} className="flex items-center gap-2">
              {index > 0 && <span aria-hidden="true">/</span>}
              {last ? (
                <span aria-current="page" className="text-text">
                  {link.name}
                </span>
              ) : (
                <a href={link.href} className="text-desc hover:text-primary">
                  {link.name}
                </a>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
