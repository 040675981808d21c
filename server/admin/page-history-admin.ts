import type { Context } from 'hono';
import type { z } from 'zod';
import { PAGE_CALLS } from '../../src/schema/admin-api/pages';
import { ResponseCode } from '../../src/schema/envelope';
import { ifMatchOf, invalid, refuseBody, staleWrite } from '../http/admin-refusals';
import type { AdminHandlers } from '../http/admin-mount';
import { failEnvelope, readJsonBody } from '../http/envelope';
import { problemsFromZod } from '../http/problems';
import type { Logger } from '../logger';
import type { PageDataSource } from '../pages/page-data';
import type { PageDrafts, StoredDraft } from '../pages/page-drafts';
import type { PageStore, PageWriteResult } from '../pages/page-store';
import { byWhom } from './admin-access';

/*
 * Drafts, previews, publishing, revisions and rollback of composed pages. Publishing and rolling back
 * write through the page store exactly as `pages/put` does (the same checks, cleaned HTML,
 * revision) and the caller then tells every process the site changed, as `pages/put` does.
 */

type HistoryCalls = Pick<
  typeof PAGE_CALLS,
  | 'pages/draft/get'
  | 'pages/draft/put'
  | 'pages/draft/preview'
  | 'pages/draft/delete'
  | 'pages/publish'
  | 'pages/revisions/list'
  | 'pages/revisions/get'
  | 'pages/rollback'
>;

/** The page a call names in its query, or its problems by field. */
function addressIn(c: Context, schema: z.ZodType<{ key: string; locale: string }>) {
  const query = { key: c.req.query('key'), locale: c.req.query('locale') };
  const parsed = schema.safeParse(query);
  return parsed.success
    ? ({ ok: true, ...parsed.data } as const)
    : ({ ok: false, problems: problemsFromZod(parsed.error, query) } as const);
}

/** A draft saved since the version the second editor read: 409 with that draft, who saved it and when. */
function staleDraft(c: Context, ifMatch: string | undefined, current: StoredDraft | null) {
  if (!current) return failEnvelope(c, 409, ResponseCode.fail, 'There is no draft to match If-Match: it was published or discarded');
  c.header('ETag', `"${current.version}"`);
  const message = `The draft was saved by ${current.savedBy} at ${current.savedAt} since version ${ifMatch ?? '(none named)'} was read: take in their changes, then save`;
  return failEnvelope(c, 409, ResponseCode.fail, message, current);
}

type PublishedPage = Extract<PageWriteResult, { ok: true }>['value'];

