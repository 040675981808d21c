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
 * Parses `data[key]` with `schema`, or throws a PageDataError naming what is wrong and where.
 * A block calls it while rendering, so its own error boundary catches the failure and the
 * rest of the page still draws.
 *
 * @example
 * const article = readPageData(usePage().data, 'article', articleDetailSchema);
 */
export function readPageData<Schema extends z.ZodType>(
  data: Record<string, unknown>,
  key: string,
  schema: Schema,
  /** Where `data` sits in the page data, for the message: `['data', 'sources']` for a data source. */
  base: ReadonlyArray<string | number> = ['data'],
): z.infer<Schema> {
  const value = Object.hasOwn(data, key) ? data[key] : undefined;
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const problems = issuesFromZod(result.error, [...base, key]).map((issue) => `${issue.path}: ${issue.message}`);
  throw new PageDataError(`Page data does not match what this block draws: ${problems.join('; ')}`);
}
