/** What matters about a click for deciding who follows the link. */
export type LinkClick = {
  button: number;
  defaultPrevented: boolean;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
};

/** What matters about the clicked link. `href` is the absolute URL the browser resolved. */
export type LinkTarget = {
  href: string;
  target: string;
  download: boolean;
  rel: string;
};

/*
 * Paths the shop server answers with something other than a page: the browser must load
 * them itself. Anything with a file extension in its last segment is treated the same.
 */
const NON_PAGE_PREFIXES = ['/api/', '/ws/', '/schema/', '/images/', '/assets/', '/src/', '/node_modules/', '/@'];

/**
 * Whether a click on a link should become an in-app navigation (page data fetched, body
 * swapped, no reload) and where to: the path, query and hash, or null to let the browser
 * do what it would do anyway (new tab, download, another site, a file, a jump on the page).
 */
export function inAppNavigationTarget(click: LinkClick, link: LinkTarget, current: URL): string | null {
  if (click.defaultPrevented || click.button !== 0) return null;
  if (click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return null;
  if (link.target !== '' && link.target !== '_self') return null;
  if (link.download || /(?:^|\s)external(?:\s|$)/i.test(link.rel)) return null;

  let url: URL;
  try {
    url = new URL(link.href, current);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.origin !== current.origin) return null;
  if (url.hash !== '' && url.pathname === current.pathname && url.search === current.search) return null;
  if (NON_PAGE_PREFIXES.some((prefix) => url.pathname.startsWith(prefix))) return null;
  if (/\.[a-z0-9]{1,8}$/i.test(url.pathname.slice(url.pathname.lastIndexOf('/') + 1))) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
