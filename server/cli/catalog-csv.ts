import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import sharp from 'sharp';
import type { ListedProduct, ProductDocument, ProductWrite } from '../../src/schema/admin-api/products';
import { COLLECTION_MAX_PRODUCTS, collectionWriteSchema, type CollectionDocument } from '../../src/schema/admin-api/taxonomy';
import { importProblem } from '../../src/schema/problem-words';
import { AdminRefusal, adminTarget, UncheckedBody, type AdminClient } from './admin-client';
import type { Output } from './command-runner';
import { batchesOf, batchProblemsOf, type ImportReport, type ImportSource, type PictureFiles } from './import-batches';
import {
  CSV_COLUMNS as C,
  csvText,
  csvHeader,
  describeProblem,
  exportedPictureName,
  inLanguage,
  nameFromSlug,
  optionNameColumn,
  optionValueColumn,
  OTHER_LOCALES,
  pictureFileOf,
  streamShopifyCsv,
  rowsOfProduct,
  slugFrom,
  type CsvFileFacts,
  type CsvProblem,
  type CsvProduct,
  type ExportedProduct,
  type PictureAlt,
  type PictureName,
  type Words,
} from './shopify-csv';

/*
 * `npm run catalog -- import <file.csv>` and `export <file.csv>`: Shopify's product CSV against
 * the shop's products, through the admin API. Every row is read and every product checked by the
 * shop (a dry run of its write) before anything is written: one problem anywhere and nothing is,
 * each problem named by row and column. A product the shop has is updated by its Handle and keeps
 * what the file cannot say (its place in the featured order, display flags, swatches, and the
 * languages the file has no columns for); a variant keeps its stock by its SKU. Types, tags and
 * collections the shop does not have yet are made, and pictures come from files beside the CSV
 * (or, from the back office, from those sent with it), but for those named as the shop's export
 * names them: those are the product's own, shown in the file's order. A product is added to the
 * collections its row names, never taken out of one: a file that leaves a collection out says
 * nothing about it.
 */

/** What an import will do for one product. */
type PlannedProduct = {
  csv: CsvProduct;
  existing: ProductDocument | null;
  /** The write, with each variant showing a picture the product has now. */
  write: ProductWrite;
  /** The picture files to add (those that are none of the shop's), in order. */
  newPictures: { file: string; alt: PictureAlt }[];
  /** For each of the file's pictures, by its index, the number of the shop's picture it is (null: the next of `newPictures`). */
  shopPictures: (number | null)[];
  /** Whether the shop shows the pictures it has in another order than the file's. */
  reordered: boolean;
  /** What each of the file's pictures is to show, by its index in the file, where the shop's says otherwise. */
  altChanges: { index: number; alt: Record<string, string> }[];
  /** For each variant, the index of its picture in the file's pictures (null: the first). */
  variantPictures: (number | null)[];
};

type Names = { slug: string; name: string }[];
type NewListing = { slug: string; words: Words };

/** A product a collection is to list, and the row naming it there. */
type CollectionMember = { handle: string; row: number };

type Plan = {
  newCategories: Map<string, NewListing>;
  newTags: Map<string, NewListing>;
  newCollections: Map<string, NewListing>;
  /** For each collection the file names, by slug, the products naming it, in the file's order. */
  collectionMembers: Map<string, CollectionMember[]>;
  problems: CsvProblem[];
};

const emptyPlan = (): Plan => ({ newCategories: new Map(), newTags: new Map(), newCollections: new Map(), collectionMembers: new Map(), problems: [] });

/** The shop's slug for a Type or tag as written: its slug, or the one whose English name it is, or a new one. */
function listingFor(written: string, known: Names, made: Map<string, NewListing>, words: Words): { slug: string } | { problem: string } {
  const slug = slugFrom(written);
  const exact = known.find((entry) => entry.slug === written) ?? (slug === '' ? undefined : known.find((entry) => entry.slug === slug));
  if (exact) return { slug: exact.slug };
  const named = known.filter((entry) => entry.name.toLowerCase() === written.toLowerCase());
  if (named.length === 1) return { slug: named[0]!.slug };
  if (named.length > 1) return { problem: `"${written}" names ${named.length} of them (${named.map((entry) => entry.slug).join(', ')}): write the slug of the one meant` };
  if (slug === '') return { problem: `"${written}" gives no address: write it with some Latin letters or digits (other languages go in their own columns)` };
  if (!made.has(slug)) made.set(slug, { slug, words: written === slug ? { ...words, en: nameFromSlug(slug) } : words });
  return { slug };
}

