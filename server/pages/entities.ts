import type { RouteMatch } from '../../src/renderer/core/route-match';
import { localeChain, type TranslatedLocale } from '../../src/schema/languages';
import type { PageBody } from '../../src/schema/page';
import type { SiteConfig } from '../../src/schema/site-config';
import type { Database } from '../db/database';
import { localizedUrl, pageMetaInputSchema, type EntityMeta } from './meta';
import { findPageRow } from './page-rows';
import { catalogEnricher, catalogResolvers } from '../catalog/pages';

export type EntityContext = {
  /** The page URL as the shopper asked for it (query included, page-data parameters removed). */
  url: URL;
  /** The public origin, for absolute URLs in meta. */
  origin: string;
  siteConfig: SiteConfig;
};

export type ResolvedEntity = {
  /** Merged into page data `data`: what the page is about. */
  data: Record<string, unknown>;
  meta: EntityMeta;
  /** The pages row holding this entity's own composed body, tried before `template:<kind>`. */
  bodyKey?: string;
};

/** Finds what a detail URL names, or null when it does not exist (the page is then a 404). */
export type EntityResolver = (
  match: RouteMatch,
  locale: TranslatedLocale,
  db: Database,
  context: EntityContext,
) => Promise<ResolvedEntity | null>;

/** A content page lives in the pages table under `page/<slug>`, whatever the page rule. */
async function findContentPage(slug: string | undefined, match: RouteMatch, db: Database) {
  if (!slug) return null;
  const key = `page/${slug}`;
  const row = await findPageRow(db, [key], localeChain(match.lang));
  if (!row) return null;
  const meta = pageMetaInputSchema.safeParse(row.meta);
  return { key, row, meta: meta.success ? meta.data : {} };
}

const resolveContentPage: EntityResolver = async (match, _locale, db) => {
  const found = await findContentPage(match.params.slug, match, db);
  if (!found) return null;
  return { data: { page: { slug: match.params.slug, locale: found.row.locale } }, meta: found.meta, bodyKey: found.key };
};

/**
 * A root-level slug (`/about`) shows the content page of that slug. Its canonical URL is
 * the one under the page rule, so search engines see one address per page.
 */
const resolveRootPage: EntityResolver = async (match, _locale, db, context) => {
  const slug = match.params.slug;
  const found = await findContentPage(slug, match, db);
  if (!found || !slug) return null;
  const pagePath = context.siteConfig.rules.pageRule.replace(/:slug\b/, encodeURIComponent(slug));
  const canonical = pagePath.includes(':') || pagePath.includes('*') ? undefined : localizedUrl(context.origin, match.lang, pagePath);
  return {
    data: { page: { slug, locale: found.row.locale } },
    meta: { ...found.meta, ...(canonical ? { canonical } : {}) },
    bodyKey: found.key,
  };
};

/**
 * Route kind → resolver. Detail kinds without a resolver (or whose resolver answers null)
 * are not found; other kinds may have one to add data (the search results, say).
 */
export const entityResolvers: Partial<Record<string, EntityResolver>> = {
  page: resolveContentPage,
  root: resolveRootPage,
  ...catalogResolvers,
};

export type PageDraft = {
  match: RouteMatch;
  locale: TranslatedLocale;
  pageBody: PageBody | null;
  /** Page data `data`, to add to. */
  data: Record<string, unknown>;
  /** The site-wide regions drawn around the body. */
  layout?: { header: PageBody['blocks']; footer: PageBody['blocks'] };
};

/**
 * Run after the body is known, for data that depends on what the page draws: a product
 * list block naming a collection, the navigation menu's category tree.
 */
export type PageDataEnricher = (draft: PageDraft, db: Database, context: EntityContext) => Promise<void>;
export const pageDataEnrichers: PageDataEnricher[] = [catalogEnricher];
