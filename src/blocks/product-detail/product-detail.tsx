import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useSnapshot } from 'valtio/react';
import type { ProductDetail as Product, ProductOption, ProductVariant } from '../../schema/catalog';
import { langPath } from '../../schema/languages';
import { optionField } from '../../schema/web-api/cart-form-fields';
import { Breadcrumbs } from '../../renderer/kit/breadcrumbs';
import { useDisplayFlags, withProductDisplay } from '../../renderer/kit/display-flags';
import { LazyImage } from '../../renderer/kit/lazy-image';
import { useReplaceAddress } from '../../renderer/kit/navigation';
import { usePage } from '../../renderer/kit/page-context';
import { FavoriteButton } from '../../renderer/kit/favorite-button';
import { useHydrated } from '../../renderer/kit/hydrated';
import { addToCartFrom, prefetchCartDrawer } from '../../renderer/kit/add-to-cart';
import { AddToCartForm, CartIcon, Price } from '../../renderer/kit/product-card';
import { pageData, type PageDataProps } from '../../renderer/kit/read-page-data';
import { priceChanges, stockChanges, watchVariants } from '../../state/variant-changes';
import { availabilityOf, initialVariant, variantAfterChoice } from './choose-variant';
import type { ProductDetailProps } from './schema';
import { useT } from '../../renderer/kit/use-t';

/** The page data this block draws, read from the page and passed as props by the renderer. */
const fromPage = {
  product: pageData(() => import('../../schema/catalog').then((catalog) => catalog.productDetailSchema)),
};

/**
 * The product with the stock and prices the shop announced since the page was drawn: a variant
 * sold out (or back) or repriced while the shopper looks at it shows so without a reload.
 */
function useLiveVariants(product: Product): Product {
  const skus = product.variants.map((variant) => variant.sku).join(' ');
  useEffect(() => watchVariants(skus.split(' ')), [skus]);
  const stock = useSnapshot(stockChanges).bySku;
  const prices = useSnapshot(priceChanges).bySku;
  return useMemo(() => {
    if (!product.variants.some((variant) => stock[variant.sku] || prices[variant.sku])) return product;
    const variants = product.variants.map((variant) => ({
      ...variant,
      stock: stock[variant.sku]?.stock ?? variant.stock,
      ...prices[variant.sku],
    }));
    // The product's own price is its lowest variant's, as listings show it.
    const lowest = variants.reduce((low, variant) => (variant.price < low.price ? variant : low));
    return { ...product, variants, price: lowest.price, linePrice: lowest.linePrice };
  }, [product, stock, prices]);
}

/** Below this many, the stock line tells the shopper to hurry. */
const LOW_STOCK = 5;

export default function ProductDetail({ product, ...props }: ProductDetailProps & PageDataProps<typeof fromPage>) {
  // Another product, or the same one opened on another variant (back, forward), starts afresh.
  return <ProductView key={`${product.slug}|${product.selectedSku ?? ''}`} product={product} {...props} />;
}
ProductDetail.pageData = fromPage;