/** A code not yet taken in `taken`, from the words (or `fallback` when they have no Latin letters). */
function freeCode(words: string, fallback: string, taken: Set<string>): string {
  const base = (slugFrom(words) || fallback).slice(0, 36).replace(/-+$/, '') || fallback;
  let code = base;
  for (let n = 2; taken.has(code); n += 1) code = `${base}-${n}`;
  taken.add(code);
  return code;
}

/**
 * Which of the shop's pictures each of the file's pictures is (its number), or null for a file to
 * add. A picture named as the shop's exports name it is that picture wherever the file puts it:
 * `pictures/<slug>-<number>.webp` beside the terminal's export, or the picture's own address in
 * the shop (the back office's export), a number the product has. That holds only when every
 * picture the file gives the product is so named, each once. Otherwise the file's pictures are the
 * shop's in the order it shows them, and those beyond are added: a merchant's own file names say
 * nothing of which picture is which, and a mix of the two rules would be harder to foresee than either.
 */
function shopPicturesOf(files: readonly { file: string; src: string }[], existing: ProductDocument | null): (number | null)[] {
  const had = existing?.pictures ?? [];
  if (existing !== null && files.length > 0) {
    const byName = new Map(had.flatMap((picture) => [[exportedPictureName(existing.slug, picture.position), picture.position] as const, [picture.src, picture.position] as const]));
    const named = files.map(({ file, src }) => byName.get(file) ?? byName.get(addressPathOf(src)));
    if (named.every((position): position is number => position !== undefined) && new Set(named).size === named.length) return named;
  }
  return files.map((_, index) => had[index]?.position ?? null);
}

