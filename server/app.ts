import { serveStatic } from '@hono/node-server/serve-static';
import { compress } from 'hono/compress';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { ResponseCode } from '../src/schema/envelope';
import { storableText } from '../src/schema/limits';
import { langPath, type UrlLanguage } from '../src/schema/languages';
import { createAvatarRoute } from './accounts/avatars';
import { createAdminApi } from './admin/admin-api';
import { createBackOfficeRoutes, type BackOfficeDocument } from './ssr/back-office-page';
import { createDraftPreviewRoutes } from './admin/draft-preview-page';
import { createPageDrafts } from './pages/page-drafts';
import { markTemplateScripts } from './ssr/script-nonce';
import { createReturnPictureRoute } from './returns/return-pictures';
import { createReviewPictureRoute } from './reviews/review-pictures';
import { createInquiryPictureRoute } from './inquiries/inquiry-pictures';
import { createImageRoute } from './catalog/image-route';
import { cartTokenOf } from './cart/cart-cookie';
import { createCartFormRoute } from './cart/cart-form';
import { startCheckout } from './checkout/checkouts';
import { createNewsletterRoutes } from './newsletter/newsletter-routes';
import { failEnvelope, okEnvelope } from './http/envelope';
import { createOriginResolver, createOwnOriginCheck } from './http/origin';
import { describeProblems, problemsFromZod } from './http/problems';
import { rateLimit, rateLimiter, refuseWithEnvelope, type RateLimitRefusal } from './http/rate-limit';
import { warnOfUntrustedProxy } from './http/proxy-warning';
import { securityHeaders } from './http/security-headers';
import { acceptsGzip, gzipHtml, varyWithAcceptEncoding } from './http/compression';
import { refuseRequestUrl } from './http/request-url';
import { buildJsonSchemas } from './json-schema';
import type { PageRequestContext } from './pages/page-data';
import type { Services } from './services';
import { createSeoRoutes } from './seo/seo-routes';
import { emergencyErrorDocument } from './ssr/html-document';
import type { HtmlRenderer } from './ssr/html-renderer';
import { createWebApi } from './web-api/web-api';
import { pageAddressOf, signInBackTo, withLeftOutParams } from './pages/page-params';
import { answerOf } from './pages/page-cache';
import { heldSourceSet, SHARED_PARAM, SOURCES_PARAM } from '../src/schema/shared-part';
import { createPaymentRoutes } from './payments/payment-handlers';

export type AppOptions = {
  services: Services;
  html: HtmlRenderer;
  /** Null refuses every admin call (production without ADMIN_TOKEN). */
  adminToken: string | null;
  /** Fixed origin for canonical URLs; otherwise the one the request came in on, if its host is allowed. */
  publicOrigin?: string | undefined;
  /** Calls per minute per client address on /api/web and /api/admin; unset applies none. */
  rateLimits?: { web: number; admin: number } | undefined;
  /** Proxies in front of the server whose forwarded headers are believed (TRUST_PROXY). */
  trustProxy?: number | undefined;
  /** Hosts trusted to name the origin (production); unset trusts every request's host. */
  allowedHosts?: readonly string[] | undefined;
  /** The origin written into pages requested under any other host. */
  fallbackOrigin?: string | undefined;
  /** The client build to serve files from, in production. */
  staticRoot?: string | undefined;
  /** The back office document served at /admin (src/admin/); without it /admin is a shop address like any other. */
  backOffice?: BackOfficeDocument | undefined;
  /** The composer's preview script tags (the back office build's draft-preview.html); without them a preview is drawn but does not follow the composer. */
  draftPreviewScripts?: (() => Promise<string>) | undefined;
  /** Session cookies carry `Secure` (production). */
  secureCookies?: boolean | undefined;
  /** Where rendered catalog pictures are kept; unset renders them on every request. */
  imageCacheDir?: string | undefined;
};

/**
 * Spec §7: the page data request is the page URL plus these; and `shared`, the version of the
 * part every page of a language shares that the browser holds, and `sources`, the versions of
 * the data source lists it holds (src/schema/shared-part.ts).
 */
const PAGE_DATA_PARAMS = ['request', 'userAgent', 'referer', 'cookies', SHARED_PARAM, SOURCES_PARAM] as const;
const pageDataQuerySchema = z.object({
  request: z.literal('route'),
  userAgent: storableText.max(1024).optional(),
  referer: storableText.max(2048).optional(),
  cookies: storableText.max(8192).optional(),
  [SHARED_PARAM]: z.string().max(64).optional(),
  [SOURCES_PARAM]: z.string().max(600).optional(),
});

