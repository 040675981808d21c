import { ROUTE_KINDS, routeKindEntry, type RouteKindTable } from '../../src/schema/route-kinds';

/*
 * What the server reads from the route kind table. Each function takes the table so that a
 * test may add a kind; the shop passes its own.
 */

/** A detail kind's page exists only when its resolver finds what the URL names. */
export function isDetailKind(kind: string, kinds: RouteKindTable = ROUTE_KINDS): boolean {
  return routeKindEntry(kinds, kind)?.detail === true;
}

export type PageStatus = 200 | 403 | 404 | 500;
export function statusOfKind(kind: string, kinds: RouteKindTable = ROUTE_KINDS): PageStatus {
  return routeKindEntry(kinds, kind)?.status ?? 200;
}

/** Pages only a signed-in shopper may see, built for that shopper alone. */
export function needsShopper(kind: string, kinds: RouteKindTable = ROUTE_KINDS): boolean {
  return routeKindEntry(kinds, kind)?.needsShopper === true;
}

/** Pages whose data belongs to whoever asks, guest or shopper: built for each request, never shared. */
export function isPerVisitorKind(kind: string, kinds: RouteKindTable = ROUTE_KINDS): boolean {
  return routeKindEntry(kinds, kind)?.perVisitor === true;
}

/** Pages search engines should leave out: personal, transactional and error pages. */
export function isPrivateKind(kind: string, kinds: RouteKindTable = ROUTE_KINDS): boolean {
  return routeKindEntry(kinds, kind)?.private === true;
}

/** Detail kinds of `kinds` that no resolver serves: every URL of theirs would be a 404. */
export function kindsWithoutResolver(kinds: RouteKindTable, resolvers: Readonly<Partial<Record<string, unknown>>>): string[] {
  return Object.keys(kinds).filter((kind) => isDetailKind(kind, kinds) && !(Object.hasOwn(resolvers, kind) && resolvers[kind]));
}

/** Kinds of `kinds` whose data only blocks draw, but for which `templateKeys` hold no `template:<kind>`. */
export function kindsWithoutTemplate(kinds: RouteKindTable, templateKeys: readonly string[]): string[] {
  const keys = new Set(templateKeys);
  return Object.entries(kinds)
    .filter(([kind, entry]) => entry.defaultTemplate === true && !keys.has(`template:${kind}`))
    .map(([kind]) => kind);
}
