import { readFile, writeFile } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { refusedNamingIssues, runCommand, UsageError, type MerchantCommand, type Output } from './command-runner';
import { AdminRefusal, UncheckedBody, type AdminClient } from './admin-client';
import { everyProduct, exportCsv, importCsv } from './catalog-csv';
import { batchesOf, batchProblemsOf, cannotRead, fileSource, terminalReport, type ImportProblem, type ImportReport, type ImportSource } from './import-batches';
import type { ProblemSaid } from '../../src/schema/problem-words';

/*
 * `npm run catalog -- <command>`: the merchant's products, categories and articles from the terminal, through the
 * running shop's admin API (SHOP_URL, ADMIN_TOKEN), where each write is checked as a whole,
 * guarded by the version it was read at, and shown to shoppers at once.
 */

export const CATALOG_USAGE = `Usage: npm run catalog -- <command>

  export <file.jsonl>                 Every product, one whole document a line (every field and language)
  export <file.csv>                   Every product in Shopify's product CSV layout, its pictures in a
                                      "pictures" folder beside the file
  import <file.jsonl> [--dry-run]     Create or update each line's product (by its "slug"). Every line is
                                      checked first: one problem anywhere and nothing is imported, each
                                      problem named by line and field. --dry-run only checks, and says
                                      what an import would do. Importing the same file again changes nothing.
  import <file.csv> [--dry-run]       The same from Shopify's product CSV (by Handle, and SKU within it):
                                      problems named by row and column; a Type or tag the shop lacks is
                                      made; Image Src is a file beside the CSV (for an address, the file of
                                      its name); "Title [zh-HK]", "Option1 Value [zh-CN]"… give other languages
  product get <slug> [file.json]      A product as one document (to the terminal, or into the file)
  product put <slug> <file.json>      Create the product, or replace it with the file's document
  product archive <slug>              Take it off sale for good: no longer listed, searched, shown or
                                      sold; past orders, reviews and returns keep it
  product activate <slug>             Put a draft or an archived product on sale
  product picture add <slug> <file> [alt]
                                      Add a picture (JPEG, PNG, WebP, GIF or AVIF, at most 10 MB)
  product picture alt <slug> <n> <en|zh-CN|zh-HK> <text>
                                      What picture n shows, in that language (empty text: none)
  product picture remove <slug> <n>   Remove picture n
  product picture order <slug> <n> <n>…
                                      Put the pictures in this order, every picture's number once (the
                                      first is the one cards show); each keeps its number
  category list                       The category tree, with each one's products
  category get <slug> [file.json]     A category as one document
  category put <slug> <file.json>     Create, replace, move (parent), reorder (position) or rename (slug) it
  category remove <slug> [--move-to <slug>]
                                      Remove it; what it holds goes to --move-to, required when it holds anything
  tag|collection list|get|put|remove  The same for tags (products carry them: set on the product)
                                      and collections (the products they list, in order)
  article list                        Every article, drafts and archived ones too, latest first
  article get <slug> [file.json]      An article as one document
  article put <slug> <file.json>      Create the article, or replace it with the file's document (a
                                      "slug" other than <slug> renames it; the old address answers 301)
  article archive <slug>              Take it out of the shop for good: no longer shown, listed or
                                      commented on; its comments are kept ("put" it published to bring it back)

A document from "product get" keeps its "version": "product put" then writes only over that
version, and refuses (changing nothing) when someone changed the product since. Delete the
"version" line to write whatever is there. Stock in the file is used only for a new variant;
change an existing variant's stock with "npm run orders -- stock <sku> <n|+n|-n>".

A product: {"category": "tops", "translations": {"en": {"name", "descriptionHtml"?, "seoTitle"?,
  "seoDescription"?}, "zh-CN"?, "zh-HK"?}, "options"?: [{"code": "color", "name": {"en": "Colour"},
  "values": [{"code": "sand", "label": {"en": "Sand"}, "swatch"?: "#d8c7a6"}]}],
  "status"?: "active" | "draft" | "archived", "variants": [{"sku": "APRON-SAND", "optionValues"?: {"color": "sand"}, "priceCents": 4800,
  "compareAtCents"?, "stock"?, "picture"?, "weightGrams"?, "barcode"?}], "tags"?: ["gift-ideas"],
  "featuredRank"?: 1000}
A category: {"parent": "kitchen" | null, "position"?: 0, "slug"?: "new-slug",
  "translations": {"en": {"name", "description"?, "seoTitle"?, "seoDescription"?}, "zh-CN"?, "zh-HK"?}}
A tag: {"position"?, "translations": {…}}; a collection: {"position"?, "translations": {…}, "products": ["slug", …]}
An article: {"author": "Mei Lin", "status"?: "published" | "draft" | "archived", "publishedAt"?: "2026-11-12T09:00:00Z",
  "translations": {"en": {"title", "summary"?, "bodyHtml"?, "seoTitle"?, "seoDescription"?}, "zh-CN"?, "zh-HK"?},
  "art"?: {"kinds": ["mug", "teapot"], "colors": ["#8a6f4e"], "accent": "#c9a36a", "backdrop": "linen"}, "slug"?: "new-slug"}

The shop is SHOP_URL (default http://localhost:$PORT or 3000); ADMIN_TOKEN is the one it printed at start.`;

