import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { ADMIN_MAX_BODY_BYTES, type StaffRole } from '../../src/schema/admin-api/contract';
import { PAGE_CALLS } from '../../src/schema/admin-api/pages';
import {
  DRAFT_PREVIEW_ATTRIBUTES,
  DRAFT_PREVIEW_DATA_PATH,
  DRAFT_PREVIEW_PATH,
  DRAFT_PREVIEW_SHOW_PUBLISHED,
  previewDataRequestSchema,
  previewRegionOf,
} from '../../src/schema/draft-preview';
import { escapeHtml } from '../../src/renderer/core/escape-html';
import { localeChain, type UrlLanguage } from '../../src/schema/languages';
import { ResponseCode } from '../../src/schema/envelope';
import { pageBodySchema, templateOfKey } from '../../src/schema/page';
import type { RenderInput } from '../../src/schema/ssr';
import type { Database } from '../db/database';
import { invalid, refuseBody } from '../http/admin-refusals';
import { envelopeBodyLimit, failEnvelope, okEnvelope, readJsonBody } from '../http/envelope';
import { foreignSource } from '../http/origin';
import { describeProblems, problemsFromZod } from '../http/problems';
import type { Logger } from '../logger';
import type { PageDataSource, PageRequestContext } from '../pages/page-data';
import type { PageDrafts } from '../pages/page-drafts';
import { loadPageRows, pickRow, withDraft, type PageRow } from '../pages/page-rows';
import { STAFF_COOKIE } from './admin-access';
import { findStaffSession, type StaffSession } from './staff-accounts';

/*
 * The composer's preview document (src/schema/draft-preview.ts): the shop's page at a shop
 * address, drawn by the shop's own renderer exactly as a shopper's request draws it, but with
 * the page's draft in place of its published body, for staff who may edit pages. It is built
 * afresh from the page source each time, outside the page cache, and never stored anywhere:
 * no shopper address ever answers a draft. The back office frames it; nothing else may.
 */

/** A template no stored page names: a page drawn with a probe of this template shows where the draft's key is drawn. */
const PROBE_TEMPLATE = 'vitrine-draft-preview-probe';

/** Written before the shop's own scripts, so the preview's start runs before the shop starts. */
function withPreviewScripts(document: string, scripts: string): string {
  const at = document.search(/<script\b[^>]*\btype="module"/);
  return at === -1 ? document.replace('</head>', () => `${scripts}</head>`) : `${document.slice(0, at)}${scripts}${document.slice(at)}`;
}