function ProductView({ product: drawnProduct, showBreadcrumbs, showTaxonomy }: ProductDetailProps & { product: Product }) {
  const { t, i18n } = useT();
  const hydrated = useHydrated();
  const page = usePage();
  const flags = withProductDisplay(useDisplayFlags(), drawnProduct.display);
  const product = useLiveVariants(drawnProduct);
  const [chosen, setVariant] = useState(() => initialVariant(product));
  const variant = product.variants.find((candidate) => candidate.sku === chosen.sku) ?? chosen;
  const [imageIndex, setImageIndex] = useState(() => Math.min(variant.imageIndex, Math.max(0, product.images.length - 1)));
  const [quantity, setQuantity] = useState(1);
  const replaceAddress = useReplaceAddress();
  const descriptionId = useId();
  /*
   * The options and the quantity are the add-to-cart form's fields (by their `form` attribute),
   * so a shopper without a script picks a size as anyone does and the server finds that
   * variant; with a script the drawer adds the variant shown here.
   */
  const cartFormId = useId();
  const cartForm = flags.showCart ? cartFormId : undefined;
  // SafeHtml: the server cleaned it when it made the page data.
  const description = product.descriptionHtml;

  /*
   * A picked variant is the same page with other details: it is drawn here at once, and the
   * address bar names it (so it can be shared or reloaded) without the page being fetched
   * and redrawn, which would also take focus away from the option being picked.
   */
  const choose = (option: string, value: string) => {
    const next = variantAfterChoice(product.variants, variant, option, value);
    if (next.sku === variant.sku) return;
    setVariant(next);
    if (next.imageIndex < product.images.length) setImageIndex(next.imageIndex);
    setQuantity((current) => Math.max(1, Math.min(current, next.stock)));
    replaceAddress(next.href);
  };

  return (
    <div className="container flex flex-col gap-6">
      {showBreadcrumbs && <Breadcrumbs links={product.breadcrumbs} />}
      <div className="grid gap-8 md:grid-cols-2 lg:gap-12">
        <Gallery product={product} index={imageIndex} onSelect={setImageIndex} />

        <div className="flex flex-col gap-5">
          <h1 className="text-heading font-title text-title">{product.name}</h1>

          <div aria-live="polite" aria-atomic="true" className="flex flex-col gap-1" data-variant={variant.sku}>
            <Price price={variant.price} linePrice={variant.linePrice} currency={product.currency} size="lg" />
            <StockLine stock={variant.stock} />
          </div>
          <p className="text-sm text-desc">
            <WithCode sentence={t('blocks.product-detail.sku', { sku: CODE_MARK })} code={variant.sku} />
          </p>

          {product.options.map((option) => (
            <OptionPicker key={option.code} option={option} variants={product.variants} variant={variant} onChoose={choose} form={cartForm} />
          ))}

          {/* A quantity only means something to Add to cart: without it, there is nothing to count. */}
          {flags.showCart && <QuantityStepper quantity={quantity} stock={variant.stock} onChange={setQuantity} form={cartForm} />}

          {(flags.showCart || flags.showFavorite) && (
            <div className="flex flex-wrap items-center gap-3">
              {flags.showCart && (
                <AddToCartForm id={cartFormId} productSlug={product.slug} onAdd={(opener) => addToCartFrom({ opener, page, i18n }, { sku: variant.sku }, quantity, product.name)} />
              )}
              {flags.showCart && (
                <button
                  type="submit"
                  form={cartFormId}
                  disabled={variant.stock <= 0}
                  // Without a script the form posts and the cart page opens: no dialog to announce.
                  aria-haspopup={hydrated ? 'dialog' : undefined}
                  onPointerEnter={prefetchCartDrawer}
                  onFocus={prefetchCartDrawer}
                  data-add-to-cart=""
                  className="inline-flex min-h-12 items-center gap-2 rounded-theme bg-primary px-6 font-semibold text-background disabled:cursor-not-allowed disabled:opacity-60"
                >
                  <CartIcon />
                  {t('kit.product.addToCart')}
                </button>
              )}
              {flags.showFavorite && (
                <FavoriteButton
                  type="product"
                  slug={product.slug}
                  name={product.name}
                  className="inline-flex h-12 w-12 items-center justify-center rounded-full border border-theme"
                />
              )}
            </div>
          )}
          <p>
            <a href={`${langPath(page.lang)}/inquiry/${encodeURIComponent(product.slug)}`} className="text-sm text-text underline" data-request-quote="">
              {t('blocks.product-detail.requestQuote')}
            </a>
          </p>

          {showTaxonomy && (product.category || product.tags.length > 0) && (
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
              {product.category && (
                <>
                  <dt className="text-desc">{t('blocks.product-detail.category')}</dt>
                  <dd>
                    <a href={product.category.href}>{product.category.name}</a>
                  </dd>
                </>
              )}
              {product.tags.length > 0 && (
                <>
                  <dt className="text-desc">{t('blocks.product-detail.tags')}</dt>
                  <dd>
                    <ul role="list" className="flex flex-wrap gap-x-3 gap-y-1">
                      {product.tags.map((tag) => (
                        <li key={tag.href}>
                          <a href={tag.href}>{tag.name}</a>
                        </li>
                      ))}
                    </ul>
                  </dd>
                </>
              )}
            </dl>
          )}

          {description !== '' && (
            <section aria-labelledby={descriptionId} className="border-t border-theme pt-5">
              <h2 id={descriptionId} className="mb-3 text-lg font-title text-title">
                {t('blocks.product-detail.description')}
              </h2>
              <div className="prose-vitrine" dangerouslySetInnerHTML={{ __html: description }} />
            </section>
          )}
        </div>
      </div>
    </div>
  );
}

