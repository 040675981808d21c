import { basename } from 'node:path';
import type { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import { stringify } from 'csv-stringify/sync';
import { catalogSlugSchema } from '../../src/schema/catalog';
import { TRANSLATED_LOCALES } from '../../src/schema/languages';
import { PRODUCT_LIMITS, type ProductDocument } from '../../src/schema/admin-api/products';
import { importProblem, type ProblemSaid } from '../../src/schema/problem-words';

/*
 * Shopify's product CSV, read and written: a merchant moving a shop here exports their products
 * there and imports the file here. One product spans several rows sharing its Handle: the first
 * says the product (Title, Body (HTML), Type, Tags, option names, SEO), each row with a price is
 * a variant, each row with an Image Src a picture; its Collection names the collections to add it
 * to (Shopify's import reads that column too). Beside Shopify's columns, the shop reads the
 * same text in its other languages from columns named with the language in brackets
 * (`Title [zh-HK]`, `Option1 Value [zh-CN]`); Shopify ignores columns it does not know, so
 * the file stays Shopify's.
 *
 * This module only turns rows into products and products into rows; the command reconciles
 * them with what the shop has (catalog-csv-import.ts) and writes through the admin API.
 */

export const CSV_COLUMNS = {
  handle: 'Handle',
  title: 'Title',
  body: 'Body (HTML)',
  vendor: 'Vendor',
  type: 'Type',
  tags: 'Tags',
  published: 'Published',
  sku: 'Variant SKU',
  grams: 'Variant Grams',
  stock: 'Variant Inventory Qty',
  price: 'Variant Price',
  compareAt: 'Variant Compare At Price',
  barcode: 'Variant Barcode',
  imageSrc: 'Image Src',
  imagePosition: 'Image Position',
  imageAlt: 'Image Alt Text',
  variantImage: 'Variant Image',
  seoTitle: 'SEO Title',
  seoDescription: 'SEO Description',
  status: 'Status',
  collection: 'Collection',
} as const;
const C = CSV_COLUMNS;

export const optionNameColumn = (n: number) => `Option${n} Name`;
export const optionValueColumn = (n: number) => `Option${n} Value`;
/** The column holding `column`'s text in another language: `Title [zh-HK]`. */
export const inLanguage = (column: string, locale: string) => `${column} [${locale}]`;

/** The languages beside English a file may carry. */
export const OTHER_LOCALES = TRANSLATED_LOCALES.filter((locale) => locale !== 'en');
type OtherLocale = (typeof OTHER_LOCALES)[number];

/** Shopify's way of saying a product has no options: one option "Title" valued "Default Title". */
const NO_OPTIONS = { name: 'Title', value: 'Default Title' };

/** A problem found in the file, where a spreadsheet shows it: row 1 is the header. `said` is its key and values, when the import's own words say it. */
export type CsvProblem = { row: number; column: string; message: string; said?: ProblemSaid };

/** What a problem says: the shop's English, or the import's own words by their key. */
type ProblemText = string | ReturnType<typeof importProblem>;
const problemAt = (row: number, column: string, text: ProblemText): CsvProblem => ({ row, column, ...(typeof text === 'string' ? { message: text } : text) });

export const describeProblem = (problem: CsvProblem) => `row ${problem.row}, ${problem.column}: ${problem.message}`;

/** A word in English and, where the file gives them, the other languages. */
export type Words = { en: string } & Partial<Record<OtherLocale, string>>;

export type CsvOptionValue = { label: Words };
export type CsvOption = { name: Words; values: CsvOptionValue[] };
export type CsvVariant = {
  row: number;
  /** As written, upper-cased; empty when the row gives none (the importer makes one). */
  sku: string;
  /** One label (English) per option, in the options' order. */
  values: string[];
  priceCents: number;
  compareAtCents: number | null;
  stock: number;
  weightGrams: number | null;
  barcode: string | null;
  /** The picture (an Image Src) that shows this variant. */
  image: string | null;
};
/** What a picture shows: English (possibly empty), and each other language the file has columns for (empty: none). */
export type PictureAlt = { en: string } & Partial<Record<OtherLocale, string>>;
export type CsvPicture = { row: number; src: string; alt: PictureAlt };
export type CsvText = { name: string; descriptionHtml: string; seoTitle: string; seoDescription: string };

/** One product as the file says it. */
export type CsvProduct = {
  handle: string;
  /** The row of its first line. */
  row: number;
  /** English, and each other language the file has columns for (null: the file has its columns but they are empty). */
  translations: { en: CsvText } & Partial<Record<OtherLocale, CsvText | null>>;
  /** The Type as written (a category's slug or name), and its name in other languages. */
  type: Words | null;
  /** The tags as written. */
  tags: string[];
  /** The names of `tags` in another language, in their order, where the file has that language's Tags column (a new tag is named so). */
  tagNames: Partial<Record<OtherLocale, string[]>>;
  /** The collections to add it to, as written (each a collection's slug or name). */
  collections: string[];
  /** The names of `collections` in another language, in their order, as `tagNames` are for tags (a new collection is named so). */
  collectionNames: Partial<Record<OtherLocale, string[]>>;
  /** From Status, or Published (FALSE is a draft); null when the file says neither. */
  status: 'active' | 'draft' | 'archived' | null;
  options: CsvOption[];
  variants: CsvVariant[];
  /** In Image Position order. */
  pictures: CsvPicture[];
};

export type CsvRead = CsvFileFacts & {
  products: CsvProduct[];
  problems: CsvProblem[];
};

const PRODUCT_TEXT_COLUMNS = [C.title, C.body, C.seoTitle, C.seoDescription] as const;
const OPTION_COUNT = PRODUCT_LIMITS.options;

/** Every column the shop reads, in the order an export writes them. */
export function csvHeader(optionCount = 3): string[] {
  const options = Array.from({ length: Math.max(optionCount, 3) }, (_, index) => [optionNameColumn(index + 1), optionValueColumn(index + 1)]).flat();
  const translated = OTHER_LOCALES.flatMap((locale) => [
    ...PRODUCT_TEXT_COLUMNS.map((column) => inLanguage(column, locale)),
    inLanguage(C.type, locale),
    inLanguage(C.tags, locale),
    inLanguage(C.collection, locale),
    inLanguage(C.imageAlt, locale),
    ...Array.from({ length: Math.max(optionCount, 3) }, (_, index) => [inLanguage(optionNameColumn(index + 1), locale), inLanguage(optionValueColumn(index + 1), locale)]).flat(),
  ]);
  return [
    C.handle, C.title, C.body, C.vendor, C.type, C.tags, C.published, ...options,
    C.sku, C.grams, C.stock, C.price, C.compareAt, C.barcode, C.imageSrc, C.imagePosition, C.imageAlt, C.variantImage, C.seoTitle, C.seoDescription, C.status, C.collection,
    ...translated,
  ];
}

const KNOWN_COLUMNS = new Set(csvHeader(OPTION_COUNT));

/** A slug from a merchant's words: "Gift Ideas" → gift-ideas; empty when nothing Latin is left. */
export function slugFrom(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120)
    .replace(/-+$/, '');
}

