import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { CategoryNode } from '../../schema/catalog';
import { categoryTrail, parentSlugs, siteData, useCurrentCategorySlug } from '../../renderer/kit/category-tree';
import type { PageDataProps } from '../../renderer/kit/read-page-data';
import { keepTabInside, useModalPanel } from '../../renderer/kit/modal-panel';
import type { AsideMenuProps } from './schema';
import { useT } from '../../renderer/kit/use-t';

/** The page data this block draws, read from the page and passed as props by the renderer. */
const fromPage = { site: siteData };

/**
 * The category tree. Beside the listing on a wide screen (the page lays it out as a sidebar,
 * see base.css); on a phone, behind a button that opens it in a panel over the page, which
 * holds focus until Escape or its close button puts it back on the button.
 */
export default function AsideMenu({ heading, expand, site }: AsideMenuProps & PageDataProps<typeof fromPage>) {
  const { t } = useT();
  const headingId = useId();
  const panelId = useId();
  const openerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const { categories } = site;
  const current = useCurrentCategorySlug();
  const [panelOpen, setPanelOpen] = useState(false);
  useModalPanel(panelOpen, closeRef);
  // Worked out the same way on the server and in the browser, so hydration draws the same tree.
  const [open, setOpen] = useState<ReadonlySet<string>>(() => {
    if (expand === 'all') return new Set(parentSlugs(categories));
    if (expand === 'current') return new Set(categoryTrail(categories, current));
    return new Set();
  });
  // Navigating to another category keeps this menu mounted: open the way down to the new one too, and close the panel.
  const [shownCurrent, setShownCurrent] = useState(current);
  if (shownCurrent !== current) {
    setShownCurrent(current);
    setPanelOpen(false);
    if (expand === 'current') setOpen((previous) => new Set([...previous, ...categoryTrail(categories, current)]));
  }
  const toggle = (slug: string) =>
    setOpen((previous) => {
      const next = new Set(previous);
      if (next.has(slug)) next.delete(slug);
      else next.add(slug);
      return next;
    });
  const closePanel = () => {
    setPanelOpen(false);
    openerRef.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && panelOpen) {
      event.stopPropagation();
      closePanel();
    } else keepTabInside(event, panelRef.current);
  };

  if (categories.length === 0) return null;
  const title = heading ?? t('blocks.aside-menu.title');
  // The opener comes after the panel in the page, but shows first: on a phone it is the only one of the two that takes focus.
  return (
    <div className="container flex flex-col" data-aside-menu="">
      <div id={panelId} className={`${panelOpen ? 'fixed inset-0 z-50' : 'hidden'} lg:static lg:z-auto lg:block`}>
        <div aria-hidden="true" onClick={closePanel} className="absolute inset-0 bg-black/40 lg:hidden" />
        <div
          ref={panelRef}
          {...(panelOpen ? { role: 'dialog', 'aria-modal': true, 'aria-labelledby': headingId } : {})}
          onKeyDown={onKeyDown}
          className="absolute inset-y-0 start-0 w-full overflow-y-auto bg-background p-4 shadow-xl sm:max-w-sm lg:static lg:w-auto lg:max-w-none lg:overflow-visible lg:p-0 lg:shadow-none"
        >
          <nav aria-labelledby={headingId}>
            <h2 id={headingId} className="mb-3 flex min-h-11 items-center pe-12 text-lg font-title text-title lg:min-h-0 lg:pe-0">
              {title}
            </h2>
            <CategoryList nodes={categories} depth={0} current={current} open={open} onToggle={toggle} />
          </nav>
          <button
            ref={closeRef}
            type="button"
            onClick={closePanel}
            aria-label={t('layout.close')}
            className="absolute end-2 top-4 inline-flex h-11 w-11 items-center justify-center rounded-theme text-title lg:hidden"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="1.8">
              <path d="M6 6l12 12M18 6 6 18" strokeLinecap="round" />
            </svg>
          </button>
        </div>
      </div>
      <button
        ref={openerRef}
        type="button"
        aria-expanded={panelOpen}
        aria-controls={panelId}
        onClick={() => setPanelOpen(true)}
        className="order-first inline-flex min-h-11 items-center gap-2 self-start rounded-theme border border-theme px-4 text-sm font-semibold text-title lg:hidden"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="1.8">
          <path d="M4 6h16M7 12h10M10 18h4" strokeLinecap="round" />
        </svg>
        {title}
      </button>
    </div>
  );
}
AsideMenu.pageData = fromPage;

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
  const { t } = useT();
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