/** The path of a web address (`https://shop.example/images/…` → `/images/…`); anything else as it is. */
function addressPathOf(src: string): string {
  if (!/^https?:\/\//i.test(src)) return src;
  try {
    return new URL(src).pathname;
  } catch {
    return src;
  }
}

/**
 * The order the shop is to show a product's pictures in: those the file names, in its order, then
 * those it has and the file does not name, in the order they had. An import removes no picture: a
 * file leaving one out says nothing about it.
 */
function pictureOrder(named: readonly number[], had: readonly number[]): number[] {
  return [...named, ...had.filter((position) => !named.includes(position))];
}

/** The product write the file's product makes, over what the shop has. */
export function planProduct(csv: CsvProduct, existing: ProductDocument | null, category: string, tags: string[]): Omit<PlannedProduct, 'csv' | 'existing'> {
  const translations: ProductWrite['translations'] = { en: csv.translations.en };
  for (const locale of OTHER_LOCALES) {
    const text = locale in csv.translations ? csv.translations[locale] : existing?.translations[locale];
    if (text) translations[locale] = text;
  }
  const optionCodes = new Set<string>();
  const options = csv.options.map((option, index) => {
    const before = existing?.options.find((known) => known.name.en.toLowerCase() === option.name.en.toLowerCase());
    const code = before && !optionCodes.has(before.code) ? (optionCodes.add(before.code), before.code) : freeCode(option.name.en, `option-${index + 1}`, optionCodes);
    // Values the shop has keep its order (and those no variant uses stay: a CSV names values only through variants); new ones follow.
    const kept = (before?.values ?? []).map((was) => {
      const written = option.values.find((value) => value.label.en === was.label.en);
      return { code: was.code, label: { ...was.label, ...written?.label }, swatch: was.swatch };
    });
    const valueCodes = new Set(kept.map((value) => value.code));
    const added = option.values
      .filter((value) => !kept.some((was) => was.label.en === value.label.en))
      .map((value, at) => ({ code: freeCode(value.label.en, `value-${kept.length + at + 1}`, valueCodes), label: value.label, swatch: null }));
    return { code, name: { ...before?.name, ...option.name }, values: [...kept, ...added] };
  });

  const files = csv.pictures.map((picture) => ({ file: pictureFileOf(picture.src), alt: picture.alt, src: picture.src }));
  for (const variant of csv.variants) {
    if (variant.image !== null && !files.some((file) => file.src === variant.image)) files.push({ file: pictureFileOf(variant.image), alt: { en: '' }, src: variant.image });
  }
  const had = existing?.pictures ?? [];
  const shopPictures = shopPicturesOf(files, existing);
  // A language the file has columns for says the picture's alt there (empty: none); the others stay as the shop has them.
  const altChanges = files.flatMap(({ alt }, index) => {
    const before = had.find((picture) => picture.position === shopPictures[index])?.alt ?? {};
    const wanted = Object.fromEntries(Object.entries({ ...before, ...alt }).filter(([, text]) => text !== ''));
    return sameTexts(before, wanted) ? [] : [{ index, alt: wanted }];
  });
  const variantPictures = csv.variants.map((variant) => (variant.image === null ? null : files.findIndex((file) => file.src === variant.image)));
  // A variant without a picture of its own shows the file's first; one showing a picture the file adds is pointed at it once added.
  const pictureNow = (index: number | null) => shopPictures[index ?? 0] ?? had[0]?.position ?? 1;
  const hadOrder = had.map((picture) => picture.position);
  const named = shopPictures.filter((position) => position !== null);
  const reordered = pictureOrder(named, hadOrder).some((position, at) => position !== hadOrder[at]);

  const variants = csv.variants.map((variant, index) => {
    const optionValues = Object.fromEntries(options.map((option, at) => [option.code, option.values.find((value) => value.label.en === variant.values[at])?.code ?? '']));
    const sku = variant.sku || [csv.handle, ...options.map((option) => optionValues[option.code] ?? '')].join('-').toUpperCase().slice(0, 64).replace(/-+$/, '');
    return {
      sku,
      optionValues,
      priceCents: variant.priceCents,
      compareAtCents: variant.compareAtCents,
      stock: variant.stock,
      picture: pictureNow(variantPictures[index] ?? null),
      weightGrams: variant.weightGrams,
      barcode: variant.barcode,
    };
  });
  const write: ProductWrite = {
    category,
    status: csv.status ?? existing?.status ?? 'active',
    translations,
    options,
    variants,
    tags,
    featuredRank: existing?.featuredRank ?? 1000,
    display: existing?.display ?? { showSlideImage: true, showFavorite: true, showCart: true },
  };
  const newPictures = files.filter((_, index) => shopPictures[index] === null).map(({ file, alt }) => ({ file, alt }));
  return { write, newPictures, shopPictures, reordered, variantPictures, altChanges };
}

const sameTexts = (a: Record<string, string>, b: Record<string, string>) => {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => a[key] === b[key]);
};

/** Every product the shop has, in the order they were made, a page of the merchant's list at a time. */
export async function* everyProduct(admin: AdminClient): AsyncGenerator<ListedProduct> {
  let after: string | undefined;
  do {
    const { products, next } = (await admin.call('products/list', { query: { order: 'oldest', after } })).data;
    yield* products;
    after = next ?? undefined;
  } while (after !== undefined);
}

/** The slugs of every product the shop has. */
async function productSlugs(admin: AdminClient): Promise<Set<string>> {
  const slugs = new Set<string>();
  for await (const product of everyProduct(admin)) slugs.add(product.slug);
  return slugs;
}

async function existingProduct(admin: AdminClient, slug: string): Promise<ProductDocument | null> {
  try {
    return (await admin.call('products/get', { params: { slug } })).data.product;
  } catch (error) {
    if (error instanceof AdminRefusal && error.answer.status === 404) return null;
    throw error;
  }
}

