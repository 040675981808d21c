import { TRANSLATED_LOCALES, type TranslatedLocale } from '../../src/schema/languages';
import type { ArtKind } from '../catalog/images/objects';
import { BACKDROPS, PRODUCT_SCENES, type Backdrop, type ProductArt, type ProductScene } from '../catalog/images/scenes';
import { IMAGE_SHAPES } from '../catalog/images/urls';
import { DEMO_COLLECTIONS } from './taxonomy';
import { COLOR_OPTION_NAME, COLORS, PRODUCT_TYPES, SIZE_SETS, type ColorCode, type Material, type ProductType, type Words } from './vocabulary';

/*
 * The demo products, generated from the vocabulary: one product per (type, material), each in
 * a few of the type's colours and, for clothes, shoes and notebooks, in sizes or papers too.
 * Everything that looks random comes from one seeded generator, so every start seeds the same
 * shop and tests can count on it.
 */

export type OptionRow = { code: string; name: Words; values: { code: string; label: Words; swatch: string | null }[] };
export type ProductText = { name: string; descriptionHtml: string; seoTitle: string; seoDescription: string };

export type DemoVariant = {
  sku: string;
  optionValues: Record<string, string>;
  priceCents: number;
  linePriceCents: number | null;
  stock: number;
  /** 1-based position of the picture in this variant's colour. */
  imagePosition: number;
};

export type DemoImage = { position: number; width: number; height: number; alt: Words; art: ProductArt };

export type DemoProduct = {
  slug: string;
  category: string;
  artKind: ArtKind;
  priceCents: number;
  linePriceCents: number | null;
  inStock: boolean;
  featuredRank: number;
  publishedAt: Date;
  options: OptionRow[];
  translations: Record<TranslatedLocale, ProductText>;
  images: DemoImage[];
  variants: DemoVariant[];
  tags: string[];
};

/** mulberry32: small, fast and plenty for picking stock levels and colours. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Chinese runs straight on, but a Latin word next to a Chinese one gets a space. */
function joinName(locale: TranslatedLocale, first: string, second: string): string {
  if (locale === 'en') return `${first} ${second}`;
  return /[A-Za-z0-9]$/.test(first) || /^[A-Za-z0-9]/.test(second) ? `${first} ${second}` : `${first}${second}`;
}

const slugOf = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
const wholeDollars = (cents: number) => Math.round(cents / 100) * 100;

const VIEW_WORDS: Record<ProductScene, Words> = {
  hero: { en: 'front view', 'zh-CN': '正面', 'zh-HK': '正面' },
  angle: { en: 'on a plinth', 'zh-CN': '展台陈列', 'zh-HK': '展台陳列' },
  detail: { en: 'close-up of the material', 'zh-CN': '材质细节', 'zh-HK': '物料細節' },
  still: { en: 'styled with a sprig of greenery', 'zh-CN': '配绿植的场景图', 'zh-HK': '配綠植嘅場景圖' },
};

function altOf(name: Words, color: ColorCode, scene: ProductScene): Words {
  const colorName = COLORS[color].name;
  return {
    en: `${name.en} in ${colorName.en}, ${VIEW_WORDS[scene].en}`,
    'zh-CN': `${name['zh-CN']}（${colorName['zh-CN']}），${VIEW_WORDS[scene]['zh-CN']}`,
    'zh-HK': `${name['zh-HK']}（${colorName['zh-HK']}），${VIEW_WORDS[scene]['zh-HK']}`,
  };
}

