import { langPath, type UrlLanguage } from '../languages';

/*
 * The names the shop's plain cart forms share with the server that reads them, zod-free so the
 * product page and the product cards can draw their forms without loading any schema.
 */

/** Where every plain cart form posts: the cart page's own address, in the page language. */
export function cartPath(lang: UrlLanguage): string {
  return `${langPath(lang)}/cart`;
}

/** An add form names the shopper's pick of each option by one field, `option.<code>` (`option.size=m`). */
export const OPTION_FIELD_PREFIX = 'option.';

export function optionField(code: string): string {
  return `${OPTION_FIELD_PREFIX}${code}`;
}

/** The `option.<code>` fields of a posted form, as `{code: value}`: the choice the server finds the variant by. */
export function choiceOfFields(fields: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(fields)
      .filter(([name]) => name.startsWith(OPTION_FIELD_PREFIX))
      .map(([name, value]) => [name.slice(OPTION_FIELD_PREFIX.length), value]),
  );
}
