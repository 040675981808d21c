import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { blockDefinitions } from '../../blocks/registry';
import { formatPath as shopFormatPath } from '../../renderer/core/json-path';
import { cssColor } from '../../schema/css-values';
import { htmlSchema } from '../../schema/html';
import { imageSrc, linkHref } from '../../schema/link-href';
import {
  blockFormModel,
  drawnFields,
  fieldPathText,
  fieldsOf,
  formatPath,
  formModelOf,
  initialValueOf,
  optionOf,
  parsePath,
  patternText,
  placeProblem,
  problemsAtFields,
  problemsOfBlock,
  readAt,
  writeAt,
  type FieldModel,
  type FieldPath,
  type JsonSchema,
  type Props,
} from './block-form-model';

/*
 * The composer's forms come from the registry alone: every block gets one, every field of it
 * reaches the props the block's stories hold, and what the form writes the schema takes.
 */

const storyModules = import.meta.glob<Record<string, unknown>>('../../blocks/*/*.stories.tsx');
const argsOf = (story: unknown): Record<string, unknown> =>
  typeof story === 'object' && story !== null && 'args' in story && typeof story.args === 'object' && story.args !== null ? { ...story.args } : {};

/** The props of every story of a block, as its schema reads them (stories.test.ts holds them valid). */
async function examplesOf(type: string, schema: z.ZodType): Promise<Props[]> {
  const load = storyModules[`../../blocks/${type}/${type}.stories.tsx`];
  if (!load) return [];
  const module = await load();
  const shared = argsOf(module.default);
  return Object.entries(module)
    .filter(([name]) => name !== 'default' && name !== '__namedExportsOrder')
    .map(([, story]) => schema.safeParse({ ...shared, ...argsOf(story) }))
    .flatMap((parsed) => (parsed.success ? [parsed.data as Props] : []));
}

const isContainer = (field: FieldModel) => ['group', 'picture', 'list', 'choice'].includes(field.control);
const byPattern = (model: FieldModel, pattern: string) => fieldsOf(model).filter((field) => patternText(field) === pattern);
function fieldAt(model: FieldModel, pattern: string): FieldModel {
  const [field] = byPattern(model, pattern);
  if (!field) throw new Error(`No field at ${pattern}`);
  return field;
}

/** Every value at the end of a branch of `value` (a string, a number, an empty list), by path. */
function leavesOf(value: unknown, path: FieldPath = []): FieldPath[] {
  if (Array.isArray(value)) return value.length === 0 ? [path] : value.flatMap((item, index) => leavesOf(item, [...path, index]));
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value);
    return entries.length === 0 ? [path] : entries.flatMap(([key, inner]) => leavesOf(inner, [...path, key]));
  }
  return [path];
}

/** A value a merchant could give the field, within what its control says (the form's side of the contract). */
function sampleOf(field: FieldModel): unknown {
  switch (field.control) {
    case 'text':
      return field.pattern === undefined ? 'w'.repeat(Math.max(1, field.minLength ?? 1)) : undefined;
    case 'long-text':
      return 'Words. '.repeat(3).trim();
    case 'rich-text':
      return '<p>Hello <strong>there</strong></p>';
    case 'link':
      return '/page/about';
    case 'colour':
      return '#123abc';
    case 'reference':
      return 'summer-edit';
    case 'number':
      return field.max ?? field.min ?? 1;
    case 'select':
      return field.options.at(-1)?.value;
    case 'switch':
      return true;
    case 'fixed':
      return field.value;
    case 'group':
    case 'picture':
      return Object.fromEntries(field.fields.flatMap((inner) => (inner.key === undefined ? [] : [[inner.key, sampleOf(inner)]])));
    case 'list':
      return Array.from({ length: Math.max(1, field.minItems ?? 0) }, () => sampleOf(field.item));
    case 'choice':
      return field.options[0] ? sampleOf(field.options[0].field) : undefined;
    case 'unsupported':
      return undefined;
  }
}

