import { z } from 'zod';
import { cssColor } from '../../schema/css-values';
import { htmlStrings } from '../../schema/html';
import { imageSrc, linkHref } from '../../schema/link-href';
import { formatPath } from '../../schema/json-path';

/*
 * The composer's form for a block, made from the block's props schema alone, so a new block
 * gets its form without code of its own. The model is built from JSON Schema, the same document
 * the shop publishes under /schema/blocks/ (`npm run schema`): zod does the reading of its own
 * schemas (bounds, enums, defaults, which keys an input needs) and the walk below reads a
 * standard format instead of zod's internals. Where the published copy is too plain to pick a
 * control (an HTML string, a link, a colour), `blockJsonSchema` adds standard keywords from the
 * shared schemas the props are made of; names and shapes the blocks share fill the rest, so a
 * published copy alone still gives a working form.
 */

export type JsonSchema = z.core.JSONSchema.JSONSchema;

/** Where a value sits in a block's props: `['items', 2, 'title']` is `props.items[2].title`. */
export type FieldPath = ReadonlyArray<string | number>;

/** A block's props as the form edits them. */
export type Props = Readonly<Record<string, unknown>>;

/** What a reference picker looks up; a property names one by its slug. */
export const REFERENCE_KINDS = ['product', 'category', 'collection', 'tag', 'article'] as const;
export type ReferenceKind = (typeof REFERENCE_KINDS)[number];

export type Scalar = string | number | boolean | null;
export type SelectOption = { value: Scalar; label: string };

type FieldBase = {
  /** The property's name; none for a list's item or a choice's option, which sit at their parent's place. */
  key?: string;
  /** Where the field sits from `props`; `EACH` stands for any item of a list. */
  path: ReadonlyArray<string | Each>;
  label: string;
  /** The schema's description. */
  help?: string;
  /** Whether the props must hold it: a field with a default never must. */
  required: boolean;
  /** Whether null is a value it takes (the form writes null rather than leaving it out). */
  nullable: boolean;
  default?: unknown;
};

export type Each = { readonly each: true };
export const EACH: Each = { each: true };

export type Control =
  | { control: 'text'; minLength?: number; maxLength?: number; pattern?: string }
  | { control: 'long-text'; minLength?: number; maxLength?: number }
  | { control: 'rich-text'; maxLength?: number }
  | { control: 'link'; maxLength?: number }
  | { control: 'colour' }
  | { control: 'number'; integer: boolean; min?: number; max?: number; step: number | 'any' }
  | { control: 'select'; options: SelectOption[] }
  | { control: 'switch' }
  /** A value the schema allows only one of (`kind: 'articles'`): written, never asked. */
  | { control: 'fixed'; value: Scalar }
  /**
   * A slug naming a catalog record. `kindFrom` names the sibling property whose value says
   * which kind (a product source's `kind`); otherwise `kinds` holds the one kind it names.
   */
  | { control: 'reference'; kinds: ReferenceKind[]; kindFrom?: string; maxLength?: number }
  /** A picture's object: where it is and what it shows; its parts are ordinary fields. */
  | { control: 'picture'; fields: FieldModel[] }
  | { control: 'group'; fields: FieldModel[] }
  | { control: 'list'; item: FieldModel; minItems?: number; maxItems?: number }
  /** One of several shapes: the choice of kind, then that kind's fields. */
  | { control: 'choice'; discriminator?: string; options: ChoiceOption[] }
  | { control: 'unsupported'; reason: string };

export type FieldModel = FieldBase & Control;
export type ControlKind = Control['control'];

/** One shape of a choice: `tag` is its discriminator's value, `types` the JSON types a scalar option takes. */
export type ChoiceOption = { label: string; field: FieldModel; tag?: Scalar; types?: string[] };

const JSON_SCHEMA_OPTIONS = { io: 'input', unrepresentable: 'any', target: 'draft-2020-12' } as const;

