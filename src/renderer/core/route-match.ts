import { DEFAULT_LANGUAGE, isUrlLanguage, type UrlLanguage } from '../../schema/languages';
import { ROUTE_KINDS, type RouteKind, type RouteKindEntry, type RouteKindTable } from '../../schema/route-kinds';
import type { SiteConfig } from '../../schema/site-config';

/** What a URL is: its language, the kind of page, the parameters the pattern captured. */
export type RouteMatch<Kind extends string = string> = {
  lang: UrlLanguage;
  kind: Kind;
  params: Record<string, string>;
  /** The path without the language prefix and without slashes at either end. */
  path: string;
};

/** Matches `pattern` (segments, `:params`, optional trailing `*`) against a slash-free path. */
export function matchPattern(pattern: string, path: string): Record<string, string> | null {
  return matchSegments(segmentsOf(pattern), segmentsOf(path));
}

function segmentsOf(path: string): string[] {
  return path === '' ? [] : path.split('/');
}

function matchSegments(want: readonly string[], have: readonly string[]): Record<string, string> | null {
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const part = want[i]!;
    if (part === '*') {
      if (i !== want.length - 1) return null;
      params['*'] = have.slice(i).join('/');
      return params;
    }
    const segment = have[i];
    if (segment === undefined || segment === '') return null;
    if (part.startsWith(':')) params[part.slice(1)] = decodeSegment(segment);
    else if (part !== segment) return null;
  }
  return have.length === want.length ? params : null;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Splits the language prefix off a pathname: `/zh-HK/page/about` → `zh-HK`, `page/about`. */
export function splitLanguage(pathname: string, config: Pick<SiteConfig, 'languages'>): { lang: UrlLanguage; path: string } {
  const trimmed = pathname.replace(/^\/+|\/+$/g, '');
  const [first = '', ...rest] = trimmed.split('/');
  if (isUrlLanguage(first) && config.languages.includes(first)) return { lang: first, path: rest.join('/') };
  return { lang: DEFAULT_LANGUAGE, path: trimmed };
}

/** A kind's pattern with its detail rule or the user prefix filled in. */
function patternOf(path: string, entry: RouteKindEntry, config: SiteConfig, userPrefix: string): string {
  const { rules } = config;
  const isRule = (name: string): name is keyof typeof rules => Object.hasOwn(rules, name);
  const filled = path.replace(/\{(\w+)\}/g, (whole, name: string) => (isRule(name) ? rules[name] : whole));
  return entry.under === 'user' ? `${userPrefix}/${filled}` : filled;
}

/**
 * Resolves a pathname against the site config: custom categories first (merchants
 * override), then every kind's paths in table order (fixed routes, the user area, the
 * detail rules, a single segment as a root-level page). Null means the URL names nothing.
 * A table other than the shop's own is for tests that add a kind.
 */
export function matchRoute(pathname: string, config: SiteConfig): RouteMatch<RouteKind> | null;
export function matchRoute(pathname: string, config: SiteConfig, kinds: RouteKindTable): RouteMatch | null;
export function matchRoute(pathname: string, config: SiteConfig, kinds: RouteKindTable = ROUTE_KINDS): RouteMatch | null {
  const { lang, path } = splitLanguage(pathname, config);
  const found = (kind: string, params: Record<string, string>): RouteMatch => ({ lang, kind, params, path });

  for (const custom of config.customCategories) {
    const params = matchPattern(custom.path, path);
    if (params) return found(custom.type, params);
  }
  const have = segmentsOf(path);
  for (const { kind, want } of kindPatterns(config, kinds)) {
    const params = matchSegments(want, have);
    if (params) return found(kind, params);
  }
  return null;
}

type KindPattern = { kind: string; want: readonly string[] };

/**
 * Every kind's patterns, filled in and split, by site config and kinds table: both are the same
 * objects until the merchant changes the site, and filling in fifty-odd patterns for every
 * request took longer than matching them.
 */
const patternsMade = new WeakMap<SiteConfig, WeakMap<RouteKindTable, readonly KindPattern[]>>();

function kindPatterns(config: SiteConfig, kinds: RouteKindTable): readonly KindPattern[] {
  let byKinds = patternsMade.get(config);
  if (!byKinds) patternsMade.set(config, (byKinds = new WeakMap()));
  let patterns = byKinds.get(kinds);
  if (!patterns) {
    const userPrefix = config.userPrefix.replace(/^\/|\/$/g, '');
    patterns = Object.entries(kinds).flatMap(([kind, entry]) => entry.paths.map((pattern) => ({ kind, want: segmentsOf(patternOf(pattern, entry, config, userPrefix)) })));
    byKinds.set(kinds, patterns);
  }
  return patterns;
}
