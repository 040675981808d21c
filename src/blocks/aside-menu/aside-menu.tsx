import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CategoryNode } from '../../schema/catalog';
import { categoryTrail, parentSlugs, useCurrentCategorySlug, useSiteData } from '../../renderer/kit/category-tree';
import type { AsideMenuProps } from './schema';

export default function AsideMenu({ heading, expand }: AsideMenuProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const { categories } = useSiteData();
  const current = useCurrentCategorySlug();
  // Worked out the same way on the server and in the browser, so hydration draws the same tree.
  const [open, setOpen] = useState<ReadonlySet<string>>(() => {
    if (expand === 'all') return new Set(parentSlugs(categories));
    if (expand === 'current') return new Set(categoryTrail(categories, current));
    return new Set();
  });
  // Navigating to another category keeps this menu mounted: open the way down to the new one too.
  const [shownCurrent, setShownCurrent] = useState(current);
  if (shownCurrent !== current) {
    setShownCurrent(current);
    if (expand === 'current') setOpen((previous) => new Set([...previous, ...categoryTrail(categories, current)]));
  }
  const toggle = (slug: string) =>
    setOpen((previous) => {
      const next = new Set(previous);
      if (next.has(slug)) next.delete(slug);
      else next.add(slug);
      return next;
    });

  if (categories.length === 0) return null;
  return (
    <div className="container">
      <nav aria-labelledby={headingId} className="max-w-xs" data-aside-menu="">
        <h2 id={headingId} className="mb-3 text-lg font-title text-title">
          {heading ?? t('blocks.aside-menu.title')}
        </h2>
        <CategoryList nodes={categories} depth={0} current={current} open={open} onToggle={toggle} />
      </nav>
    </div>
  );
}

type TreeState = { current: string | null; open: ReadonlySet<string>; onToggle: (slug: string) => void };

function CategoryList({ nodes, depth, id, hidden, ...state }: TreeState & { nodes: readonly CategoryNode[]; depth: number; id?: string; hidden?: boolean }) {
  return (
    <ul id={id} hidden={hidden} role="list" className={`m-0 list-none p-0 ${depth > 0 ? 'ms-3 border-s border-theme ps-2' : ''}`}>
      {nodes.map((node) => (
        <CategoryItem key={node.slug} node={node} depth={depth} {...state} />
      ))}
    </ul>
  );
}

function CategoryItem({ node, depth, ...state }: TreeState & { node: CategoryNode; depth: number }) {
  const { t } = useTranslation();
  const listId = useId();
  const isCurrent = node.slug === state.current;
  const hasChildren = node.children.length > 0;
  const isOpen = state.open.has(node.slug);
  return (
    <li>
      <div className="flex items-center gap-1">
        <a
          href={node.href}
          aria-current={isCurrent ? 'page' : undefined}
          className={`flex min-h-10 flex-1 items-center rounded-theme px-2 no-underline hover:underline ${
            isCurrent ? 'font-semibold text-primary' : 'text-text'
          }`}
        >
          {node.name}
        </a>
        {hasChildren && (
          <button
            type="button"
            aria-expanded={isOpen}
            aria-controls={listId}
            aria-label={t('blocks.aside-menu.subcategories', { name: node.name })}
            onClick={() => state.onToggle(node.slug)}
            className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-theme text-desc hover:text-title"
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="2" className={`transition-transform ${isOpen ? 'rotate-180' : ''}`}>
              <path d="m5 8 5 5 5-5" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </button>
        )}
      </div>
      {hasChildren && <CategoryList nodes={node.children} depth={depth + 1} id={listId} hidden={!isOpen} {...state} />}
    </li>
  );
}
