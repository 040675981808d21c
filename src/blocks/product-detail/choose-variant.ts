import type { ProductDetail, ProductOption, ProductVariant } from '../../schema/catalog';

/**
 * The variant a product page opens on: the one its URL names, else the first in stock,
 * else the first.
 */
export function initialVariant(product: Pick<ProductDetail, 'variants' | 'selectedSku'>): ProductVariant {
  const named = product.selectedSku === null ? undefined : product.variants.find((variant) => variant.sku === product.selectedSku);
  const first = product.variants[0];
  // The catalog schema guarantees at least one variant; a type cannot.
  if (!first) throw new Error('A product needs at least one variant');
  return named ?? product.variants.find((variant) => variant.stock > 0) ?? first;
}

/**
 * The variant a shopper means when they pick `value` for `option` while `current` is shown.
 * The exact combination when it exists; otherwise the variant with that value that keeps
 * most of the other choices, preferring one in stock, so a pick never leads nowhere.
 */
export function variantAfterChoice(variants: readonly ProductVariant[], current: ProductVariant, option: string, value: string): ProductVariant {
  const wanted = { ...current.optionValues, [option]: value };
  const withValue = variants.filter((variant) => variant.optionValues[option] === value);
  const score = (variant: ProductVariant) => {
    const kept = Object.entries(wanted).filter(([code, chosen]) => variant.optionValues[code] === chosen).length;
    return kept * 2 + (variant.stock > 0 ? 1 : 0);
  };
  let best: ProductVariant | undefined;
  for (const variant of withValue) if (!best || score(variant) > score(best)) best = variant;
  return best ?? current;
}

export type ValueAvailability = 'available' | 'sold-out';

/**
 * Whether picking each value of `option` leads to something to buy, given the other
 * choices of `current`: a value whose combination is missing or has no stock is sold out.
 */
export function availabilityOf(variants: readonly ProductVariant[], current: ProductVariant, option: ProductOption): Map<string, ValueAvailability> {
  return new Map(
    option.values.map((value) => {
      const wanted = { ...current.optionValues, [option.code]: value.code };
      const match = variants.find((variant) => Object.entries(wanted).every(([code, chosen]) => variant.optionValues[code] === chosen));
      return [value.code, match && match.stock > 0 ? 'available' : 'sold-out'] as const;
    }),
  );
}
