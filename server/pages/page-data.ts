import { settleBlocks, type BlockIssue, type BlockRegistry, type ResolvedBlock } from '../../src/renderer/core';
import { matchRoute, splitLanguage, type RouteMatch } from '../../src/renderer/core/route-match';
import { resolveTheme } from '../../src/renderer/core/theme';
import { langPath, localeChain, type TranslatedLocale, type UrlLanguage } from '../../src/schema/languages';
import { pageBodySchema, pageDataSchema, type PageBody, type PageData } from '../../src/schema/page';
import { ROUTE_KIND_DATA, type RouteKindDataTable } from '../../src/schema/route-kind-data';
import { ROUTE_KINDS, type RouteKindTable } from '../../src/schema/route-kinds';
import type { SiteConfig } from '../../src/schema/site-config';
import type { Database } from '../db/database';
import { pages } from '../db/schema';
import { problemsFromZod, type Problem } from '../http/problems';
import type { Logger } from '../logger';
import type { EntityContext, EntityResolver, PageDataEnricher, PaymentHints, ResolvedEntity } from './entities';
import { cleanerFrom } from './clean-html';
import { buildMeta, pageMetaInputSchema, type PageMetaInput } from './meta';
import { loadPageRows, pickRow, withDraft, type PageRow } from './page-rows';
import { isDetailKind, kindsWithoutResolver, needsShopper, statusOfKind, type PageStatus } from './route-kinds';
import type { SiteMemo } from './site-memo';
import type { SiteSettingsService } from './site-settings';
import type { Shopper } from '../http/shopper';
import { sharedPartOf, sourcesOf, type SharedPart } from '../../src/schema/shared-part';
import { createVersionMemo, identityOf } from './content-version';

/** What the page data endpoint and server rendering know about the request. */
export type PageRequestContext = {
  /** Scheme and host the shopper used, for canonical and alternate URLs. */
  origin: string;
  userAgent?: string | undefined;
  referer?: string | undefined;
  cookies?: string | undefined;
  /** The signed-in shopper, from the request's session cookie or `x-auth` header; null for a visitor. */
  shopper: Shopper | null;
  /** The guest's cart token, from the request's own cart cookie (never the `cookies` parameter). */
  cartToken?: string | null;
};

export type PageDataResult =
  | { kind: 'page'; status: PageStatus; pageData: PageData; siteConfig: SiteConfig }
  | { kind: 'redirect'; status: 301 | 302; location: string }
  /** A page only a signed-in shopper may see, asked for by a visitor: `location` is the sign-in page that comes back to it. */
  | { kind: 'sign-in'; lang: UrlLanguage; location: string }
  | { kind: 'not-found'; lang: UrlLanguage; message: string; siteConfig: SiteConfig };

export type PageDataService = { getPageData(url: URL, context: PageRequestContext): Promise<PageDataResult> };

/**
 * The page data built from the database itself, and for staff with a draft drawn in place of its
 * published row (the composer's preview). Only the page cache and the admin API's preview hold it:
 * a page drawn with a draft is never kept, nor seen by a shopper.
 */
export type PageDataSource = { getPageData(url: URL, context: PageRequestContext, draft?: PageRow): Promise<PageDataResult> };

export type PageDataDependencies = {
  db: Database;
  siteSettings: SiteSettingsService;
  /** What every page of a language shares, kept until the site changes (server/pages/site-memo.ts). */
  site: SiteMemo;
  /** Handed to the resolvers as it is (see EntityContext). */
  payments: PaymentHints;
  registry: BlockRegistry;
  logger: Logger;
  /** Route kind → resolver; the kinds of `kinds` that are detail kinds each need one. */
  resolvers: Readonly<Partial<Record<string, EntityResolver>>>;
  enrichers: readonly PageDataEnricher[];
  /** The route kind table and its data schemas; the shop's own unless a test adds a kind. */
  kinds?: RouteKindTable;
  kindData?: RouteKindDataTable;
};

const LAYOUT_KEYS = { header: 'layout:header', footer: 'layout:footer' } as const;

type SettledBlocks = ReturnType<typeof settleBlocks>;
type SettledBody = { pageBody: PageBody; resolved: ResolvedBlock[] };

/** The parts of page data that are the same object on every page of a site version and language (or kind): checked once each. */
const SHARED_PARTS = ['theme', 'pageBody'] as const;
const ownPartsSchema = pageDataSchema.omit({ theme: true, pageBody: true });

/**
 * Turns a URL into the page data the renderer draws: the route, the entity it names, the
 * composed body (own key first, then the kind's template, each along the locale chain),
 * the site-wide layout regions, meta and the active theme.
 */