/**
 * The props schema as JSON Schema with the options the shop publishes it with
 * (server/json-schema.ts), plus standard keywords the published copy lacks that say which
 * shared schema a string is: `contentMediaType: text/html` for HTML, `format: color` for a
 * CSS colour, `format: uri-reference` for a link or a picture's address.
 */
export function blockJsonSchema(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, {
    ...JSON_SCHEMA_OPTIONS,
    override: ({ zodSchema, jsonSchema }) => {
      if (htmlStrings.has(zodSchema)) jsonSchema.contentMediaType = 'text/html';
      else if (zodSchema === cssColor) jsonSchema.format = 'color';
      else if (zodSchema === linkHref || zodSchema === imageSrc) jsonSchema.format = 'uri-reference';
    },
  });
}

/** The form of a block from its zod props schema. */
export function blockFormModel(schema: z.ZodType): FieldModel {
  return formModelOf(blockJsonSchema(schema));
}

/** The form of a block from the JSON Schema of its props (a published /schema/blocks/<type>.json works too). */
export function formModelOf(schema: JsonSchema): FieldModel {
  return fieldOf(schema, { root: schema, path: [], required: true, resolving: new Set() });
}

type Place = {
  root: JsonSchema;
  key?: string;
  /** The list a field is the item of, for names that say what its items are (`productSlugs`). */
  itemOf?: string;
  path: ReadonlyArray<string | Each>;
  required: boolean;
  /** The properties beside this one. */
  siblings?: Readonly<Record<string, JsonSchema>>;
  /** The references being followed, so a schema that holds itself ends instead of looping. */
  resolving: ReadonlySet<string>;
};

const PICTURE_KEYS = new Set(['src', 'alt', 'width', 'height', 'srcset']);
const REFERENCE_NAME = new RegExp(`^(${REFERENCE_KINDS.join('|')})Slugs?$`);
const HTML_NAME = /(?:^h|H)tml$/;
const COLOUR_NAME = /(?:^c|C)olou?r$/;
const LINK_NAME = /(?:^h|H)ref$|(?:^u|U)rl$/;
/** Longer than this and a string gets a box of several lines (hero text: 600, an alt text: 300). */
const ONE_LINE_MAX = 300;

function fieldOf(input: boolean | JsonSchema, place: Place): FieldModel {
  if (typeof input === 'boolean') return unsupported(place, {}, input ? 'any value at all' : 'no value at all');
  const resolved = resolveRef(input, place);
  if ('reason' in resolved) return unsupported(place, input, resolved.reason);
  const { schema, within } = resolved;
  const here = { ...place, resolving: within };

  const types = typesOf(schema);
  const nullable = types.includes('null') || (schema.enum?.includes(null) ?? false);
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) {
    const nonNull = branches.filter((branch) => !isNullSchema(branch));
    if (nonNull.length < branches.length && nonNull.length === 1) {
      // `nullable()`: the one other branch, with what is said beside the union.
      const { anyOf: _anyOf, oneOf: _oneOf, ...outer } = schema;
      const inner = fieldOf({ ...nonNull[0], ...outer }, here);
      return { ...inner, nullable: true };
    }
    return unionField(schema, nonNull, here, nullable || nonNull.length < branches.length);
  }

  if (schema.const !== undefined) return { ...base(here, schema, nullable), control: 'fixed', value: schema.const };
  if (schema.enum) {
    const values = schema.enum.filter((value) => value !== null);
    if (values.length === 1 && !nullable) return { ...base(here, schema, nullable), control: 'fixed', value: values[0]! };
    return { ...base(here, schema, nullable), control: 'select', options: selectOptionsOf(values) };
  }

  const concrete = types.filter((type) => type !== 'null');
  if (concrete.length > 1) {
    return {
      ...base(here, schema, nullable),
      control: 'choice',
      options: concrete.map((type) => ({
        label: TYPE_WORDS[type] ?? wordsOf(type),
        types: valueTypesOf(type),
        field: fieldOf({ ...withoutDefault(schema), type }, { ...here, required: true }),
      })),
    };
  }
  switch (concrete[0]) {
    case 'string':
      return stringField(schema, here, nullable);
    case 'number':
    case 'integer':
      return numberField(schema, here, nullable, concrete[0] === 'integer');
    case 'boolean':
      return { ...base(here, schema, nullable), control: 'switch' };
    case 'array':
      return listField(schema, here, nullable);
    case 'object':
      return objectField(schema, here, nullable);
    default:
      return unsupported(here, schema, 'any value: the schema does not say what it holds');
  }
}

