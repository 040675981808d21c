import { z } from 'zod';
import { TRANSLATED_LOCALES } from '../languages';
import { isRouteKind, ROUTE_KIND_NAMES } from '../route-kinds';
import { siteConfigSchema } from '../site-config';
import { themeConfigSchema } from '../theme';
import { ADMIN_MAX_BODY_BYTES, EDITORS, forRoles, OWNER_ONLY } from './contract';

/*
 * Composed pages, the site configuration and the theme. A page write is checked by the page
 * store against the registered blocks, so its body is described by /schema/page-body.json
 * rather than here; the site configuration and the theme are checked with the schemas below.
 */

const PATH_KEY = /^[a-z0-9][a-z0-9_.-]*(?:\/[a-z0-9][a-z0-9_.-]*)*$/;
/** The site-wide regions a page key may name. */
export const LAYOUT_KEYS = ['layout:header', 'layout:footer'] as const;
const LAYOUT_KEY_SET = new Set<string>(LAYOUT_KEYS);

/** `home`, a path (`page/about`), `template:<kind>` or `layout:header` / `layout:footer`. */
export const pageKeySchema = z
  .string()
  .trim()
  .min(1)
  .max(300)
  .superRefine((key, context) => {
    if (key === 'home' || LAYOUT_KEY_SET.has(key)) return;
    if (key.startsWith('template:')) {
      const kind = key.slice('template:'.length);
      if (!isRouteKind(kind)) {
        context.addIssue({ code: 'custom', message: `Unknown route kind "${kind}"; expected one of ${ROUTE_KIND_NAMES.join(', ')}` });
      }
      return;
    }
    if (key.startsWith('layout:')) {
      context.addIssue({ code: 'custom', message: 'Expected layout:header or layout:footer' });
      return;
    }
    if (!PATH_KEY.test(key)) {
      context.addIssue({
        code: 'custom',
        message: 'Expected "home", a path such as "page/about" (lowercase letters, digits, - _ .), "template:<kind>" or "layout:header"/"layout:footer"',
      });
    }
  });

export const pageLocaleSchema = z.enum(TRANSLATED_LOCALES);

/** A page's version: its read answers it (and the `ETag` header), a write may name it in `If-Match`. */
const pageVersionSchema = z.string().meta({ description: 'The page version: send it back as If-Match to write only over this version' });
const storedPageSchema = z.object({ key: z.string(), locale: z.string(), pageBody: z.unknown(), meta: z.unknown(), updatedAt: z.string(), version: pageVersionSchema });
const pageListingSchema = z.object({ key: z.string(), locale: z.string(), template: z.string().nullable(), blocks: z.int(), updatedAt: z.string() });
const storedThemeSchema = z.object({ id: z.string(), config: z.unknown() });
/** The published theme's version: `theme/get` answers it (and the `ETag` header), a publish may name it in `If-Match`. */
const themeVersionSchema = z.string().meta({ description: 'The published theme version: send it back as If-Match to publish only over this version' });
const publishedThemeSchema = storedThemeSchema.extend({
  version: themeVersionSchema,
  publishedBy: z.string().nullable().meta({ description: "A staff member's email, \"admin token\" or \"command line\"; null for the theme the shop started with" }),
  publishedAt: z.string(),
});
const themeProblemSchema = z.object({ path: z.string(), message: z.string() });
/** The theme editor's draft: a read answers it, and so does a save refused over a draft saved since (409). */
export const storedThemeDraftSchema = z.object({
  config: z.unknown().meta({ description: 'The theme as the editor last saved it, refused values and all' }),
  basedOn: themeVersionSchema.meta({ description: 'The published theme version the draft was started from' }),
  savedBy: z.string(),
  savedAt: z.string(),
  version: z.string().meta({ description: 'The draft version: send it back as If-Match to save only over this draft' }),
  problems: z.array(themeProblemSchema).meta({ description: 'What keeps the draft from being published, by JSON path within the theme; empty when it can be' }),
});
/** A theme that is not the one a publish was based on: the 409's data, so the editor can offer to load it. */
export const themeConflictSchema = publishedThemeSchema.extend({ expected: z.string().nullable() });

const pageAddressSchema = z.object({ key: pageKeySchema, locale: pageLocaleSchema });
/** Who saved or published: a staff member's email, `admin token` or `command line`. */
const byWhomSchema = z.string().meta({ description: "A staff member's email, \"admin token\" or \"command line\"" });
const pageProblemSchema = z.object({ path: z.string(), message: z.string(), blockId: z.string().optional(), type: z.string().optional() });
const storedDraftSchema = z.object({
  key: z.string(),
  locale: z.string(),
  pageBody: z.unknown(),
  meta: z.unknown(),
  basedOn: z.string().nullable().meta({ description: 'The published version the draft was started from; null when the page was not published then' }),
  savedBy: byWhomSchema,
  savedAt: z.string(),
  version: z.string().meta({ description: 'The draft version: send it back as If-Match to save only over this draft' }),
  problems: z.array(pageProblemSchema).meta({ description: 'What keeps the draft from being published, by JSON path; empty when it can be' }),
});
const revisionListingSchema = z.object({ number: z.int(), publishedBy: byWhomSchema, publishedAt: z.string(), rolledBackFrom: z.int().nullable() });
const revisionNumberSchema = z.coerce.number().int().min(1);