/** Words for a slug that has no name yet: gift-ideas → "Gift ideas". */
export function nameFromSlug(slug: string): string {
  const spaced = slug.replace(/-/g, ' ');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/** "12.50", "12,50" is not; "12" is 1200. Null when it is not an amount. */
function centsOf(text: string): number | null {
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(text)) return null;
  const [whole = '0', fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

export const formatCents = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

type Row = Record<string, string>;
/** A product being read, and the Image Position of each of its pictures. */
type HandleEntry = { product: CsvProduct; imagePositions: Map<string, number> };

/** What a whole file says beside its products, known once it is read to the end. */
export type CsvFileFacts = {
  /** Columns the shop does not keep (Vendor when given, Gift Card, …), to tell the merchant once. */
  ignoredColumns: string[];
  /** Which languages beside English the file has columns for. */
  locales: OtherLocale[];
  /** Rows read, the header included. */
  rows: number;
};

/**
 * The file's products as it streams in, each once its last row is read (a product's rows go
 * together, as Shopify writes and reads them), so a long file never sits in memory. Every
 * problem is named by row and column, none stops the reading; `facts` is filled at the end.
 */
export async function* streamShopifyCsv(input: Readable, problems: CsvProblem[], facts: CsvFileFacts): AsyncGenerator<CsvProduct> {
  const byHandle = new Map<string, HandleEntry>();
  /** Products read already: their first and last rows. */
  const done = new Map<string, { first: number; last: number }>();
  let current: { handle: string; last: number } | null = null;
  let header: string[] = [];
  let rows = 1;
  let vendors = false;
  const finish = (handle: string): CsvProduct | undefined => {
    const entry = byHandle.get(handle);
    byHandle.delete(handle);
    if (!entry) return undefined;
    const { product, imagePositions } = entry;
    product.pictures.sort((a, b) => (imagePositions.get(a.src) ?? 0) - (imagePositions.get(b.src) ?? 0));
    if (product.variants.length === 0) problems.push(problemAt(product.row, C.price, importProblem('noVariant', { handle: product.handle })));
    done.set(handle, { first: product.row, last: current?.last ?? product.row });
    return product;
  };
  const parser = input.pipe(
    parse({
      bom: true,
      columns: (names: string[]) => {
        header = names.map((name) => name.trim());
        return header;
      },
      skip_empty_lines: true,
      relax_column_count: true,
    }),
  );
  try {
    for await (const record of parser as AsyncIterable<Row>) {
      rows += 1;
      vendors ||= (record[C.vendor] ?? '').trim() !== '';
      const handle = (record[C.handle] ?? '').trim();
      if (handle !== '' && current !== null && handle !== current.handle) {
        const product = finish(current.handle);
        current = null;
        if (product) yield product;
      }
      const before = done.get(handle);
      if (before) {
        problems.push(problemAt(rows, C.handle, importProblem('rowsApart', { handle, first: before.first, last: before.last })));
        continue;
      }
      readRow(record, rows, header, byHandle, problems);
      if (byHandle.has(handle)) current = { handle, last: rows };
    }
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    problems.push({ row: rows + 1, column: '(the file)', message: `Not CSV the shop can read${line ? ` (near line ${line})` : ''}: ${error instanceof Error ? error.message : String(error)}` });
  }
  if (current !== null) {
    const product = finish(current.handle);
    if (product) yield product;
  }
  if (rows === 1 && header.length === 0) problems.push(problemAt(1, '(the file)', importProblem('emptyFile')));
  else if (!header.includes(C.handle)) problems.push(problemAt(1, C.handle, importProblem('noHandleColumn')));
  facts.locales = OTHER_LOCALES.filter((locale) => header.some((column) => column.endsWith(` [${locale}]`)));
  // Vendor is written for Shopify's sake and read only to say it is not kept.
  facts.ignoredColumns = header.filter((column) => column !== '' && (column === C.vendor ? vendors : !KNOWN_COLUMNS.has(column)));
  facts.rows = rows;
}

/** The whole file at once: its products, its problems and what it says beside them. */
export async function readShopifyCsv(input: Readable): Promise<CsvRead> {
  const problems: CsvProblem[] = [];
  const facts: CsvFileFacts = { ignoredColumns: [], locales: [], rows: 1 };
  const products: CsvProduct[] = [];
  for await (const product of streamShopifyCsv(input, problems, facts)) products.push(product);
  return { products, problems, ...facts };
}

/** A cell's text: trimmed, but for HTML, which is kept exactly as written. */
const cellOf = (row: Row) => (column: string) => (column.startsWith(C.body) ? (row[column] ?? '') : (row[column] ?? '').trim());

function readRow(row: Row, number: number, header: string[], byHandle: Map<string, HandleEntry>, problems: CsvProblem[]): void {
  const cell = cellOf(row);
  const problem = (column: string, text: ProblemText) => problems.push(problemAt(number, column, text));
  const handle = cell(C.handle);
  if (handle === '') return void problem(C.handle, importProblem('handleRequired'));
  const parsedHandle = catalogSlugSchema.safeParse(handle);
  if (!parsedHandle.success) return void problem(C.handle, `"${handle}": ${parsedHandle.error.issues[0]?.message ?? 'not a slug'}`);

  let entry = byHandle.get(handle);
  if (entry === undefined) {
    entry = { product: productOf(row, number, header, problem), imagePositions: new Map() };
    byHandle.set(handle, entry);
  }
  const { product } = entry;

  const src = cell(C.imageSrc);
  if (src !== '' && !product.pictures.some((picture) => picture.src === src)) {
    const position = cell(C.imagePosition);
    if (position !== '' && !/^\d{1,3}$/.test(position)) problem(C.imagePosition, importProblem('notANumber', { text: position }));
    entry.imagePositions.set(src, position === '' ? 1000 + product.pictures.length : Number(position));
    const alt: PictureAlt = { en: cell(C.imageAlt) };
    for (const locale of OTHER_LOCALES) if (header.includes(inLanguage(C.imageAlt, locale))) alt[locale] = cell(inLanguage(C.imageAlt, locale));
    product.pictures.push({ row: number, src, alt });
  }

  const isVariant = cell(C.price) !== '' || cell(C.sku) !== '' || cell(optionValueColumn(1)) !== '';
  if (!isVariant) return;
  const values = product.options.map((option, index) => {
    const label = cell(optionValueColumn(index + 1));
    if (label === '') {
      const values = { handle: product.handle, option: option.name.en, column: optionNameColumn(index + 1), row: product.row };
      problem(optionValueColumn(index + 1), importProblem('optionValueRequired', values));
      return '';
    }
    let value = option.values.find((known) => known.label.en === label);
    if (value === undefined) {
      value = { label: { en: label } };
      option.values.push(value);
    }
    for (const locale of OTHER_LOCALES) {
      const translated = cell(inLanguage(optionValueColumn(index + 1), locale));
      if (translated !== '') value.label[locale] = translated;
    }
    return label;
  });
  const priceText = cell(C.price);
  const price = centsOf(priceText);
  if (priceText === '') problem(C.price, importProblem('priceRequired'));
  else if (price === null) problem(C.price, importProblem('notAPrice', { text: priceText, example: '12.50' }));
  const compareText = cell(C.compareAt);
  const compareAt = compareText === '' ? null : centsOf(compareText);
  if (compareText !== '' && compareAt === null) problem(C.compareAt, importProblem('notAPrice', { text: compareText, example: '18.00' }));
  const stockText = cell(C.stock);
  if (stockText !== '' && !/^-?\d{1,9}$/.test(stockText)) problem(C.stock, importProblem('notAWholeNumber', { text: stockText }));
  else if (Number(stockText) < 0) problem(C.stock, importProblem('stockBelowZero', { text: stockText }));
  const gramsText = cell(C.grams);
  const grams = gramsText === '' ? null : Number(gramsText);
  if (grams !== null && !(Number.isFinite(grams) && grams >= 0)) problem(C.grams, importProblem('notAWeight', { text: gramsText }));
  const sku = cell(C.sku).toUpperCase();
  product.variants.push({
    row: number,
    sku,
    values,
    priceCents: price ?? 0,
    compareAtCents: compareAt,
    stock: stockText === '' ? 0 : Math.max(0, Number(stockText) || 0),
    weightGrams: grams === null || !Number.isFinite(grams) ? null : Math.round(grams),
    barcode: cell(C.barcode) === '' ? null : cell(C.barcode),
    image: cell(C.variantImage) === '' ? null : cell(C.variantImage),
  });
}

/** The product as its first row says it. */
function productOf(row: Row, number: number, header: string[], problem: (column: string, text: ProblemText) => void): CsvProduct {
  const cell = cellOf(row);
  const textIn = (locale?: OtherLocale): CsvText => {
    const at = (column: string) => cell(locale ? inLanguage(column, locale) : column);
    return { name: at(C.title), descriptionHtml: at(C.body), seoTitle: at(C.seoTitle), seoDescription: at(C.seoDescription) };
  };
  const en = textIn();
  if (en.name === '') problem(C.title, importProblem('titleRequired', { handle: cell(C.handle) }));
  const translations: CsvProduct['translations'] = { en };
  for (const locale of OTHER_LOCALES) {
    if (!PRODUCT_TEXT_COLUMNS.some((column) => header.includes(inLanguage(column, locale)))) continue;
    const text = textIn(locale);
    translations[locale] = Object.values(text).every((value) => value === '') ? null : text;
  }
  const words = (column: string): Words | null => {
    const english = cell(column);
    if (english === '') return null;
    const found: Words = { en: english };
    for (const locale of OTHER_LOCALES) {
      const translated = cell(inLanguage(column, locale));
      if (translated !== '') found[locale] = translated;
    }
    return found;
  };
  const options: CsvOption[] = [];
  for (let n = 1; n <= OPTION_COUNT; n += 1) {
    const name = words(optionNameColumn(n));
    if (name === null) break;
    if (n === 1 && name.en === NO_OPTIONS.name && cell(optionValueColumn(1)) === NO_OPTIONS.value) break;
    options.push({ name, values: [] });
  }
  const listOf = (text: string) =>
    text
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item !== '');
  /** A comma-separated list (`one` names an item of it), and the names of its items in each language whose column gives them, in the same order. */
  const namedList = (column: string, one: string) => {
    const items = listOf(cell(column));
    const names: Partial<Record<OtherLocale, string[]>> = {};
    for (const locale of OTHER_LOCALES) {
      const given = listOf(cell(inLanguage(column, locale)));
      if (given.length === 0) continue;
      if (given.length === items.length) names[locale] = given;
      else problem(inLanguage(column, locale), `Names ${given.length} ${one}s where ${column} has ${items.length}: give each ${one} its name here, in the same order`);
    }
    return { items, names };
  };
  const tags = namedList(C.tags, 'tag');
  const collections = namedList(C.collection, 'collection');
  const statusText = cell(C.status).toLowerCase();
  const publishedText = cell(C.published).toLowerCase();
  let status: CsvProduct['status'] = null;
  if (statusText === 'active' || statusText === 'draft' || statusText === 'archived') status = statusText;
  else if (statusText !== '') problem(C.status, importProblem('notAStatus', { text: cell(C.status) }));
  else if (publishedText === 'false') status = 'draft';
  else if (publishedText === 'true') status = 'active';
  else if (publishedText !== '') problem(C.published, importProblem('notTrueOrFalse', { text: cell(C.published) }));
  return {
    handle: cell(C.handle),
    row: number,
    translations,
    type: words(C.type),
    tags: tags.items,
    tagNames: tags.names,
    collections: collections.items,
    collectionNames: collections.names,
    status,
    options,
    variants: [],
    pictures: [],
  };
}

/** The file an Image Src names: a path beside the CSV, or, for an address, the file of that name beside it (nothing is downloaded). */
export function pictureFileOf(src: string): string {
  if (/^https?:\/\//i.test(src)) {
    const path = new URL(src).pathname;
    return decodeURIComponent(basename(path));
  }
  return src;
}

/** Names the export gives its pictures, beside the CSV. */
export const exportedPictureName = (slug: string, position: number) => `pictures/${slug}-${position}.webp`;

/** What a picture's Image Src says: by default the file an export writes beside the CSV. */
export type PictureName = (product: ProductDocument, position: number) => string;

/** A product as an export writes it: its document, and the slugs of the collections listing it (none when left out). */
export type ExportedProduct = ProductDocument & { collections?: readonly string[] };

/** A product as Shopify's rows: the first says the product, one row per variant, and further rows for pictures beyond them. */
export function rowsOfProduct(product: ExportedProduct, optionCount: number, pictureName: PictureName = (named, position) => exportedPictureName(named.slug, position)): string[][] {
  const header = csvHeader(optionCount);
  const rows: Row[] = [];
  const count = Math.max(product.variants.length, product.pictures.length);
  for (let index = 0; index < count; index += 1) {
    const row: Row = { [C.handle]: product.slug };
    if (index === 0) {
      const en = product.translations.en;
      Object.assign(row, { [C.title]: en.name, [C.body]: en.descriptionHtml, [C.type]: product.category, [C.tags]: product.tags.join(', ') });
      Object.assign(row, { [C.published]: product.status === 'active' ? 'TRUE' : 'FALSE', [C.seoTitle]: en.seoTitle, [C.seoDescription]: en.seoDescription, [C.status]: product.status });
      row[C.collection] = (product.collections ?? []).join(', ');
      for (const locale of OTHER_LOCALES) {
        const text = product.translations[locale];
        if (text) {
          Object.assign(row, {
            [inLanguage(C.title, locale)]: text.name,
            [inLanguage(C.body, locale)]: text.descriptionHtml,
            [inLanguage(C.seoTitle, locale)]: text.seoTitle,
            [inLanguage(C.seoDescription, locale)]: text.seoDescription,
          });
        }
      }
      if (product.options.length === 0) Object.assign(row, { [optionNameColumn(1)]: NO_OPTIONS.name });
      product.options.forEach((option, at) => {
        row[optionNameColumn(at + 1)] = option.name.en;
        for (const locale of OTHER_LOCALES) row[inLanguage(optionNameColumn(at + 1), locale)] = option.name[locale] ?? '';
      });
    }
    const variant = product.variants[index];
    if (variant) {
      if (product.options.length === 0) row[optionValueColumn(1)] = NO_OPTIONS.value;
      product.options.forEach((option, at) => {
        const value = option.values.find((known) => known.code === variant.optionValues[option.code]);
        row[optionValueColumn(at + 1)] = value?.label.en ?? '';
        for (const locale of OTHER_LOCALES) row[inLanguage(optionValueColumn(at + 1), locale)] = value?.label[locale] ?? '';
      });
      Object.assign(row, {
        [C.sku]: variant.sku,
        [C.grams]: variant.weightGrams === null ? '' : String(variant.weightGrams),
        [C.stock]: String(variant.stock),
        [C.price]: formatCents(variant.priceCents),
        [C.compareAt]: variant.compareAtCents === null ? '' : formatCents(variant.compareAtCents),
        [C.barcode]: variant.barcode ?? '',
        [C.variantImage]: product.pictures.some((picture) => picture.position === variant.picture) ? pictureName(product, variant.picture) : '',
      });
    }
    const picture = product.pictures[index];
    if (picture) {
      Object.assign(row, { [C.imageSrc]: pictureName(product, picture.position), [C.imagePosition]: String(index + 1), [C.imageAlt]: picture.alt.en ?? '' });
      for (const locale of OTHER_LOCALES) row[inLanguage(C.imageAlt, locale)] = picture.alt[locale] ?? '';
    }
    rows.push(row);
  }
  return rows.map((row) => header.map((column) => row[column] ?? ''));
}

/** CSV text of rows (the header is one of them). */
export const csvText = (rows: string[][]) => stringify(rows);
