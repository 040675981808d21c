import type { z } from 'zod';
import { issuesFromZod } from '../core/json-path';

/**
 * Page data that a block needs is missing or does not match the catalog contract. The
 * message names every offending path (`data.articles[2].publishedAt: ...`), so the notice a
 * developer sees, and the report the server logs, point straight at the bad value.
 */
export class PageDataError extends Error {
  override name = 'PageDataError';
}

/**
 * The page data contract's schemas (the catalog's, src/schema/catalog.ts, the checkout's and the returns'),
 * loaded only when page data is to be checked.
 */
export type CatalogSchemas = typeof import('../../schema/catalog') &
  typeof import('../../schema/web-api/checkout') &
  typeof import('../../schema/web-api/returns') &
  typeof import('../../schema/web-api/inquiry');

/** Which schema a block reads a piece of page data with, picked once the schemas are loaded. */
export type PageDataCheck<T> = { pick: (schemas: CatalogSchemas) => z.ZodType<T>; schema?: z.ZodType<T> };

/**
 * Names the schema a block reads page data with, without loading it: the browser draws the
 * first page from data the server made and already drew, and fetches the schemas later.
 * Declare checks once per module, so each schema is built once.
 *
 * @example
 * const productCheck = pageDataCheck((catalog) => catalog.productDetailSchema);
 */
export function pageDataCheck<Schema extends z.ZodType>(pick: (schemas: CatalogSchemas) => Schema): PageDataCheck<z.infer<Schema>> {
  return { pick } as PageDataCheck<z.infer<Schema>>;
}

/** `data.sources`, the lists that blocks with a data source read their own entry of. */
export const sourcesCheck = pageDataCheck((catalog) => catalog.sourceListsSchema.optional());

let catalogSchemas: CatalogSchemas | null = null;

/**
 * Loads the schemas page data is checked with. The server does before it draws anything;
 * the browser when it is idle after the first page, and before drawing any later page.
 */
export async function loadPageDataChecks(): Promise<void> {
  if (catalogSchemas) return;
  // One after the other: the checkout's schemas build on the catalog's.
  const catalog = await import('../../schema/catalog');
  const [checkout, returns, inquiry] = await Promise.all([
    import('../../schema/web-api/checkout'),
    import('../../schema/web-api/returns'),
    import('../../schema/web-api/inquiry'),
  ]);
  catalogSchemas = { ...catalog, ...checkout, ...returns, ...inquiry };
}

/**
 * Reads `data[key]` checked against the contract, or throws a PageDataError naming what is
 * wrong and where. A block calls it while rendering, so its own error boundary catches the
 * failure and the rest of the page still draws. Before the checks are loaded (the browser's
 * first page, drawn by the server from this very data) the value is taken as it is.
 *
 * @example
 * const article = readPageData(usePage().data, 'article', articleCheck);
 */
export function readPageData<T>(
  data: Record<string, unknown>,
  key: string,
  check: PageDataCheck<T>,
  /** Where `data` sits in the page data, for the message: `['data', 'sources']` for a data source. */
  base: ReadonlyArray<string | number> = ['data'],
): T {
  const value = Object.hasOwn(data, key) ? data[key] : undefined;
  if (!catalogSchemas) return value as T;
  check.schema ??= check.pick(catalogSchemas);
  const result = check.schema.safeParse(value);
  if (result.success) return result.data;
  const problems = issuesFromZod(result.error, [...base, key]).map((issue) => `${issue.path}: ${issue.message}`);
  throw new PageDataError(`Page data does not match what this block draws: ${problems.join('; ')}`);
}
