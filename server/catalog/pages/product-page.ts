import { z } from 'zod';
import type { ProductDetail } from '../../../src/schema/catalog';
import type { KindResolver } from '../../pages/entities';
import { cleanerFrom } from '../../pages/clean-html';
import { detailHref } from '../queries/hrefs';
import { pickText } from '../queries/localized';
import { loadProductPage, summaryOf, toMajor } from '../queries/products';
import { movedSlugOf } from '../queries/redirects';
import { ancestorsOf } from '../queries/taxonomy';
import { absolute, breadcrumbJsonLd, catalogRequest, homeCrumb, siteCategories, siteTags } from './catalog-context';

const optionValuesSchema = z.record(z.string(), z.string());

/**
 * A product, or one of its variants when the URL names a SKU. A SKU that is not this
 * product's is a 404, not the plain product: the address would otherwise lie.
 */
export const resolveProduct: KindResolver<'product'> = async (match, _locale, db, context) => {
  const slug = match.params.slug;
  if (!slug) return null;
  const request = catalogRequest(match, context);
  const [loaded, categoryRecords, allTags] = await Promise.all([
    loadProductPage(db, slug, request.locales),
    siteCategories(db, context, request.locales),
    siteTags(db, context, request.locales),
  ]);
  if (!loaded) {
    // Renamed: the old address (a variant's too) answers 301 to the new one.
    const moved = await movedSlugOf(db, 'product', slug);
    return moved ? { movedTo: detailHref(request.rules, request.lang, 'product', moved, match.params.sku) } : null;
  }
  if (loaded.variants.length === 0) return null;
  const { record, variants: variantRows, tagIds } = loaded;

  const requestedSku = match.params.sku;
  const selected = requestedSku === undefined ? undefined : variantRows.find((variant) => variant.sku === requestedSku);
  if (requestedSku !== undefined && !selected) return null;

  const productHref = detailHref(request.rules, request.lang, 'product', record.slug);
  const categoryChain = ancestorsOf(categoryRecords, record.categoryId);
  const categoryCrumbs = categoryChain.map((node) => ({ name: node.text.name, href: detailHref(request.rules, request.lang, 'category', node.slug) }));
  const ownCategory = categoryCrumbs[categoryCrumbs.length - 1] ?? null;
  const pageHref = selected ? detailHref(request.rules, request.lang, 'product', record.slug, selected.sku) : productHref;
  const breadcrumbs = [homeCrumb(request), ...categoryCrumbs, { name: record.name, href: pageHref }];

  const variants = variantRows.map((variant) => {
    const parsedValues = optionValuesSchema.safeParse(variant.optionValues);
    return {
      sku: variant.sku,
      href: detailHref(request.rules, request.lang, 'product', record.slug, variant.sku),
      optionValues: parsedValues.success ? parsedValues.data : {},
      price: toMajor(variant.priceCents),
      linePrice: variant.linePriceCents !== null && variant.linePriceCents > variant.priceCents ? toMajor(variant.linePriceCents) : null,
      stock: variant.stock,
      // Stored as the picture's number; the contract indexes the gallery from 0 (the first picture when that one is gone).
      imageIndex: Math.max(0, record.imagePositions.indexOf(variant.imagePosition)),
    };
  });

  const product: ProductDetail = {
    ...summaryOf(record, request.rules, request.lang, request.locales),
    descriptionHtml: cleanerFrom(record.description.cleanHtml)(record.description.html),
    images: record.images.slice(0, 24),
    options: record.options.slice(0, 4).map((option) => ({
      code: option.code,
      name: (pickText(option.name, request.locales) || option.code).slice(0, 80),
      values: option.values.slice(0, 40).map((value) => ({ code: value.code, label: (pickText(value.label, request.locales) || value.code).slice(0, 80), swatch: value.swatch })),
    })),
    variants,
    selectedSku: selected?.sku ?? null,
    category: ownCategory,
    tags: allTags.filter((tag) => tagIds.includes(tag.id)).slice(0, 20).map((tag) => ({ name: tag.text.name, href: detailHref(request.rules, request.lang, 'tag', tag.slug) })),
    breadcrumbs,
  };

  const shownVariant = selected ? variants.find((variant) => variant.sku === selected.sku) : undefined;
  const title = record.seoTitle || record.name;
  const description = (record.seoDescription || record.name).slice(0, 500);
  const shownImage = shownVariant ? product.images[shownVariant.imageIndex] : product.image;
  const offerOf = (variant: (typeof variants)[number]) => ({
    '@type': 'Offer',
    sku: variant.sku,
    url: absolute(request, variant.href),
    price: variant.price.toFixed(2),
    priceCurrency: record.currency,
    availability: variant.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
  });
  const productJsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: record.name,
    ...(shownVariant ? { sku: shownVariant.sku } : {}),
    description,
    url: absolute(request, pageHref),
    image: product.images.map((image) => absolute(request, image.src)),
    ...(ownCategory ? { category: ownCategory.name } : {}),
    offers: shownVariant ? offerOf(shownVariant) : variants.map(offerOf),
  };

  return {
    data: { product },
    meta: {
      title,
      description,
      // Every variant URL points search engines at the one product page.
      canonical: absolute(request, productHref),
      openGraph: { type: 'product', ...(shownImage ? { image: absolute(request, shownImage.src) } : {}) },
      jsonLd: [productJsonLd, breadcrumbJsonLd(request, breadcrumbs)],
    },
  };
};