/** The schema's refusals a form could cause: a rule across fields (`refine`) is the server's to name. */
const formProblems = (schema: z.ZodType, props: Props) =>
  (schema.safeParse(props).error?.issues ?? []).filter((issue) => issue.code !== 'custom').map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe.each(blockDefinitions.map((block) => [block.type, block] as const))('the form of %s', (type, block) => {
  const model = blockFormModel(block.schema);

  it('covers every field, none unsupported', () => {
    expect(model.control).toBe('group');
    expect(fieldsOf(model).filter((field) => field.control === 'unsupported').map((field) => `${patternText(field)}: ${field.control}`)).toEqual([]);
    expect(fieldsOf(model).length).toBeGreaterThan(1);
  });

  it('has a field for every value its stories hold, and those values where the schema needs them', async () => {
    const examples = await examplesOf(type, block.schema);
    expect(examples.length).toBeGreaterThan(0);
    for (const example of examples) {
      for (const leaf of leavesOf(example)) {
        const pattern = fieldPathText(leaf).replace(/\[\d+\]/g, '[]');
        expect(byPattern(model, pattern), `${type}: ${fieldPathText(leaf)} has no field`).not.toEqual([]);
      }
      for (const [path, field] of drawnFields(model, example)) {
        if (isContainer(field)) continue;
        const value = readAt(example, parsePath(path)!.slice(1));
        // The parsed props hold every default, so a field with one is never empty there.
        if (field.required || field.default !== undefined) expect(value, `${type}: ${path}`).not.toBeUndefined();
      }
    }
  });

  it('writes each field without touching the rest, and the schema takes what it writes', async () => {
    for (const example of await examplesOf(type, block.schema)) {
      const before = structuredClone(example);
      for (const [pathText, field] of drawnFields(model, example)) {
        const path = parsePath(pathText)!.slice(1);
        const value = readAt(example, path);
        const rewritten = writeAt(example, path, value);
        expect(rewritten, `${type}: writing ${pathText} back`).toEqual(example);
        expect(block.schema.safeParse(rewritten).success).toBe(true);
        const sample = sampleOf(field);
        if (sample !== undefined) expect(formProblems(block.schema, writeAt(example, path, sample)), `${type}: ${pathText} = ${JSON.stringify(sample)}`).toEqual([]);
        if (field.default !== undefined) expect(formProblems(block.schema, writeAt(example, path, field.default)), `${type}: ${pathText} default`).toEqual([]);
        if (field.control === 'select') {
          for (const option of field.options) expect(formProblems(block.schema, writeAt(example, path, option.value)), `${type}: ${pathText} = ${String(option.value)}`).toEqual([]);
        }
      }
      expect(example).toEqual(before);
    }
  });

  it('gives every field a value the schema takes, those no story fills included', async () => {
    const [example = {}] = await examplesOf(type, block.schema);
    if (model.control !== 'group') return;
    for (const field of model.fields) {
      const filled = writeAt(example, [field.key!], sampleOf(field));
      expect(formProblems(block.schema, filled), `${type}: ${patternText(field)}`).toEqual([]);
      // Every part of the field is filled and reached by its path.
      for (const [path, drawn] of drawnFields(model, filled)) {
        const inProps = parsePath(path)!.slice(1);
        if (inProps[0] === field.key && !isContainer(drawn)) expect(readAt(filled, inProps), `${type}: ${path}`).not.toBeUndefined();
      }
    }
  });

  it('reads the same fields from the JSON Schema the shop publishes', () => {
    const published = JSON.parse(readFileSync(new URL(`../../../public/schema/blocks/${type}.json`, import.meta.url), 'utf8')) as JsonSchema;
    const plain = formModelOf(published);
    expect(fieldsOf(plain).filter((field) => field.control === 'unsupported')).toEqual([]);
    expect(fieldsOf(plain).map(patternText)).toEqual(fieldsOf(model).map(patternText));
  });
});

