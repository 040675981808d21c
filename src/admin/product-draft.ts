import { catalogSlugSchema } from '../schema/catalog';
import { fractionDigits } from '../schema/commerce/money';
import { TRANSLATED_LOCALES, type TranslatedLocale } from '../schema/languages';
import { productWriteSchema, type ProductDocument, type ProductStatus } from '../schema/admin-api/products';
import { fieldPath } from './offers';

/*
 * A product as the editor's form holds it, and the conversions between it and the contract:
 * numbers as typed (money in the currency's units, "12.50"), every language's texts present
 * (empty where the merchant wrote none), and the write the form sends. The form never checks
 * what the shop checks; it names only what it cannot send at all (a price that is not a number),
 * by the same paths the shop's refusals use, so both land at the same fields.
 */

export type Texts = Record<TranslatedLocale, string>;

/** A text in the back office's language when the merchant wrote one there, else the English (which every text has once saved). */
export function textIn(texts: Texts, language: string): string {
  return texts[language as TranslatedLocale] || texts.en;
}
export type TextDraft = { name: string; descriptionHtml: string; seoTitle: string; seoDescription: string };
export type ValueDraft = { code: string; label: Texts; swatch: string };
export type OptionDraft = { code: string; name: Texts; values: ValueDraft[] };
export type VariantDraft = {
  sku: string;
  /** Option code → value code; an empty value is one not chosen yet. */
  optionValues: Record<string, string>;
  price: string;
  compareAt: string;
  stock: string;
  picture: string;
  weight: string;
  barcode: string;
};
export type DisplayDraft = { showSlideImage: boolean; showFavorite: boolean; showCart: boolean };
export type ProductDraft = {
  slug: string;
  category: string;
  status: ProductStatus;
  featuredRank: string;
  display: DisplayDraft;
  tags: string[];
  translations: Record<TranslatedLocale, TextDraft>;
  options: OptionDraft[];
  variants: VariantDraft[];
};

export type ProductWriteBody = ReturnType<typeof writeOf>['body'];

const TEXT_NAMES = ['name', 'descriptionHtml', 'seoTitle', 'seoDescription'] as const;

const textsOf = (given: Partial<Record<string, string>> = {}): Texts =>
  Object.fromEntries(TRANSLATED_LOCALES.map((locale) => [locale, given[locale] ?? ''])) as Texts;

/** Every language's texts filled in, empty where none were given. */
export const emptyTexts = (): Texts => textsOf();

/** Minor units as a money control shows them, exactly: 1999 → "19.99", 29 → "0.29", 1250 → "12.50", in JPY 500 → "500". */
export function moneyTextOf(cents: number, currency: string): string {
  const digits = fractionDigits(currency);
  if (digits === 0) return String(cents);
  const scale = 10 ** digits;
  return `${Math.floor(cents / scale)}.${String(cents % scale).padStart(digits, '0')}`;
}

/**
 * What a money control holds, in minor units, computed on the digits as typed so no binary
 * fraction creeps in ("0.29" is 29, never 28.999…); null when it is not an amount in the
 * currency's units (a letter, a minus, more decimals than the currency has).
 */
export function centsOf(text: string, currency: string): number | null {
  const digits = fractionDigits(currency);
  const match = /^(\d{1,12})(?:[.](\d*))?$/.exec(text.trim());
  if (!match) return null;
  const fraction = match[2] ?? '';
  if (fraction.length > digits) return null;
  return Number(match[1]) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
}

const wholeOf = (text: string): number | null => (/^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : null);

/** A new product's form: the contract's defaults, English to write, and one variant to price. */
export function newProductDraft(): ProductDraft {
  const shape = productWriteSchema.shape;
  return {
    slug: '',
    category: '',
    status: 'draft',
    featuredRank: String(shape.featuredRank.parse(undefined)),
    display: shape.display.parse(undefined),
    tags: [],
    translations: Object.fromEntries(
      TRANSLATED_LOCALES.map((locale) => [locale, { name: '', descriptionHtml: '', seoTitle: '', seoDescription: '' }]),
    ) as ProductDraft['translations'],
    options: [],
    variants: [newVariant()],
  };
}

export function newVariant(optionValues: Record<string, string> = {}): VariantDraft {
  return { sku: '', optionValues, price: '', compareAt: '', stock: '0', picture: '1', weight: '', barcode: '' };
}