function base(place: Place, schema: JsonSchema, nullable: boolean): FieldBase {
  const label = schema.title ?? (place.key === undefined ? (place.itemOf === undefined ? 'Value' : itemWordsOf(place.itemOf)) : wordsOf(place.key));
  return {
    ...(place.key === undefined ? {} : { key: place.key }),
    path: place.path,
    label,
    ...(schema.description === undefined ? {} : { help: schema.description }),
    required: place.required,
    nullable,
    ...('default' in schema ? { default: schema.default } : {}),
  };
}

function unsupported(place: Place, schema: JsonSchema, reason: string): FieldModel {
  return { ...base(place, schema, false), control: 'unsupported', reason };
}

function stringField(schema: JsonSchema, place: Place, nullable: boolean): FieldModel {
  const field = base(place, schema, nullable);
  const name = place.key ?? place.itemOf ?? '';
  const bounds = {
    ...(schema.minLength === undefined ? {} : { minLength: schema.minLength }),
    ...(schema.maxLength === undefined ? {} : { maxLength: schema.maxLength }),
  };
  const maxLength = schema.maxLength === undefined ? {} : { maxLength: schema.maxLength };
  if (schema.contentMediaType === 'text/html' || HTML_NAME.test(name)) return { ...field, control: 'rich-text', ...maxLength };
  if (schema.format === 'color' || COLOUR_NAME.test(name)) return { ...field, control: 'colour' };
  const reference = referenceOf(name, place);
  if (reference) return { ...field, control: 'reference', ...reference, ...maxLength };
  if (schema.format === 'uri-reference' || schema.format === 'uri' || LINK_NAME.test(name)) return { ...field, control: 'link', ...maxLength };
  if (schema.maxLength !== undefined && schema.maxLength > ONE_LINE_MAX) return { ...field, control: 'long-text', ...bounds };
  return { ...field, control: 'text', ...bounds, ...(schema.pattern === undefined ? {} : { pattern: schema.pattern }) };
}

/**
 * Which catalog records a string names, from the names the blocks share: `categorySlug`,
 * `productSlugs` (each item a product), or `slug` beside a `kind` whose every value is a
 * kind of record (a product source: `{kind: 'collection', slug: 'summer-edit'}`).
 */
function referenceOf(name: string, place: Place): { kinds: ReferenceKind[]; kindFrom?: string } | undefined {
  const named = REFERENCE_NAME.exec(name)?.[1];
  if (named !== undefined && isReferenceKind(named)) return { kinds: [named] };
  const kind = place.siblings?.kind;
  if (name !== 'slug' || kind === undefined) return undefined;
  const kinds = kind.enum ?? (kind.const === undefined ? [] : [kind.const]);
  return kinds.length > 0 && kinds.every(isReferenceKind) ? { kinds, kindFrom: 'kind' } : undefined;
}

function isReferenceKind(value: unknown): value is ReferenceKind {
  return (REFERENCE_KINDS as readonly unknown[]).includes(value);
}

