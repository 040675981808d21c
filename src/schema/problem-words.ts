import { z } from 'zod';
import { CATALOG_FORM_WORDS, PRODUCT_FORM_WORDS } from './schema-problem-words';

/*
 * Problems said apart from any language: a key and the values its words name. The shop says
 * every problem in English (its API and command line speak English) and carries the key beside
 * the English where it has one, so a screen says it in its reader's language.
 *
 * Three kinds have keys:
 * - the problems a catalog import finds in the file itself (a price that is not one, a row
 *   without its handle, a picture not sent): the shop's English is made from IMPORT_PROBLEM_WORDS;
 * - the write contract's common problems, where a schema gives no words of its own (a text too
 *   long, a number too small, a value not one of a list): the shop's English is zod's, and
 *   CONTRACT_PROBLEM_WORDS says them for people.
 * - the forms the catalog's schemas ask for (a slug, a SKU, an option's code, a swatch's colour):
 *   the schemas say them in SCHEMA_PROBLEM_WORDS, so the words and their keys are one.
 * Other words of a schema's own ("given twice") have no key and stay as written.
 */

/** The forms the catalog's schemas ask for, in their own words. */
export const SCHEMA_PROBLEM_WORDS = { ...CATALOG_FORM_WORDS, ...PRODUCT_FORM_WORDS } as const;

export const IMPORT_PROBLEM_WORDS = {
  handleRequired: 'Is required: the product this row belongs to',
  titleRequired: 'Is required on the first row of "{{handle}}": the product\'s name',
  priceRequired: 'Is required: what the variant costs, such as 12.50',
  optionValueRequired: 'Is required: "{{handle}}" has the option "{{option}}" ({{column}} on row {{row}})',
  categoryRequired: 'Is required for a new product: the category it sits in (a slug or name; a new one is made)',
  notAPrice: '"{{text}}" is not a price such as {{example}}',
  notANumber: '"{{text}}" is not a number',
  notAWholeNumber: '"{{text}}" is not a whole number',
  stockBelowZero: '{{text}}: stock cannot be below 0',
  notAWeight: '"{{text}}" is not a weight in grams',
  notAStatus: '"{{text}}" is not active, draft or archived',
  notTrueOrFalse: '"{{text}}" is not TRUE or FALSE',
  noVariant: 'The product "{{handle}}" has no variant: at least one row of it needs a Variant Price',
  rowsApart: '"{{handle}}" was on rows {{first}}–{{last}} already: keep a product\'s rows together',
  emptyFile: "The file is empty: expected a header row naming Shopify's columns",
  noHandleColumn: 'No Handle column: every row names its product by its Handle',
  pictureNotBeside: 'No file "{{file}}" beside the CSV: the shop downloads nothing, so save the picture there under that name',
  pictureNotSent: 'No picture "{{file}}" among the files sent with the CSV: choose it with the CSV (the shop downloads nothing)',
  notAPicture: '"{{file}}" is not a picture the shop takes (JPEG, PNG, WebP, GIF or AVIF), judged by its bytes',
  collectionTooLarge: '"{{slug}}" would list {{count}} products: a collection lists at most {{maximum}}',
} as const;

export const CONTRACT_PROBLEM_WORDS = {
  required: 'Is required',
  empty: 'Must not be empty',
  tooLong: 'Too long: at most {{maximum}} characters',
  tooShort: 'Too short: at least {{minimum}} characters',
  tooMany: 'Too many: at most {{maximum}}',
  tooFew: 'Too few: at least {{minimum}}',
  atMost: 'Too large: at most {{maximum}}',
  below: 'Too large: less than {{maximum}}',
  atLeast: 'Too small: at least {{minimum}}',
  above: 'Too small: more than {{minimum}}',
  oneOf: 'Not one of: {{values}}',
  expectedText: 'Expected text',
  expectedNumber: 'Expected a number',
  expectedWholeNumber: 'Expected a whole number',
  expectedTrueOrFalse: 'Expected true or false',
  expectedList: 'Expected a list',
  expectedGroup: 'Expected a group of fields',
} as const;

export type ImportProblemKey = keyof typeof IMPORT_PROBLEM_WORDS;
export type ContractProblemKey = keyof typeof CONTRACT_PROBLEM_WORDS | keyof typeof SCHEMA_PROBLEM_WORDS;
export type ProblemKey = ImportProblemKey | ContractProblemKey;

/** Every problem's words in the back office's English, by key. */
export const PROBLEM_WORDS: Readonly<Record<ProblemKey, string>> = { ...IMPORT_PROBLEM_WORDS, ...CONTRACT_PROBLEM_WORDS, ...SCHEMA_PROBLEM_WORDS };

/** The key of a schema's own words, by those words. */
export const SCHEMA_PROBLEM_KEYS: ReadonlyMap<string, keyof typeof SCHEMA_PROBLEM_WORDS> = new Map(
  Object.entries(SCHEMA_PROBLEM_WORDS).map(([key, words]) => [words, key as keyof typeof SCHEMA_PROBLEM_WORDS]),
);
const PROBLEM_KEYS = Object.keys(PROBLEM_WORDS) as [ProblemKey, ...ProblemKey[]];

/** A problem said apart from the language: its key, and the values its words name. */
export const problemSaidSchema = z.object({
  key: z.enum(PROBLEM_KEYS),
  values: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type ProblemSaid = z.infer<typeof problemSaidSchema>;

/** One of the import's own problems: its English message, and what it says apart from the language. */
export function importProblem(key: ImportProblemKey, values: ProblemSaid['values'] = {}): { message: string; said: ProblemSaid } {
  const message = IMPORT_PROBLEM_WORDS[key].replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
  return { message, said: { key, values } };
}
