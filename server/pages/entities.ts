import type { SiteMemo } from './site-memo';
import type { BlockRegistry } from '../../src/renderer/core/define-block';
import type { ResolvedBlock } from '../../src/renderer/core/resolve-page';
import type { RouteMatch } from '../../src/renderer/core/route-match';
import { localeChain, TRANSLATED_LOCALES, type TranslatedLocale } from '../../src/schema/languages';
import type { PageBody } from '../../src/schema/page';
import type { RouteKindData } from '../../src/schema/route-kind-data';
import type { DetailKind, RouteKind } from '../../src/schema/route-kinds';
import type { SiteConfig } from '../../src/schema/site-config';
import type { PaymentStep, ThankYou } from '../../src/schema/web-api/checkout';
import type { Database } from '../db/database';
import { localizedUrl, pageMetaInputSchema, type EntityMeta } from './meta';
import { findPageRow, type PageRow } from './page-rows';
import type { Shopper } from '../http/shopper';

export type EntityContext = {
  /** The page URL as the shopper asked for it (query included, page-data parameters removed). */
  url: URL;
  /** The public origin, for absolute URLs in meta. */
  origin: string;
  siteConfig: SiteConfig;
  /** The signed-in shopper the page is drawn for; null for a visitor. */
  shopper: Shopper | null;
  /** The guest's cart token, for the kinds drawn per visitor (the cart); null without one. */
  cartToken?: string | null;
  /** What every page of a language shares (the category tree, the tags), kept until the site changes. */
  site: SiteMemo;
  /** What the checkout's pages show of the payment providers; the services' payment service answers it. */
  payments: PaymentHints;
  /** A draft drawn in place of its page (the staff's preview): the composed pages are read with it. */
  draft?: PageRow | undefined;
};

export type PaymentHints = {
  /** The test cards the payment block lists for the offered methods' providers; null in production. */
  testCardsFor(providerCodes: readonly string[]): PaymentStep['demoCards'];
  /** Where the shopper sends the money for an order paid through this provider themselves (a bank transfer); null for others. */
  transferDetailsFor(providerCode: string, orderNo: string): ThankYou['bankTransfer'];
};

export type ResolvedEntity<Data extends Record<string, unknown> = Record<string, unknown>> = {
  /** Merged into page data `data`: what the page is about, as the kind's data schema says. */
  data: Data;
  meta: EntityMeta;
  /** The pages row holding this entity's own composed body, tried before `template:<kind>`. */
  bodyKey?: string;
};

/** What a detail URL named before the merchant renamed it: the page answers 301 to `movedTo` (a path, the request's query kept). */
export type MovedEntity = { movedTo: string };

/** Finds what a detail URL names, where it moved, or null when it does not exist (the page is then a 404). */
export type EntityResolver<Data extends Record<string, unknown> = Record<string, unknown>> = (
  match: RouteMatch,
  locale: TranslatedLocale,
  db: Database,
  context: EntityContext,
) => Promise<ResolvedEntity<Data> | MovedEntity | null>;

/** The resolver of one route kind: it returns that kind's page data, or the type check fails. */
export type KindResolver<K extends RouteKind> = EntityResolver<RouteKindData<K>>;

/**
 * Route kind → resolver, assembled where the services are built: the page layer runs
 * whichever resolvers it is given and knows nothing of the catalog. Detail kinds without a
 * resolver (or whose resolver answers null) are not found; other kinds may have one to add
 * data (the search results, say).
 */
export type KindResolvers = { [K in RouteKind]?: KindResolver<K> };
/** The shop's own map must serve every detail kind of the table: leaving one out is a type error. */
export type ShopResolvers = KindResolvers & { [K in DetailKind]: KindResolver<K> };

/** A composed page read from the pages table (or the draft previewed in its place), with the meta stored beside it. */
async function findComposedPage(keys: readonly string[], match: RouteMatch, db: Database, draft: PageRow | undefined) {
  const row = await findPageRow(db, keys, localeChain(match.lang), draft);
  // The page store keeps only translated locales; a row outside them is not a page to show.
  const locale = TRANSLATED_LOCALES.find((candidate) => candidate === row?.locale);
  if (!row || !locale) return null;
  const meta = pageMetaInputSchema.safeParse(row.meta);
  return { locale, meta: meta.success ? meta.data : {} };
}

/** A content page lives in the pages table under `page/<slug>`, whatever the page rule. */
function contentPageKey(slug: string | undefined): string | null {
  return slug ? `page/${slug}` : null;
}

const resolveContentPage: KindResolver<'page'> = async (match, _locale, db, context) => {
  const slug = match.params.slug;
  const key = contentPageKey(slug);
  const found = key ? await findComposedPage([key], match, db, context.draft) : null;
  if (!found || !key || !slug) return null;
  return { data: { page: { slug, locale: found.locale } }, meta: found.meta, bodyKey: key };
};

/**
 * A page the merchant composed under its own path (`app/store-locator`), else the kind's
 * template when one is composed: an app route or a custom category of type `custom` shows
 * whatever the merchant put there, and is not found while nothing is.
 */
function composedAtPath(kind: 'custom' | 'root'): KindResolver<'custom'> {
  return async (match, _locale, db, context) => {
    const found = await findComposedPage([match.path, `template:${kind}`], match, db, context.draft);
    if (!found) return null;
    return { data: { page: { slug: match.path, locale: found.locale } }, meta: found.meta, bodyKey: match.path };
  };
}

const resolveCustomPage = composedAtPath('custom');
const resolveRootComposed = composedAtPath('root');

/**
 * A root-level slug (`/about`) shows the content page of that slug. Its canonical URL is
 * the one under the page rule, so search engines see one address per page. A custom
 * category of type `root` without a `:slug` shows the page composed under its own path.
 */
const resolveRootPage: KindResolver<'root'> = async (match, locale, db, context) => {
  const slug = match.params.slug;
  if (slug === undefined) return resolveRootComposed(match, locale, db, context);
  const key = contentPageKey(slug);
  const found = key ? await findComposedPage([key], match, db, context.draft) : null;
  if (!found || !key) return null;
  const pagePath = context.siteConfig.rules.pageRule.replace(/:slug\b/, encodeURIComponent(slug));
  const canonical = pagePath.includes(':') || pagePath.includes('*') ? undefined : localizedUrl(context.origin, match.lang, pagePath);
  return {
    data: { page: { slug, locale: found.locale } },
    meta: { ...found.meta, ...(canonical ? { canonical } : {}) },
    bodyKey: key,
  };
};

/** The page layer's own kinds: pages whose body the merchant composed. */
export const composedPageResolvers = {
  page: resolveContentPage,
  root: resolveRootPage,
  custom: resolveCustomPage,
} satisfies KindResolvers;

export type PageDraft = {
  match: RouteMatch;
  locale: TranslatedLocale;
  pageBody: PageBody | null;
  /** Every block the page draws, body and layout regions, checked against the registry. */
  blocks: readonly ResolvedBlock[];
  registry: BlockRegistry;
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
