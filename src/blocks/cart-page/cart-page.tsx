import { useId } from 'react';
import { CartCoupon, CartLineItem, CartSummary } from '../../renderer/kit/cart-lines';
import { useCartStrings } from '../../renderer/kit/cart-strings';
import { usePage } from '../../renderer/kit/page-context';
import { langPath } from '../../schema/languages';
import type { CartKindData, CartLine } from '../../schema/web-api/cart';
import type { CartPageBlockProps } from './schema';

/**
 * The page's cart, on the cart page. The server checked it against the kind's data schema
 * (`cartKindDataSchema`) before sending it, so it is taken as drawn, as blocks take the first
 * page's catalog data: checking it again here would load zod with the cart page (25 KB).
 */
function cartOfPage(data: Record<string, unknown>): CartKindData | null {
  const { cart, cartForm } = data;
  if (typeof cart !== 'object' || cart === null || typeof cartForm !== 'object' || cartForm === null) return null;
  if (!('lines' in cart) || !Array.isArray(cart.lines) || !('action' in cartForm) || typeof cartForm.action !== 'string') {
    throw new Error('Page data cart is not the cart the cart page draws');
  }
  return { cart, cartForm } as CartKindData;
}

const fieldClass = 'min-h-11 w-20 rounded-theme border border-theme bg-background px-2 text-text';
const buttonClass = 'inline-flex min-h-11 items-center rounded-theme border border-theme px-3 text-sm font-semibold text-title';

/** A line's quantity and remove, as plain forms: they post to the cart page's own address and come back to it. */
function LineForms({ line, action }: { line: CartLine; action: string }) {
  const { t } = useCartStrings();
  const inputId = useId();
  return (
    <div className="flex flex-wrap items-end gap-2">
      <form method="post" action={action} className="flex items-end gap-2" data-cart-update={line.sku}>
        <input type="hidden" name="action" value="update" />
        <input type="hidden" name="variantId" value={line.variantId} />
        <div className="flex flex-col gap-1">
          <label htmlFor={inputId} className="text-sm text-desc">
            {t('cart.quantity')}
          </label>
          <input
            id={inputId}
            type="number"
            name="quantity"
            inputMode="numeric"
            min={0}
            max={Math.max(line.maxQuantity, line.quantity)}
            step={1}
            required
            defaultValue={line.quantity}
            className={fieldClass}
          />
        </div>
        <button type="submit" aria-label={t('cart.updateNamed', { name: line.name })} className={buttonClass}>
          {t('cart.update')}
        </button>
      </form>
      <form method="post" action={action} data-cart-remove={line.sku}>
        <input type="hidden" name="action" value="remove" />
        <input type="hidden" name="variantId" value={line.variantId} />
        <button type="submit" aria-label={t('cart.removeNamed', { name: line.name })} className={buttonClass}>
          {t('cart.remove')}
        </button>
      </form>
    </div>
  );
}

/**
 * The cart page: every line with its quantity and remove forms, the summary and the way to
 * checkout. Plain HTML forms throughout, so the page works before (or without) its script;
 * what happened after a post is said at the top.
 */
export default function CartPage({ heading }: CartPageBlockProps) {
  const { t } = useCartStrings();
  const { data, lang } = usePage();
  const page = cartOfPage(data);
  const headingId = useId();
  if (!page) return null;
  const { cart, cartForm } = page;
  return (
    <section aria-labelledby={headingId} className="container flex flex-col gap-6" data-cart-page="">
      <h1 id={headingId} className="m-0 text-heading font-title text-title">
        {heading || t('cart.title')}
      </h1>
      <div role="status" aria-live="polite" className="empty:hidden">
        {cartForm.notice && <p className="m-0 rounded-theme border border-theme p-3">{t(`cart.form.${cartForm.notice}`)}</p>}
      </div>
      {cart.lines.length === 0 ? (
        <p className="m-0 rounded-theme border border-dashed border-theme px-6 py-12 text-center text-desc">
          {t('cart.empty')}{' '}
          <a href={langPath(lang) || '/'} className="font-semibold underline">
            {t('cart.continueShopping')}
          </a>
        </p>
      ) : (
        <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:gap-12">
          <ul role="list" aria-label={t('cart.lines')} className="m-0 list-none border-t border-theme p-0">
            {cart.lines.map((line) => (
              <CartLineItem key={line.variantId} line={line} headingLevel={2} controls={<LineForms line={line} action={cartForm.action} />} />
            ))}
          </ul>
          <div className="flex flex-col gap-4 rounded-theme border border-theme p-5 lg:sticky lg:top-6">
            <h2 className="m-0 text-lg font-title text-title">{t('cart.summary')}</h2>
            <CartCoupon cart={cart} action={cartForm.action} />
            <CartSummary cart={cart} />
            <form method="post" action={cartForm.action}>
              <input type="hidden" name="action" value="checkout" />
              <button type="submit" className="inline-flex min-h-12 w-full items-center justify-center rounded-theme bg-primary px-6 font-semibold text-background">
                {t('cart.checkout')}
              </button>
            </form>
          </div>
        </div>
      )}
    </section>
  );
}
