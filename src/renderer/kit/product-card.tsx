import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { ProductSummary } from '../../schema/catalog';
import { cartPath } from '../../schema/web-api/cart-form-fields';
import { addToCartFrom, prefetchCartDrawer } from './add-to-cart';
import { useDisplayFlags, withProductDisplay } from './display-flags';
import { FavoriteButton } from './favorite-button';
import { formatPrice } from './format';
import { useHydrated } from './hydrated';
import { LazyImage } from './lazy-image';
import { usePage } from './page-context';
import { useT } from './use-t';

/**
 * The price a shopper pays in the theme's sales price colour and, when reduced, the price
 * before struck through in the line price colour. Strike-through is invisible to screen
 * readers, so each figure says what it is.
 */
export function Price({
  price,
  linePrice,
  currency,
  size = 'md',
}: {
  price: number;
  linePrice: number | null;
  currency: string;
  size?: 'md' | 'lg';
}) {
  const { t } = useT();
  const { lang } = usePage();
  const reduced = linePrice !== null && linePrice > price;
  return (
    <p className={`flex flex-wrap items-baseline gap-x-2 ${size === 'lg' ? 'text-2xl' : 'text-base'}`} data-price="">
      <span className="sr-only">{t(reduced ? 'kit.product.salePrice' : 'kit.product.price')}</span>
      <span className="font-semibold text-sales-price">{formatPrice(price, currency, lang)}</span>
      {reduced && (
        <>
          <span className="sr-only">{t('kit.product.originalPrice')}</span>
          <s className={`text-line-price ${size === 'lg' ? 'text-base' : 'text-sm'}`}>{formatPrice(linePrice, currency, lang)}</s>
        </>
      )}
    </p>
  );
}

export function CartIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="1.8">
      <path d="M3 4h2l2.2 10.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 8H6" strokeLinejoin="round" strokeLinecap="round" />
      <circle cx="9" cy="19" r="1.4" />
      <circle cx="17" cy="19" r="1.4" />
    </svg>
  );
}

/**
 * The plain form an "Add to cart" button sends. Without a script it posts to the cart page's
 * address and the shopper lands on the cart with the line added; with one, `onAdd` takes the
 * submit over (the drawer opens, the page stays), handed the button that sent it to give the
 * focus back to. It holds only the hidden fields: the button and the shopper's choices join it
 * by their `form` attribute, so they stay where the layout puts them.
 */
export function AddToCartForm({ id, productSlug, quantity, onAdd }: { id: string; productSlug: string; quantity?: number; onAdd: (opener: HTMLElement | null) => void }) {
  const { lang } = usePage();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = 'submitter' in event.nativeEvent ? event.nativeEvent.submitter : null;
    onAdd(submitter instanceof HTMLElement ? submitter : null);
  };
  return (
    <form id={id} method="post" action={cartPath(lang)} hidden onSubmit={submit}>
      <input type="hidden" name="action" value="add" />
      <input type="hidden" name="productSlug" value={productSlug} />
      {quantity !== undefined && <input type="hidden" name="quantity" value={quantity} />}
    </form>
  );
}

export type ProductCardProps = {
  product: ProductSummary;
  /** h2 when the card sits right under the page's h1, h3 under a section heading. */
  headingLevel?: 2 | 3;
  /** Only for a card in the first row the shopper sees. */
  priority?: boolean;
  /** How wide the card's image is drawn, for the browser's choice of rendition. */
  sizes?: string;
  /** The name as drawn, when a listing marks something in it (search terms). */
  name?: ReactNode;
};

/**
 * A product in a listing. The whole card follows the product link (the name's link covers
 * it), so it is one tab stop; the favorite and cart buttons sit above that link. The theme's
 * display flags, less those the product turns off for itself, decide whether the second picture shows on hover and focus and whether the
 * buttons appear at all.
 */
