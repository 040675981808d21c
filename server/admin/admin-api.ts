import { Hono } from 'hono';
import { ResponseCode } from '../../src/schema/envelope';
import type { ChangeBus } from '../events/change-bus';
import { envelopeBodyLimit, failEnvelope, readJsonBody } from '../http/envelope';
import { ifMatchOf, invalid, refuseBody, staleWrite } from '../http/admin-refusals';
import { describeProblems, problemsFromZod } from '../http/problems';
import type { Logger } from '../logger';
import type { PageStore } from '../pages/page-store';
import type { PageDataSource } from '../pages/page-data';
import type { SiteSettingsService } from '../pages/site-settings';
import type { Database } from '../db/database';
import { ADMIN_API, type AdminApi } from '../../src/schema/admin-api';
import { PAGE_CALLS } from '../../src/schema/admin-api/pages';
import { adminCommentHandlers, refuseUnknownCommentActions } from '../comments/comment-admin';
import { adminCouponHandlers } from '../coupons/coupon-admin';
import { sendVisitorMessage } from './admin-messages';
import { exportSubscribers } from '../newsletter/newsletter-admin';
import { listOutbox } from './admin-outbox';
import { adminOrderHandlers } from '../orders/order-admin';
import type { Mailer } from '../accounts/mail/mailer';
import type { CommerceRules } from '../commerce/commerce-rules';
import { adminReturnHandlers, refuseUnknownReturnActions } from '../returns/return-admin';
import { adminReviewHandlers, refuseUnknownReviewActions } from '../reviews/review-admin';
import { adminInquiryHandlers } from '../inquiries/inquiry-admin';
import { adminCustomerHandlers } from './customer-admin';
import { adminArticleHandlers } from '../merchandise/article-admin';
import { adminCategoryHandlers } from '../merchandise/category-admin';
import { adminProductHandlers } from '../merchandise/product-admin';
import { adminTaxonomyHandlers } from '../merchandise/taxonomy-admin';
import { mountAdminCalls, type AdminHandlers } from '../http/admin-mount';
import type { CookiePolicy } from '../accounts/sessions';
import { allowRoles, byWhom, identifyCaller } from './admin-access';
import { createOwnOriginCheck } from '../http/origin';
import { auditWrites } from './audit';
import { adminStaffHandlers } from './staff-admin';
import { adminOverviewHandlers } from './overview';
import { adminPageHistoryHandlers } from './page-history-admin';
import { createPageDrafts } from '../pages/page-drafts';
import { CATALOG_FILES_PATH } from '../../src/schema/admin-api/catalog-files';
import { createCatalogFiles } from './catalog-files';
import { createThemeDrafts } from '../pages/theme-drafts';
import { adminThemeHandlers } from './theme-admin';

/**
 * The merchant's API: scripts call it with the admin token, staff from the back office with
 * their session cookie and the rights of their role; every write that changes something goes
 * into the audit log.
 */