export const PAGE_CALLS = forRoles(EDITORS, {
  /**
   * 201 when the page is new, 200 when it replaced one. With an `If-Match` header naming the
   * version a read answered (or `*` for any existing page), a page changed since answers 409
   * and nothing is written: two merchants editing one page never overwrite each other silently.
   * Every write is a new revision of the page (`pages/revisions/list`).
   */
  'pages/put': {
    reads: 'pages/get',
    method: 'PUT',
    path: '/pages',
    request: z.unknown().meta({ description: 'A page write {key, locale, pageBody, meta?}; pageBody as /schema/page-body.json describes it' }),
    answer: z.object({ key: z.string(), locale: z.string(), created: z.boolean(), updatedAt: z.string(), version: pageVersionSchema, revision: z.int() }),
    maxBodyBytes: ADMIN_MAX_BODY_BYTES,
  },
  /** With both `key` and `locale`, that one page (404 when there is none); otherwise the pages matching what is given. */
  'pages/get': {
    method: 'GET',
    path: '/pages',
    query: z.object({ key: z.string().optional(), locale: z.string().optional() }),
    answer: z.union([storedPageSchema, z.array(pageListingSchema)]),
    maxBodyBytes: ADMIN_MAX_BODY_BYTES,
  },
  'pages/delete': {
    reads: 'pages/get',
    method: 'DELETE',
    path: '/pages',
    query: z.object({ key: pageKeySchema, locale: pageLocaleSchema }),
    answer: z.object({ deleted: z.literal(true) }),
    maxBodyBytes: ADMIN_MAX_BODY_BYTES,
  },
  /** The page's draft, as its last save left it (404 when there is none: the composer then starts from the published page). */
  'pages/draft/get': {
    method: 'GET',
    path: '/pages/draft',
    query: pageAddressSchema,
    answer: storedDraftSchema,
    maxBodyBytes: ADMIN_MAX_BODY_BYTES,
  },
  /**
   * Saves the draft; shoppers still see the published page. A draft that breaks the page schemas
   * is kept all the same (an autosave must not lose work) and answers its `problems`; one that
   * names no page, or is too large or too deep to store, is refused with 422. With `If-Match`
   * naming the draft version a read answered, a draft saved since answers 409 with that draft,
   * who saved it and when, and nothing is written; without it the save replaces the draft.
   * Not `reads`: autosaves are frequent, and the audit keeps their small answer rather than two bodies each.
   */
  'pages/draft/put': {
    method: 'PUT',
    path: '/pages/draft',
    request: z.unknown().meta({
      description:
        'A draft {key, locale, pageBody, meta?, basedOn?}; pageBody as /schema/page-body.json describes it. basedOn: the published version the draft now builds on, once the composer has taken in a page published since (omitted: kept)',
    }),
    answer: storedDraftSchema.omit({ pageBody: true, meta: true }).extend({ created: z.boolean() }),
    maxBodyBytes: ADMIN_MAX_BODY_BYTES,
  },
  /**
   * The page data the shop would answer at `path` (a page address such as `/page/about`, its
   * language prefix included) with the draft drawn in place of its page: a template's or a
   * layout's draft shows on any page that uses it. The composer's preview, for staff only and
   * built afresh each time, outside the shop's page cache. 404 when there is no draft, or no such page.
   */
  'pages/draft/preview': {
    method: 'GET',
    path: '/pages/draft/preview',
    query: pageAddressSchema.extend({ path: z.string().trim().startsWith('/').max(2048) }),
    answer: z.unknown().meta({ description: 'Page data, as /schema/page-data.json describes it' }),
    maxBodyBytes: ADMIN_MAX_BODY_BYTES,
  },
  'pages/draft/delete': {
    reads: 'pages/draft/get',
    method: 'DELETE',
    path: '/pages/draft',
    query: pageAddressSchema,
    answer: z.object({ deleted: z.literal(true) }),
    maxBodyBytes: ADMIN_MAX_BODY_BYTES,
  },
  /**
   * Publishes the draft as `pages/put` writes a page, records a revision and removes the draft.
   * 409 when the page was published since the draft was started (naming both versions), or,
   * with `If-Match`, when the draft was saved again since that version; 422 when it has problems.
   */
  'pages/publish': {
    reads: 'pages/get',
    method: 'POST',
    path: '/pages/publish',
    request: pageAddressSchema,
    answer: z.object({ key: z.string(), locale: z.string(), revision: z.int(), updatedAt: z.string(), version: pageVersionSchema }),
    maxBodyBytes: ADMIN_MAX_BODY_BYTES,
  },
  /** Every publish of the page, newest first. A page is published by hand, so its history is short: the newest `maxPageSize`. */
  'pages/revisions/list': {
    method: 'GET',
    path: '/pages/revisions',
    query: pageAddressSchema,
    answer: z.array(revisionListingSchema),
    maxBodyBytes: ADMIN_MAX_BODY_BYTES,
    maxPageSize: 200,
  },
  /** One revision whole; the composer compares two of them itself. */
  'pages/revisions/get': {
    method: 'GET',
    path: '/pages/revisions/:number',
    query: pageAddressSchema,
    answer: revisionListingSchema.extend({ key: z.string(), locale: z.string(), pageBody: z.unknown(), meta: z.unknown() }),
    maxBodyBytes: ADMIN_MAX_BODY_BYTES,
  },
  /** Publishes a revision's body and meta again, as a new revision: history is never rewritten. Any draft stays. */
  'pages/rollback': {
    reads: 'pages/get',
    method: 'POST',
    path: '/pages/rollback',
    request: pageAddressSchema.extend({ number: revisionNumberSchema }),
    answer: z.object({ key: z.string(), locale: z.string(), revision: z.int(), rolledBackFrom: z.int(), updatedAt: z.string(), version: pageVersionSchema }),
    maxBodyBytes: ADMIN_MAX_BODY_BYTES,
  },
  'site-config/get': {
    method: 'GET',
    path: '/site-config',
    answer: z.object({ siteConfig: siteConfigSchema, activeThemeId: z.string() }),
    maxBodyBytes: ADMIN_MAX_BODY_BYTES,
  },
  'site-config/put': {
    roles: OWNER_ONLY,
    reads: 'site-config/get',
    method: 'PUT',
    path: '/site-config',
    request: siteConfigSchema,
    answer: siteConfigSchema,
    maxBodyBytes: ADMIN_MAX_BODY_BYTES,
  },
  /**
   * The active theme as published (what the merchant wrote, resolved value by value when a page
   * is drawn) with its version, also in the `ETag` header, and the theme editor's draft of it when
   * there is one. Read afresh from the database, never from a process's memo.
   */
  'theme/get': {
    method: 'GET',
    path: '/theme',
    answer: publishedThemeSchema.extend({ draft: storedThemeDraftSchema.nullable() }),
    maxBodyBytes: ADMIN_MAX_BODY_BYTES,
  },
  /**
   * Publishes a whole theme at once, for scripts and the command line; any draft stays. With an
   * `If-Match` header naming the version a read answered (or `*`), a theme published since
   * answers 409 with that theme and nothing is written. 422 names each refused value by its path.
   */
  'theme/put': {
    reads: 'theme/get',
    method: 'PUT',
    path: '/theme',
    request: themeConfigSchema,
    answer: publishedThemeSchema,
    maxBodyBytes: ADMIN_MAX_BODY_BYTES,
  },
  /**
   * Saves the theme editor's draft; shoppers still see the published theme. A draft with refused
   * values is kept all the same (an autosave must not lose a half-typed colour) and answers its
   * `problems`. With `If-Match` naming the draft version a read answered, a draft saved since
   * answers 409 with that draft and nothing is written; without it the save replaces the draft.
   * Not `reads`: autosaves are frequent, and the audit keeps their small answer rather than two bodies each.
   */
  'theme/draft/put': {
    method: 'PUT',
    path: '/theme/draft',
    request: z.strictObject({
      config: z.record(z.string(), z.unknown()).meta({ description: 'The theme as /schema/admin-api.json describes theme/put, refused values kept' }),
      basedOn: themeVersionSchema.optional().meta({ description: 'The published version the draft now builds on, once the editor has taken in a theme published since (omitted: kept)' }),
    }),
    answer: storedThemeDraftSchema.omit({ config: true }).extend({ created: z.boolean() }),
    maxBodyBytes: ADMIN_MAX_BODY_BYTES,
  },
  /**
   * Discards the theme editor's draft; shoppers' theme is untouched. With `If-Match` naming the
   * draft version a read answered, a draft saved since answers 409 with that draft (and no draft
   * left answers 409 with none) and nothing is removed; without it any draft goes. 404: no draft.
   */
  'theme/draft/delete': {
    reads: 'theme/get',
    method: 'DELETE',
    path: '/theme/draft',
    answer: z.object({ deleted: z.literal(true) }),
    maxBodyBytes: ADMIN_MAX_BODY_BYTES,
  },
  /**
   * Publishes `config` when it is given, else the saved draft, and removes the draft. The theme
   * must still be at the version `If-Match` names (else the draft's `basedOn`): a theme published
   * since answers 409 with that theme (themeConflict) and nothing is written, so of two staff
   * publishing over one version exactly one lands. 422 names each refused value by its path.
   */
  'theme/publish': {
    reads: 'theme/get',
    method: 'POST',
    path: '/theme/publish',
    request: z.strictObject({ config: z.unknown().optional().meta({ description: 'The theme to publish; omitted: the saved draft' }) }),
    answer: publishedThemeSchema,
    maxBodyBytes: ADMIN_MAX_BODY_BYTES,
  },
});
