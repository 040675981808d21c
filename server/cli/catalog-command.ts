import { readFile, writeFile } from 'node:fs/promises';
import { refusedNamingIssues, runCommand, UsageError, type MerchantCommand, type Output } from './command-runner';
import { UncheckedBody } from './admin-client';

/*
 * `npm run catalog -- <command>`: the merchant's products from the terminal, through the
 * running shop's admin API (SHOP_URL, ADMIN_TOKEN), where each write is checked as a whole,
 * guarded by the version it was read at, and shown to shoppers at once.
 */

export const CATALOG_USAGE = `Usage: npm run catalog -- <command>

  product get <slug> [file.json]      A product as one document (to the terminal, or into the file)
  product put <slug> <file.json>      Create the product, or replace it with the file's document
  product archive <slug>              Take it off sale for good: no longer listed, searched, shown or
                                      sold; past orders, reviews and returns keep it
  product activate <slug>             Put a draft or an archived product on sale

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
    throw new Error(`Cannot read ${path}: ${(error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : String(error)}`, { cause: error });
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new Error(`${path} is not JSON: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}

export const CATALOG: MerchantCommand = {
  usage: CATALOG_USAGE,
  refused: refusedNamingIssues,
  async run(args, { output, admin }) {
    const [kind, command, ...rest] = args;
    if (kind !== 'product') throw new UsageError(kind === undefined ? 'No command given' : `Cannot understand "${args.join(' ')}"`);
    if (command === 'get' && (rest.length === 1 || rest.length === 2)) {
      const [slug = '', file] = rest;
      const { product } = (await admin.call('products/get', { params: { slug } })).data;
      const text = `${JSON.stringify(product, null, 2)}\n`;
      if (file === undefined) output.out(text.trimEnd());
      else {
        await writeFile(file, text);
        output.out(`Wrote product "${slug}" (version ${product.version}) to ${file}`);
      }
      return;
    }
    if (command === 'put' && rest.length === 2) {
      const [slug = '', file = ''] = rest;
      const document = await readDocument(file);
      const version = versionIn(document);
      const answer = await admin.call('products/put', { params: { slug }, body: new UncheckedBody(document), ...(version ? { headers: { 'if-match': `"${version}"` } } : {}) });
      const { product, created } = answer.data;
      output.out(`${created ? 'Created' : 'Updated'} product "${slug}" (version ${product.version}): ${product.variants.length} variant${product.variants.length === 1 ? '' : 's'}`);
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
    throw new UsageError(`Cannot understand "${args.join(' ')}"`);
  },
};

/** Runs one command; answers the exit code. */
export function catalogCommand(args: readonly string[], output: Output, env: NodeJS.ProcessEnv = process.env): Promise<number> {
  return runCommand(CATALOG, args, output, { env });
}