/** A stored product as the form shows it. */
export function draftOf(product: ProductDocument, currency: string): ProductDraft {
  return {
    slug: product.slug,
    category: product.category,
    status: product.status,
    featuredRank: String(product.featuredRank),
    display: { ...product.display },
    tags: [...product.tags],
    translations: Object.fromEntries(
      TRANSLATED_LOCALES.map((locale) => {
        const text = product.translations[locale];
        return [
          locale,
          {
            name: text?.name ?? '',
            descriptionHtml: text?.descriptionHtml ?? '',
            seoTitle: text?.seoTitle ?? '',
            seoDescription: text?.seoDescription ?? '',
          },
        ];
      }),
    ) as ProductDraft['translations'],
    options: product.options.map((option) => ({
      code: option.code,
      name: textsOf(option.name),
      values: option.values.map((value) => ({ code: value.code, label: textsOf(value.label), swatch: value.swatch ?? '' })),
    })),
    variants: product.variants.map((variant) => ({
      sku: variant.sku,
      optionValues: { ...variant.optionValues },
      price: moneyTextOf(variant.priceCents, currency),
      compareAt: variant.compareAtCents === null ? '' : moneyTextOf(variant.compareAtCents, currency),
      stock: String(variant.stock),
      picture: String(variant.picture),
      weight: variant.weightGrams === null ? '' : String(variant.weightGrams),
      barcode: variant.barcode ?? '',
    })),
  };
}

/** A word in each language: English always (the shop names it if empty), another language only where written. */
function wordsBodyOf(texts: Texts): Partial<Texts> {
  return Object.fromEntries(
    TRANSLATED_LOCALES.flatMap((locale) => (locale === 'en' || texts[locale].trim() !== '' ? [[locale, texts[locale]]] : [])),
  );
}

/** The product's texts: English always, another language where any of its fields is written (the rest falls back to English). */
function translationsBodyOf(translations: ProductDraft['translations']) {
  return Object.fromEntries(
    TRANSLATED_LOCALES.flatMap((locale) => {
      const text = translations[locale];
      return locale === 'en' || TEXT_NAMES.some((name) => text[name].trim() !== '') ? [[locale, { ...text }]] : [];
    }),
  );
}

type Problems = Record<string, string>;

/** The words of the form's own problems, in the merchant's language. */
export type DraftWords = { money: string; whole: string; slug: string };

/**
 * The draft as the contract's write, and the problems that keep it from being sent: a field
 * that is no number at all. Anything else is for the shop to judge, and it names each problem
 * at the path this write puts the field.
 */
export function writeOf(draft: ProductDraft, currency: string, words: DraftWords) {
  const problems: Problems = {};
  const money = (text: string, path: string): number => {
    const cents = centsOf(text, currency);
    if (cents === null) problems[path] = words.money;
    return cents ?? 0;
  };
  const whole = (text: string, path: string): number => {
    const value = wholeOf(text);
    if (value === null) problems[path] = words.whole;
    return value ?? 0;
  };
  const optionalWhole = (text: string, path: string): number | null => (text.trim() === '' ? null : whole(text, path));
  if (!catalogSlugSchema.safeParse(draft.slug).success) problems.slug = words.slug;
  const body = {
    slug: draft.slug,
    category: draft.category,
    status: draft.status,
    translations: translationsBodyOf(draft.translations),
    options: draft.options.map((option) => ({
      code: option.code,
      name: wordsBodyOf(option.name),
      values: option.values.map((value) => ({
        code: value.code,
        label: wordsBodyOf(value.label),
        swatch: value.swatch === '' ? null : value.swatch,
      })),
    })),
    variants: draft.variants.map((variant, index) => ({
      sku: variant.sku,
      optionValues: Object.fromEntries(Object.entries(variant.optionValues).filter(([, value]) => value !== '')),
      priceCents: money(variant.price, `variants[${index}].priceCents`),
      compareAtCents: variant.compareAt.trim() === '' ? null : money(variant.compareAt, `variants[${index}].compareAtCents`),
      stock: whole(variant.stock, `variants[${index}].stock`),
      picture: whole(variant.picture, `variants[${index}].picture`),
      weightGrams: optionalWhole(variant.weight, `variants[${index}].weightGrams`),
      barcode: variant.barcode.trim() === '' ? null : variant.barcode.trim(),
    })),
    tags: [...draft.tags],
    featuredRank: whole(draft.featuredRank, 'featuredRank'),
    display: { ...draft.display },
  };
  return { body, problems };
}

/** The product a read answered as the write that would store it again unchanged. */
export function writeOfDocument(product: ProductDocument) {
  const { pictures: _pictures, version: _version, ...write } = product;
  return productWriteSchema.parse(write);
}

const combinationKey = (options: readonly OptionDraft[], values: Record<string, string>) =>
  options.map((option) => values[option.code] ?? '').join('\u0000');

/** Every choice of one value per option, in the options' order. */
export function combinationsOf(options: readonly OptionDraft[]): Record<string, string>[] {
  return options.reduce<Record<string, string>[]>(
    (made, option) => made.flatMap((partial) => option.values.map((value) => ({ ...partial, [option.code]: value.code }))),
    options.length === 0 ? [] : [{}],
  );
}

/**
 * The draft with a variant for each combination of values no variant has yet: priced as the
 * first variant is, with a SKU made of the product's slug and the values' codes.
 */
