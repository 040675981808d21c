/*
 * The forms the catalog's own schemas ask for, in the words they say them in when a value does
 * not fit. Apart from problem-words.ts, which the shop's pages do not load: a schema takes its
 * words from here, and the back office says them by the same keys in its member's language.
 * Two tables, so a page that checks slugs and SKUs carries no words of the product writes'.
 */
export const CATALOG_FORM_WORDS = {
  slugForm: 'Expected a lowercase slug such as linen-tee',
  skuForm: 'Expected capital letters, digits and dashes, such as LINEN-TEE-SAGE-M',
} as const;

/** What a product write's option code and swatch colour must look like. */
export const PRODUCT_FORM_WORDS = {
  codeForm: 'Expected a lowercase code such as color or size',
  colourForm: 'Expected a #rrggbb colour',
} as const;