describe('the control of a field', () => {
  const of = (type: string) => blockFormModel(blockDefinitions.find((block) => block.type === type)!.schema);

  it('is text for a hero heading, with its bounds, and required', () => {
    expect(fieldAt(of('hero-banner'), 'props.heading')).toMatchObject({ control: 'text', label: 'Heading', required: true, minLength: 1, maxLength: 160 });
    expect(fieldAt(of('hero-banner'), 'props.text')).toMatchObject({ control: 'long-text', required: false });
  });

  it('is a select for an enum and for a union of literals, with their values and default', () => {
    expect(fieldAt(of('hero-banner'), 'props.tone')).toMatchObject({
      control: 'select',
      default: 'primary',
      required: false,
      options: [
        { value: 'primary', label: 'Primary' },
        { value: 'hero', label: 'Hero' },
        { value: 'plain', label: 'Plain' },
      ],
    });
    expect(fieldAt(of('product-list'), 'props.columns')).toMatchObject({ control: 'select', default: 4, options: [{ value: 2 }, { value: 3 }, { value: 4 }] });
  });

  it('is rich text for an HTML field', () => {
    expect(fieldAt(of('rich-text'), 'props.html')).toMatchObject({ control: 'rich-text', required: true, maxLength: 200_000 });
    expect(fieldAt(of('image-with-text'), 'props.html')).toMatchObject({ control: 'rich-text', default: '' });
  });

  it('is a catalog picker for a source’s slug, its kind read beside it', () => {
    expect(fieldAt(of('product-list'), 'props.source.slug')).toMatchObject({ control: 'reference', kinds: ['collection', 'category', 'tag'], kindFrom: 'kind' });
    expect(fieldAt(of('article-list'), 'props.source.kind')).toMatchObject({ control: 'fixed', value: 'articles' });
  });

  it('carries what a field is for as its help, from the published JSON Schema too', () => {
    const published = JSON.parse(readFileSync(new URL('../../../public/schema/blocks/hero-banner.json', import.meta.url), 'utf8')) as JsonSchema;
    const help = '1 when this is the page’s main heading; 2 when another block already has it.';
    expect(fieldAt(of('hero-banner'), 'props.level')).toMatchObject({ control: 'select', help });
    expect(fieldAt(formModelOf(published), 'props.level')).toMatchObject({ control: 'select', help });
    expect(fieldAt(of('hero-banner'), 'props.image.alt').help).toMatch(/cannot see it/);
    // A field whose purpose its name says goes without.
    expect(fieldAt(of('hero-banner'), 'props.heading').help).toBeUndefined();
  });

  it('is a switch for a boolean, a number with its bounds, a link, a picture and lists with theirs', () => {
    expect(fieldAt(of('product-detail'), 'props.showBreadcrumbs')).toMatchObject({ control: 'switch', default: true, label: 'Show breadcrumbs' });
    expect(fieldAt(of('product-slides'), 'props.intervalSeconds')).toMatchObject({ control: 'number', integer: true, min: 3, max: 30, step: 1, default: 6 });
    expect(fieldAt(of('hero-banner'), 'props.cta.href')).toMatchObject({ control: 'link', label: 'Link address' });
    expect(fieldAt(of('hero-banner'), 'props.image')).toMatchObject({ control: 'picture', required: false });
    expect(fieldAt(of('navigation-menu'), 'props.logo')).toMatchObject({ control: 'picture' });
    expect(fieldAt(of('image-with-text'), 'props.image.srcset[]')).toMatchObject({ control: 'group', label: 'Size' });
    expect(fieldAt(of('footer'), 'props.columns')).toMatchObject({ control: 'list', maxItems: 6, default: [] });
    expect(fieldAt(of('footer'), 'props.columns[].links')).toMatchObject({ control: 'list', minItems: 1, maxItems: 12, required: true });
    expect(fieldAt(of('footer'), 'props.columns[].links[]')).toMatchObject({ control: 'group', label: 'Link' });
  });
});

