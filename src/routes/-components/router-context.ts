import type { i18n as I18n } from 'i18next';
import type { PageData } from '../../schema/page';
import type { SiteConfig } from '../../schema/site-config';
import type { NavigationGuard } from '../../navigation/navigation-guard';
import type { VisitorContext } from '../../navigation/page-request';

/** The page the server rendered, handed to the router's first load instead of a request. */
export type InitialPage = { url: string; status: number; pageData: PageData };

/** What every route can reach: one per router, so one per request on the server. */
export type RouterContext = {
  siteConfig: SiteConfig;
  i18n: I18n;
  /** Taken (set to null) by the first load whose URL it matches. */
  initialPage: { current: InitialPage | null };
  /** The browser's last page loaded: the next page's request names the part the two share, and gets it from here. */
  lastPage?: { current: PageData | null };
  /** What the server is told about the visitor with each page data request (spec §7). */
  requestContext: () => VisitorContext;
  guard: NavigationGuard;
  /** The server renders the page it was given and never fetches. */
  isServer: boolean;
  fetch?: typeof globalThis.fetch;
};