export function createDraftPreviewRoutes(deps: {
  db: Database;
  drafts: PageDrafts;
  /** Page data built afresh, outside the shop's page cache. */
  pageSource: PageDataSource;
  /** The shop's server render, as a shopper's request gets it. */
  render: (input: RenderInput) => Promise<string>;
  /** The shop's public origin, for the page's canonical and alternate addresses. */
  originOf: (url: URL) => string;
  /** The preview's own script tags, nonce stand-ins written (the back office build's draft-preview.html). */
  scripts: () => Promise<string>;
  logger: Logger;
  /** Whether an `Origin` header names the shop itself: the frame's data requests are writes with the staff cookie, checked as the admin API checks them. */
  isOwnOrigin: (origin: string, url: URL) => boolean;
}): Hono {
  const { db, drafts, pageSource, logger } = deps;
  const call = PAGE_CALLS['pages/draft/preview'];
  // Those who may ask the admin API for a draft's preview may see it drawn.
  const roles: readonly StaffRole[] = call.roles;
  const routes = new Hono();

  /** Whether the draft of `key` in `locale` is what the page at `url` draws in its region. */
  async function drawnAt(url: URL, context: PageRequestContext, probe: PageRow, lang: UrlLanguage): Promise<boolean> {
    const locales = localeChain(lang);
    if (previewRegionOf(probe.key) !== 'pageBody') {
      const rows = withDraft(await loadPageRows(db, [probe.key], locales), probe, [probe.key], locales);
      return pickRow(rows, [probe.key], locales) === probe;
    }
    const probed = await pageSource.getPageData(url, context, probe);
    return probed.kind === 'page' && probed.pageData.pageBody?.template === PROBE_TEMPLATE;
  }

  const refuse = (c: Context, status: 400 | 401 | 403 | 404, message: string) => c.text(message, status);

  /** The signed-in member who may preview a draft, or why not, with the status to answer. */
  async function previewer(c: Context): Promise<{ ok: true; session: StaffSession } | { ok: false; status: 401 | 403; message: string }> {
    const token = getCookie(c, STAFF_COOKIE);
    const session = token === undefined ? null : await findStaffSession(db, token);
    if (!session) return { ok: false, status: 401, message: 'Sign in to the back office at /admin to preview a draft' };
    if (!roles.includes(session.role))
      return { ok: false, status: 403, message: `Previewing a draft is for the ${roles.join(' or ')} role; ${session.email} is ${session.role}` };
    return { ok: true, session };
  }

  routes.get(DRAFT_PREVIEW_PATH, async (c) => {
    // A draft is for staff and changes with every keystroke: no cache, no search engine, no other site's frame.
    c.header('Cache-Control', 'private, no-store');
    c.header('X-Robots-Tag', 'noindex, nofollow');
    c.header('X-Frame-Options', 'SAMEORIGIN');
    const allowed = await previewer(c);
    if (!allowed.ok) return refuse(c, allowed.status, allowed.message);

    const query = { key: c.req.query('key'), locale: c.req.query('locale'), path: c.req.query('path') };
    const parsed = call.query.safeParse(query);
    if (!parsed.success) return refuse(c, 400, `Invalid preview: ${describeProblems(problemsFromZod(parsed.error, query))}`);
    const { key, locale, path } = parsed.data;
    const asked = new URL(c.req.url);
    const url = new URL(path, asked.origin);
    if (url.origin !== asked.origin) return refuse(c, 400, 'Invalid preview: path must be an address of this shop');
    // As a visitor sees it: the preview shows the page, never the member's own shopper part.
    const context: PageRequestContext = { origin: deps.originOf(asked), shopper: null, cartToken: null };
    // Without a draft yet, the published page: the composer sends its body as soon as the frame listens.
    // The theme editor asks for the published page alone: only its theme is to change.
    const publishedOnly = c.req.query(DRAFT_PREVIEW_SHOW_PUBLISHED.name) === DRAFT_PREVIEW_SHOW_PUBLISHED.value;
    const draft = publishedOnly ? null : await drafts.get(key, locale);
    const row: PageRow | undefined = draft
      ? { key, locale, body: draft.pageBody, meta: draft.meta, cleanHtml: null, updatedAt: new Date(draft.savedAt) }
      : undefined;
    let result = await pageSource.getPageData(url, context, row);
    // A new page, neither published nor saved as a draft yet: drawn empty, and filled in the same way.
    if (result.kind !== 'page' && !draft && !publishedOnly) {
      const empty: PageRow = { key, locale, body: { template: templateOfKey(key), blocks: [] }, meta: {}, cleanHtml: null, updatedAt: new Date() };
      result = await pageSource.getPageData(url, context, empty);
    }
    if (result.kind !== 'page') return refuse(c, 404, `No page to preview at ${path}: a shopper would not see one there without signing in, or at all`);
    const probe: PageRow = { key, locale, body: { template: PROBE_TEMPLATE, blocks: [] }, meta: {}, cleanHtml: null, updatedAt: new Date() };
    const drawn = await drawnAt(url, context, probe, result.pageData.route.lang);

    const location = `${url.pathname}${url.search}`;
    try {
      const [document, scripts] = await Promise.all([
        deps.render({ url: location, pageData: result.pageData, siteConfig: result.siteConfig, status: 200 }),
        deps.scripts(),
      ]);
      const marks = `<html ${DRAFT_PREVIEW_ATTRIBUTES.key}="${escapeHtml(key)}" ${DRAFT_PREVIEW_ATTRIBUTES.drawn}="${drawn}"`;
      return c.html(withPreviewScripts(document.replace(/<html(?=[\s>])/i, () => marks), scripts));
    } catch (error) {
      logger.error('The draft preview could not be drawn', { key, locale, path, error });
      return c.text('The preview could not be drawn; the server log says why', 500);
    }
  });

  /*
   * The page data of a body the merchant has not saved, for the frame: a block that names a
   * data source the saved draft did not (another category's products) draws at once rather
   * than after an autosave and a reload. Built afresh like the document, from the body sent,
   * outside the page cache; the body is stored nowhere and nothing of it outlives the answer.
   */
  routes.post(DRAFT_PREVIEW_DATA_PATH, envelopeBodyLimit(ADMIN_MAX_BODY_BYTES), async (c) => {
    c.header('Cache-Control', 'private, no-store');
    c.header('X-Robots-Tag', 'noindex, nofollow');
    const allowed = await previewer(c);
    if (!allowed.ok) return failEnvelope(c, allowed.status, ResponseCode.permission, allowed.message);
    // A write with the staff cookie, refused from anywhere but the shop's own pages, as the admin API refuses it.
    const source = foreignSource(c, deps.isOwnOrigin, 'the draft preview');
    if (source !== null) return failEnvelope(c, 403, ResponseCode.permission, source ?? 'The preview asks for its data from the back office only');

    const body = await readJsonBody(c);
    if (!body.ok) return refuseBody(c, body);
    const request = previewDataRequestSchema.safeParse(body.value);
    if (!request.success) return invalid(c, 'Invalid preview data request', problemsFromZod(request.error, body.value));
    const address = call.query.safeParse({ key: request.data.key, locale: request.data.locale, path: request.data.path });
    if (!address.success) return invalid(c, 'Invalid preview data request', problemsFromZod(address.error, body.value));
    const pageBody = pageBodySchema.safeParse(request.data.pageBody);
    if (!pageBody.success) return invalid(c, 'Invalid preview data request', problemsFromZod(pageBody.error, request.data.pageBody, ['pageBody']));
    const { key, locale, path } = address.data;
    const asked = new URL(c.req.url);
    const url = new URL(path, asked.origin);
    if (url.origin !== asked.origin) return invalid(c, 'Invalid preview data request', [{ path: 'path', message: 'Expected an address of this shop' }]);

    const context: PageRequestContext = { origin: deps.originOf(asked), shopper: null, cartToken: null };
    const row: PageRow = { key, locale, body: pageBody.data, meta: {}, cleanHtml: null, updatedAt: new Date() };
    try {
      const result = await pageSource.getPageData(url, context, row);
      if (result.kind !== 'page') return failEnvelope(c, 404, ResponseCode.fail, `No page to preview at ${path}`);
      return okEnvelope(c, result.pageData.data);
    } catch (error) {
      logger.error('The draft preview data could not be built', { key, locale, path, error });
      return failEnvelope(c, 500, ResponseCode.fail, 'The preview data could not be built; the server log says why');
    }
  });
  return routes;
}