function numberField(schema: JsonSchema, place: Place, nullable: boolean, integer: boolean): FieldModel {
  const lowest = schema.minimum ?? (integer && typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + 1 : undefined);
  const highest = schema.maximum ?? (integer && typeof schema.exclusiveMaximum === 'number' ? schema.exclusiveMaximum - 1 : undefined);
  return {
    ...base(place, schema, nullable),
    control: 'number',
    integer,
    ...(lowest === undefined ? {} : { min: lowest }),
    // zod bounds every integer by the largest safe one: no bound a merchant needs to see.
    ...(highest === undefined || highest >= Number.MAX_SAFE_INTEGER ? {} : { max: highest }),
    step: schema.multipleOf ?? (integer ? 1 : 'any'),
  };
}

function listField(schema: JsonSchema, place: Place, nullable: boolean): FieldModel {
  if (schema.prefixItems) return unsupported(place, schema, 'a list of fixed length with a type per place');
  if (schema.items === undefined || Array.isArray(schema.items)) return unsupported(place, schema, 'a list that does not say what its items are');
  const item = fieldOf(schema.items, {
    root: place.root,
    ...(place.key === undefined ? {} : { itemOf: place.key }),
    path: [...place.path, EACH],
    required: true,
    resolving: place.resolving,
  });
  return {
    ...base(place, schema, nullable),
    control: 'list',
    item,
    ...(schema.minItems === undefined ? {} : { minItems: schema.minItems }),
    ...(schema.maxItems === undefined ? {} : { maxItems: schema.maxItems }),
  };
}

function objectField(schema: JsonSchema, place: Place, nullable: boolean): FieldModel {
  const properties = Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([key, value]): [string, JsonSchema] => [key, typeof value === 'boolean' ? {} : value]),
  );
  const keys = Object.keys(properties);
  if (keys.length === 0) {
    return schema.additionalProperties === undefined || schema.additionalProperties === false
      ? { ...base(place, schema, nullable), control: 'group', fields: [] }
      : unsupported(place, schema, 'keys of the merchant’s choosing');
  }
  const required = new Set(schema.required ?? []);
  const fields = keys.map((key) =>
    fieldOf(schema.properties![key]!, {
      root: place.root,
      key,
      path: [...place.path, key],
      required: required.has(key),
      siblings: properties,
      resolving: place.resolving,
    }),
  );
  // A picture: where it is, and what it shows or how large it is (a rendition of a srcset is neither).
  const picture = keys.includes('src') && keys.every((key) => PICTURE_KEYS.has(key)) && (keys.includes('alt') || keys.includes('height'));
  return { ...base(place, schema, nullable), control: picture ? 'picture' : 'group', fields };
}

function unionField(schema: JsonSchema, branches: readonly JsonSchema[], place: Place, nullable: boolean): FieldModel {
  const { anyOf: _anyOf, oneOf: _oneOf, ...outer } = schema;
  const field = base(place, schema, nullable);
  const constants = branches.map((branch) => resolveRef(branch, place)).map((resolved) => ('schema' in resolved ? constantsOf(resolved.schema) : undefined));
  if (constants.every((values) => values !== undefined)) {
    // A union of literals (`columns: 2 | 3 | 4`) is a choice of values.
    return { ...field, control: 'select', options: selectOptionsOf(constants.flat()) };
  }
  const options = branches.map((branch, index): ChoiceOption => {
    // The union's default is a value of one option; each option starts from its own.
    const option = fieldOf({ ...withoutDefault(outer), ...branch }, { ...place, required: true });
    const resolved = resolveRef(branch, place);
    const [type, ...more] = 'schema' in resolved ? typesOf(resolved.schema) : [];
    const scalar = type !== undefined && more.length === 0 && TYPE_WORDS[type] !== undefined ? type : undefined;
    if (scalar === undefined) return { label: branch.title ?? `Option ${index + 1}`, field: option };
    return { label: branch.title ?? TYPE_WORDS[scalar]!, field: option, types: valueTypesOf(scalar) };
  });
  const discriminator = discriminatorOf(options.map((option) => option.field));
  if (discriminator === undefined) return { ...field, control: 'choice', options };
  return {
    ...field,
    control: 'choice',
    discriminator,
    options: options.map((option) => {
      const tag = fixedValueOf(option.field, discriminator);
      return { ...option, label: option.field.label === field.label ? wordsOf(String(tag)) : option.field.label, tag };
    }),
  };
}