/** Where in the file a problem the shop names by JSON path is: the row and column it came from. */
function placeOf(path: string, csv: CsvProduct): { row: number; column: string } {
  const variant = /^variants\[(\d+)\](?:\.(\w+))?/.exec(path);
  if (variant) {
    const row = csv.variants[Number(variant[1])]?.row ?? csv.row;
    const columns: Record<string, string> = { sku: C.sku, priceCents: C.price, compareAtCents: C.compareAt, stock: C.stock, weightGrams: C.grams, barcode: C.barcode, picture: C.variantImage, optionValues: optionValueColumn(1) };
    return { row, column: columns[variant[2] ?? 'sku'] ?? C.sku };
  }
  const text = /^translations(?:\.(en)|\["([\w-]+)"\])\.(\w+)/.exec(path);
  if (text) {
    const column = { name: C.title, descriptionHtml: C.body, seoTitle: C.seoTitle, seoDescription: C.seoDescription }[text[3] ?? 'name'] ?? C.title;
    return { row: csv.row, column: text[2] ? inLanguage(column, text[2]) : column };
  }
  const option = /^options\[(\d+)\](\.values)?/.exec(path);
  if (option) return { row: csv.row, column: (option[2] ? optionValueColumn : optionNameColumn)(Number(option[1]) + 1) };
  if (path.startsWith('tags')) return { row: csv.row, column: C.tags };
  if (path === 'category') return { row: csv.row, column: C.type };
  if (path === 'status') return { row: csv.row, column: C.status };
  return { row: csv.row, column: C.handle };
}

/** What the check of one product found: what it would become, or null when it has problems. */
type Checked = { created: boolean; changed: boolean } | null;

/**
 * A batch checked by the shop as its write would be (a dry run): what each would become, or the
 * problems placed by row and column. A Type or tag the import is to make is not in the shop yet:
 * the shop's "there is no category" for it is set aside, and the products free of it are checked
 * again without those that need it (which are then new, or changed, for certain).
 */
async function checkBatch(admin: AdminClient, batch: readonly PlannedProduct[], plan: Plan): Promise<Checked[]> {
  const withPictures = (planned: PlannedProduct, result: { created: boolean; changed: boolean }) => ({
    created: result.created,
    changed: result.changed || planned.newPictures.length > 0 || planned.altChanges.length > 0 || planned.reordered,
  });
  try {
    const { data } = await admin.call('products/batch', { query: { dryRun: 'true' }, body: new UncheckedBody({ products: batch.map((planned) => ({ slug: planned.csv.handle, product: planned.write })) }) });
    return data.results.map((result, index) => withPictures(batch[index]!, result));
  } catch (error) {
    if (!(error instanceof AdminRefusal)) throw error;
    const issues = batchProblemsOf(error.answer.data).filter(({ index, path }) => {
      const write = batch[index]?.write;
      const tag = /^tags\[(\d+)\]$/.exec(path);
      const madeByImport = (path === 'category' && plan.newCategories.has(write?.category ?? '')) || (tag !== null && plan.newTags.has(write?.tags[Number(tag[1])] ?? ''));
      return !madeByImport;
    });
    if (issues.length === 0 && error.answer.status !== 422) plan.problems.push({ row: batch[0]!.csv.row, column: C.handle, message: error.answer.msg });
    // A cell the file's own reading already named (a missing title, a price that is not one) is said once, in the import's
    // words: the contract's English for the same cell would name the same fault again, as its schema sees it.
    const named = new Set(plan.problems.map((problem) => `${problem.row} ${problem.column}`));
    for (const issue of issues) {
      const placed = placeOf(issue.path, (batch[issue.index] ?? batch[0]!).csv);
      if (!named.has(`${placed.row} ${placed.column}`)) plan.problems.push({ ...placed, message: issue.message, ...(issue.said ? { said: issue.said } : {}) });
    }
    if (issues.length > 0 || error.answer.status !== 422) return batch.map(() => null);
    const needsListing = (planned: PlannedProduct) => plan.newCategories.has(planned.write.category) || planned.write.tags.some((tag) => plan.newTags.has(tag));
    const others = batch.filter((planned) => !needsListing(planned));
    const checked = others.length > 0 ? await checkBatch(admin, others, plan) : [];
    return batch.map((planned) => (needsListing(planned) ? { created: planned.existing === null, changed: true } : (checked[others.indexOf(planned)] ?? null)));
  }
}

async function checkPictureFiles(planned: PlannedProduct, pictures: PictureFiles, problems: CsvProblem[]): Promise<void> {
  for (const picture of planned.newPictures) {
    const row = planned.csv.pictures.find((known) => pictureFileOf(known.src) === picture.file)?.row ?? planned.csv.row;
    const path = await pictures.find(picture.file);
    if (path === null) {
      problems.push({ row, column: C.imageSrc, ...pictures.missing(picture.file) });
      continue;
    }
    const readable = await sharp(path).metadata().then(
      () => true,
      () => false,
    );
    if (!readable) problems.push({ row, column: C.imageSrc, ...importProblem('notAPicture', { file: picture.file }) });
  }
}