const LABELS = {
  material: { en: 'Material', 'zh-CN': '材质', 'zh-HK': '物料' },
  colours: { en: 'Colours', 'zh-CN': '可选颜色', 'zh-HK': '可選顏色' },
  care: { en: 'Care', 'zh-CN': '保养', 'zh-HK': '保養' },
  careText: {
    en: 'See our care guide for how to keep it looking its best.',
    'zh-CN': '保养方法请参阅我们的保养指南。',
    'zh-HK': '保養方法請參閱我們的保養指南。',
  },
  careLink: { en: 'Care guide', 'zh-CN': '保养指南', 'zh-HK': '保養指南' },
  list: { en: ', ', 'zh-CN': '、', 'zh-HK': '、' },
  colon: { en: ': ', 'zh-CN': '：', 'zh-HK': '：' },
  /** The URL language prefix of each locale, for links inside descriptions. */
  prefix: { en: '', 'zh-CN': '/zh', 'zh-HK': '/zh-HK' },
} satisfies Record<string, Words>;

function descriptionOf(locale: TranslatedLocale, type: ProductType, material: Material, colors: readonly ColorCode[]): string {
  const colourList = colors.map((color) => COLORS[color].name[locale]).join(LABELS.list[locale]);
  return (
    `<p>${type.pitch[locale]}</p>` +
    `<p>${material.note[locale]}</p>` +
    `<ul><li><strong>${LABELS.material[locale]}${LABELS.colon[locale]}</strong>${material.name[locale]}</li>` +
    `<li><strong>${LABELS.colours[locale]}${LABELS.colon[locale]}</strong>${colourList}</li>` +
    `<li><strong>${LABELS.care[locale]}${LABELS.colon[locale]}</strong>${LABELS.careText[locale]} <a href="${LABELS.prefix[locale]}/page/care-guide">${LABELS.careLink[locale]}</a></li></ul>`
  );
}

const BACKDROP_NAMES = Object.keys(BACKDROPS) as Backdrop[];