/** The version a file from "product get" carries, sent as If-Match. */
function versionIn(document: unknown): string | undefined {
  if (typeof document !== 'object' || document === null || !('version' in document)) return undefined;
  return typeof document.version === 'string' ? document.version : undefined;
}

async function readDocument(path: string): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    throw cannotRead(path, error);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new Error(`${path} is not JSON: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}

/** What `get` and `put` do alike for every kind: a document to the terminal or a file, and back with the version it was read at. */
type DocumentCalls = {
  what: 'product' | 'category' | 'tag' | 'collection' | 'article';
  read: (slug: string) => Promise<{ version: string }>;
  write: (slug: string, body: UncheckedBody, headers: Record<string, string>) => Promise<{ document: { version: string }; created: boolean; summary: string }>;
};

async function getOrPut(calls: DocumentCalls, command: string | undefined, rest: readonly string[], output: Output): Promise<boolean> {
  if (command === 'get' && (rest.length === 1 || rest.length === 2)) {
    const [slug = '', file] = rest;
    const document = await calls.read(slug);
    const text = `${JSON.stringify(document, null, 2)}\n`;
    if (file === undefined) output.out(text.trimEnd());
    else {
      await writeFile(file, text);
      output.out(`Wrote ${calls.what} "${slug}" (version ${document.version}) to ${file}`);
    }
    return true;
  }
  if (command === 'put' && rest.length === 2) {
    const [slug = '', file = ''] = rest;
    const document = await readDocument(file);
    const version = versionIn(document);
    const written = await calls.write(slug, new UncheckedBody(document), version ? { 'if-match': `"${version}"` } : {});
    output.out(`${written.created ? 'Created' : 'Updated'} ${calls.what} "${slug}" (version ${written.document.version})${written.summary}`);
    return true;
  }
  return false;
}

export const CATALOG: MerchantCommand = {
  usage: CATALOG_USAGE,
  refused: refusedNamingIssues,
  async run(args, { output, admin, env }) {
    const [kind, command, ...rest] = args;
    const csv = command?.toLowerCase().endsWith('.csv') === true;
    if (kind === 'export' && command !== undefined && rest.length === 0) return csv ? exportCsv(admin, env, command, output) : exportProducts(admin, command, output);
    if (kind === 'import' && command !== undefined && (rest.length === 0 || (rest.length === 1 && rest[0] === '--dry-run'))) {
      const report = terminalReport(output);
      await (csv ? importCsv : importProducts)(admin, fileSource(command), rest[0] === '--dry-run', report);
      return report.code();
    }
    if (kind === 'product') {
      const products: DocumentCalls = {
        what: 'product',
        read: async (slug) => (await admin.call('products/get', { params: { slug } })).data.product,
        write: async (slug, body, headers) => {
          const { product, created } = (await admin.call('products/put', { params: { slug }, body, headers })).data;
          return { document: product, created, summary: `: ${product.variants.length} variant${product.variants.length === 1 ? '' : 's'}` };
        },
      };
      if (await getOrPut(products, command, rest, output)) return;
      if (command === 'picture' && rest[0] === 'add' && (rest.length === 3 || rest.length === 4)) {
        const [, slug = '', file = '', alt] = rest;
        const bytes = await readFile(file).catch((error: unknown) => {
          throw cannotRead(file, error);
        });
        const { data } = await admin.call('products/pictures/add', { params: { slug }, query: { alt }, body: new Uint8Array(bytes) });
        output.out(`Added picture ${data.position} to product "${slug}" (${data.product.pictures.length} in all)`);
        return;
      }
      if (command === 'picture' && rest[0] === 'alt' && rest.length === 5) {
        const [, slug = '', position = '', locale = '', alt = ''] = rest;
        const { product } = (await admin.call('products/get', { params: { slug } })).data;
        const picture = product.pictures.find((candidate) => String(candidate.position) === position);
        const described = { en: '', ...picture?.alt, [locale]: alt };
        const { data } = await admin.call('products/pictures/put', { params: { slug, position }, body: new UncheckedBody({ alt: described }) });
        output.out(`Picture ${position} of product "${slug}" now reads, in ${locale}: ${data.product.pictures.find((candidate) => String(candidate.position) === position)?.alt[locale] ?? '(nothing)'}`);
        return;
      }
      if (command === 'picture' && rest[0] === 'remove' && rest.length === 3) {
        const [, slug = '', position = ''] = rest;
        const { data } = await admin.call('products/pictures/delete', { params: { slug, position } });
        output.out(`Removed picture ${position} of product "${slug}" (${data.product.pictures.length} left)`);
        return;
      }
      if (command === 'picture' && rest[0] === 'order' && rest.length >= 3) {
        const [, slug = '', ...positions] = rest;
        // Sent as typed: the shop names a number that is not one of its pictures, or one left out.
        const order = positions.map((position) => (/^\d+$/.test(position) ? Number(position) : position));
        const { data } = await admin.call('products/pictures/order', { params: { slug }, body: new UncheckedBody({ order }) });
        output.out(`The pictures of product "${slug}" are now shown in this order: ${data.product.pictures.map((picture) => picture.position).join(', ')}`);
        return;
      }
      const status = command === 'archive' ? 'archived' : command === 'activate' ? 'active' : null;
      if (status && rest.length === 1) {
        const [slug = ''] = rest;
        // Read, then written back over the version read: a change made meanwhile is never lost.
        const { product } = (await admin.call('products/get', { params: { slug } })).data;
        const written = await admin.call('products/put', { params: { slug }, body: { ...product, status }, headers: { 'if-match': `"${product.version}"` } });
        output.out(`Product "${slug}" is ${written.data.product.status === 'active' ? 'on sale' : 'archived'} (version ${written.data.product.version})`);
        return;
      }
    }
    if (kind === 'category') {
      const categoryCalls: DocumentCalls = {
        what: 'category',
        read: async (slug) => (await admin.call('categories/get', { params: { slug } })).data.category,
        write: async (slug, body, headers) => {
          const { category, created } = (await admin.call('categories/put', { params: { slug }, body, headers })).data;
          return { document: category, created, summary: category.parent ? ` under "${category.parent}"` : ' at the top' };
        },
      };
      if (await getOrPut(categoryCalls, command, rest, output)) return;
      if (command === 'list' && rest.length === 0) {
        const { categories } = (await admin.call('categories/list')).data;
        const depthOf = new Map<string, number>();
        for (const category of categories) {
          const depth = category.parent === null ? 0 : (depthOf.get(category.parent) ?? 0) + 1;
          depthOf.set(category.slug, depth);
          output.out(`${'  '.repeat(depth)}${category.slug}  ${category.name} (${category.productCount} product${category.productCount === 1 ? '' : 's'})`);
        }
        return;
      }
      const moveTo = rest[1] === '--move-to' ? rest[2] : undefined;
      if (command === 'remove' && (rest.length === 1 || (rest.length === 3 && moveTo))) {
        const [slug = ''] = rest;
        const { data } = await admin.call('categories/delete', { params: { slug }, query: { moveTo } });
        const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
        const moved = moveTo ? `; ${counted(data.movedProducts, 'product', 'products')} and ${counted(data.movedCategories, 'sub-category', 'sub-categories')} moved to "${moveTo}"` : '';
        output.out(`Removed category "${slug}"${moved}`);
        return;
      }
    }
    if (kind === 'tag' || kind === 'collection') {
      const calls: DocumentCalls =
        kind === 'tag'
          ? {
              what: 'tag',
              read: async (slug) => (await admin.call('tags/get', { params: { slug } })).data.tag,
              write: async (slug, body, headers) => {
                const { tag, created } = (await admin.call('tags/put', { params: { slug }, body, headers })).data;
                return { document: tag, created, summary: '' };
              },
            }
          : {
              what: 'collection',
              read: async (slug) => (await admin.call('collections/get', { params: { slug } })).data.collection,
              write: async (slug, body, headers) => {
                const { collection, created } = (await admin.call('collections/put', { params: { slug }, body, headers })).data;
                return { document: collection, created, summary: `: ${collection.products.length} product${collection.products.length === 1 ? '' : 's'}` };
              },
            };
      if (await getOrPut(calls, command, rest, output)) return;
      if (command === 'list' && rest.length === 0) {
        const listed = kind === 'tag' ? (await admin.call('tags/list')).data.tags : (await admin.call('collections/list')).data.collections;
        for (const entry of listed) output.out(`${entry.slug}  ${entry.name} (${entry.productCount} product${entry.productCount === 1 ? '' : 's'})`);
        return;
      }
      if (command === 'remove' && rest.length === 1) {
        const [slug = ''] = rest;
        if (kind === 'tag') await admin.call('tags/delete', { params: { slug } });
        else await admin.call('collections/delete', { params: { slug } });
        output.out(`Removed ${kind} "${slug}"`);
        return;
      }
    }
    if (kind === 'article' && (await runArticleCommand(admin, command, rest, output))) return;
    throw new UsageError(kind === undefined ? 'No command given' : `Cannot understand "${args.join(' ')}"`);
  },
};

/** `article …`: true when it was one of the article commands. */
async function runArticleCommand(admin: AdminClient, command: string | undefined, rest: readonly string[], output: Output): Promise<boolean> {
  const articleCalls: DocumentCalls = {
    what: 'article',
    read: async (slug) => (await admin.call('articles/get', { params: { slug } })).data.article,
    write: async (slug, body, headers) => {
      const { article, created } = (await admin.call('articles/put', { params: { slug }, body, headers })).data;
      return { document: article, created, summary: `: ${article.status}${article.slug === slug ? '' : `, now at "${article.slug}"`}` };
    },
  };
  if (await getOrPut(articleCalls, command, rest, output)) return true;
  if (command === 'list' && rest.length === 0) {
    let after: string | undefined;
    do {
      const { data } = await admin.call('articles/list', { query: { after } });
      for (const article of data.articles) {
        const comments = `${article.comments} comment${article.comments === 1 ? '' : 's'}`;
        output.out(`${article.slug}  ${article.publishedAt.slice(0, 10)}  ${article.status}  ${article.title} (${comments})`);
      }
      after = data.next ?? undefined;
    } while (after !== undefined);
    return true;
  }
  if (command === 'archive' && rest.length === 1) {
    const [slug = ''] = rest;
    const { data } = await admin.call('articles/archive', { params: { slug } });
    const kept = `${data.article.comments} comment${data.article.comments === 1 ? '' : 's'} kept`;
    output.out(`Article "${slug}" ${data.changed ? 'is archived' : 'was already archived'} (version ${data.article.version}; ${kept})`);
    return true;
  }
  return false;
}

/** Every product as one line of JSON (its whole document), in the order they were made, read as they are sent. */
export async function* productLines(admin: AdminClient): AsyncGenerator<string> {
  for await (const listed of everyProduct(admin)) yield JSON.stringify((await admin.call('products/get', { params: { slug: listed.slug } })).data.product);
}

/** Every product, one document a line, in the order they were made. */
async function exportProducts(admin: AdminClient, file: string, output: Output): Promise<number> {
  const lines: string[] = [];
  for await (const line of productLines(admin)) lines.push(line);
  await writeFile(file, lines.map((line) => `${line}\n`).join(''));
  output.out(`Exported ${lines.length} product${lines.length === 1 ? '' : 's'} to ${file}`);
  return 0;
}

type ImportLine = { line: number; slug: string; document: unknown };

/** A problem of one line, said as the merchant reads it: `line 3 (slug), field: message`. */
function lineProblem(line: number, field: string, message: string, slug?: string, said?: ProblemSaid): ImportProblem {
  const text = `line ${line}${slug === undefined ? '' : ` (${slug})`}${field ? `, ${field}` : ''}: ${message}`;
  return { row: line, column: field, message, ...(said ? { said } : {}), text };
}

/** The file's products, line by line as it streams in (so a long file never sits in memory), and the problems of the lines that are not one. */
async function* importLines(source: ImportSource, problems: ImportProblem[]): AsyncGenerator<ImportLine> {
  const input = await source.open();
  input.setEncoding('utf8');
  const reader = createInterface({ input, crlfDelay: Infinity });
  const seen = new Map<string, number>();
  let number = 0;
  for await (const text of reader) {
    number += 1;
    if (text.trim() === '') continue;
    let document: unknown;
    try {
      document = JSON.parse(text);
    } catch (error) {
      problems.push(lineProblem(number, '', `not JSON (${error instanceof Error ? error.message : String(error)})`));
      continue;
    }
    const slug = typeof document === 'object' && document !== null && 'slug' in document && typeof document.slug === 'string' ? document.slug : null;
    if (slug === null) {
      problems.push(lineProblem(number, 'slug', "is required, the product's address"));
      continue;
    }
    const first = seen.get(slug);
    if (first !== undefined) {
      problems.push(lineProblem(number, 'slug', `"${slug}" is on line ${first} too`));
      continue;
    }
    seen.set(slug, number);
    yield { line: number, slug, document };
  }
}

/** A batch written (or, dry, checked) as the shop would: what each product became, or its problems named by line and field. */
async function writeBatch(admin: AdminClient, batch: readonly ImportLine[], dryRun: boolean, problems: ImportProblem[]): Promise<{ created: boolean; changed: boolean }[] | null> {
  // A document from "product get" carries its slug, version and pictures: the batch takes the write's fields.
  const products = batch.map((entry) => ({ slug: entry.slug, product: entry.document }));
  try {
    const { data } = await admin.call('products/batch', { query: { dryRun: dryRun ? 'true' : undefined }, body: new UncheckedBody({ products }) });
    return data.results;
  } catch (error) {
    if (!(error instanceof AdminRefusal)) throw error;
    const found = batchProblemsOf(error.answer.data);
    const first = batch[0]!.line;
    const last = batch.at(-1)!.line;
    if (found.length === 0) problems.push({ row: first, column: '', message: error.answer.msg, text: `lines ${first}–${last}: ${error.answer.msg}` });
    for (const problem of found) {
      const entry = batch[problem.index] ?? batch[0]!;
      problems.push(lineProblem(entry.line, problem.path, problem.message, entry.slug, problem.said));
    }
    return null;
  }
}

const counted = (n: number, what: string) => `${n} ${what}`;
type Counts = { created: number; updated: number; unchanged: number };
const summary = (counts: Counts) => `${counted(counts.created, 'created')}, ${counted(counts.updated, 'updated')}, ${counted(counts.unchanged, 'unchanged')}`;
const tally = (counts: Counts, results: readonly { created: boolean; changed: boolean }[]) => {
  for (const result of results) counts[result.created ? 'created' : result.changed ? 'updated' : 'unchanged'] += 1;
};
const outcomeOf = (products: number, counts: Counts) => ({ products, ...counts, categories: 0, tags: 0, pictures: 0, collections: 0 });

/** Imports the JSON lines `source` reads (or, dry, only checks them), telling `report` how it goes. */
export async function importProducts(admin: AdminClient, source: ImportSource, dryRun: boolean, report: ImportReport): Promise<void> {
  const started = performance.now();
  const problems: ImportProblem[] = [];
  const planned: Counts = { created: 0, updated: 0, unchanged: 0 };
  let products = 0;
  // First every batch is checked, as a real write would be and taking nothing from the shop; then, with no problem anywhere, written.
  for await (const batch of batchesOf(importLines(source, problems))) {
    products += batch.length;
    const results = await writeBatch(admin, batch, true, problems);
    if (results) tally(planned, results);
    report.progress({ phase: 'checking', done: products, total: null });
  }
  if (problems.length > 0) {
    report.refused(
      problems.sort((a, b) => a.row - b.row),
      `Nothing was imported: ${counted(problems.length, problems.length === 1 ? 'problem' : 'problems')} in ${source.name}`,
    );
    return;
  }
  if (dryRun) {
    report.finished(`Checked ${counted(products, 'products')}, no problems; an import would leave ${summary(planned)}`, outcomeOf(products, planned), true);
    return;
  }
  const done: Counts = { created: 0, updated: 0, unchanged: 0 };
  let written = 0;
  report.progress({ phase: 'writing', done: 0, total: products });
  for await (const batch of batchesOf(importLines(source, problems))) {
    const results = await writeBatch(admin, batch, false, problems);
    if (!results) {
      // Changed since the check (another write took a slug or SKU): the batches before stay written, this one and those after are not.
      report.refused(
        problems,
        `Stopped at line ${batch[0]!.line}: ${written} of ${products} products were imported; import the file again once this is mended (what is imported stays unchanged)`,
      );
      return;
    }
    tally(done, results);
    written += batch.length;
    report.progress({ phase: 'writing', done: written, total: products });
  }
  report.finished(`Imported ${counted(products, 'products')}: ${summary(done)} (${((performance.now() - started) / 1000).toFixed(1)} s)`, outcomeOf(products, done), false);
}

/** Runs one command; answers the exit code. */
export function catalogCommand(args: readonly string[], output: Output, env: NodeJS.ProcessEnv = process.env): Promise<number> {
  return runCommand(CATALOG, args, output, { env });
}
