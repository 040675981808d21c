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
const LAYOUT_KEYS = new Set(['layout:header', 'layout:footer']);

/** `home`, a path (`page/about`), `template:<kind>` or `layout:header` / `layout:footer`. */
export const pageKeySchema = z
  .string()
  .trim()
  .min(1)
  .max(300)
  .superRefine((key, context) => {
    if (key === 'home' || LAYOUT_KEYS.has(key)) return;
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

export const PAGE_CALLS = forRoles(EDITORS, {
  /**
   * 201 when the page is new, 200 when it replaced one. With an `If-Match` header naming the
   * version a read answered (or `*` for any existing page), a page changed since answers 409
   * and nothing is written: two merchants editing one page never overwrite each other silently.
   */
  'pages/put': {
    reads: 'pages/get',
    method: 'PUT',
    path: '/pages',
    request: z.unknown().meta({ description: 'A page write {key, locale, pageBody, meta?}; pageBody as /schema/page-body.json describes it' }),
    answer: z.object({ key: z.string(), locale: z.string(), created: z.boolean(), updatedAt: z.string(), version: pageVersionSchema }),
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
  /** The active theme as stored: what the merchant wrote, resolved value by value when a page is drawn. */
  'theme/get': {
    method: 'GET',
    path: '/theme',
    answer: storedThemeSchema,
    maxBodyBytes: ADMIN_MAX_BODY_BYTES,
  },
  'theme/put': {
    reads: 'theme/get',
    method: 'PUT',
    path: '/theme',
    request: themeConfigSchema,
    answer: storedThemeSchema,
    maxBodyBytes: ADMIN_MAX_BODY_BYTES,
  },
});