export function createAdminApi(deps: {
  pageStore: PageStore;
  /** Page data built outside the shop's cache: the staff's preview of a draft. */
  pageSource: PageDataSource;
  siteSettings: SiteSettingsService;
  changes: ChangeBus;
  /** The services' commerce rules, forgotten when the merchant changes one here. */
  commerceRules: CommerceRules;
  adminToken: string | null;
  logger: Logger;
  /** The back office cookie's policy (Secure in production). */
  cookies?: CookiePolicy;
  /** Proxies in front of the server, for the client address sign-ins are counted by. */
  trustProxy?: number;
  /** Whether an Origin header names the shop itself: a staff write must come from its own pages. */
  isOwnOrigin?: (origin: string, url: URL) => boolean;
  /** For the outbox of mail and text messages. */
  db: Database;
  /** The services' one mailer: answers to shoppers go to the outbox, and out by SMTP when configured. */
  mailer: Mailer;
  /** The origin written into links in mail (the configured public origin in production, never a forged Host). */
  originOf?: (url: URL) => string;
  /** Checks every answer against the contract (development and tests); off in production. */
  checkAnswers?: boolean;
}) {
  const { pageStore, siteSettings, changes, logger } = deps;
  // Told before answering, so the merchant's next look at the shop already shows the write.
  const siteChanged = (what: string) => changes.publish('site-changed', { what });
  const api = new Hono();
  const isOwnOrigin = deps.isOwnOrigin ?? createOwnOriginCheck({});
  api.use('*', identifyCaller({ db: deps.db, adminToken: deps.adminToken, isOwnOrigin }));
  // The catalog's files, before the calls' body limit: an import's file is held to its own, far larger one.
  api.route(CATALOG_FILES_PATH, createCatalogFiles({ api, logger, originOf: (url) => (deps.originOf ? deps.originOf(url) : url.origin) }));
  // No body is larger than the largest call takes; each call is then held to its own limit.
  api.use('*', envelopeBodyLimit(Math.max(...Object.values(ADMIN_API).map((call) => call.maxBodyBytes))));

  const pageHandlers: AdminHandlers<typeof PAGE_CALLS> = {
    'pages/put': async ({ c, ok }) => {
      const body = await readJsonBody(c);
      if (!body.ok) return refuseBody(c, body);
      const ifMatch = ifMatchOf(c);
      const result = await pageStore.put(body.value, { ifMatch, by: byWhom(c) });
      if (!result.ok && 'stale' in result) return staleWrite(c, 'page', ifMatch, result.stale.current);
      if (!result.ok && 'problems' in result) return invalid(c, 'Invalid page composition', result.problems);
      if (!result.ok) throw new Error('A page write that publishes no draft cannot find its draft stale');
      logger.info('Page stored', { key: result.value.key, locale: result.value.locale, created: result.value.created });
      await siteChanged(`page ${result.value.key} (${result.value.locale})`);
      c.header('ETag', `"${result.value.version}"`);
      return ok(result.value, result.value.created ? 201 : 200);
    },
    'pages/get': async ({ c, ok }) => {
      const key = c.req.query('key');
      const locale = c.req.query('locale');
      if (key && locale) {
        const page = await pageStore.get(key, locale);
        if (!page) return failEnvelope(c, 404, ResponseCode.fail, `No page "${key}" in locale ${locale}`);
        c.header('ETag', `"${page.version}"`);
        return ok(page);
      }
      return ok(await pageStore.list({ key, locale }));
    },
    ...adminPageHistoryHandlers({
      pageStore,
      drafts: createPageDrafts(deps.db, pageStore),
      logger,
      siteChanged,
      pageSource: deps.pageSource,
      originOf: (url) => (deps.originOf ? deps.originOf(url) : url.origin),
    }),
    'pages/delete': async ({ c, ok }) => {
      const { shape } = PAGE_CALLS['pages/delete'].query;
      const key = shape.key.safeParse(c.req.query('key'));
      const locale = shape.locale.safeParse(c.req.query('locale'));
      if (!key.success || !locale.success) {
        const query = { key: c.req.query('key'), locale: c.req.query('locale') };
        const problems = [
          ...(key.success ? [] : problemsFromZod(key.error, query.key, ['key'])),
          ...(locale.success ? [] : problemsFromZod(locale.error, query.locale, ['locale'])),
        ];
        return failEnvelope(c, 400, ResponseCode.fail, describeProblems(problems));
      }
      const deleted = await pageStore.remove(key.data, locale.data);
      if (!deleted) return failEnvelope(c, 404, ResponseCode.fail, `No page "${key.data}" in locale ${locale.data}`);
      logger.info('Page deleted', { key: key.data, locale: locale.data });
      await siteChanged(`page ${key.data} (${locale.data}) deleted`);
      return ok({ deleted: true });
    },
    'site-config/get': async ({ ok }) => {
      const { siteConfig, theme } = await siteSettings.get();
      return ok({ siteConfig, activeThemeId: theme.id });
    },
    // The site configuration and the theme are checked by the settings service, with the contract's schemas, as a whole.
    'site-config/put': async ({ c, ok }) => {
      const body = await readJsonBody(c);
      if (!body.ok) return refuseBody(c, body);
      const result = await siteSettings.updateSiteConfig(body.value);
      if (!result.ok) return invalid(c, 'Invalid site configuration', result.problems);
      logger.info('Site configuration stored');
      await siteChanged('site configuration');
      return ok(result.siteConfig);
    },
    ...adminThemeHandlers({ siteSettings, drafts: createThemeDrafts(deps.db), logger, siteChanged }),
  };

  const userAreaOf = async (url: URL) => ({ origin: deps.originOf ? deps.originOf(url) : url.origin, userPrefix: (await siteSettings.get()).siteConfig.userPrefix });
  const handlers: AdminHandlers<AdminApi> = {
    ...pageHandlers,
    'messages/send': sendVisitorMessage({ changes, logger }),
    'outbox/list': listOutbox(deps.db),
    'newsletter/export': exportSubscribers(deps.db),
    ...adminCouponHandlers({ db: deps.db, changes, logger, commerceRules: deps.commerceRules }),
    ...adminOrderHandlers({ db: deps.db, changes, logger, siteSettings, commerceRules: deps.commerceRules, byWhom }),
    ...adminReturnHandlers(deps.db, changes),
    ...adminReviewHandlers(deps.db, changes),
    ...adminCommentHandlers(deps.db, changes),
    ...adminProductHandlers({ db: deps.db, changes, logger }),
    ...adminCategoryHandlers({ db: deps.db, changes, logger }),
    ...adminTaxonomyHandlers({ db: deps.db, changes, logger }),
    ...adminArticleHandlers({ db: deps.db, changes, logger }),
    ...adminInquiryHandlers({ db: deps.db, changes, logger, mailer: deps.mailer, userAreaOf }),
    ...adminCustomerHandlers({ db: deps.db, logger }),
    ...adminOverviewHandlers(deps.db),
    ...adminStaffHandlers({ db: deps.db, logger, cookies: deps.cookies ?? { secure: false }, trustProxy: deps.trustProxy ?? 0 }),
  };
  mountAdminCalls(api, ADMIN_API, handlers, {
    checkAnswers: deps.checkAnswers ?? process.env.NODE_ENV !== 'production',
    access: allowRoles,
    around: (name, call) => auditWrites({ db: deps.db, logger, api, changes }, ADMIN_API, name, call),
  });
  refuseUnknownReturnActions(api);
  refuseUnknownReviewActions(api);
  refuseUnknownCommentActions(api);

  api.all('*', (c) => failEnvelope(c, 404, ResponseCode.fail, `No admin API at ${c.req.method} ${c.req.path}`));
  return api;
}