describe('a block the composer has never seen', () => {
  const madeUp = z.object({
    title: z.string().trim().min(1).max(80).meta({ title: 'Big words', description: 'What the block says first' }),
    story: z.string().max(2000).optional(),
    bodyHtml: htmlSchema(5_000).optional(),
    accent: cssColor.default('#4a00ff'),
    more: linkHref.optional(),
    categorySlug: z.string().optional(),
    productSlugs: z.array(z.string()).max(4).default([]),
    count: z.number().int().min(1).max(9).default(3),
    ratio: z.number().min(0).max(1).multipleOf(0.05).optional(),
    size: z.enum(['small', 'large']).default('small'),
    visible: z.boolean().default(true),
    banner: z.object({ src: imageSrc, alt: z.string().max(300).default('') }).optional(),
    cards: z.array(z.object({ heading: z.string().min(1), tone: z.union([z.literal('light'), z.literal('dark')]).default('light') })).min(1).max(3),
    target: z
      .discriminatedUnion('kind', [z.object({ kind: z.literal('page'), href: linkHref }), z.object({ kind: z.literal('product'), productSlug: z.string() })])
      .optional(),
    weight: z.union([z.number(), z.string()]).optional(),
    note: z.string().nullable().default(null),
  });
  const model = blockFormModel(madeUp);

  it('gets a whole form from its schema', () => {
    const summary = Object.fromEntries(fieldsOf(model).slice(1).map((field) => [patternText(field), field.control]));
    expect(summary).toEqual({
      'props.title': 'text',
      'props.story': 'long-text',
      'props.bodyHtml': 'rich-text',
      'props.accent': 'colour',
      'props.more': 'link',
      'props.categorySlug': 'reference',
      'props.productSlugs': 'list',
      'props.productSlugs[]': 'reference',
      'props.count': 'number',
      'props.ratio': 'number',
      'props.size': 'select',
      'props.visible': 'switch',
      'props.banner': 'picture',
      'props.banner.src': 'link',
      'props.banner.alt': 'text',
      'props.cards': 'list',
      'props.cards[]': 'group',
      'props.cards[].heading': 'text',
      'props.cards[].tone': 'select',
      'props.target': 'choice',
      'props.target.kind': 'fixed',
      'props.target.href': 'link',
      'props.target.productSlug': 'reference',
      'props.weight': 'choice',
      'props.note': 'text',
    });
  });

  it('takes labels and help from the schema, else from the key', () => {
    expect(fieldAt(model, 'props.title')).toMatchObject({ label: 'Big words', help: 'What the block says first', required: true });
    expect(fieldAt(model, 'props.bodyHtml')).toMatchObject({ label: 'Body html', required: false });
    expect(fieldAt(model, 'props.cards[]')).toMatchObject({ label: 'Card' });
  });

  it('knows what each picker, list, number and choice offers', () => {
    expect(fieldAt(model, 'props.categorySlug')).toMatchObject({ kinds: ['category'] });
    expect(fieldAt(model, 'props.productSlugs[]')).toMatchObject({ kinds: ['product'] });
    expect(fieldAt(model, 'props.cards')).toMatchObject({ minItems: 1, maxItems: 3, required: true });
    expect(fieldAt(model, 'props.ratio')).toMatchObject({ integer: false, min: 0, max: 1, step: 0.05 });
    expect(fieldAt(model, 'props.note')).toMatchObject({ nullable: true, default: null });
    const target = fieldAt(model, 'props.target');
    expect(target).toMatchObject({ discriminator: 'kind', options: [{ label: 'Page', tag: 'page' }, { label: 'Product', tag: 'product' }] });
    const weight = fieldAt(model, 'props.weight');
    expect(weight.control === 'choice' && weight.options.map((option) => [option.label, option.field.control])).toEqual([
      ['Number', 'number'],
      ['Text', 'text'],
    ]);
  });

  it('tells which option a value is', () => {
    const target = fieldAt(model, 'props.target');
    const weight = fieldAt(model, 'props.weight');
    const bounded = fieldAt(blockFormModel(z.object({ weight: z.union([z.number().int().min(100), z.string().min(1)]) })), 'props.weight');
    if (target.control !== 'choice' || weight.control !== 'choice' || bounded.control !== 'choice') return expect.fail('choices expected');
    expect(optionOf(target, { kind: 'product', productSlug: 'linen-tee' })?.label).toBe('Product');
    expect(optionOf(target, undefined)).toBeUndefined();
    expect([optionOf(weight, 2)?.label, optionOf(weight, 2.5)?.label, optionOf(weight, 'bold')?.label]).toEqual(['Number', 'Number', 'Text']);
    expect([optionOf(bounded, 400)?.label, optionOf(bounded, 'bold')?.label]).toEqual(['Whole number', 'Text']);
  });

  it('starts a new block with what its schema needs', () => {
    const start = initialValueOf(model);
    expect(start).toEqual({ title: '', cards: [{ heading: '' }] });
    const filled = writeAt(writeAt(start as Props, ['title'], 'Hello'), ['cards', 0, 'heading'], 'First');
    expect(madeUp.safeParse(filled).success).toBe(true);
  });

  it('is unsupported, with the reason, where a schema holds what a form cannot ask', () => {
    type Node = { name: string; children: Node[] };
    const node: z.ZodType<Node> = z.lazy(() => z.object({ name: z.string(), children: z.array(node) }));
    const odd = blockFormModel(z.object({ free: z.record(z.string(), z.number()), pair: z.tuple([z.string(), z.number()]), tree: node, anything: z.unknown() }));
    expect(Object.fromEntries(fieldsOf(odd).flatMap((field) => (field.control === 'unsupported' ? [[patternText(field), field.reason]] : [])))).toEqual({
      'props.free': 'keys of the merchant’s choosing',
      'props.pair': 'a list of fixed length with a type per place',
      'props.tree.children[]': 'a schema that holds itself',
      'props.anything': 'any value: the schema does not say what it holds',
    });
  });
});