/** Where a sentence holds its code until it is drawn: a character no translation writes. */
const CODE_MARK = '\u2063';

/**
 * A sentence with a code in it (a SKU), the code marked `translate="no"`: a shopper's browser
 * translating the page leaves it as the warehouse wrote it, and so does anyone reading for words.
 */
function WithCode({ sentence, code }: { sentence: string; code: string }) {
  const [before = '', after = ''] = sentence.split(CODE_MARK);
  return (
    <>
      {before}
      <span translate="no">{code}</span>
      {after}
    </>
  );
}

function StockLine({ stock }: { stock: number }) {
  const { t } = useT();
  const [text, dot] =
    stock === 0
      ? [t('kit.product.outOfStock'), 'bg-error']
      : stock <= LOW_STOCK
        ? [t('blocks.product-detail.lowStock', { count: stock }), 'bg-warning']
        : [t('blocks.product-detail.inStock'), 'bg-success'];
  return (
    <p className="flex items-center gap-2 text-sm text-text" data-stock={stock}>
      <span aria-hidden="true" className={`inline-block h-2.5 w-2.5 rounded-full ${dot}`} />
      {text}
    </p>
  );
}

/**
 * The main picture and a row of thumbnails. Every picture keeps the first one's box, so
 * switching never moves what is below. Arrow keys, Home and End move along the thumbnails.
 */