/** What an option of a plain JSON type is called in a choice of them. */
export const TYPE_WORDS: Readonly<Record<string, string>> = { string: 'Text', number: 'Number', integer: 'Whole number', boolean: 'Yes or no' };

/** The JSON types of the values a schema type takes: a whole number is a number too. */
const valueTypesOf = (type: string): string[] => (type === 'number' ? ['number', 'integer'] : [type]);

function withoutDefault(schema: JsonSchema): JsonSchema {
  const { default: _default, ...rest } = schema;
  return rest;
}

function constantsOf(schema: JsonSchema): Scalar[] | undefined {
  if (schema.const !== undefined) return [schema.const];
  return schema.enum?.filter((value) => value !== null);
}

/** The property every option fixes to a value of its own (`kind`), if there is one. */
function discriminatorOf(options: readonly FieldModel[]): string | undefined {
  const [first] = options;
  if (!first || first.control !== 'group') return undefined;
  return first.fields
    .filter((field) => field.control === 'fixed' && field.key !== undefined)
    .map((field) => field.key!)
    .find((key) => {
      const tags = options.map((option) => fixedValueOf(option, key));
      return tags.every((tag) => tag !== undefined) && new Set(tags).size === tags.length;
    });
}

function fixedValueOf(field: FieldModel, key: string): Scalar | undefined {
  if (field.control !== 'group') return undefined;
  const fixed = field.fields.find((inner) => inner.key === key);
  return fixed?.control === 'fixed' ? fixed.value : undefined;
}

function resolveRef(schema: JsonSchema, place: Place): { schema: JsonSchema; within: ReadonlySet<string> } | { reason: string } {
  if (schema.$ref === undefined) return { schema, within: place.resolving };
  const ref = schema.$ref;
  if (place.resolving.has(ref)) return { reason: 'a schema that holds itself' };
  const target = ref === '#' ? place.root : ref.startsWith('#/$defs/') ? place.root.$defs?.[decodeURIComponent(ref.slice('#/$defs/'.length))] : undefined;
  if (target === undefined) return { reason: `a reference the document does not hold (${ref})` };
  const { $ref: _ref, ...beside } = schema;
  return resolveRef({ ...target, ...beside }, { ...place, resolving: new Set([...place.resolving, ref]) });
}

function typesOf(schema: JsonSchema): z.core.JSONSchema.SchemaType[] {
  if (schema.type === undefined) return [];
  return Array.isArray(schema.type) ? schema.type : [schema.type];
}

function isNullSchema(schema: JsonSchema): boolean {
  return schema.type === 'null' || schema.const === null;
}

/** `showSort` → "Show sort", `image-left` → "Image left"; a few names said in plainer words. */
export function wordsOf(name: string): string {
  const known = SHORT_NAMES[name];
  if (known) return known;
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_\s]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const SHORT_NAMES: Readonly<Record<string, string>> = {
  cta: 'Call to action',
  href: 'Link address',
  src: 'Picture address',
  alt: 'Alternative text',
  srcset: 'Sizes',
  html: 'Content',
  privacyHref: 'Privacy page',
  termsHref: 'Terms page',
  intervalSeconds: 'Seconds per slide',
  autoAdvance: 'Move by itself',
  showMakeDefault: 'Offer to make default',
};

/** A select's choices, each said in words: countries by their names, other values by theirs. */
function selectOptionsOf(values: readonly Scalar[]): SelectOption[] {
  const countries = isCountryList(values) ? countryNamesIn('en') : undefined;
  return values.map((value) => ({ value, label: countries?.of(String(value)) ?? wordsOf(String(value)) }));
}

