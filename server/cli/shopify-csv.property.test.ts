import { Readable } from 'node:stream';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ProductDocument } from '../../src/schema/admin-api/products';
import { planProduct } from './catalog-csv';
import { csvHeader, csvText, readShopifyCsv, rowsOfProduct, slugFrom } from './shopify-csv';

/*
 * Export → import is equal: any product written as Shopify's rows reads back as the same product
 * write (what CSV can carry: text in every language, options, variants, tags, status, and
 * which picture shows each variant), naming the same collections in the same order.
 */

const word = fc.stringMatching(/^[A-Z][a-z]{1,8}( [a-z0-9]{1,6})?$/);
const text = fc.string({ maxLength: 40 }).map((value) => value.replace(/[\r\n]/g, ' ').trim());
const html = fc.constantFrom('', '<p>Linen, washed twice.</p>', '<p>A "quoted", comma\'d line</p>\n<ul><li>one</li></ul>\n', ' <p>spaced</p> ');
const productText = fc.record({ name: word, descriptionHtml: html, seoTitle: text, seoDescription: text });
const slug = fc.stringMatching(/^[a-z][a-z0-9]{0,10}(-[a-z0-9]{1,6})?$/);
const cents = fc.integer({ min: 0, max: 9_999_999 });
const chinese = fc.constantFrom('颜色', '尺寸', '亚麻', '燕麥色', '炭灰');

const uniqueWords = (min: number, max: number) => fc.uniqueArray(word, { minLength: min, maxLength: max, selector: slugFrom });

const product: fc.Arbitrary<ProductDocument & { collections: string[] }> = fc
  .record({
    slug,
    category: slug,
    status: fc.constantFrom('active', 'draft', 'archived'),
    en: productText,
    zhHK: fc.option(productText, { nil: undefined }),
    options: fc.array(fc.record({ name: word, values: uniqueWords(1, 4), zh: fc.option(chinese, { nil: undefined }) }), { maxLength: 3 }).map((options) => options.filter((option, index) => options.findIndex((other) => slugFrom(other.name) === slugFrom(option.name)) === index)),
    tags: fc.uniqueArray(slug, { maxLength: 4 }),
    collections: fc.uniqueArray(slug, { maxLength: 3 }),
    pictures: fc.uniqueArray(fc.integer({ min: 1, max: 24 }), { maxLength: 4 }).map((positions) => positions.sort((a, b) => a - b)),
    prices: fc.array(fc.record({ price: cents, compareAt: fc.option(cents, { nil: null }), stock: fc.integer({ min: 0, max: 1000 }), weight: fc.option(fc.integer({ min: 0, max: 50_000 }), { nil: null }), barcode: fc.option(fc.stringMatching(/^[0-9]{8,13}$/), { nil: null }), picture: fc.nat() }), { minLength: 1, maxLength: 6 }),
  })
  .map(({ slug: handle, category, status, en, zhHK, options, tags, collections, pictures, prices }) => {
    const documentOptions = options.map((option) => ({
      code: slugFrom(option.name),
      name: option.zh ? { en: option.name, 'zh-HK': option.zh } : { en: option.name },
      values: option.values.map((label) => ({ code: slugFrom(label), label: { en: label }, swatch: null })),
    }));
    // Distinct choices: walk the options' combinations in order.
    const combinations = documentOptions.reduce<Record<string, string>[]>((all, option) => all.flatMap((chosen) => option.values.map((value) => ({ ...chosen, [option.code]: value.code }))), [{}]);
    const variants = prices.slice(0, combinations.length).map((variant, index) => ({
      sku: `${handle.toUpperCase()}-${index + 1}`,
      optionValues: combinations[index]!,
      priceCents: variant.price,
      compareAtCents: variant.compareAt,
      stock: variant.stock,
      picture: pictures.length === 0 ? 1 : pictures[variant.picture % pictures.length]!,
      weightGrams: variant.weight,
      barcode: variant.barcode,
    }));
    // A CSV lists an option's values through the variants that have them.
    const used = documentOptions.map((option) => ({ ...option, values: option.values.filter((value) => variants.some((variant) => variant.optionValues[option.code] === value.code)) }));
    return {
      slug: handle,
      category,
      status,
      translations: zhHK ? { en, 'zh-HK': zhHK } : { en },
      options: used,
      variants,
      tags,
      featuredRank: 1000,
      display: { showSlideImage: true, showFavorite: true, showCart: true },
      pictures: pictures.map((position) => ({ position, alt: (position % 2 === 0 ? { en: `View ${position}`, 'zh-HK': `第 ${position} 張` } : { en: `View ${position}` }) as Record<string, string>, src: `/images/p/${handle}/${position}-1280.webp` })),
      version: 'v1',
      collections,
    };
  });

describe('Shopify CSV', () => {
  it('reads back every product it writes, as the same product write', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uniqueArray(product, { minLength: 1, maxLength: 4, selector: (candidate) => candidate.slug }), async (products) => {
        const optionCount = Math.max(3, ...products.map((candidate) => candidate.options.length));
        const file = csvText([csvHeader(optionCount), ...products.flatMap((candidate) => rowsOfProduct(candidate, optionCount))]);
        const read = await readShopifyCsv(Readable.from([file]));
        expect(read.problems).toEqual([]);
        expect(read.products.map((candidate) => candidate.handle)).toEqual(products.map((candidate) => candidate.slug));
        read.products.forEach((csv, index) => {
          const original = products[index]!;
          expect(csv.type?.en).toBe(original.category);
          expect(csv.collections).toEqual(original.collections);
          const planned = planProduct(csv, null, original.category, csv.tags);
          const { slug: _slug, pictures, version: _version, collections: _collections, ...write } = original;
          expect(planned.write).toEqual({ ...write, variants: write.variants.map((variant) => ({ ...variant, picture: 1 })) });
          const described = (alt: Record<string, string | undefined>) => Object.fromEntries(Object.entries(alt).filter(([, words]) => words));
          expect(planned.newPictures.map((picture) => described(picture.alt))).toEqual(pictures.map((picture) => picture.alt));
          const shown = write.variants.map((variant) => (pictures.length === 0 ? null : pictures.findIndex((picture) => picture.position === variant.picture)));
          expect(planned.variantPictures).toEqual(shown);
        });
      }),
      { numRuns: 150 },
    );
  });
});