/** Files the client build may hold; a missing one is a plain 404, never a page. */
const ASSET_EXTENSION = /\.(?:m?js|css|map|png|jpe?g|gif|webp|avif|svg|ico|woff2?|ttf|otf|json|txt|xml|webmanifest|wasm)$/i;

// Private, and checked with the server before every reuse; unlike no-store it lets the
// browser keep the page in its back/forward cache.
const NO_STORE = 'private, no-cache';
// A page drawn for a signed-in shopper or a guest with a cart holds their name and counts: no cache may keep it, not even the browser's.
const SHOPPER_NO_STORE = 'private, no-store';
// Page responses will differ by shopper (sign-in token, cart cookie) before they differ by anything else.
const PAGE_VARY = 'Cookie, X-Auth';

/** Whether an `Origin` is the shop's own: the one check of the API, the no-script forms and, handed to it, the websocket. */
export function ownOriginCheckOf(options: Pick<AppOptions, 'publicOrigin' | 'allowedHosts'>): (origin: string, url: URL) => boolean {
  return createOwnOriginCheck({ publicOrigin: options.publicOrigin, allowedHosts: options.allowedHosts });
}

/** The whole HTTP surface except the websocket, built from injected services so tests run it as is. */
export function createApp(options: AppOptions): Hono {
  const { services, html, adminToken } = options;
  const { logger, pageData } = services;
  const app = new Hono();
  // Made on the first request for one: a fifth of a second that no start needs to wait for.
  let jsonSchemas: Map<string, Record<string, unknown>> | undefined;
  const originPolicy = { publicOrigin: options.publicOrigin, allowedHosts: options.allowedHosts, fallbackOrigin: options.fallbackOrigin };
  const originOf = createOriginResolver(originPolicy);
  const isOwnOrigin = ownOriginCheckOf(options);

  // HTML, page data, scripts and styles are text: gzipped for the slow phones that need it most.
  // Pages and page data compress themselves (gzipHtml, the page cache); the rest goes through here.
  app.use('*', compress());
  app.use('*', gzipHtml());
  app.use('*', securityHeaders({ publicOrigin: options.publicOrigin, trustProxy: options.trustProxy }));

  // Before any route builds a URL from the request: see request-url.ts.
  app.use('*', async (c, next) => {
    const url = new URL(c.req.url);
    const refusal = refuseRequestUrl(url);
    if (!refusal) return next();
    if (url.pathname.startsWith('/api/') || url.searchParams.get('request') === 'route')
      return failEnvelope(c, refusal.status, ResponseCode.fail, refusal.message);
    return c.html(emergencyErrorDocument(refusal.status), refusal.status);
  });

  app.onError((error, c) => {
    logger.error('Unhandled error', { method: c.req.method, path: c.req.path, error });
    if (c.req.path.startsWith('/api/') || c.req.query('request') === 'route') {
      return failEnvelope(c, 500, ResponseCode.error, 'The server could not complete this request');
    }
    return c.html(emergencyErrorDocument(500), 500);
  });

  app.use('*', warnOfUntrustedProxy({ trustProxy: options.trustProxy ?? 0, logger }));
  if (options.rateLimits) {
    // The cart's form (the shop without JavaScript) does what the cart API does: it draws on the same budget.
    const web = rateLimiter({ perMinute: options.rateLimits.web, trustProxy: options.trustProxy });
    app.use('/api/web/*', web(refuseWithEnvelope));
    const refuseForm: RateLimitRefusal = (c, retryAfter) =>
      c.text(`Too many changes to the cart from this address; try again in ${retryAfter} s`, 429);
    app.on('POST', ['/cart', '/:lang/cart'], web(refuseForm));
    app.use('/api/admin/*', rateLimit({ perMinute: options.rateLimits.admin, trustProxy: options.trustProxy }));
  }
  app.route(
    '/api/web',
    createWebApi({
      db: services.db,
      logger,
      siteSettings: services.siteSettings,
      payments: services.payments,
      commerceRules: services.commerceRules,
      findShopper: services.findShopper,
      cookies: { secure: options.secureCookies ?? false },
      trustProxy: options.trustProxy ?? 0,
      mailer: services.mailer,
      originOf,
      isOwnOrigin,
      changes: services.changes,
    }),
  );
  app.route(
    '/api/admin',
    createAdminApi({
      pageStore: services.pageStore,
      pageSource: services.pageSource,
      siteSettings: services.siteSettings,
      changes: services.changes,
      commerceRules: services.commerceRules,
      adminToken,
      logger,
      db: services.db,
      mailer: services.mailer,
      originOf,
      cookies: { secure: options.secureCookies ?? false },
      trustProxy: options.trustProxy ?? 0,
      isOwnOrigin,
    }),
  );
  app.route('/', createPaymentRoutes({ payments: services.payments, findShopper: services.findShopper, isOwnOrigin }));
  app.all('/api/*', (c) => failEnvelope(c, 404, ResponseCode.fail, `No API at ${c.req.method} ${c.req.path}`));

  app.route('/', createSeoRoutes({ services, ...originPolicy }));
  app.route(
    '/',
    createCartFormRoute({
      db: services.db,
      commerceRules: services.commerceRules,
      findShopper: services.findShopper,
      isOwnOrigin,
      cookies: { secure: options.secureCookies ?? false },
      startCheckout: (userId) => startCheckout(services.db, userId),
    }),
  );
  app.route(
    '/',
    createNewsletterRoutes({ db: services.db, logger, mailer: services.mailer, originOf, trustProxy: options.trustProxy, isOwnOrigin }),
  );
  app.route('/avatars', createAvatarRoute(services.db));
  app.route('/returns', createReturnPictureRoute(services.db, services.findShopper));
  app.route('/review-images', createReviewPictureRoute(services.db));
  app.route('/inquiries', createInquiryPictureRoute(services.db, services.findShopper));
  app.route('/images', createImageRoute({ db: services.db, cacheDir: options.imageCacheDir ?? null, logger }));

  app.get('/schema/*', (c) => {
    const name = c.req.path.slice('/schema/'.length);
    jsonSchemas ??= buildJsonSchemas(services.registry);
    const schema = jsonSchemas.get(name);
    if (!schema) return c.json({ error: `No schema named ${name}`, available: [...jsonSchemas.keys()] }, 404);
    c.header('Cache-Control', 'no-cache');
    c.header('Access-Control-Allow-Origin', '*');
    return c.json(schema);
  });

  // The websocket lives on the upgrade event; a plain GET here is a client mistake.
  app.all('/ws/*', (c) => c.text('This address takes a WebSocket connection', 426, { Upgrade: 'websocket' }));

  if (options.staticRoot) {
    const files = serveStatic({
      root: options.staticRoot,
      // The build writes brotli and gzip copies of the code (vite.config.ts): sent as they are.
      precompressed: true,
    });
    app.use('*', async (c, next) => {
      // The template and the build manifest stay private; directories never list.
      const path = c.req.path;
      if (path === '/index.html' || /\/\./.test(path) || !ASSET_EXTENSION.test(path)) return next();
      const sent = await files(c, next);
      // Set on the file's own response: a header set in serveStatic's onFound comes too late to be sent.
      if (sent instanceof Response && sent.ok) {
        sent.headers.set('Cache-Control', path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      }
      return sent;
    });
  }

  // Before the back office's document, which answers every other address under /admin.
  app.route(
    '/',
    createDraftPreviewRoutes({
      db: services.db,
      drafts: createPageDrafts(services.db, services.pageStore),
      pageSource: services.pageSource,
      render: (input) => html.render(input),
      originOf,
      scripts: async () => markTemplateScripts((await options.draftPreviewScripts?.()) ?? ''),
      logger,
      isOwnOrigin,
    }),
  );
  if (options.backOffice) app.route('/', createBackOfficeRoutes(options.backOffice));

  app.get('*', async (c) => {
    const url = new URL(c.req.url);
    if (url.searchParams.get('request') === 'route') return answerPageData(c, url);
    if (ASSET_EXTENSION.test(url.pathname)) return c.text('Not found', 404);
    return answerPageHtml(c, url);
  });

  app.notFound((c) =>
    c.req.path.startsWith('/api/')
      ? failEnvelope(c, 404, ResponseCode.fail, `No API at ${c.req.method} ${c.req.path}`)
      : c.text('Not found', 404),
  );

  /** The address asked for, without the page data request's own parameters. */
  function askedUrlOf(url: URL): URL {
    const asked = new URL(url);
    for (const param of PAGE_DATA_PARAMS) asked.searchParams.delete(param);
    return asked;
  }

  /** The address a page is built and cached for: the one asked for, with only the parameters a page reads. */
  function pageUrlOf(url: URL): URL {
    return pageAddressOf(askedUrlOf(url));
  }

  async function answerPageData(c: Context, url: URL) {
    c.header('Cache-Control', NO_STORE);
    c.header('Vary', PAGE_VARY);
    const query = Object.fromEntries(
      PAGE_DATA_PARAMS.flatMap((param) => (url.searchParams.has(param) ? [[param, url.searchParams.get(param)]] : [])),
    );
    const parsed = pageDataQuerySchema.safeParse(query);
    if (!parsed.success) return failEnvelope(c, 400, ResponseCode.fail, describeProblems(problemsFromZod(parsed.error, query)));
    // Who is asking comes from the request's own cookie or x-auth header, never from the `cookies`
    // parameter: a link carrying someone's cookie string must not sign its opener in as them.
    const { [SHARED_PARAM]: held, [SOURCES_PARAM]: heldSources, ...visitor } = parsed.data;
    const context: PageRequestContext = { origin: originOf(url), ...visitor, shopper: await services.findShopper(c), cartToken: cartTokenOf(c) };
    if (context.shopper || context.cartToken) c.header('Cache-Control', SHOPPER_NO_STORE);
    try {
      const result = await pageData.getPageData(pageUrlOf(url), context);
      if (result.kind === 'redirect') {
        const target = withLeftOutParams(new URL(result.location, url), askedUrlOf(url));
        for (const param of PAGE_DATA_PARAMS) {
          const value = url.searchParams.get(param);
          if (value !== null) target.searchParams.set(param, value);
        }
        return c.redirect(`${target.pathname}${target.search}`, result.status);
      }
      if (result.kind === 'not-found') return failEnvelope(c, 404, ResponseCode.fail, result.message);
      if (result.kind === 'sign-in') return failEnvelope(c, 401, ResponseCode.authInvalid, 'Sign in to see this page');
      // Error routes answer 200 here: their page data was found, and a 404 would send the client to the 404 page again.
      const lean = held !== undefined && held === result.pageData.shared;
      const sources = heldSourceSet(heldSources);
      const gzipped = acceptsGzip(c.req.header('accept-encoding')) ? await services.pageCache.gzippedAnswer(result.pageData, lean, sources) : null;
      if (gzipped) {
        // Compressed already, so the compress middleware leaves it, Vary included: said here as it would say it.
        c.header('Vary', varyWithAcceptEncoding(PAGE_VARY));
        return c.body(new Uint8Array(gzipped), 200, { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' });
      }
      return okEnvelope(c, answerOf(result.pageData, lean, sources));
    } catch (error) {
      logger.error('Page data failed', { path: url.pathname, error });
      return failEnvelope(c, 500, ResponseCode.error, 'The page could not be loaded');
    }
  }

  async function answerPageHtml(c: Context, url: URL) {
    c.header('Cache-Control', NO_STORE);
    c.header('Vary', PAGE_VARY);
    const context: PageRequestContext = {
      origin: originOf(url),
      userAgent: c.req.header('user-agent'),
      referer: c.req.header('referer'),
      cookies: c.req.header('cookie'),
      shopper: await services.findShopper(c),
      cartToken: cartTokenOf(c),
    };
    if (context.shopper || context.cartToken) c.header('Cache-Control', SHOPPER_NO_STORE);
    const pageUrl = pageUrlOf(url);
    // Drawn at the address asked for, tracking parameters and all, so the browser takes the
    // page it was sent as the one it is on (src/routes/-components/load-page.ts).
    const asked = askedUrlOf(url);
    const location = `${asked.pathname}${asked.search}`;
    let lang: UrlLanguage = 'en';
    try {
      const result = await pageData.getPageData(pageUrl, context);
      if (result.kind === 'redirect') {
        const target = withLeftOutParams(new URL(result.location, url), asked);
        return c.redirect(`${target.pathname}${target.search}`, result.status);
      }
      if (result.kind === 'not-found') return c.redirect(`${langPath(result.lang)}/error/404`, 302);
      if (result.kind === 'sign-in') return c.redirect(signInBackTo(result.location, asked), 302);
      lang = result.pageData.route.lang;
      const document = await html.render({
        url: location,
        pageData: result.pageData,
        siteConfig: result.siteConfig,
        status: result.status,
      });
      return c.html(document, result.status);
    } catch (error) {
      logger.error('Server rendering failed', { path: url.pathname, error });
      return answerServerError(c, location, lang, context);
    }
  }

  /** The shop's own 500 page, drawn like any page; if that fails too, a static one. */
  async function answerServerError(c: Context, location: string, lang: UrlLanguage, context: PageRequestContext) {
    try {
      const errorUrl = new URL(`${langPath(lang)}/error/500`, context.origin);
      const result = await pageData.getPageData(errorUrl, context);
      if (result.kind === 'page') {
        return c.html(await html.render({ url: location, pageData: result.pageData, siteConfig: result.siteConfig, status: 500 }), 500);
      }
    } catch (error) {
      logger.error('The error page could not be rendered either', { path: location, error });
    }
    return c.html(emergencyErrorDocument(500, lang), 500);
  }

  return app;
}