describe('reading and writing a path', () => {
  const props: Props = { heading: 'Hi', columns: [{ heading: 'Shop', links: [{ label: 'Bags', href: '/category/bags' }] }] };

  it('reads what is there and nothing where nothing is', () => {
    expect(readAt(props, ['columns', 0, 'links', 0, 'href'])).toBe('/category/bags');
    expect(readAt(props, ['columns', 3, 'heading'])).toBeUndefined();
    expect(readAt(props, ['heading', 'length'])).toBeUndefined();
    expect(readAt(props, ['toString'])).toBeUndefined();
  });

  it('writes a copy, sharing what it did not change', () => {
    const next = writeAt(props, ['columns', 0, 'links', 0, 'label'], 'Totes');
    expect(readAt(next, ['columns', 0, 'links', 0, 'label'])).toBe('Totes');
    expect(readAt(props, ['columns', 0, 'links', 0, 'label'])).toBe('Bags');
    expect(next.heading).toBe(props.heading);
    expect(writeAt(props, ['cta', 'label'], 'Go')).toEqual({ ...props, cta: { label: 'Go' } });
  });

  it('leaves a key out when it writes nothing there, so the default applies', () => {
    expect(writeAt(props, ['heading'], undefined)).toEqual({ columns: props.columns });
    expect(writeAt(props, ['cta', 'label'], undefined)).toBe(props);
  });
});

describe('a refusal at its field', () => {
  it('formats paths as the shop does, and reads back what it formats', () => {
    expect(formatPath(['pageBody', 'blocks', 3, 'props', 'items', 0, 'title'])).toBe('pageBody.blocks[3].props.items[0].title');
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.string(), fc.nat())), (path) => {
        fc.pre(!(path.length === 1 && path[0] === '$'));
        expect(formatPath(path)).toBe(shopFormatPath(path));
        expect(parsePath(formatPath(path))).toEqual(path);
      }),
    );
    expect(parsePath('blocks..x')).toBeUndefined();
    expect(parsePath('.x')).toBeUndefined();
  });

  it('names the block and the place in it, children included', () => {
    expect(placeProblem('pageBody.blocks[3].props.items[0].title')).toEqual({ block: [3], path: 'props.items[0].title' });
    expect(placeProblem('pageBody.blocks[1].children[0].props.heading')).toEqual({ block: [1, 0], path: 'props.heading' });
    expect(placeProblem('pageBody.blocks[2].type')).toEqual({ block: [2], path: 'type' });
    expect(placeProblem('pageBody.blocks[2]')).toEqual({ block: [2], path: '' });
    expect(placeProblem('pageBody.template')).toBeUndefined();
    expect(placeProblem('pageBody.blocks')).toBeUndefined();
  });

  it('gives each block its own problems', () => {
    const problems = {
      'pageBody.blocks[1].props.heading': 'Too small: expected string to have >=1 characters',
      'pageBody.blocks[1].children[0].props.html': 'Invalid input: expected string',
      'pageBody.template': 'Unknown template',
    };
    expect(problemsOfBlock(problems, [1])).toEqual({ 'props.heading': 'Too small: expected string to have >=1 characters' });
    expect(problemsOfBlock(problems, [1, 0])).toEqual({ 'props.html': 'Invalid input: expected string' });
  });

  it('puts a problem at its field, or at the nearest field drawn that holds it', () => {
    const footer = blockFormModel(blockDefinitions.find((block) => block.type === 'footer')!.schema);
    const props: Props = { columns: [{ heading: 'Shop', links: [{ label: 'Bags', href: 'javascript:alert(1)' }] }] };
    const placed = problemsAtFields(footer, props, {
      'props.columns[0].links[0].href': 'Expected an http(s) URL or a path on this site starting with /',
      'props.columns[0].links[4].href': 'Gone',
      'props.columns': 'Too many',
      props: 'Not an object',
      type: 'Unknown block type',
    });
    expect(placed.atField).toEqual({
      'props.columns[0].links[0].href': 'Expected an http(s) URL or a path on this site starting with /',
      'props.columns[0].links': '[4].href: Gone',
      'props.columns': 'Too many',
    });
    expect(placed.rest).toEqual({ props: 'Not an object', type: 'Unknown block type' });
  });
});