/** Whether a select's values are countries: every one a region code (`HK`, `GB`). */
function isCountryList(values: readonly Scalar[]): boolean {
  return values.length > 0 && values.every((value) => typeof value === 'string' && /^[A-Z]{2}$/.test(value));
}

const countryNamesIn = (locale: string) => new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });

/** What one item of a list named `name` is called: `links` → "Link", `srcset` → "Size". */
function itemWordsOf(name: string): string {
  const words = wordsOf(name);
  if (/ies$/.test(words)) return words.replace(/ies$/, 'y');
  if (/[^s]s$/.test(words)) return words.slice(0, -1);
  return `${words} item`;
}

/* ------------------------------------------------------------------------------------------
 * The model in the member's language.
 * ---------------------------------------------------------------------------------------- */

/**
 * The words a model is said in, by the English it is built in: its names, its choices and its
 * help. A name with no translation stays in English; countries take their names from the browser.
 */
export type FieldWords = { locale: string; words: Readonly<Record<string, string>> };

/** The model with every name, choice and help in the member's language. */
export function modelInWords(model: FieldModel, { locale, words }: FieldWords): FieldModel {
  const say = (english: string) => words[english] ?? english;
  const countries = countryNamesIn(locale);
  const inWords = (field: FieldModel): FieldModel => {
    const said = { ...field, label: say(field.label), ...(field.help === undefined ? {} : { help: say(field.help) }) };
    switch (said.control) {
      case 'select': {
        const country = isCountryList(said.options.map((option) => option.value));
        const labelOf = (option: SelectOption) => (country ? (countries.of(String(option.value)) ?? option.label) : say(option.label));
        return { ...said, options: said.options.map((option) => ({ ...option, label: labelOf(option) })) };
      }
      case 'group':
      case 'picture':
        return { ...said, fields: said.fields.map(inWords) };
      case 'list':
        return { ...said, item: inWords(said.item) };
      case 'choice':
        return { ...said, options: said.options.map((option) => ({ ...option, label: say(option.label), field: inWords(option.field) })) };
      default:
        return said;
    }
  };
  return inWords(model);
}

/* ------------------------------------------------------------------------------------------
 * Walking a model beside the props it edits.
 * ---------------------------------------------------------------------------------------- */

/** Every field of the model, parents before their parts: a list's item, a choice's options. */
export function fieldsOf(model: FieldModel): FieldModel[] {
  const inner = (field: FieldModel): FieldModel[] => {
    switch (field.control) {
      case 'group':
      case 'picture':
        return field.fields.flatMap(fieldsOf);
      case 'list':
        return fieldsOf(field.item);
      case 'choice':
        return field.options.flatMap((option) => inner(option.field));
      default:
        return [];
    }
  };
  return [model, ...inner(model)];
}

/** The option of a choice a value is, if it is one. */
export function optionOf(choice: Extract<FieldModel, { control: 'choice' }>, value: unknown): ChoiceOption | undefined {
  if (value === undefined || value === null) return undefined;
  if (choice.discriminator !== undefined) {
    const tag = isRecord(value) ? value[choice.discriminator] : undefined;
    return choice.options.find((option) => option.tag === tag);
  }
  return choice.options.find((option) => fits(option, value));
}

function fits(option: ChoiceOption, value: unknown): boolean {
  if (option.types) return option.types.includes(jsonTypeOf(value));
  const { field } = option;
  if (field.control === 'group' || field.control === 'picture') {
    return isRecord(value) && field.fields.every((inner) => !inner.required || inner.key === undefined || Object.hasOwn(value, inner.key));
  }
  if (field.control === 'list') return Array.isArray(value);
  return !isRecord(value) && !Array.isArray(value);
}

