import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { catalogSlugSchema, skuSchema } from '../../src/schema/catalog';
import { problemsFromZod } from './problems';

/*
 * A refused request's problems carry, beside their English, a key for the common ones, so the
 * back office says them in its member's language; a schema's own words keep no key, since only
 * the schema knows them.
 */

const problemsOf = (schema: z.ZodType, input: unknown) => {
  const parsed = schema.safeParse(input);
  if (parsed.success) throw new Error('expected a refusal');
  return problemsFromZod(parsed.error, input);
};

describe('the problems of a refused request', () => {
  const product = z.object({
    name: z.string().min(1).max(20),
    code: z.string().min(3),
    tags: z.array(z.string()).max(2),
    sizes: z.array(z.string()).min(1),
    price: z.int().min(0),
    weight: z.number().lt(100),
    status: z.enum(['draft', 'active']),
    gift: z.boolean(),
    note: z.string(),
  });

  it('name the common ones by key and values, their English kept', () => {
    const problems = problemsOf(product, { name: '', code: 'ab', tags: ['a', 'b', 'c'], sizes: [], price: 1.5, weight: 100, status: 'gone', gift: 'yes' });
    expect(problems).toEqual([
      { path: 'name', message: 'Too small: expected string to have >=1 characters', said: { key: 'empty', values: {} } },
      { path: 'code', message: 'Too small: expected string to have >=3 characters', said: { key: 'tooShort', values: { minimum: 3 } } },
      { path: 'tags', message: 'Too big: expected array to have <=2 items', said: { key: 'tooMany', values: { maximum: 2 } } },
      { path: 'sizes', message: 'Too small: expected array to have >=1 items', said: { key: 'tooFew', values: { minimum: 1 } } },
      { path: 'price', message: 'Invalid input: expected int, received number', said: { key: 'expectedWholeNumber', values: {} } },
      { path: 'weight', message: 'Too big: expected number to be <100', said: { key: 'below', values: { maximum: 100 } } },
      { path: 'status', message: 'Invalid option: expected one of "draft"|"active"', said: { key: 'oneOf', values: { values: 'draft, active' } } },
      { path: 'gift', message: 'Invalid input: expected boolean, received string', said: { key: 'expectedTrueOrFalse', values: {} } },
      { path: 'note', message: 'is required', said: { key: 'required', values: {} } },
    ]);
    expect(problemsOf(z.object({ price: z.int().min(0), name: z.string().max(5) }), { price: -1, name: 'linen tee' })).toEqual([
      { path: 'price', message: 'Too small: expected number to be >=0', said: { key: 'atLeast', values: { minimum: 0 } } },
      { path: 'name', message: 'Too big: expected string to have <=5 characters', said: { key: 'tooLong', values: { maximum: 5 } } },
    ]);
  });

  it('name the catalog’s forms by key: a slug, a SKU', () => {
    const catalog = z.object({ slug: catalogSlugSchema, sku: skuSchema });
    expect(problemsOf(catalog, { slug: 'Linen Tee', sku: 'linen tee' })).toEqual([
      { path: 'slug', message: 'Expected a lowercase slug such as linen-tee', said: { key: 'slugForm', values: {} } },
      { path: 'sku', message: 'Expected capital letters, digits and dashes, such as LINEN-TEE-SAGE-M', said: { key: 'skuForm', values: {} } },
    ]);
  });

  it('keep a schema’s other words without a key, and an exact size too', () => {
    const own = z.object({
      slug: z.string().regex(/^[a-z-]+$/, { message: 'Lowercase letters and dashes only' }),
      sku: z.string().max(5, { message: 'Five letters at most' }),
      pin: z.string().length(4),
      pair: z.array(z.string()).refine((list) => list.length % 2 === 0, 'Give them in pairs'),
    });
    expect(problemsOf(own, { slug: 'Linen Tee', sku: 'LINEN-TEE', pin: '12', pair: ['a'] })).toEqual([
      { path: 'slug', message: 'Lowercase letters and dashes only' },
      { path: 'sku', message: 'Five letters at most' },
      { path: 'pin', message: 'Too small: expected string to have exactly 4 characters' },
      { path: 'pair', message: 'Give them in pairs' },
    ]);
  });
});
