import type { z } from 'zod';
import type { PageDataDeclaration, PageDataDeclarations, PageDataProps } from '../core/define-block';
import { issuesFromZod, type JsonPath } from '../core/json-path';

export type { PageDataDeclaration, PageDataDeclarations, PageDataProps } from '../core/define-block';

/**
 * Page data that a block needs is missing or does not match the catalog contract. The
 * message names every offending path (`data.articles[2].publishedAt: ...`), so the notice a
 * developer sees, and the report the server logs, point straight at the bad value.
 */
export class PageDataError extends Error {
  override name = 'PageDataError';
}

/** A declaration as `pageData` makes it: its schema once loaded, and the load under way. */
type Declared = PageDataDeclaration<unknown> & { schema?: z.ZodType; loading?: Promise<void> | undefined };

/**
 * What each schema made of each object it has checked. A page's data is one object that does
 * not change while the page is shown, so a block drawn again (a pick, a live stock change) gets
 * the very object it got before, checked once, rather than a new copy on every draw; and two
 * blocks declaring the same schema (the product page's detail and its reviews both read the
 * product) share the one check.
 */
const checkedBySchema = new WeakMap<z.ZodType, WeakMap<object, unknown>>();

/** Every declaration made so far. */
const declared: Declared[] = [];
/** Whether page data is checked: from the first `loadPageDataChecks` on. */
let checking = false;

/**
 * Names a piece of page data and the schema it is checked with, without loading it: the
 * browser draws the first page from data the server made and already drew, and fetches the
 * schemas later. The schema is named through its own module, loaded on demand. Declare each
 * once, at the top of a module, so its schema is built once.
 *
 * A block declares what it draws as its component's `pageData`; the renderer reads each key
 * from the page's `data`, checks it and passes it as the prop of that name:
 *
 * @example
 * const fromPage = { article: pageData(() => import('../../schema/catalog').then((catalog) => catalog.articleDetailSchema)) };
 * export default function ArticleDetail({ article }: ArticleDetailProps & PageDataProps<typeof fromPage>) {…}
 * ArticleDetail.pageData = fromPage;
 */
export function pageData<Schema extends z.ZodType>(load: () => Promise<Schema>): PageDataDeclaration<z.output<Schema>> {
  const declaration: Declared = { load };
  declared.push(declaration);
  // Checks have begun (a later page, the server): this one's schema is wanted as soon as it can come.
  if (checking) loadSchema(declaration).catch(() => {});
  return declaration as PageDataDeclaration<z.output<Schema>>;
}

function loadSchema(declaration: Declared): Promise<void> {
  return (declaration.loading ??= declaration.load().then(
    (schema) => {
      declaration.schema = schema;
    },
    (error: unknown) => {
      // The next call tries again.
      declaration.loading = undefined;
      throw error;
    },
  ));
}

/**
 * Checks page data from now on: loads the schema of every declaration made so far, and of each
 * one made later as soon as it is made (a block's code declares its page data as it loads).
 * The server does before it draws anything, and again once the page's block code is in; the
 * browser when it is idle after the first page, and before drawing any later page.
 */
export async function loadPageDataChecks(): Promise<void> {
  checking = true;
  await Promise.all(declared.map(loadSchema));
}

/**
 * What a block declares it draws (`Component.pageData`), read from the page's `data` and
 * checked, key by key as `readPageData` reads each: the props the renderer passes it. The
 * PageDataError of the first key that does not match names every offending path in it, so the
 * block's own error boundary shows it and the rest of the page still draws. Before the checks
 * are loaded (the browser's first page, drawn by the server from this very data) each value is
 * taken as it is.
 */
export function readPageDataProps<Declarations extends PageDataDeclarations>(
  data: Record<string, unknown>,
  declarations: Declarations,
): PageDataProps<Declarations> {
  return Object.fromEntries(
    Object.entries(declarations).map(([key, declaration]) => [key, readPageData(data, key, declaration)]),
  ) as PageDataProps<Declarations>;
}

/**
 * Reads `data[key]` checked against its declaration, or throws a PageDataError naming what is
 * wrong and where. The renderer reads what a block declares with it; a block reads with it what
 * it reads only sometimes, by its props or by the kind of page (a data source's list, the
 * current category), which it cannot declare as props. Before the checks are loaded (the
 * browser's first page, drawn by the server from this very data) the value is taken as it is.
 *
 * @example
 * const sources = readPageData(usePage().data, 'sources', sourceLists);
 */
export function readPageData<T>(
  data: Record<string, unknown>,
  key: string,
  declaration: PageDataDeclaration<T>,
  /** Where `data` sits in the page data, for the message: `['data', 'sources']` for a data source. */
  base: JsonPath = ['data'],
): T {
  const value = Object.hasOwn(data, key) ? data[key] : undefined;
  const declared = declaration as Declared;
  if (!declared.schema) return value as T;
  const { schema } = declared;
  let remembered: WeakMap<object, unknown> | undefined;
  if (typeof value === 'object' && value !== null) {
    remembered = checkedBySchema.get(schema);
    if (!remembered) checkedBySchema.set(schema, (remembered = new WeakMap()));
    if (remembered.has(value)) return remembered.get(value) as T;
  }
  const result = schema.safeParse(value);
  if (result.success) {
    remembered?.set(value as object, result.data);
    return result.data as T;
  }
  const problems = issuesFromZod(result.error, [...base, key]).map((issue) => `${issue.path}: ${issue.message}`);
  throw new PageDataError(`Page data does not match what this block draws: ${problems.join('; ')}`);
}