export function withEveryCombination(draft: ProductDraft): ProductDraft {
  const taken = new Set(draft.variants.map((variant) => combinationKey(draft.options, variant.optionValues)));
  const first = draft.variants[0];
  const missing = combinationsOf(draft.options).filter((values) => !taken.has(combinationKey(draft.options, values)));
  const made = missing.map((values) => ({
    ...newVariant(values),
    sku: [draft.slug, ...draft.options.map((option) => values[option.code]!)].filter(Boolean).join('-').toUpperCase(),
    price: first?.price ?? '',
    compareAt: first?.compareAt ?? '',
    weight: first?.weight ?? '',
  }));
  // A variant that chose no value yet (a new product's first) takes the next combination rather than stay beside it.
  const choseNothing = (variant: VariantDraft) => draft.options.every((option) => (variant.optionValues[option.code] ?? '') === '');
  const variants = draft.variants.map((variant) => {
    if (!choseNothing(variant) || made.length === 0) return variant;
    const given = made.shift()!;
    return { ...variant, optionValues: given.optionValues, sku: variant.sku || given.sku };
  });
  return { ...draft, variants: [...variants, ...made] };
}

/** The draft with option `index`'s code changed, and every variant's choice moved with it. */
export function renameOption(draft: ProductDraft, index: number, code: string): ProductDraft {
  const before = draft.options[index]!.code;
  return {
    ...draft,
    options: draft.options.map((option, at) => (at === index ? { ...option, code } : option)),
    variants: draft.variants.map((variant) => {
      const { [before]: chosen = '', ...others } = variant.optionValues;
      return { ...variant, optionValues: { ...others, [code]: chosen } };
    }),
  };
}

/** The draft with a value's code changed, and the variants that chose it choosing it still. */
export function renameValue(draft: ProductDraft, optionIndex: number, valueIndex: number, code: string): ProductDraft {
  const option = draft.options[optionIndex]!;
  const before = option.values[valueIndex]!.code;
  return {
    ...draft,
    options: draft.options.map((one, at) =>
      at === optionIndex ? { ...one, values: one.values.map((value, which) => (which === valueIndex ? { ...value, code } : value)) } : one,
    ),
    variants: draft.variants.map((variant) =>
      variant.optionValues[option.code] === before
        ? { ...variant, optionValues: { ...variant.optionValues, [option.code]: code } }
        : variant,
    ),
  };
}

/** The draft without option `index`, and no variant choosing a value of it. */
export function removeOption(draft: ProductDraft, index: number): ProductDraft {
  const code = draft.options[index]!.code;
  return {
    ...draft,
    options: draft.options.filter((_, at) => at !== index),
    variants: draft.variants.map((variant) => ({
      ...variant,
      optionValues: Object.fromEntries(Object.entries(variant.optionValues).filter(([key]) => key !== code)),
    })),
  };
}

/** The draft without a value; a variant that chose it has that option to choose again. */
export function removeValue(draft: ProductDraft, optionIndex: number, valueIndex: number): ProductDraft {
  const option = draft.options[optionIndex]!;
  const code = option.values[valueIndex]!.code;
  return {
    ...draft,
    options: draft.options.map((one, at) =>
      at === optionIndex ? { ...one, values: one.values.filter((_, which) => which !== valueIndex) } : one,
    ),
    variants: draft.variants.map((variant) =>
      variant.optionValues[option.code] === code ? { ...variant, optionValues: { ...variant.optionValues, [option.code]: '' } } : variant,
    ),
  };
}

/*
 * Where a problem lands: the form's fields are keyed by the paths the write puts them at
 * (`variants[2].sku`, `translations.zh-HK.name`), and their controls' ids are made of the key.
 * A problem about a whole part (`variants[1].optionValues`, `translations.zh-HK`) lands at
 * that part's first field; one about a part the form has no field inside is said in the
 * summary alone.
 */

/** The id of the control of the field at `key`. */
export const fieldIdOf = (key: string) => `product-${key.replace(/[^A-Za-z0-9]+/g, '-').replace(/-$/, '')}`;

const parentOf = (path: string): string | null => {
  const cut = Math.max(path.lastIndexOf('.'), path.lastIndexOf('['));
  return cut > 0 ? path.slice(0, cut) : null;
};

/** The key of the field a problem at `path` belongs to, among the form's `keys` in their order on the page. */
export function fieldKeyOf(path: string, keys: readonly string[]): string | undefined {
  for (let at: string | null = fieldPath(path); at !== null; at = parentOf(at)) {
    const part = at;
    const field = keys.find((key) => key === part) ?? keys.find((key) => key.startsWith(`${part}.`) || key.startsWith(`${part}[`));
    if (field !== undefined) return field;
    // A row the form no longer shows (a variant removed since) is not another row's problem.
    if (part.endsWith(']')) return undefined;
  }
  return undefined;
}

/** The language whose texts hold the field at `key`, when it is one of the product's own texts (shown a language at a time). */
export function textLocaleOf(key: string): TranslatedLocale | undefined {
  const match = /^translations\.([A-Za-z-]+)\./.exec(key);
  return TRANSLATED_LOCALES.find((locale) => locale === match?.[1]);
}