export function createPageDataService(deps: PageDataDependencies): PageDataSource {
  const { db, siteSettings, site, registry, logger } = deps;
  const { resolvers, enrichers } = deps;
  const kinds = deps.kinds ?? ROUTE_KINDS;
  const kindData: RouteKindDataTable = deps.kindData ?? ROUTE_KIND_DATA;
  // Found at start, not on the first shopper's visit to such a page.
  const unresolved = kindsWithoutResolver(kinds, resolvers);
  if (unresolved.length > 0) throw new Error(`Detail route kinds without a resolver: ${unresolved.join(', ')}`);
  /** Each body row's settled body (see `bodyOf`), for as long as the row is held. */
  const settledBodies = new WeakMap<PageRow, SettledBody | null>();
  /** What the contract check made of each shared part, for as long as the part is held. */
  const contractChecked = new WeakMap<object, unknown>();

  function parseBody(row: PageRow | undefined, route: string): PageBody | null {
    if (!row) return null;
    const parsed = pageBodySchema.safeParse(row.body);
    if (parsed.success) return parsed.data;
    logger.error('Stored page body is invalid; answering without a body', {
      route,
      key: row.key,
      locale: row.locale,
      problems: problemsFromZod(parsed.error, row.body),
    });
    return null;
  }

  function parseRowMeta(row: PageRow | undefined, route: string): PageMetaInput | undefined {
    if (!row) return undefined;
    const parsed = pageMetaInputSchema.safeParse(row.meta);
    if (parsed.success) return parsed.data;
    logger.warn('Stored page meta is invalid; ignoring it', { route, key: row.key, locale: row.locale, problems: problemsFromZod(parsed.error, row.meta) });
    return undefined;
  }

  /**
   * A resolver's data breaking its kind's schema is a server bug: it is logged with every
   * problem named and the page answers 500, never sending data the blocks would misread.
   */
  function checkEntity(entity: ResolvedEntity | null, kind: string, route: string): ResolvedEntity | null {
    const schema = Object.hasOwn(kindData, kind) ? kindData[kind] : undefined;
    if (!entity || !schema) return entity;
    const checked = schema.safeParse(entity.data);
    if (checked.success) return { ...entity, data: checked.data };
    const problems = problemsFromZod(checked.error, entity.data);
    logger.error('Resolver data breaks its route kind schema', { route, kind, problems });
    throw new Error(`Page data of kind ${kind} for ${route} breaks its schema: ${problems.map((p) => `${p.path}: ${p.message}`).join('; ')}`);
  }

  function logBlockIssues(route: string, region: string, issues: readonly BlockIssue[]) {
    for (const issue of issues) {
      logger.warn('Block issue', { route, region, blockId: issue.blockId, type: issue.type, kind: issue.kind, path: issue.path, message: issue.message });
    }
  }

  /** Stored blocks checked, at their current version, with their HTML cleaned; their issues logged. */
  function settleRegion(row: PageRow | undefined, stored: readonly unknown[], region: string, route: string): SettledBlocks {
    const settled = settleBlocks(stored, registry, cleanerFrom(row?.cleanHtml), region === 'pageBody' ? ['blocks'] : region.split('.'));
    logBlockIssues(route, region, settled.issues);
    return settled;
  }

  /**
   * A page's body as it leaves: checked, at its current version, with its HTML cleaned (when the
   * page was written, or here if it was not; the browser carries no sanitizer), beside the
   * checked blocks the enrichers read (their declared data sources). Settled once per row read:
   * a kind's template is read once per site version, so every product page, say, shares one,
   * its issues logged once, naming the page that read it first; a page's own row is read, and
   * settled, per page.
   */
  function bodyOf(row: PageRow | undefined, route: string): SettledBody | null {
    if (!row) return null;
    const known = settledBodies.get(row);
    if (known !== undefined) return known;
    const storedBody = parseBody(row, route);
    const settled = storedBody ? settleRegion(row, storedBody.blocks, 'pageBody', route) : null;
    const body = storedBody && settled ? { pageBody: { ...storedBody, blocks: settled.blocks }, resolved: settled.resolved } : null;
    settledBodies.set(row, body);
    return body;
  }

  /**
   * Our own output breaking the contract is a server bug: it fails loudly, naming every problem,
   * and is never sent. The parts every page of a language or kind shares (the theme, a
   * template's body) are the same objects page after page, and are checked once each.
   */
  function checkContract(candidate: Record<string, unknown>, route: string): PageData {
    const problems: Problem[] = [];
    const own = ownPartsSchema.safeParse(candidate);
    if (!own.success) problems.push(...problemsFromZod(own.error, candidate));
    const shared: Record<string, unknown> = {};
    for (const part of SHARED_PARTS) {
      const value = candidate[part];
      const known = typeof value === 'object' && value !== null ? contractChecked.get(value) : undefined;
      if (known !== undefined) {
        shared[part] = known;
        continue;
      }
      const result = pageDataSchema.shape[part].safeParse(value);
      if (!result.success) {
        problems.push(...problemsFromZod(result.error, value, [part]));
        continue;
      }
      if (typeof value === 'object' && value !== null) contractChecked.set(value, result.data);
      shared[part] = result.data;
    }
    if (!own.success || problems.length > 0) {
      throw new Error(`Page data for ${route} breaks the contract: ${problems.map((p) => `${p.path}: ${p.message}`).join('; ')}`);
    }
    // In the contract's own order (data, theme, pageBody, then the rest), as one parse of the whole would have made it.
    const { data, ...rest } = own.data;
    return { data, ...shared, ...rest } as PageData;
  }

  /** The header and footer of a language, settled once per site version (their issues logged once, naming the page that read them first). */
  function layoutOf(locales: readonly TranslatedLocale[], route: string, draft: PageRow | undefined): Promise<{ header: SettledBlocks; footer: SettledBlocks }> {
    const build = async () => {
      const layoutKeys = [LAYOUT_KEYS.header, LAYOUT_KEYS.footer];
      const rows = withDraft(await loadPageRows(db, layoutKeys, locales), draft, layoutKeys, locales);
      const headerRow = pickRow(rows, [LAYOUT_KEYS.header], locales);
      const footerRow = pickRow(rows, [LAYOUT_KEYS.footer], locales);
      return {
        header: settleRegion(headerRow, parseBody(headerRow, route)?.blocks ?? [], 'layout.header', route),
        footer: settleRegion(footerRow, parseBody(footerRow, route)?.blocks ?? [], 'layout.footer', route),
      };
    };
    return draft && (draft.key === LAYOUT_KEYS.header || draft.key === LAYOUT_KEYS.footer) ? build() : site.get(`layout:${locales.join(',')}`, build);
  }

  /**
   * The rows of a page's own key. Most pages (every product of a large catalog) have none:
   * the keys that have rows are known per site version, and only those are looked up.
   */
  async function ownRowsOf(key: string, locales: readonly TranslatedLocale[], draft: PageRow | undefined): Promise<PageRow[]> {
    if (draft?.key === key) return withDraft(await loadPageRows(db, [key], locales), draft, [key], locales);
    const keys = await site.get('page-keys', async () => new Set((await db.selectDistinct({ key: pages.key }).from(pages)).map((row) => row.key)));
    return keys.has(key) ? loadPageRows(db, [key], locales) : [];
  }

  /** A kind's template rows in a language's locales, read once per site version. */
  async function templateRows(kind: string, locales: readonly TranslatedLocale[], draft: PageRow | undefined): Promise<PageRow[]> {
    const key = `template:${kind}`;
    if (draft?.key === key) return withDraft(await loadPageRows(db, [key], locales), draft, [key], locales);
    return site.get(`template:${kind}:${locales.join(',')}`, () => loadPageRows(db, [key], locales));
  }

  /** The active theme's CSS values, checked once per site version. */
  function themeOf(stored: { id: string; config: unknown }, route: string) {
    return site.get(`theme:${stored.id}`, async () => {
      const resolved = resolveTheme(stored.config);
      for (const issue of resolved.issues) logger.warn('Theme issue', { route, themeId: stored.id, ...issue });
      return resolved.theme;
    });
  }

  async function getPageData(url: URL, context: PageRequestContext, draft?: PageRow): Promise<PageDataResult> {
    const { siteConfig, theme: storedTheme } = await siteSettings.get();

    // The default language has no prefix; `/en/...` would be a second address for every page.
    const firstSegment = url.pathname.split('/')[1];
    if (firstSegment === 'en') {
      // Collapsing the slashes keeps `/en//elsewhere.example` from leaving the site.
      const rest = `/${url.pathname.slice(3).replace(/^\/+/, '')}`;
      return { kind: 'redirect', status: 301, location: `${rest}${url.search}` };
    }

    const match = matchRoute(url.pathname, siteConfig, kinds);
    if (!match) {
      const { lang } = splitLanguage(url.pathname, siteConfig);
      return { kind: 'not-found', lang, message: `No page at ${url.pathname}`, siteConfig };
    }
    const route = `${langPath(match.lang)}/${match.path}`;
    if (context.shopper === null && needsShopper(match.kind, kinds)) {
      const back = new URLSearchParams({ redirect: `${url.pathname}${url.search}` });
      return { kind: 'sign-in', lang: match.lang, location: `${langPath(match.lang)}/auth/signin?${back.toString()}` };
    }
    const locales = localeChain(match.lang);
    const locale = locales[0] ?? 'en';
    const entityContext: EntityContext = { url, origin: context.origin, siteConfig, shopper: context.shopper, cartToken: context.cartToken ?? null, site, payments: deps.payments, draft };

    const resolver = resolvers[match.kind];
    const found = resolver ? await resolver(match, locale, db, entityContext) : null;
    // Renamed by the merchant: the old address keeps working, for search engines and bookmarks alike.
    if (found && 'movedTo' in found) return { kind: 'redirect', status: 301, location: `${found.movedTo}${url.search}` };
    const entity = checkEntity(found, match.kind, route);
    if (!entity && isDetailKind(match.kind, kinds)) {
      return { kind: 'not-found', lang: match.lang, message: `No ${match.kind} at ${url.pathname}`, siteConfig };
    }

    // The page's own body (a content page's, or one the merchant wrote for this entity) comes
    // first; the kind's template and the layout are the same for every page of the language.
    const bodyKeys = [entity?.bodyKey ?? ownKey(match), `template:${match.kind}`];
    const [ownRows, sharedRows, layout] = await Promise.all([
      ownRowsOf(bodyKeys[0]!, locales, draft),
      templateRows(match.kind, locales, draft),
      layoutOf(locales, route, draft),
    ]);
    const bodyRow = pickRow([...ownRows, ...sharedRows], bodyKeys, locales);
    const body = bodyOf(bodyRow, route);
    const pageBody = body?.pageBody ?? null;
    const blocks: ResolvedBlock[] = [...(body?.resolved ?? []), ...layout.header.resolved, ...layout.footer.resolved];
    const header = layout.header.blocks;
    const footer = layout.footer.blocks;

    const data: Record<string, unknown> = { template: pageBody?.template ?? match.kind, ...entity?.data };
    for (const enrich of enrichers) await enrich({ match, locale, pageBody, blocks, registry, data, layout: { header, footer } }, db, entityContext);

    const theme = await themeOf(storedTheme, route);

    const meta = buildMeta({
      origin: context.origin,
      lang: match.lang,
      kind: match.kind,
      path: match.path,
      siteConfig,
      entityMeta: entity?.meta,
      bodyMeta: parseRowMeta(bodyRow, route),
    });

    const candidate = {
      data,
      theme,
      pageBody,
      meta,
      route: { kind: match.kind, lang: match.lang, path: match.path, params: match.params },
      layout: { header, footer },
    };
    const checked = checkContract(candidate, route);
    const sourceVersions = sourceVersionsOf(checked);
    const pageData = { ...checked, shared: sharedVersionOf(checked), ...(sourceVersions ? { sourceVersions } : {}) };
    return { kind: 'page', status: statusOfKind(match.kind, kinds), pageData, siteConfig };
  }

  return { getPageData };
}