export function ProductCard({ product, headingLevel = 3, priority = false, sizes = '(min-width: 1024px) 25vw, 50vw', name }: ProductCardProps) {
  const { t, i18n } = useT();
  const hydrated = useHydrated();
  const page = usePage();
  const flags = withProductDisplay(useDisplayFlags(), product.display);
  // The second picture is only fetched once the shopper shows interest in this card.
  const [wantsSecondImage, setWantsSecondImage] = useState(false);
  const cartFormId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const reduced = product.linePrice !== null && product.linePrice > product.price;
  const secondImage = flags.showSlideImage && product.image ? product.hoverImage : null;
  const revealSecondImage = secondImage ? () => setWantsSecondImage(true) : undefined;

  return (
    <article className="group relative flex h-full flex-col gap-2" onPointerEnter={revealSecondImage} onFocus={revealSecondImage} data-product={product.slug}>
      <div className="relative overflow-hidden rounded-theme bg-theme">
        {product.image ? (
          <LazyImage image={product.image} aspectRatio={1} sizes={sizes} priority={priority} />
        ) : (
          <span className="block aspect-square" aria-hidden="true" />
        )}
        {secondImage && wantsSecondImage && (
          <div
            aria-hidden="true"
            data-second-image=""
            className="absolute inset-0 opacity-0 transition-opacity duration-300 group-hover:opacity-100 group-focus-within:opacity-100"
          >
            <LazyImage image={secondImage} aspectRatio={1} sizes={sizes} />
          </div>
        )}
        <div className="absolute left-2 top-2 flex flex-col items-start gap-1">
          {!product.inStock && <span className="rounded-theme bg-title px-2 py-0.5 text-xs font-semibold text-background">{t('kit.product.outOfStock')}</span>}
          {reduced && product.inStock && <span className="rounded-theme bg-sales-price px-2 py-0.5 text-xs font-semibold text-background">{t('kit.product.onSale')}</span>}
        </div>
      </div>
      <Heading className="text-base font-title leading-snug">
        <a href={product.href} className="text-title no-underline after:absolute after:inset-0 after:content-[''] hover:underline">
          {name ?? product.name}
        </a>
      </Heading>
      <Price price={product.price} linePrice={product.linePrice} currency={product.currency} />
      {product.swatches.length > 0 && (
        <div className="flex flex-wrap items-center gap-1">
          <span className="sr-only">{t('kit.product.colours', { colours: product.swatches.map((swatch) => swatch.label).join(', ') })}</span>
          {product.swatches.map((swatch) => (
            <span
              key={`${swatch.label}-${swatch.color}`}
              aria-hidden="true"
              title={swatch.label}
              className="inline-block h-3.5 w-3.5 rounded-full border border-theme"
              style={{ backgroundColor: swatch.color }}
            />
          ))}
        </div>
      )}
      {(flags.showCart || flags.showFavorite) && (
        <div className="relative z-10 mt-auto flex flex-wrap items-center gap-2 pt-1">
          {flags.showCart && (
            <AddToCartForm
              id={cartFormId}
              productSlug={product.slug}
              quantity={1}
              onAdd={(opener) => addToCartFrom({ opener, page, i18n }, { productSlug: product.slug }, 1, product.name)}
            />
          )}
          {flags.showCart && (
            <button
              type="submit"
              form={cartFormId}
              disabled={!product.inStock}
              // Without a script the form posts and the cart page opens: no dialog to announce.
              aria-haspopup={hydrated ? 'dialog' : undefined}
              onPointerEnter={prefetchCartDrawer}
              onFocus={prefetchCartDrawer}
              data-add-to-cart=""
              className="inline-flex min-h-10 flex-1 items-center justify-center gap-1.5 whitespace-nowrap rounded-theme border border-theme px-2 text-sm font-semibold text-title hover:border-title disabled:cursor-not-allowed disabled:opacity-60 [&>svg]:hidden sm:px-3 sm:[&>svg]:inline"
            >
              <CartIcon />
              {t('kit.product.addToCart')}
              <span className="sr-only"> ({product.name})</span>
            </button>
          )}
          {flags.showFavorite && (
            <FavoriteButton
              type="product"
              slug={product.slug}
              name={product.name}
              className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full border border-theme"
            />
          )}
        </div>
      )}
    </article>
  );
}
