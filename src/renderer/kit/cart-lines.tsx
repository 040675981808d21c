import { useId, type FormEvent, type ReactNode } from 'react';
import type { Cart, CartLine } from '../../schema/web-api/cart';
import { CHECKOUT_LIMITS } from '../../schema/web-api/checkout-limits';
import { useCartStrings } from './cart-strings';
import { formatMoney } from './money-format';
import { LazyImage } from './lazy-image';
import { usePage } from './page-context';

/*
 * What the cart drawer and the cart page both draw: each line (picture, name, chosen
 * options, unit price, line total, what changed since it was added) with the caller's own
 * quantity controls, and the summary. Every figure is the server's.
 */

function LineNotices({ line }: { line: CartLine }) {
  const { t } = useCartStrings();
  const { lang } = usePage();
  if (line.notices.length === 0) return null;
  return (
    <ul role="list" className="m-0 list-none p-0 text-sm font-semibold text-text" data-cart-notices="">
      {line.notices.map((notice) => (
        <li key={notice.kind}>
          {notice.kind === 'price'
            ? t('cart.notice.price', { was: formatMoney(notice.was, lang), now: formatMoney(line.unitPrice, lang) })
            : notice.available === 0
              ? t('cart.notice.soldOut')
              : t('cart.notice.stock', { count: notice.available })}
        </li>
      ))}
    </ul>
  );
}

/** One line; `controls` is the quantity stepper and remove button (the drawer's) or their forms (the cart page's). */
export function CartLineItem({ line, controls, headingLevel = 3 }: { line: CartLine; controls: ReactNode; headingLevel?: 2 | 3 }) {
  const { t } = useCartStrings();
  const { lang } = usePage();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <li className="flex gap-3 border-b border-theme py-3" data-cart-line={line.sku}>
      <a href={line.href} className="block w-20 shrink-0" tabIndex={-1} aria-hidden="true">
        {line.image ? <LazyImage image={line.image} aspectRatio={1} sizes="80px" /> : <span className="block aspect-square rounded-theme bg-gray-500/10" />}
      </a>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <Heading className="m-0 text-base font-title leading-snug">
          <a href={line.href} className="text-title no-underline hover:underline">
            {line.name}
          </a>
        </Heading>
        {line.options.length > 0 && (
          <p className="m-0 text-sm text-desc">{line.options.map((option) => `${option.name}: ${option.value}`).join(' · ')}</p>
        )}
        <p className="m-0 text-sm">
          <span className="text-desc">{t('cart.unitPrice')} </span>
          <span data-unit-price="">{formatMoney(line.unitPrice, lang)}</span>
        </p>
        <LineNotices line={line} />
        <div className="flex flex-wrap items-center justify-between gap-2">
          {controls}
          <p className="m-0 font-semibold">
            <span className="sr-only">{t('cart.lineTotal')} </span>
            <span data-line-total="">{formatMoney(line.lineTotal, lang)}</span>
          </p>
        </div>
      </div>
    </li>
  );
}

/** Promotions applied with their reasons, subtotal, discounts, the shipping note and the total. */
export function CartSummary({ cart }: { cart: Cart }) {
  const { t } = useCartStrings();
  const { lang } = usePage();
  return (
    <div className="flex flex-col gap-2" data-cart-summary="">
      {cart.discounts.length > 0 && (
        <div>
          <p className="m-0 text-sm font-semibold">{t('cart.promotions')}</p>
          <ul role="list" className="m-0 list-none p-0 text-sm text-text">
            {cart.discounts.map((discount) => (
              <li key={`${discount.source}:${discount.code}`} className="flex justify-between gap-2">
                <span>{discount.title}</span>
                <span>−{formatMoney(discount.amount, lang)}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
      <dl className="m-0 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
        <dt>{t('cart.subtotal')}</dt>
        <dd className="m-0 text-end" data-cart-subtotal="">
          {formatMoney(cart.subtotal, lang)}
        </dd>
        <dt>{t('cart.discounts')}</dt>
        <dd className="m-0 text-end" data-cart-discounts="">
          {cart.discountTotal.amount > 0 ? `−${formatMoney(cart.discountTotal, lang)}` : formatMoney(cart.discountTotal, lang)}
        </dd>
        <dt>{t('cart.shipping')}</dt>
        {cart.estimatedShipping ? (
          <dd className="m-0 text-end" data-cart-shipping="">
            {formatMoney(cart.estimatedShipping.fee, lang)}
          </dd>
        ) : (
          <dd className="m-0 text-end text-desc">{t('cart.shippingNote')}</dd>
        )}
        <dt className="font-semibold">{t('cart.total')}</dt>
        <dd className="m-0 text-end font-semibold" data-cart-total="">
          {formatMoney({ amount: cart.total.amount + (cart.estimatedShipping?.fee.amount ?? 0), currency: cart.total.currency }, lang)}
        </dd>
      </dl>
    </div>
  );
}


/**
 * The coupon code field and, once a code is on the cart, the server's verdict on it with a
 * way to take it off. Plain forms posting to the cart page (`action`), so the cart page works
 * without a script; the drawer passes `onApply` and sends the code through the cart calls.
 */
export function CartCoupon({ cart, action, onApply }: { cart: Cart; action: string; onApply?: (code: string) => void }) {
  const { t } = useCartStrings();
  const fieldId = useId();
  const { coupon } = cart;
  const noteId = `${fieldId}-note`;
  const submit = (code: (form: HTMLFormElement) => string) =>
    onApply
      ? (event: FormEvent<HTMLFormElement>) => {
          event.preventDefault();
          onApply(code(event.currentTarget));
        }
      : undefined;
  return (
    <div className="flex flex-col gap-2" data-cart-coupon="">
      <form method="post" action={action} onSubmit={submit((form) => String(new FormData(form).get('code') ?? ''))} className="flex items-end gap-2">
        <input type="hidden" name="action" value="coupon" />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <label htmlFor={fieldId} className="text-sm font-medium">
            {t('cart.coupon.label')}
          </label>
          <input
            // A new verdict resets the field to the code the server kept.
            key={coupon?.code ?? ''}
            id={fieldId}
            name="code"
            defaultValue={coupon?.code ?? ''}
            maxLength={CHECKOUT_LIMITS.couponCode}
            autoComplete="off"
            spellCheck={false}
            aria-describedby={coupon ? noteId : undefined}
            aria-invalid={coupon && !coupon.accepted ? true : undefined}
            className="min-h-11 w-full rounded-theme border border-theme bg-background px-2 uppercase text-text"
          />
        </div>
        <button type="submit" className="inline-flex min-h-11 items-center rounded-theme border border-theme px-3 text-sm font-semibold text-title">
          {t('cart.coupon.apply')}
        </button>
      </form>
      {coupon && (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p id={noteId} className={`m-0 text-sm text-text ${coupon.accepted ? '' : 'font-semibold'}`} data-coupon-verdict={coupon.accepted ? 'accepted' : 'refused'}>
            {coupon.accepted ? t('cart.coupon.applied', { code: coupon.code }) : t(`cart.coupon.refused.${coupon.reason ?? 'unknown'}`)}
          </p>
          <form method="post" action={action} onSubmit={submit(() => '')}>
            <input type="hidden" name="action" value="coupon" />
            <input type="hidden" name="code" value="" />
            <button type="submit" aria-label={t('cart.coupon.removeNamed', { code: coupon.code })} className="text-sm text-desc underline">
              {t('cart.coupon.remove')}
            </button>
          </form>
        </div>
      )}
    </div>
  );
}
