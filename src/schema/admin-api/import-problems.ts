import { z } from 'zod';

/*
 * The problems a catalog import finds in the file itself (a price that is not one, a row without
 * its handle, a picture not sent), each by a key and the values it names. The shop says them in
 * English from these words, for the command line and for scripts; the back office says the same
 * key in the member's language. A problem the shop's write contract finds (a name too long, a
 * slug taken) comes from the admin API in English and has no key.
 */

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

export type ImportProblemKey = keyof typeof IMPORT_PROBLEM_WORDS;
const IMPORT_PROBLEM_KEYS = Object.keys(IMPORT_PROBLEM_WORDS) as [ImportProblemKey, ...ImportProblemKey[]];

/** A problem said apart from any language: its key, and the values its words name. */
export const importProblemSaidSchema = z.object({
  key: z.enum(IMPORT_PROBLEM_KEYS),
  values: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type ImportProblemSaid = z.infer<typeof importProblemSaidSchema>;

/** A problem's English message and what it says apart from the language, for a problem list. */
export function importProblem(key: ImportProblemKey, values: ImportProblemSaid['values'] = {}): { message: string; said: ImportProblemSaid } {
  const message = IMPORT_PROBLEM_WORDS[key].replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
  return { message, said: { key, values } };
}
