import { useEffect, useId, useLayoutEffect, useRef, useState, useSyncExternalStore, type FocusEvent, type FormEvent, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { subscribe } from 'valtio/vanilla';
import type { CategoryNode, SiteData } from '../../schema/catalog';
import { CATALOG_QUERY_PARAMS } from '../../schema/catalog-values';
import { langPath } from '../../schema/languages';
import { siteData, useCurrentCategorySlug } from '../../renderer/kit/category-tree';
import { FavoritesBadge } from '../../renderer/kit/favorite-button';
import { formatNumber } from '../../renderer/kit/format';
import { useHeaderCorner } from '../../renderer/kit/header-corner';
import { keepTabInside, useModalPanel } from '../../renderer/kit/modal-panel';
import { useNavigateTo } from '../../renderer/kit/navigation';
import { usePage } from '../../renderer/kit/page-context';
import type { PageDataProps } from '../../renderer/kit/read-page-data';
import { cart, setCartNum } from '../../state/cart';
import type { NavigationMenuProps } from './schema';
import { useT } from '../../renderer/kit/use-t';

/*
 * The disclosure pattern throughout (buttons with aria-expanded that show and hide a list of
 * plain links), not an ARIA menu: shoppers Tab through links as on any page, Enter or Space
 * opens a group, Escape closes it and puts focus back on its button.
 */

/** What is open: one category group, the language list, the search, or none. The phone's menu panel is apart. */
type Open = { kind: 'category'; slug: string } | { kind: 'languages' } | { kind: 'search' } | null;

/** The page data this block draws, read from the page and passed as props by the renderer. */
const fromPage = { site: siteData };

const ICON = { viewBox: '0 0 24 24', width: 20, height: 20, fill: 'none', stroke: 'currentColor', strokeWidth: 1.8, 'aria-hidden': true } as const;

export default function NavigationMenu({
  logo,
  showSearch,
  showLanguages,
  showCart,
  site,
}: NavigationMenuProps & PageDataProps<typeof fromPage>) {
  const { t } = useT();
  const { route } = usePage();
  const current = useCurrentCategorySlug();
  const corner = useHeaderCorner();
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const [panelOpen, setPanelOpen] = useState(false);
  const [open, setOpen] = useState<Open>(null);
  useModalPanel(panelOpen, closeRef);

  // The header stays mounted across navigations: a new page starts with everything closed.
  const [shownPath, setShownPath] = useState(route.path);
  if (shownPath !== route.path) {
    setShownPath(route.path);
    setPanelOpen(false);
    setOpen(null);
  }

  // A click anywhere else closes an open group, as a shopper expects of a pop-up list.
  useEffect(() => {
    if (open === null) return;
    const closeOutside = (event: PointerEvent) => {
      const target = event.target;
      if (target instanceof Node && rootRef.current?.contains(target)) return;
      setOpen(null);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const closePanel = () => {
    setPanelOpen(false);
    menuButtonRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    const root = rootRef.current;
    if (open !== null) {
      const key = open.kind === 'category' ? open.slug : open.kind;
      setOpen(null);
      const buttons = root ? [...root.querySelectorAll<HTMLElement>('[data-disclosure]')] : [];
      buttons.find((button) => button.dataset.disclosure === key)?.focus();
      event.stopPropagation();
    } else if (panelOpen) {
      closePanel();
      event.stopPropagation();
    }
  };

  const toggle = (next: Exclude<Open, null>) =>
    setOpen((previous) =>
      previous?.kind === next.kind && (next.kind !== 'category' || (previous.kind === 'category' && previous.slug === next.slug))
        ? null
        : next,
    );
  const leave = (kind: Exclude<Open, null>['kind'], slug?: string) =>
    setOpen((previous) => (previous?.kind === kind && (previous.kind !== 'category' || previous.slug === slug) ? null : previous));

  const languages = showLanguages && site.languages.length > 1 ? site.languages : [];
  const icon = 'inline-flex h-11 w-10 shrink-0 items-center justify-center rounded-theme text-title lg:w-11';

  // One row at every width: on a phone the categories wait behind the menu button in a panel
  // over the page, and on a wide screen they sit in the row itself.
  return (
    <div ref={rootRef} onKeyDown={onKeyDown} className="relative flex min-h-16 items-center gap-1 lg:gap-2" data-navigation-menu="">
      <button
        ref={menuButtonRef}
        type="button"
        aria-expanded={panelOpen}
        aria-controls={panelId}
        onClick={() => setPanelOpen(true)}
        className={`${icon} -ms-2 lg:hidden`}
      >
        <svg {...ICON} width={24} height={24}>
          <path d="M4 7h16M4 12h16M4 17h16" strokeLinecap="round" />
        </svg>
        <span className="sr-only">{t('blocks.navigation-menu.menu')}</span>
      </button>

      <a
        href={site.homeHref}
        aria-label={t('blocks.navigation-menu.home', { siteName: site.name })}
        className="me-auto inline-flex min-h-11 min-w-0 items-center text-lg font-title text-title no-underline lg:me-4 lg:text-xl"
      >
        {logo ? (
          <img src={logo.src} width={logo.width} height={logo.height} alt="" className="block h-8 w-auto" />
        ) : (
          <span className="truncate">{site.name}</span>
        )}
      </a>

      <div id={panelId} className={`${panelOpen ? 'fixed inset-0 z-50' : 'hidden'} lg:static lg:z-auto lg:block lg:flex-1`}>
        <div aria-hidden="true" onClick={closePanel} className="absolute inset-0 bg-black/40 lg:hidden" />
        <div
          ref={panelRef}
          {...(panelOpen ? { role: 'dialog', 'aria-modal': true, 'aria-label': t('blocks.navigation-menu.menu') } : {})}
          onKeyDown={(event) => keepTabInside(event, panelRef.current)}
          className="absolute inset-y-0 start-0 flex w-full flex-col overflow-y-auto bg-background shadow-xl sm:max-w-sm lg:static lg:max-w-none lg:overflow-visible lg:bg-transparent lg:shadow-none"
        >
          <div className="flex min-h-16 items-center justify-between gap-2 border-b border-theme ps-4 pe-2 lg:hidden">
            <span className="text-lg font-title text-title">{site.name}</span>
            <button ref={closeRef} type="button" onClick={closePanel} aria-label={t('layout.close')} className={icon}>
              <svg {...ICON}>
                <path d="M6 6l12 12M18 6 6 18" strokeLinecap="round" />
              </svg>
            </button>
          </div>
          {site.categories.length > 0 && (
            <nav aria-label={t('blocks.navigation-menu.main')} className="px-2 py-2 lg:p-0">
              <ul role="list" className="m-0 flex list-none flex-col p-0 lg:flex-row lg:flex-wrap lg:items-center lg:gap-1">
                {site.categories.map((node) => (
                  <CategoryGroup
                    key={node.slug}
                    node={node}
                    current={current}
                    expanded={open?.kind === 'category' && open.slug === node.slug}
                    onToggle={() => toggle({ kind: 'category', slug: node.slug })}
                    onLeave={() => leave('category', node.slug)}
                  />
                ))}
              </ul>
            </nav>
          )}
        </div>
      </div>

      {showSearch && (
        <SearchDisclosure
          site={site}
          expanded={open?.kind === 'search'}
          onToggle={(now) => (now ? setOpen({ kind: 'search' }) : leave('search'))}
        />
      )}
      {languages.length > 0 && (
        <LanguageList
          languages={languages}
          expanded={open?.kind === 'languages'}
          onToggle={() => toggle({ kind: 'languages' })}
          onLeave={() => leave('languages')}
        />
      )}
      {corner}
      {/* The wish list is a page of the account on a phone, where the row has no room for it. */}
      <span className="hidden sm:contents">
        <FavoritesBadge />
      </span>
      {showCart && <CartLink site={site} />}
    </div>
  );
}
NavigationMenu.pageData = fromPage;

/** Closes a group when focus moves somewhere outside it (Tab past its last link, a click elsewhere). */
function closeWhenFocusLeaves(onLeave: () => void) {
  return (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && event.currentTarget.contains(next)) return;
    onLeave();
  };
}

/** A top-level row: ruled apart in the phone's menu panel, side by side in the wide bar. */
const ROW = 'border-b border-theme last:border-b-0 lg:border-b-0';

function CategoryGroup({
  node,
  current,
  expanded,
  onToggle,
  onLeave,
}: {
  node: CategoryNode;
  current: string | null;
  expanded: boolean;
  onToggle: () => void;
  onLeave: () => void;
}) {
  const { t } = useT();
  const groupId = useId();
  const link = (category: CategoryNode, className: string) => (
    <a
      href={category.href}
      aria-current={category.slug === current ? 'page' : undefined}
      className={`${className} ${category.slug === current ? 'font-semibold text-primary' : 'text-title'}`}
    >
      {category.name}
    </a>
  );
  if (node.children.length === 0) {
    return <li className={ROW}>{link(node, 'flex min-h-12 items-center rounded-theme px-2 no-underline hover:underline lg:min-h-11')}</li>;
  }
  return (
    <li className={`relative ${ROW}`} onBlur={closeWhenFocusLeaves(onLeave)}>
      <div className="flex items-center">
        {link(node, 'flex min-h-12 flex-1 items-center rounded-theme ps-2 no-underline hover:underline lg:min-h-11')}
        <DisclosureButton
          id={node.slug}
          controls={groupId}
          expanded={expanded}
          onToggle={onToggle}
          label={t('blocks.navigation-menu.subcategories', { name: node.name })}
        />
      </div>
      <ul
        id={groupId}
        hidden={!expanded}
        role="list"
        className="m-0 mb-2 ms-2 list-none border-s border-theme p-0 ps-3 lg:absolute lg:start-0 lg:top-full lg:z-40 lg:m-0 lg:min-w-56 lg:rounded-theme lg:border lg:bg-background lg:p-3 lg:shadow-lg"
      >
        {node.children.map((child) => (
          <li key={child.slug}>
            {link(child, 'flex min-h-10 items-center px-2 no-underline hover:underline')}
            {child.children.length > 0 && (
              <ul role="list" className="m-0 mb-1 list-none p-0 ps-4">
                {child.children.map((grandchild) => (
                  <li key={grandchild.slug}>{link(grandchild, 'flex min-h-10 items-center px-2 text-sm no-underline hover:underline')}</li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </li>
  );
}

function DisclosureButton({
  id,
  controls,
  expanded,
  onToggle,
  label,
  children,
}: {
  id: string;
  controls: string;
  expanded: boolean;
  onToggle: () => void;
  label?: string;
  children?: ReactNode;
}) {
  return (
    <button
      type="button"
      data-disclosure={id}
      aria-expanded={expanded}
      aria-controls={controls}
      aria-label={label}
      onClick={onToggle}
      className="inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-theme px-2 text-title lg:min-w-8 lg:px-1"
    >
      {children}
      <svg {...ICON} width={16} height={16} className={`transition-transform ${expanded ? 'rotate-180' : ''}`}>
        <path d="m6 9 6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </button>
  );
}

function LanguageList({
  languages,
  expanded,
  onToggle,
  onLeave,
}: {
  languages: SiteData['languages'];
  expanded: boolean;
  onToggle: () => void;
  onLeave: () => void;
}) {
  const { t } = useT();
  const listId = useId();
  const currentLanguage = languages.find((language) => language.current);
  return (
    <div className="relative" onBlur={closeWhenFocusLeaves(onLeave)}>
      <DisclosureButton
        id="languages"
        controls={listId}
        expanded={expanded}
        onToggle={onToggle}
        label={
          currentLanguage
            ? t('blocks.navigation-menu.currentLanguage', { language: currentLanguage.name })
            : t('blocks.navigation-menu.language')
        }
      >
        <svg {...ICON}>
          <circle cx="12" cy="12" r="9" />
          <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3Z" />
        </svg>
        {currentLanguage && (
          <span className="hidden text-sm xl:inline" lang={currentLanguage.hreflang}>
            {currentLanguage.name}
          </span>
        )}
      </DisclosureButton>
      <ul
        id={listId}
        hidden={!expanded}
        role="list"
        className="absolute end-0 top-full z-40 m-0 min-w-48 list-none rounded-theme border border-theme bg-background p-2 shadow-lg"
      >
        {languages.map((language) => (
          <li key={language.lang}>
            <a
              href={language.href}
              hrefLang={language.hreflang}
              lang={language.hreflang}
              aria-current={language.current ? 'page' : undefined}
              className={`flex min-h-10 items-center rounded-theme px-3 text-sm no-underline hover:underline ${language.current ? 'font-semibold text-primary' : 'text-text'}`}
            >
              {language.name}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

const subscribeToCart = (onChange: () => void) => subscribe(cart, onChange);

function CartLink({ site }: { site: SiteData }) {
  const { t } = useT();
  const { lang } = usePage();
  // The server draws its own count of this visitor's cart; every page it draws, and every
  // cart answer after, sets the stored number, which other tabs follow.
  const count = useSyncExternalStore(
    subscribeToCart,
    () => cart.cartNum,
    () => site.cartCount,
  );
  useLayoutEffect(() => setCartNum(site.cartCount), [site.cartCount]);
  return (
    <a
      href={`${langPath(lang)}/cart`}
      aria-label={t('blocks.navigation-menu.cart', { count })}
      className="relative inline-flex h-11 w-10 shrink-0 items-center justify-center rounded-theme text-title lg:w-11"
    >
      <svg {...ICON} width={24} height={24}>
        <path d="M3 4h2l2.2 10.2a1.5 1.5 0 0 0 1.5 1.2h8.6a1.5 1.5 0 0 0 1.5-1.1L21 8H6.2" strokeLinecap="round" strokeLinejoin="round" />
        <circle cx="9.5" cy="19.5" r="1.3" />
        <circle cx="17" cy="19.5" r="1.3" />
      </svg>
      {/* Always drawn, so a count arriving after hydration changes a number, never the layout. */}
      <span
        aria-hidden="true"
        data-cart-count=""
        className="absolute end-0 top-0 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-primary px-1 text-xs font-semibold text-background"
      >
        {formatNumber(count, lang)}
      </span>
    </a>
  );
}

/**
 * The search behind its icon. A disclosure element underneath, so it opens and searches
 * before the script has loaded; once live it closes like the other pop-ups (Escape, a click
 * elsewhere, another one opening) and puts the cursor in the field as it opens.
 */
function SearchDisclosure({ site, expanded, onToggle }: { site: SiteData; expanded: boolean; onToggle: (open: boolean) => void }) {
  const { t } = useT();
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <details
      open={expanded}
      onToggle={(event) => {
        const now = event.currentTarget.open;
        if (now === expanded) return;
        onToggle(now);
        if (now) inputRef.current?.focus();
      }}
      onBlur={closeWhenFocusLeaves(() => onToggle(false))}
    >
      <summary
        data-disclosure="search"
        aria-label={t('blocks.navigation-menu.search')}
        className="inline-flex h-11 w-10 cursor-pointer list-none items-center justify-center rounded-theme text-title lg:w-11"
      >
        <svg {...ICON}>
          <circle cx="11" cy="11" r="6.5" />
          <path d="m16 16 4.5 4.5" strokeLinecap="round" />
        </svg>
      </summary>
      <div className="absolute inset-x-0 top-full z-40 rounded-b-theme border border-t-0 border-theme bg-background p-3 shadow-lg">
        <SearchForm site={site} inputRef={inputRef} />
      </div>
    </details>
  );
}

function SearchForm({ site, inputRef }: { site: SiteData; inputRef: RefObject<HTMLInputElement | null> }) {
  const { t } = useT();
  const navigate = useNavigateTo();
  const inputId = useId();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = new FormData(event.currentTarget).get(CATALOG_QUERY_PARAMS.query);
    const text = typeof query === 'string' ? query.trim() : '';
    navigate(
      text === '' ? site.searchHref : `${site.searchHref}?${new URLSearchParams({ [CATALOG_QUERY_PARAMS.query]: text }).toString()}`,
    );
  };
  // A plain GET form underneath: searching works before the script has loaded.
  return (
    <form role="search" action={site.searchHref} method="get" onSubmit={onSubmit} className="flex items-center">
      <label htmlFor={inputId} className="sr-only">
        {t('blocks.navigation-menu.search')}
      </label>
      <input
        ref={inputRef}
        id={inputId}
        type="search"
        name={CATALOG_QUERY_PARAMS.query}
        placeholder={t('blocks.navigation-menu.searchPlaceholder')}
        enterKeyHint="search"
        className="min-h-11 w-full min-w-0 rounded-s-theme border border-e-0 border-theme bg-background px-3 text-text"
      />
      <button
        type="submit"
        className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-e-theme bg-primary text-background"
      >
        <svg {...ICON}>
          <circle cx="11" cy="11" r="6.5" />
          <path d="m16 16 4.5 4.5" strokeLinecap="round" />
        </svg>
        <span className="sr-only">{t('blocks.navigation-menu.searchSubmit')}</span>
      </button>
    </form>
  );
}
