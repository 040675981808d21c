import { inquiryPageResolvers } from './inquiries/inquiry-pages';
import { registry as blockRegistry } from '../src/blocks/registry';
import { createMailer, type Mailer, type MailerOptions } from './accounts/mail/mailer';
import { addressPageResolvers } from './addresses/address-pages';
import { favoritePageResolvers, favoritesOfShopper } from './favorites/favorite-pages';
import { pageShoppers } from './accounts/page-shopper';
import { securityPageResolvers } from './accounts/security-pages';
import { findSession, sessionShoppers, tokenFromCookieHeader } from './accounts/sessions';
import { checkoutPageResolvers } from './checkout/checkout-pages';
import { userPageResolvers } from './accounts/user-pages';
import { couponPageResolvers } from './coupons/coupon-pages';
import { returnPageResolvers } from './returns/return-pages';
import { reviewPageResolvers } from './reviews/review-pages';
import { cartCountOfVisitor, cartPageResolvers } from './cart/cart-pages';
import type { FindShopper } from './http/shopper';
import type { BlockRegistry } from '../src/renderer/core/define-block';
import type { Database, DatabaseHandle } from './db/database';
import { createLocalChangeBus, type ChangeBus } from './events/change-bus';
import type { Logger } from './logger';
import type { RouteKindDataTable } from '../src/schema/route-kind-data';
import type { RouteKindTable } from '../src/schema/route-kinds';
import { authPageResolvers } from './accounts/auth-pages';
import { orderPageResolvers } from './orders/order-pages';
import { startUnpaidOrderSweeper } from './orders/order-sweeper';
import { catalogEnricher, catalogResolvers } from './catalog/pages';
import { commentsEnricher } from './comments/comment-pages';
import { composedPageResolvers, type EntityResolver, type PageDataEnricher, type ShopResolvers } from './pages/entities';
import { createPageCache, type PageCache, type PageCacheOptions } from './pages/page-cache';
import { BUILDS_AT_ONCE } from './pages/build-queue';
import { createPageDataService, type PageDataService, type PageDataSource } from './pages/page-data';
import { createPageStore, type PageStore } from './pages/page-store';
import { createSiteMemo } from './pages/site-memo';
import { createSiteSettings, type SiteSettingsService } from './pages/site-settings';
import { commerceRulesOf, type CommerceRules } from './commerce/commerce-rules';
import { bankTransferProvider } from './payments/bank-transfer';
import { createDemoCardProvider } from './payments/demo-card';
import { createPayments, type Payments } from './payments/payments';
import type { PaymentProvider } from './payments/provider';
/** The process entry runs it after the seed on every start (see server/pages/clean-html-step.ts). */
export { cleanHtmlStep } from './pages/clean-html-step';

/**
 * Every route kind's resolver, by kind: the page layer's composed pages and the catalog's.
 * The route kind tests check that each detail kind of the table has one here.
 */
export const pageResolvers: ShopResolvers = { ...composedPageResolvers, ...catalogResolvers, ...authPageResolvers, ...addressPageResolvers, ...userPageResolvers, ...favoritePageResolvers, ...securityPageResolvers, ...couponPageResolvers, ...orderPageResolvers, ...returnPageResolvers, ...checkoutPageResolvers, ...cartPageResolvers, ...reviewPageResolvers, ...inquiryPageResolvers };
/** Data that depends on what a page draws: `data.site`, `data.sources` for blocks that declare a source, an article's `data.comments`. */
export const pageEnrichers: readonly PageDataEnricher[] = [catalogEnricher, commentsEnricher];

/**
 * The providers payments go through, each a payment method's `provider`: the demo card, so a
 * fresh shop takes payments with no outside service, and bank transfer. A real provider is
 * one more entry here (see server/payments/provider.ts).
 */
function paymentProviders(db: Database): PaymentProvider[] {
  return [createDemoCardProvider(db), bankTransferProvider];
}

