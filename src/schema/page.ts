import { z } from 'zod';
import { envelopeSchema } from './envelope';
import { URL_LANGUAGES } from './languages';
import { PAGE_LIMITS } from './limits';
import { metaSchema } from './meta';
import { pageShopperSchema } from './page-shopper';
import { resolvedThemeSchema } from './theme';

/**
 * The body a merchant composes: the template it belongs to and its blocks.
 * Blocks stay `unknown` here; the renderer core checks each one on its own.
 */
export const pageBodySchema = z.object({
  template: z.string().min(1).max(120),
  /** Spec §2: navigation keeps the scroll position on pages flagged not to reload. */
  noReload: z.boolean().default(false),
  blocks: z.array(z.unknown()).max(PAGE_LIMITS.maxBlocks),
});
export type PageBody = z.infer<typeof pageBodySchema>;

/** The template a new page's body starts with: `page` for a path, the route kind for its template, the region for a layout. */
export function templateOfKey(key: string): string {
  if (key === 'home') return 'home';
  const colon = key.indexOf(':');
  return colon === -1 ? 'page' : key.slice(colon + 1);
}

/**
 * The route the server resolved a URL to, echoed so the client renders without guessing:
 * `lang` is the page's language, resolved once on the server, which the client takes as is.
 */
export const pageRouteSchema = z.object({
  kind: z.string(),
  lang: z.enum(URL_LANGUAGES),
  path: z.string(),
  params: z.record(z.string(), z.string()).default({}),
});
export type PageRoute = z.infer<typeof pageRouteSchema>;

/**
 * The page data response of spec §3: `data` (what the page is about), `theme`, `pageBody`
 * (null when the page's template does not exist) and `meta`. The theme is resolved once, on
 * the server (one bad stored value costs only that value there); it travels complete and
 * checked, and the browser takes it as is.
 */
export const pageDataSchema = z.object({
  data: z.record(z.string(), z.unknown()).default({}),
  theme: resolvedThemeSchema,
  pageBody: pageBodySchema.nullable(),
  meta: metaSchema,
  route: pageRouteSchema,
  /**
   * Site-wide regions composed like a page body (navigation menu, footer). Empty regions
   * leave the layout's built-in header and footer in place.
   */
  layout: z
    .object({ header: z.array(z.unknown()).default([]), footer: z.array(z.unknown()).default([]) })
    .default({ header: [], footer: [] }),
  /** Who the page was drawn for: null for a visitor, whose page may be shared and cached. */
  shopper: pageShopperSchema.nullable().default(null),
  /**
   * The version of what this page shares with every page of its language (theme, layout, the
   * site's name, categories and languages; src/schema/shared-part.ts). A page data request
   * that names it (`shared=`) is answered without those parts, which the browser already holds.
   */
  shared: z.string().max(64).optional(),
  /**
   * The version of each list in `data.sources`, by its key: a hash of the list. A page data
   * request that names versions (`sources=`) is answered without those lists, which the
   * browser holds from the page it is leaving (src/schema/shared-part.ts).
   */
  sourceVersions: z.record(z.string().max(200), z.string().max(32)).optional(),
});
export type PageData = z.infer<typeof pageDataSchema>;
export type PageDataInput = z.input<typeof pageDataSchema>;

export const pageDataEnvelopeSchema = envelopeSchema(pageDataSchema.nullable());