function jsonTypeOf(value: unknown): string {
  if (Array.isArray(value)) return 'array';
  if (value === null) return 'null';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

/**
 * What a field starts as when the merchant adds it (a list's new item, a group they open, a
 * choice's other kind): its default, else what its required parts start as.
 */
export function initialValueOf(field: FieldModel): unknown {
  if (field.default !== undefined) return structuredClone(field.default);
  switch (field.control) {
    case 'group':
    case 'picture':
      return Object.fromEntries(
        field.fields
          .filter((inner) => inner.key !== undefined && inner.required)
          .map((inner) => [inner.key!, initialValueOf(inner)]),
      );
    case 'list':
      return Array.from({ length: field.minItems ?? 0 }, () => initialValueOf(field.item));
    case 'choice':
      return field.options[0] ? initialValueOf(field.options[0].field) : null;
    case 'number':
      return field.min ?? 0;
    case 'select':
      return field.options[0]?.value ?? null;
    case 'switch':
      return false;
    case 'fixed':
      return field.value;
    case 'colour':
      return '#000000';
    case 'unsupported':
      return null;
    default:
      return '';
  }
}

export function readAt(value: unknown, path: FieldPath): unknown {
  let at = value;
  for (const part of path) {
    if (typeof part === 'number') at = Array.isArray(at) ? at[part] : undefined;
    else at = isRecord(at) && Object.hasOwn(at, part) ? at[part] : undefined;
  }
  return at;
}

/**
 * A copy of `props` holding `next` at `path`, sharing every part it did not change. Writing
 * undefined leaves the key out, so the block's default applies again.
 */
export function writeAt(props: Props, path: FieldPath, next: unknown): Props {
  if (next === undefined && readAt(props, path) === undefined) return props;
  const written = writeInto(props, path, next);
  return isRecord(written) ? written : props;
}

function writeInto(container: unknown, path: FieldPath, next: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return next;
  if (typeof head === 'number') {
    const list = Array.isArray(container) ? [...(container as unknown[])] : [];
    list[head] = writeInto(list[head], rest, next);
    return list;
  }
  const record: Record<string, unknown> = isRecord(container) ? { ...container } : {};
  const inner = writeInto(Object.hasOwn(record, head) ? record[head] : undefined, rest, next);
  if (inner === undefined) delete record[head];
  else record[head] = inner;
  return record;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/* ------------------------------------------------------------------------------------------
 * Paths as the shop writes them, and a refusal's problems at the fields they name.
 * ---------------------------------------------------------------------------------------- */

/** A field's path in the shop's spelling (`props.items[2].title`): one spelling for the renderer, the server and the composer. */
export { formatPath };

/** A field's path in the form the shop names it: `props.items[2].title`. */
export const fieldPathText = (path: FieldPath): string => formatPath(['props', ...path]);

/** Where a field of the model sits, any item of a list written `[]`: `props.columns[].links[].href`. */
export const patternText = (field: FieldModel): string =>
  ['props', ...field.path].map((part) => (typeof part === 'string' ? `.${part}` : '[]')).join('').slice(1);

const FIRST_NAME = /^[A-Za-z_$][\w$]*/;
const NEXT_PART = /^(?:\.([A-Za-z_$][\w$]*)|\[(\d+)\]|\[("(?:[^"\\]|\\.)*")\])/;

/** `pageBody.blocks[3].props["a b"][0]` → `['pageBody', 'blocks', 3, 'props', 'a b', 0]`; undefined for what `formatPath` never writes. */
export function parsePath(text: string): FieldPath | undefined {
  if (text === '$') return [];
  const path: (string | number)[] = [];
  const first = FIRST_NAME.exec(text)?.[0] ?? '';
  if (first) path.push(first);
  let rest = text.slice(first.length);
  if (!first && !rest.startsWith('[')) return undefined;
  while (rest.length > 0) {
    const match = NEXT_PART.exec(rest);
    if (!match) return undefined;
    const [whole, name, index, quoted] = match;
    if (name !== undefined) path.push(name);
    else if (index !== undefined) path.push(Number(index));
    else if (quoted !== undefined) path.push(String(JSON.parse(quoted)));
    rest = rest.slice(whole.length);
  }
  return path;
}

/** Which block a problem is about (its index, then the indices down its `children`), and where in it. */
export type ProblemPlace = { block: number[]; path: string };

/**
 * The block and the place in it a refusal's problem names: `pageBody.blocks[3].props.items[0].title`
 * (the admin API's 422 `issues`) or `blocks[1].children[0].props.heading` → block [1, 0] at
 * `props.heading`. A problem with the page itself (its template, too many blocks) has none.
 */
export function placeProblem(pathText: string): ProblemPlace | undefined {
  const path = parsePath(pathText);
  if (!path) return undefined;
  const start = path[0] === 'pageBody' ? 1 : 0;
  if (path[start] !== 'blocks' || typeof path[start + 1] !== 'number') return undefined;
  const block: number[] = [path[start + 1] as number];
  let at = start + 2;
  while (path[at] === 'children' && typeof path[at + 1] === 'number') {
    block.push(path[at + 1] as number);
    at += 2;
  }
  return { block, path: path.length > at ? formatPath(path.slice(at)) : '' };
}

/** The problems of one block, by their place in it (`props.items[0].title`, `type`; '' for the block as a whole). */
export function problemsOfBlock(problems: Readonly<Record<string, string>>, block: readonly number[]): Record<string, string> {
  const mine: Record<string, string> = {};
  for (const [path, message] of Object.entries(problems)) {
    const place = placeProblem(path);
    if (place && place.block.length === block.length && place.block.every((index, i) => index === block[i])) {
      mine[place.path] = mine[place.path] ? `${mine[place.path]} ${message}` : message;
    }
  }
  return mine;
}

/**
 * Every field the form draws for these props, by path text: the items a list holds, the
 * option a choice is, the parts of a group (an optional one only while it is there).
 */
export function drawnFields(model: FieldModel, props: Props): Map<string, FieldModel> {
  const drawn = new Map<string, FieldModel>();
  const visit = (field: FieldModel, value: unknown, path: FieldPath, self: boolean) => {
    if (field.control === 'fixed') return;
    if (self) drawn.set(fieldPathText(path), field);
    switch (field.control) {
      case 'group':
      case 'picture':
        if (value === undefined && !field.required) return;
        for (const inner of field.fields) if (inner.key !== undefined) visit(inner, readAt(value, [inner.key]), [...path, inner.key], true);
        return;
      case 'list':
        if (Array.isArray(value)) value.forEach((item, index) => visit(field.item, item, [...path, index], true));
        return;
      case 'choice': {
        const option = optionOf(field, value);
        if (option) visit(option.field, value, path, false);
        return;
      }
    }
  };
  visit(model, props, [], false);
  return drawn;
}

/**
 * A block's problems at the fields the form draws: each at its own field, or at the nearest one
 * that holds it (a problem inside a part not drawn, said with its path); `rest` is what no field
 * holds, for the top of the form (the props as a whole, the block's type).
 */
export function problemsAtFields(model: FieldModel, props: Props, problems: Readonly<Record<string, string>>) {
  const drawn = drawnFields(model, props);
  const atField: Record<string, string> = {};
  const rest: Record<string, string> = {};
  const add = (into: Record<string, string>, key: string, message: string) => {
    into[key] = into[key] ? `${into[key]} ${message}` : message;
  };
  for (const [pathText, message] of Object.entries(problems)) {
    const path = parsePath(pathText);
    if (!path || path[0] !== 'props') {
      add(rest, pathText, message);
      continue;
    }
    let holder = path.length;
    while (holder > 1 && !drawn.has(formatPath(path.slice(0, holder)))) holder--;
    if (holder <= 1) add(rest, pathText, message);
    else if (holder === path.length) add(atField, pathText, message);
    else add(atField, formatPath(path.slice(0, holder)), `${formatPath(path.slice(holder))}: ${message}`);
  }
  return { atField, rest };
}