const counted = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;


/** What planning a product needs from the shop, read once. */
type ShopNames = { categories: Names; tags: Names; collections: Names; held: Set<string> };

async function shopNames(admin: AdminClient): Promise<ShopNames> {
  return {
    categories: (await admin.call('categories/list')).data.categories,
    tags: (await admin.call('tags/list')).data.tags,
    collections: (await admin.call('collections/list')).data.collections,
    held: await productSlugs(admin),
  };
}

/** The words of the `at`th item of a list as written, with its names in the languages the file gives them. */
function wordsAt(written: string, at: number, names: CsvProduct['tagNames']): Words {
  const words: Words = { en: written };
  for (const locale of OTHER_LOCALES) {
    const name = names[locale]?.[at];
    if (name !== undefined) words[locale] = name;
  }
  return words;
}

/** Notes the collections the file's product names (the ones the shop has not are to be made), and names a problem of any. */
function planCollections(csv: CsvProduct, names: ShopNames, plan: Plan): void {
  const slugs = new Set<string>();
  for (const [at, written] of csv.collections.entries()) {
    const found = listingFor(written, names.collections, plan.newCollections, wordsAt(written, at, csv.collectionNames));
    if ('problem' in found) plan.problems.push({ row: csv.row, column: C.collection, message: found.problem });
    else slugs.add(found.slug);
  }
  for (const slug of slugs) {
    const members = plan.collectionMembers.get(slug) ?? [];
    if (members.length === 0) plan.collectionMembers.set(slug, members);
    members.push({ handle: csv.handle, row: csv.row });
  }
}

/** The file's product against what the shop has (`existing`): its write, and the problems of its Type and Tags. */
function planFor(csv: CsvProduct, existing: ProductDocument | null, names: ShopNames, plan: Plan): PlannedProduct {
  let category = existing?.category ?? '';
  if (csv.type !== null) {
    const found = listingFor(csv.type.en, names.categories, plan.newCategories, csv.type);
    if ('problem' in found) plan.problems.push({ row: csv.row, column: C.type, message: found.problem });
    else category = found.slug;
  } else if (existing === null) plan.problems.push({ row: csv.row, column: C.type, ...importProblem('categoryRequired') });
  const tagSlugs: string[] = [];
  for (const [at, tag] of csv.tags.entries()) {
    const found = listingFor(tag, names.tags, plan.newTags, wordsAt(tag, at, csv.tagNames));
    if ('problem' in found) plan.problems.push({ row: csv.row, column: C.tags, message: found.problem });
    else if (!tagSlugs.includes(found.slug)) tagSlugs.push(found.slug);
  }
  planCollections(csv, names, plan);
  return { csv, existing, ...planProduct(csv, existing, category, tagSlugs) };
}

/** What the import does to one collection: makes it, or adds products at the end of its order. */
type CollectionChange = {
  slug: string;
  /** The collection as the shop has it when read, or the words of the one the import makes. */
  before: { current: CollectionDocument } | { made: NewListing };
  /** The products it lists after the import: those it lists already, in the merchant's order, then those the file adds, in the file's order. */
  products: string[];
  added: CollectionMember[];
};

/**
 * What the file does to each collection it names, against the shop as it is when asked: a product
 * the collection lists already keeps its place, the others join at the end. A collection gaining
 * nothing is left out, so importing the same file again writes no collection.
 */
async function collectionChanges(admin: AdminClient, plan: Plan): Promise<CollectionChange[]> {
  const changes: CollectionChange[] = [];
  for (const [slug, members] of plan.collectionMembers) {
    const made = plan.newCollections.get(slug);
    const before: CollectionChange['before'] = made ? { made } : { current: (await admin.call('collections/get', { params: { slug } })).data.collection };
    const listed = 'current' in before ? before.current.products : [];
    const added = members.filter((member) => !listed.includes(member.handle));
    if (added.length > 0) changes.push({ slug, before, products: [...listed, ...added.map((member) => member.handle)], added });
  }
  return changes;
}