/**
 * The version of what a page shares with every page of its language: a hash of that part
 * itself, so every process names the same part alike and a merchant's change to any of it
 * is a new version, with nothing to bump or tell.
 */
function sharedVersionOf(page: PageData): string {
  return sharedVersions(sharedPartOf(page));
}

/*
 * Known by the objects they hold: the theme, the header's and footer's blocks, the category tree
 * and each data source's list are kept per site version (the site memo) and never changed, so
 * every page of a language names the same ones. The rest of `data.site` (its name, links and
 * languages) is made for every page, and small: it is part of the key as it is.
 */
const sharedVersions = createVersionMemo(22, ({ theme, layout, site }: SharedPart) => {
  const parts = `${identityOf(theme)}|${layout.header.map(identityOf).join()}|${layout.footer.map(identityOf).join()}`;
  if (site === null) return parts;
  const { categories, ...rest } = site;
  return `${parts}|${identityOf(categories)}|${JSON.stringify(rest)}`;
});
const sourceListVersions = createVersionMemo(16, identityOf);

/**
 * The version of each of a page's data source lists: a hash of the list, so the browser that
 * holds a list from another page is not sent it again while it is the same. Undefined when
 * the page has none.
 */
function sourceVersionsOf(page: PageData): Record<string, string> | undefined {
  const entries = Object.entries(sourcesOf(page.data) ?? {});
  if (entries.length === 0) return undefined;
  return Object.fromEntries(entries.map(([key, list]) => [key, sourceListVersions(list)]));
}

/** The pages row that belongs to this URL alone: `home`, or the matched path. */
function ownKey(match: RouteMatch): string {
  return match.kind === 'home' ? 'home' : match.path;
}