function buildProducts(): DemoProduct[] {
  const random = seededRandom(20_261_122);
  const pairs = PRODUCT_TYPES.flatMap((type) => type.materials.map((material, materialIndex) => ({ type, material, materialIndex })));
  const count = pairs.length;
  const newestFirst = Date.UTC(2026, 10, 15);

  const products = pairs.map(({ type, material, materialIndex }, index): DemoProduct => {
    const name = Object.fromEntries(
      TRANSLATED_LOCALES.map((locale) => [locale, joinName(locale, material.name[locale], type.name[locale])]),
    ) as Words;
    const colorCount = Math.min(type.colors.length, 2 + Math.floor(random() * 2));
    const colors = Array.from({ length: colorCount }, (_, i) => type.colors[(materialIndex + i) % type.colors.length]!);
    const accent = COLORS[type.colors[(materialIndex + colorCount) % type.colors.length]!].hex;
    const backdrop = BACKDROP_NAMES[(index * 5) % BACKDROP_NAMES.length]!;

    // The first colour gets every composition; the others one front view each.
    const images: DemoImage[] = [
      ...PRODUCT_SCENES.map((scene, i) => ({ scene, color: colors[0]!, position: i + 1 })),
      ...colors.slice(1).map((color, i) => ({ scene: 'hero' as const, color, position: PRODUCT_SCENES.length + i + 1 })),
    ].map(({ scene, color, position }) => ({
      position,
      width: IMAGE_SHAPES.product.width,
      height: IMAGE_SHAPES.product.height,
      alt: altOf(name, color, scene),
      art: { scene, color: COLORS[color].hex, accent, backdrop },
    }));
    const imageOf = (colorIndex: number) => (colorIndex === 0 ? 1 : PRODUCT_SCENES.length + colorIndex);

    const sizeSet = type.sizes === 'none' ? null : SIZE_SETS[type.sizes];
    const options: OptionRow[] = [
      {
        code: 'color',
        name: COLOR_OPTION_NAME,
        values: colors.map((color) => ({ code: color, label: COLORS[color].name, swatch: COLORS[color].hex })),
      },
      ...(sizeSet ? [{ code: sizeSet.code, name: sizeSet.name, values: sizeSet.values.map((value) => ({ ...value, swatch: null })) }] : []),
    ];

    const basePrice = wholeDollars(type.basePrice * material.priceFactor);
    const onSale = index % 6 === 2;
    const soldOut = index % 29 === 7;
    // A few products down to their last one or two units, to show the cart's stock caps and notices.
    const lastFew = index % 17 === 5;
    const skuStem = `VT-${String(index + 1).padStart(3, '0')}-${type.kind.toUpperCase()}`;
    const variants: DemoVariant[] = colors.flatMap((color, colorIndex) =>
      (sizeSet ? sizeSet.values : [null]).map((size, sizeIndex) => {
        // The largest sizes take more cloth, and the shop charges for it.
        const upcharge = sizeSet && type.sizes === 'apparel' && sizeIndex === sizeSet.values.length - 1 ? 400 : 0;
        const full = basePrice + upcharge;
        const roll = random();
        const drawn = soldOut || roll < 0.14 ? 0 : 1 + Math.floor(random() * 40);
        const stock = lastFew && drawn > 0 ? 1 + ((colorIndex + sizeIndex) % 2) : drawn;
        return {
          sku: `${skuStem}-${color.toUpperCase()}${size ? `-${size.code.toUpperCase()}` : ''}`,
          optionValues: size && sizeSet ? { color, [sizeSet.code]: size.code } : { color },
          priceCents: onSale ? wholeDollars(full * 0.8) : full,
          linePriceCents: onSale ? full : null,
          stock,
          imagePosition: imageOf(colorIndex),
        };
      }),
    );
    const cheapest = variants.reduce((low, variant) => (variant.priceCents < low.priceCents ? variant : low));

    const translations = Object.fromEntries(
      TRANSLATED_LOCALES.map((locale) => [
        locale,
        {
          name: name[locale],
          descriptionHtml: descriptionOf(locale, type, material, colors),
          seoTitle: `${name[locale]} | Vitrine`,
          seoDescription: type.pitch[locale],
        } satisfies ProductText,
      ]),
    ) as Record<TranslatedLocale, ProductText>;

    return {
      slug: slugOf(`${material.code} ${type.name.en}`),
      category: type.category,
      artKind: type.kind,
      priceCents: cheapest.priceCents,
      linePriceCents: cheapest.linePriceCents,
      inStock: variants.some((variant) => variant.stock > 0),
      // A stride coprime with the count spreads the featured order across every type.
      featuredRank: ((index * 37) % count) + 1,
      publishedAt: new Date(newestFirst - ((index * 23) % count) * 3 * 86_400_000),
      options,
      translations,
      images,
      variants,
      tags: [...material.tags],
    };
  });

  const newest = [...products].sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime()).slice(0, 12);
  for (const product of products) {
    const tags = new Set(product.tags);
    if (product.linePriceCents !== null) tags.add('sale');
    if (newest.includes(product)) tags.add('new-arrivals');
    if (product.featuredRank <= 12) tags.add('best-sellers');
    if (product.priceCents <= 6000 && ['accessories', 'kitchen', 'living', 'stationery'].includes(product.category)) tags.add('gift-ideas');
    if (['tee', 'mug', 'tote', 'notebook', 'bowl'].includes(product.artKind)) tags.add('everyday-essentials');
    product.tags = [...tags].sort();
  }
  return products;
}

export const DEMO_PRODUCTS: readonly DemoProduct[] = buildProducts();

/** Each collection's product slugs in the merchant's order: by the kinds listed, then featured. */
export function collectionProductSlugs(slug: string): string[] {
  const definition = DEMO_COLLECTIONS.find((candidate) => candidate.slug === slug);
  if (!definition) return [];
  const { kinds, materials, limit } = definition.pick;
  return DEMO_PRODUCTS.filter(
    (product) => kinds.includes(product.artKind) && (!materials || materials.some((material) => product.slug.startsWith(`${material}-`))),
  )
    .sort((a, b) => kinds.indexOf(a.artKind) - kinds.indexOf(b.artKind) || a.featuredRank - b.featuredRank)
    .slice(0, limit)
    .map((product) => product.slug);
}