/** A listing's words as the translations a category, tag or collection is written with. */
const translationsOf = (listing: NewListing) => Object.fromEntries(Object.entries(listing.words).map(([locale, name]) => [locale, { name }]));

/** What the shop would refuse of the collections' writes, found before anything is written and placed where the file says it. */
function collectionProblems(changes: readonly CollectionChange[], problems: CsvProblem[]): void {
  for (const change of changes) {
    const over = change.products.length - COLLECTION_MAX_PRODUCTS;
    const firstOver = change.added[change.added.length - over];
    if (over > 0 && firstOver) {
      const values = { slug: change.slug, count: change.products.length, maximum: COLLECTION_MAX_PRODUCTS };
      problems.push({ row: firstOver.row, column: C.collection, ...importProblem('collectionTooLarge', values) });
    }
    if (!('made' in change.before)) continue;
    const { made } = change.before;
    const checked = collectionWriteSchema.safeParse({ translations: translationsOf(made), products: [] });
    for (const issue of checked.error?.issues ?? []) {
      const locale = String(issue.path[1] ?? 'en');
      const column = locale === 'en' ? C.collection : inLanguage(C.collection, locale);
      problems.push({ row: change.added[0]!.row, column, message: `"${made.words[locale as keyof Words] ?? made.slug}", the name of a new collection: ${issue.message}` });
    }
  }
}

/** Writes one collection the import makes or adds to; an existing one only over the version its products were read from. */
async function writeCollection(admin: AdminClient, change: CollectionChange): Promise<void> {
  const params = { slug: change.slug };
  if ('made' in change.before) {
    await admin.call('collections/put', { params, body: new UncheckedBody({ translations: translationsOf(change.before.made), products: change.products }) });
    return;
  }
  const { position, translations, version } = change.before.current;
  await admin.call('collections/put', { params, body: { position, translations, products: change.products }, headers: { 'if-match': `"${version}"` } });
}

/** Products the shop has, read at once while a batch is planned: the shop answers one while the next is on its way. */
const READS_AT_ONCE = 8;

/** What the shop has of each of a batch's products (null for a new one), read READS_AT_ONCE at a time, in order. */
async function existingProducts(admin: AdminClient, batch: readonly CsvProduct[], names: ShopNames): Promise<(ProductDocument | null)[]> {
  const found: (ProductDocument | null)[] = batch.map(() => null);
  let next = 0;
  const reader = async () => {
    for (let index = next++; index < batch.length; index = next++) {
      const handle = batch[index]!.handle;
      if (names.held.has(handle)) found[index] = await existingProduct(admin, handle);
    }
  };
  await Promise.all(Array.from({ length: READS_AT_ONCE }, reader));
  return found;
}

/** The file's products planned against the shop a batch at a time, as the file streams in. */
async function* plannedBatches(admin: AdminClient, source: ImportSource, plan: Plan, facts: CsvFileFacts): AsyncGenerator<PlannedProduct[]> {
  const input = await source.open();
  const names = await shopNames(admin);
  for await (const batch of batchesOf(streamShopifyCsv(input, plan.problems, facts))) {
    const existing = await existingProducts(admin, batch, names);
    // Planned in the file's order: a Type or tag new to the shop is named where the file first has it.
    yield batch.map((csv, index) => planFor(csv, existing[index] ?? null, names, plan));
  }
}