/** Everything the HTTP layer and the command line work with, built once per database. */
export type Services = {
  db: Database;
  logger: Logger;
  /** Merchant writes and live messages, told to every process on the same database. */
  changes: ChangeBus;
  registry: BlockRegistry;
  siteSettings: SiteSettingsService;
  /** The buying rules, promotions and cart line words every cart answer reads, kept in the site memo with the rest. */
  commerceRules: CommerceRules;
  /** Payment attempts and provider callbacks, through the providers of `paymentProviders`. */
  payments: Payments;
  /** Page data answered from `pageCache`; the server render of those pages is kept there too. */
  pageData: PageDataService;
  pageCache: PageCache;
  /** Page data built afresh, a draft drawn in place of its page for the staff's preview: never cached, never a shopper's. */
  pageSource: PageDataSource;
  pageStore: PageStore;
  /** The signed-in shopper a request comes from (session cookie or `x-auth`), or null. */
  findShopper: FindShopper;
  /** Mail and text messages: the outbox, and SMTP when configured. */
  mailer: Mailer;
  /** The signed-in shopper a raw Cookie header's session names (the websocket's upgrade), or null. */
  shopperOfCookie: (cookieHeader: string | undefined) => Promise<string | null>;
  /** Cancels unpaid orders past their time now and every minute after; answers the function that stops it. */
  startOrderSweeper: () => () => void;
};

export function createServices(options: {
  db: Database;
  logger: Logger;
  changes?: ChangeBus;
  registry?: BlockRegistry;
  /** Tests that add a route kind pass a table of their own with its resolver. */
  kinds?: RouteKindTable;
  kindData?: RouteKindDataTable;
  resolvers?: Readonly<Partial<Record<string, EntityResolver>>>;
  enrichers?: readonly PageDataEnricher[];
  settingsMaxAgeMs?: number;
  pageCache?: PageCacheOptions;
  /** The database's kind, which sets how many uncached pages are built at once (server/pages/build-queue.ts). */
  driver?: DatabaseHandle['driver'];
  findShopper?: FindShopper;
  mail?: MailerOptions;
}): Services {
  const { db, logger } = options;
  const registry = options.registry ?? blockRegistry;
  const changes = options.changes ?? createLocalChangeBus();
  const site = createSiteMemo({ maxAgeMs: options.settingsMaxAgeMs });
  const siteSettings = createSiteSettings(db, logger, site);
  const payments = createPayments({ db, providers: paymentProviders(db), changes, logger });
  // A merchant write in any process: settings and what pages share are read again at once, not after the memo ages out.
  // The commerce rules live in the same memo, so they are forgotten with it.
  changes.subscribe('site-changed', () => site.clear());
  const pageSource = createPageDataService({
    db,
    siteSettings,
    site,
    payments,
    registry,
    logger,
    resolvers: options.resolvers ?? pageResolvers,
    enrichers: options.enrichers ?? pageEnrichers,
    ...(options.kinds ? { kinds: options.kinds } : {}),
    ...(options.kindData ? { kindData: options.kindData } : {}),
  });
  const pageCache = createPageCache(pageSource, changes, {
    describeShopper: pageShoppers(db),
    shopperData: favoritesOfShopper(db),
    visitorData: cartCountOfVisitor(db),
    buildsAtOnce: BUILDS_AT_ONCE[options.driver ?? 'pglite'],
    ...options.pageCache,
  });
  return {
    db,
    logger,
    changes,
    registry,
    siteSettings,
    commerceRules: commerceRulesOf(site),
    payments,
    pageData: pageCache.pageData,
    pageCache,
    pageSource,
    pageStore: createPageStore(db, registry),
    findShopper: options.findShopper ?? sessionShoppers(db),
    mailer: createMailer(db, logger, options.mail),
    shopperOfCookie: async (cookieHeader) => {
      const token = tokenFromCookieHeader(cookieHeader);
      return token === null ? null : ((await findSession(db, token))?.id ?? null);
    },
    startOrderSweeper: () => startUnpaidOrderSweeper(db, changes, logger),
  };
}