export function adminPageHistoryHandlers(deps: {
  pageStore: PageStore;
  drafts: PageDrafts;
  logger: Logger;
  siteChanged: (what: string) => Promise<void>;
  /** Page data built afresh, outside the shop's page cache, for the draft preview. */
  pageSource: PageDataSource;
  /** The shop's public origin, for the preview's canonical and alternate addresses. */
  originOf: (url: URL) => string;
}): AdminHandlers<HistoryCalls> {
  const { pageStore, drafts, logger, siteChanged, pageSource } = deps;

  /** A publish's refusals and its effects, alike for a draft and a rollback. */
  async function published(
    c: Context,
    result: PageWriteResult,
    what: string,
    stale: (current: string | null) => Response,
  ): Promise<Response | PublishedPage> {
    if (!result.ok && 'stale' in result) return stale(result.stale.current);
    if (!result.ok && 'staleDraft' in result)
      return failEnvelope(c, 409, ResponseCode.fail, 'The draft was saved again while it was being published: publish again');
    if (!result.ok) return invalid(c, 'Invalid page composition', result.problems);
    logger.info(what, { key: result.value.key, locale: result.value.locale, revision: result.value.revision });
    await siteChanged(`page ${result.value.key} (${result.value.locale})`);
    c.header('ETag', `"${result.value.version}"`);
    return result.value;
  }

  return {
    'pages/draft/get': async ({ c, ok }) => {
      const address = addressIn(c, PAGE_CALLS['pages/draft/get'].query);
      if (!address.ok) return invalid(c, 'Invalid page address', address.problems);
      const draft = await drafts.get(address.key, address.locale);
      if (!draft) return failEnvelope(c, 404, ResponseCode.fail, `No draft of "${address.key}" in locale ${address.locale}`);
      c.header('ETag', `"${draft.version}"`);
      return ok(draft);
    },
    'pages/draft/put': async ({ c, ok }) => {
      const body = await readJsonBody(c);
      if (!body.ok) return refuseBody(c, body);
      const ifMatch = ifMatchOf(c);
      const result = await drafts.save(body.value, byWhom(c), ifMatch);
      if (!result.ok && 'stale' in result) return staleDraft(c, ifMatch, result.stale);
      if (!result.ok) return invalid(c, 'Invalid page draft', result.problems);
      c.header('ETag', `"${result.draft.version}"`);
      return ok(result.draft, result.draft.created ? 201 : 200);
    },
    'pages/draft/preview': async ({ c, ok }) => {
      const query = { key: c.req.query('key'), locale: c.req.query('locale'), path: c.req.query('path') };
      const parsed = PAGE_CALLS['pages/draft/preview'].query.safeParse(query);
      if (!parsed.success) return invalid(c, 'Invalid preview', problemsFromZod(parsed.error, query));
      const { key, locale, path } = parsed.data;
      const draft = await drafts.get(key, locale);
      if (!draft) return failEnvelope(c, 404, ResponseCode.fail, `No draft of "${key}" in locale ${locale}`);
      const asked = new URL(c.req.url);
      const url = new URL(path, asked.origin);
      // As a visitor sees it: the preview shows the page, never the member's own shopper part.
      const context = { origin: deps.originOf(asked), shopper: null, cartToken: null };
      const row = { key, locale, body: draft.pageBody, meta: draft.meta, cleanHtml: null, updatedAt: new Date(draft.savedAt) };
      const result = await pageSource.getPageData(url, context, row);
      if (result.kind !== 'page') return failEnvelope(c, 404, ResponseCode.fail, `No page to preview at ${path}`);
      c.header('Cache-Control', 'private, no-store');
      return ok(result.pageData);
    },
    'pages/draft/delete': async ({ c, ok }) => {
      const address = addressIn(c, PAGE_CALLS['pages/draft/delete'].query);
      if (!address.ok) return invalid(c, 'Invalid page address', address.problems);
      if (!(await drafts.remove(address.key, address.locale)))
        return failEnvelope(c, 404, ResponseCode.fail, `No draft of "${address.key}" in locale ${address.locale}`);
      return ok({ deleted: true });
    },
    'pages/publish': async ({ c, ok }) => {
      const body = await readJsonBody(c);
      if (!body.ok) return refuseBody(c, body);
      const parsed = PAGE_CALLS['pages/publish'].request.safeParse(body.value);
      if (!parsed.success) return invalid(c, 'Invalid publish', problemsFromZod(parsed.error, body.value));
      const { key, locale } = parsed.data;
      const draft = await drafts.get(key, locale);
      if (!draft) return failEnvelope(c, 404, ResponseCode.fail, `No draft of "${key}" in locale ${locale} to publish`);
      // With If-Match, the publisher publishes the draft they see, not one saved since.
      const ifMatch = ifMatchOf(c);
      if (ifMatch !== undefined && ifMatch !== draft.version) return staleDraft(c, ifMatch, draft);
      const result = await pageStore.put(
        { key, locale, pageBody: draft.pageBody, meta: draft.meta },
        { ifMatch: draft.basedOn, by: byWhom(c), draft: { version: draft.version } },
      );
      const outcome = await published(c, result, 'Page draft published', (current) => {
        if (current) c.header('ETag', `"${current}"`);
        const message = current
          ? `The page was published as version ${current} since this draft was started from ${draft.basedOn ?? 'no page'}: take in that page, save the draft with basedOn ${current}, then publish`
          : `The page this draft was started from (version ${draft.basedOn ?? 'none'}) was deleted: save the draft with basedOn null, then publish`;
        return failEnvelope(c, 409, ResponseCode.fail, message, { draftBasedOn: draft.basedOn, published: current });
      });
      if (outcome instanceof Response) return outcome;
      const { revision, updatedAt, version } = outcome;
      return ok({ key, locale, revision, updatedAt, version });
    },
    'pages/revisions/list': async ({ c, ok }) => {
      const address = addressIn(c, PAGE_CALLS['pages/revisions/list'].query);
      if (!address.ok) return invalid(c, 'Invalid page address', address.problems);
      return ok(await drafts.revisions(address.key, address.locale));
    },
    'pages/revisions/get': async ({ c, param, ok }) => {
      const address = addressIn(c, PAGE_CALLS['pages/revisions/get'].query);
      if (!address.ok) return invalid(c, 'Invalid page address', address.problems);
      const number = PAGE_CALLS['pages/rollback'].request.shape.number.safeParse(param('number'));
      if (!number.success) return invalid(c, 'Invalid revision', problemsFromZod(number.error, param('number'), ['number']));
      const revision = await drafts.revision(address.key, address.locale, number.data);
      if (!revision)
        return failEnvelope(c, 404, ResponseCode.fail, `No revision ${number.data} of "${address.key}" in locale ${address.locale}`);
      return ok(revision);
    },
    'pages/rollback': async ({ c, ok }) => {
      const body = await readJsonBody(c);
      if (!body.ok) return refuseBody(c, body);
      const parsed = PAGE_CALLS['pages/rollback'].request.safeParse(body.value);
      if (!parsed.success) return invalid(c, 'Invalid rollback', problemsFromZod(parsed.error, body.value));
      const { key, locale, number } = parsed.data;
      const revision = await drafts.revision(key, locale, number);
      if (!revision) return failEnvelope(c, 404, ResponseCode.fail, `No revision ${number} of "${key}" in locale ${locale}`);
      const ifMatch = ifMatchOf(c);
      const result = await pageStore.put(
        { key, locale, pageBody: revision.pageBody, meta: revision.meta },
        { ifMatch, by: byWhom(c), rolledBackFrom: number },
      );
      const outcome = await published(c, result, 'Page rolled back', (current) => staleWrite(c, 'page', ifMatch, current));
      if (outcome instanceof Response) return outcome;
      const { revision: added, updatedAt, version } = outcome;
      return ok({ key, locale, revision: added, rolledBackFrom: number, updatedAt, version });
    },
  };
}