/** Imports the CSV `source` reads (or, dry, only checks it), telling `report` how it goes. */
export async function importCsv(admin: AdminClient, source: ImportSource, dryRun: boolean, report: ImportReport): Promise<void> {
  const started = performance.now();
  const plan = emptyPlan();
  const facts: CsvFileFacts = { ignoredColumns: [], locales: [], rows: 1 };

  // First every batch is checked as its write would be; then, with no problem anywhere, the file is read again and written.
  const outcome = { created: 0, updated: 0, unchanged: 0 };
  let products = 0;
  let pictures = 0;
  for await (const batch of plannedBatches(admin, source, plan, facts)) {
    products += batch.length;
    for (const planned of batch) {
      pictures += planned.newPictures.length;
      await checkPictureFiles(planned, source.pictures, plan.problems);
    }
    for (const checked of await checkBatch(admin, batch, plan)) if (checked) outcome[checked.created ? 'created' : checked.changed ? 'updated' : 'unchanged'] += 1;
    report.progress({ phase: 'checking', done: products, total: null });
  }
  const collections = await collectionChanges(admin, plan);
  collectionProblems(collections, plan.problems);
  if (facts.ignoredColumns.length > 0) report.note(`Not kept (the shop has no such field): ${facts.ignoredColumns.join(', ')}`);
  if (plan.problems.length > 0) {
    const problems = plan.problems.sort((a, b) => a.row - b.row).map((problem) => ({ ...problem, text: describeProblem(problem) }));
    report.refused(problems, `Nothing was imported: ${counted(problems.length, 'problem')} in ${source.name}`);
    return;
  }
  const made = [
    plan.newCategories.size > 0 ? `${counted(plan.newCategories.size, 'category', 'categories')} (${[...plan.newCategories.keys()].join(', ')})` : '',
    plan.newTags.size > 0 ? `${counted(plan.newTags.size, 'tag')} (${[...plan.newTags.keys()].join(', ')})` : '',
    pictures > 0 ? counted(pictures, 'picture') : '',
    plan.newCollections.size > 0 ? `${counted(plan.newCollections.size, 'collection')} (${[...plan.newCollections.keys()].join(', ')})` : '',
  ].filter(Boolean);
  const additions = collections.map((change) => `${change.slug} (${counted(change.added.length, 'product')})`);
  const summary = [
    `${counted(outcome.created, 'created', 'created')}, ${outcome.updated} updated, ${outcome.unchanged} unchanged`,
    made.length > 0 ? `; new: ${made.join(', ')}` : '',
    additions.length > 0 ? `; added to collections: ${additions.join(', ')}` : '',
  ].join('');
  const figures = { products, ...outcome, categories: plan.newCategories.size, tags: plan.newTags.size, pictures, collections: collections.length };
  if (dryRun) {
    report.finished(`Checked ${counted(products, 'product')} in ${counted(facts.rows - 1, 'row')}, no problems; an import would leave ${summary}`, figures, true);
    return;
  }

  for (const listing of plan.newCategories.values()) await admin.call('categories/put', { params: { slug: listing.slug }, body: new UncheckedBody({ parent: null, translations: translationsOf(listing) }) });
  for (const listing of plan.newTags.values()) await admin.call('tags/put', { params: { slug: listing.slug }, body: new UncheckedBody({ translations: translationsOf(listing) }) });
  const writing = emptyPlan();
  let written = 0;
  report.progress({ phase: 'writing', done: 0, total: products });
  for await (const batch of plannedBatches(admin, source, writing, { ignoredColumns: [], locales: [], rows: 1 })) {
    await admin.call('products/batch', { body: new UncheckedBody({ products: batch.map((planned) => ({ slug: planned.csv.handle, product: planned.write })) }) });
    // Told product by product: adding pictures takes far longer than the batch's write.
    for (const planned of batch) {
      await finishPictures(admin, planned, source.pictures);
      written += 1;
      report.progress({ phase: 'writing', done: written, total: products });
    }
  }
  // After the products they list: one write per collection, read again now so a merchant's change since the check is kept.
  for (const change of await collectionChanges(admin, plan)) await writeCollection(admin, change);
  report.finished(`Imported ${counted(products, 'product')}: ${summary} (${((performance.now() - started) / 1000).toFixed(1)} s)`, figures, false);
}