function Gallery({ product, index, onSelect }: { product: Product; index: number; onSelect: (index: number) => void }) {
  const { t } = useT();
  const thumbnails = useRef<Array<HTMLButtonElement | null>>([]);
  const images = product.images.length > 0 ? product.images : product.image ? [product.image] : [];
  const first = images[0];
  const shown = images[index] ?? first;
  if (!first || !shown) return <div className="aspect-square rounded-theme bg-gray-500/10" aria-hidden="true" />;
  const ratio = first.width / first.height;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, at: number) => {
    const last = images.length - 1;
    const target = { ArrowRight: at + 1, ArrowDown: at + 1, ArrowLeft: at - 1, ArrowUp: at - 1, Home: 0, End: last }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = (target + images.length) % images.length;
    onSelect(next);
    thumbnails.current[next]?.focus();
  };

  return (
    <section aria-label={t('blocks.product-detail.gallery')} className="flex flex-col gap-3">
      {/* The picture on show loads at once: it is the first thing a shopper looks at. */}
      <LazyImage image={shown} aspectRatio={ratio} fit="contain" priority sizes="(min-width: 1280px) 600px, (min-width: 768px) 50vw, 100vw" className="rounded-theme bg-gray-500/5" />
      {images.length > 1 && (
        <ul role="list" className="grid grid-cols-5 gap-2">
          {images.map((image, at) => (
            <li key={`${image.src}-${at}`}>
              <button
                ref={(element) => {
                  thumbnails.current[at] = element;
                }}
                type="button"
                aria-label={t('blocks.product-detail.showImage', { index: at + 1, count: images.length })}
                aria-pressed={at === index}
                onClick={() => onSelect(at)}
                onKeyDown={(event) => onKeyDown(event, at)}
                className={`block w-full overflow-hidden rounded-theme border-2 ${at === index ? 'border-primary' : 'border-transparent hover:border-theme'}`}
              >
                <LazyImage image={{ ...image, alt: '' }} aspectRatio={ratio} sizes="120px" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** One radio group per option: the browser gives it arrow keys, and each pick is a variant. */
function OptionPicker({
  option,
  variants,
  variant,
  onChoose,
  form,
}: {
  option: ProductOption;
  variants: readonly ProductVariant[];
  variant: ProductVariant;
  onChoose: (option: string, value: string) => void;
  /** The add-to-cart form the pick is sent with. */
  form: string | undefined;
}) {
  const { t } = useT();
  const availability = availabilityOf(variants, variant, option);
  const chosen = option.values.find((value) => value.code === variant.optionValues[option.code]);

  return (
    <fieldset className="flex flex-col gap-2" data-option={option.code}>
      <legend className="mb-2 text-sm font-semibold text-text">
        {chosen ? t('blocks.product-detail.chosen', { option: option.name, value: chosen.label }) : option.name}
      </legend>
      <div className="flex flex-wrap gap-2">
        {option.values.map((value) => {
          const soldOut = availability.get(value.code) === 'sold-out';
          return (
            <label key={value.code} className="relative cursor-pointer">
              <input
                type="radio"
                name={optionField(option.code)}
                form={form}
                value={value.code}
                checked={value.code === chosen?.code}
                onChange={() => onChoose(option.code, value.code)}
                className="peer absolute inset-0 h-full w-full cursor-pointer opacity-0"
              />
              <span
                className={`flex min-h-11 items-center gap-2 rounded-theme border px-4 py-2 text-sm peer-checked:border-2 peer-checked:border-primary peer-checked:font-semibold peer-focus-visible:outline peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary ${soldOut ? 'border-dashed border-theme text-desc line-through' : 'border-theme text-text'}`}
              >
                {value.swatch && <span aria-hidden="true" className="h-4 w-4 rounded-full border border-theme" style={{ backgroundColor: value.swatch }} />}
                {value.label}
                {soldOut && <span className="sr-only">, {t('blocks.product-detail.soldOut')}</span>}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

function QuantityStepper({ quantity, stock, onChange, form }: { quantity: number; stock: number; onChange: (quantity: number) => void; form: string | undefined }) {
  const { t } = useT();
  const inputId = useId();
  const none = stock === 0;
  const clamp = (value: number) => Math.max(1, Math.min(value, Math.max(1, stock)));
  const stepButton = 'inline-flex h-11 w-11 items-center justify-center text-lg text-text disabled:cursor-not-allowed disabled:opacity-40';
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={inputId} className="text-sm font-semibold text-text">
        {t('blocks.product-detail.quantity')}
      </label>
      <div className="inline-flex w-fit items-center rounded-theme border border-theme">
        <button type="button" aria-label={t('blocks.product-detail.decrease')} aria-controls={inputId} disabled={none || quantity <= 1} onClick={() => onChange(clamp(quantity - 1))} className={stepButton}>
          −
        </button>
        <input
          id={inputId}
          type="number"
          name="quantity"
          form={form}
          inputMode="numeric"
          min={1}
          max={Math.max(1, stock)}
          value={quantity}
          disabled={none}
          onChange={(event) => {
            const typed = Number.parseInt(event.currentTarget.value, 10);
            if (Number.isFinite(typed)) onChange(clamp(typed));
          }}
          className="h-11 w-16 border-x border-theme bg-background text-center text-text [appearance:textfield] disabled:opacity-40"
        />
        <button type="button" aria-label={t('blocks.product-detail.increase')} aria-controls={inputId} disabled={none || quantity >= stock} onClick={() => onChange(clamp(quantity + 1))} className={stepButton}>
          +
        </button>
      </div>
    </div>
  );
}