/** Adds a written product's new pictures, describes them, shows them in the file's order, then points each variant at its own picture. */
async function finishPictures(admin: AdminClient, planned: PlannedProduct, pictures: PictureFiles): Promise<void> {
  if (planned.newPictures.length === 0 && planned.altChanges.length === 0 && !planned.reordered) return;
  const slug = planned.csv.handle;
  let product = (await admin.call('products/get', { params: { slug } })).data.product;
  const added: number[] = [];
  for (const picture of planned.newPictures) {
    // Checked before anything was written; gone since only if someone took it away meanwhile.
    const path = await pictures.find(picture.file);
    if (path === null) throw new Error(pictures.missing(picture.file).message);
    const bytes = new Uint8Array(await readFile(path));
    const query = { alt: picture.alt.en || undefined };
    const { data } = await admin.call('products/pictures/add', { params: { slug }, query, body: bytes });
    product = data.product;
    added.push(data.position);
  }
  // The file's pictures by their numbers: those the shop had, and those just added, in turn.
  let next = 0;
  const filed = planned.shopPictures.map((position) => position ?? added[next++]);
  for (const change of planned.altChanges) {
    const picture = product.pictures.find((known) => known.position === filed[change.index]);
    const alt = { en: '', ...change.alt };
    if (picture !== undefined && !sameTexts(picture.alt, change.alt)) {
      const params = { slug, position: String(picture.position) };
      product = (await admin.call('products/pictures/put', { params, body: new UncheckedBody({ alt }) })).data.product;
    }
  }
  const shown = product.pictures.map((picture) => picture.position);
  // Only pictures it still has: one taken away since the file was read is not there to order.
  const named = filed.filter((position) => position !== undefined).filter((position) => shown.includes(position));
  const order = pictureOrder(named, shown);
  // Written only when it changes, so the same file imported again writes nothing.
  if (order.some((position, at) => position !== shown[at])) {
    product = (await admin.call('products/pictures/order', { params: { slug }, body: { order } })).data.product;
  }
  const variants = planned.write.variants.map((variant, index) => {
    const at = planned.variantPictures[index];
    return { ...variant, picture: (at === null || at === undefined ? undefined : filed[at]) ?? order[0] ?? 1 };
  });
  if (variants.some((variant, index) => variant.picture !== product.variants[index]?.picture)) {
    await admin.call('products/put', { params: { slug }, body: new UncheckedBody({ ...planned.write, variants }), headers: { 'if-match': `"${product.version}"` } });
  }
}

/** For each product a collection lists, the slugs of the collections listing it: by the collection's place among them, then slug. */
async function collectionsOfProducts(admin: AdminClient): Promise<Map<string, string[]>> {
  const listed = (await admin.call('collections/list')).data.collections;
  const ordered = listed.toSorted((a, b) => a.position - b.position || (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0));
  const byProduct = new Map<string, string[]>();
  for (const { slug } of ordered) {
    for (const product of (await admin.call('collections/get', { params: { slug } })).data.collection.products) byProduct.set(product, [...(byProduct.get(product) ?? []), slug]);
  }
  return byProduct;
}

/** Every product the shop has, read whole, in the order they were made, with the collections listing it. */
export async function everyProductDocument(admin: AdminClient): Promise<ExportedProduct[]> {
  const collections = await collectionsOfProducts(admin);
  const products: ExportedProduct[] = [];
  for await (const entry of everyProduct(admin)) {
    const { product } = (await admin.call('products/get', { params: { slug: entry.slug } })).data;
    products.push({ ...product, collections: collections.get(entry.slug) ?? [] });
  }
  return products;
}

/** The products as Shopify's CSV rows, the header first; each picture's Image Src as `pictureName` says. */
export function catalogCsvRows(products: readonly ExportedProduct[], pictureName?: PictureName): string[][] {
  const optionCount = Math.max(3, ...products.map((product) => product.options.length));
  return [csvHeader(optionCount), ...products.flatMap((product) => rowsOfProduct(product, optionCount, pictureName))];
}

/** Every product as Shopify's CSV, and its pictures in a folder beside it (the largest size the shop serves). */
export async function exportCsv(admin: AdminClient, env: NodeJS.ProcessEnv, file: string, output: Output): Promise<number> {
  const products = await everyProductDocument(admin);
  const rows = catalogCsvRows(products);
  const folder = dirname(resolve(file));
  const { base } = adminTarget(env);
  let pictures = 0;
  for (const product of products) {
    for (const picture of product.pictures) {
      const response = await fetch(`${base}${picture.src}`);
      if (!response.ok) throw new Error(`Cannot fetch picture ${picture.position} of "${product.slug}": ${response.status} ${response.statusText}`);
      const path = join(folder, exportedPictureName(product.slug, picture.position));
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, new Uint8Array(await response.arrayBuffer()));
      pictures += 1;
    }
  }
  // The folder is made for the pictures; a shop with none needs it made for the file alone.
  await mkdir(folder, { recursive: true });
  await writeFile(file, csvText(rows));
  output.out(`Exported ${counted(products.length, 'product')} in ${counted(rows.length - 1, 'row')} to ${file}, and ${counted(pictures, 'picture')} beside it`);
  return 0;
}
