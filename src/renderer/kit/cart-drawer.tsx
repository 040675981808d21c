import { useEffect, useId, useRef, useState, useSyncExternalStore, type KeyboardEvent, type MouseEvent } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { proxy, subscribe } from 'valtio/vanilla';
import { addToCart, applyCartCoupon, changeQuantity, loadCart, removeFromCart, type CartOutcome } from '../../api/cart';
import { langPath, type UrlLanguage } from '../../schema/languages';
import type { CartAdjustment, CartLine } from '../../schema/web-api/cart';
import { cartStore } from '../../state/cart-view';
import { CartCoupon, CartLineItem, CartSummary } from './cart-lines';
import { useCartStrings } from './cart-strings';
import { keepTabInside } from './modal-panel';
import { PageContext, usePage, type PageContextValue } from './page-context';

/*
 * The cart drawer (spec §2): a modal panel at the side with the cart's lines, each with a
 * quantity stepper and remove, the summary, a link to the cart page and the checkout button.
 * Loaded on a shopper's first add to cart (or as they reach for the button), never with the
 * page: the add-to-cart buttons and the cart-drawer block open it from here, on any page. It
 * is drawn in a root of its own at the end of the body, with the opener's page and
 * translations, so no block needs to hold it.
 */

/** What the drawer borrows from the button that opens it: the page it is on, its translations, and where focus goes back. */
export type DrawerOpener = { page: PageContextValue; i18n: I18n; opener: HTMLElement | null };

let root: Root | null = null;

function show(opener: DrawerOpener): void {
  if (!root) {
    const host = document.createElement('div');
    host.dataset.cartDrawerHost = '';
    document.body.append(host);
    root = createRoot(host);
  }
  const close = () => {
    root?.render(null);
    opener.opener?.focus();
  };
  root.render(
    <I18nextProvider i18n={opener.i18n}>
      <PageContext value={opener.page}>
        <CartDrawer onClose={close} onLeave={closeDrawer} />
      </PageContext>
    </I18nextProvider>,
  );
}

/** Closes the drawer wherever it is open (a test, or a page leaving). */
export function closeDrawer(): void {
  root?.render(null);
}

type Message = { tone: 'success' | 'warning' | 'error'; key: string; values: Record<string, string | number> };

/** What the drawer says about the last thing done, for everyone (a live region). */
const drawerState = proxy<{ message: Message | null; loading: boolean }>({ message: null, loading: false });
const subscribeToDrawer = (onChange: () => void) => {
  const stopCart = subscribe(cartStore, onChange);
  const stopState = subscribe(drawerState, onChange);
  return () => {
    stopCart();
    stopState();
  };
};

function messageOf(outcome: CartOutcome, done: Message | null): Message | null {
  if (!outcome.ok) return { tone: 'error', key: outcome.key, values: {} };
  if (outcome.adjusted) return adjustedMessage(outcome.adjusted);
  return done;
}

/** The verdict on the code just sent, read out in the drawer's live region as well as shown beside the field. */
function couponMessage(): Message | null {
  const coupon = cartStore.cart?.coupon;
  if (!coupon) return { tone: 'success', key: 'cart.form.coupon-removed', values: {} };
  if (coupon.accepted) return { tone: 'success', key: 'cart.coupon.applied', values: { code: coupon.code } };
  return { tone: 'warning', key: `cart.coupon.refused.${coupon.reason ?? 'unknown'}`, values: {} };
}

function adjustedMessage(adjusted: CartAdjustment): Message {
  return { tone: 'warning', key: `cart.adjusted.${adjusted.reason}`, values: { count: adjusted.quantity } };
}

/**
 * Adds to the cart and opens the drawer at once for `owner` (the button focus returns to),
 * showing the cart as it was until the server's answer, with the added line, replaces it.
 */
export async function addAndOpen(opener: DrawerOpener, input: { item: { sku: string } | { productSlug: string }; quantity: number; name: string }): Promise<CartOutcome> {
  const { lang } = opener.page;
  drawerState.message = null;
  drawerState.loading = true;
  show(opener);
  const outcome = await addToCart(input.item, input.quantity, lang);
  drawerState.loading = false;
  drawerState.message = messageOf(outcome, { tone: 'success', key: 'cart.added', values: { name: input.name } });
  if (!outcome.ok && cartStore.cart === null) await loadCart(lang);
  return outcome;
}

/** Opens the drawer on the cart as it is (the cart-drawer block's button). */
export async function openWithCart(opener: DrawerOpener): Promise<void> {
  drawerState.message = null;
  drawerState.loading = cartStore.cart === null;
  show(opener);
  const outcome = await loadCart(opener.page.lang);
  drawerState.loading = false;
  if (!outcome.ok) drawerState.message = messageOf(outcome, null);
}

/**
 * The panel. Focus moves to its close button when it opens and stays inside while it is open
 * (Tab and Shift+Tab wrap); Escape, the close button and the backdrop close it, and `onClose`
 * puts focus back on the button that opened it. Following one of its links (a product, the
 * cart page) closes it with `onLeave`: the shop turns link clicks into in-app navigations, and
 * a drawer in its own root would otherwise stay open over the page it led to.
 */
export function CartDrawer({ onClose, onLeave = onClose }: { onClose: () => void; onLeave?: () => void }) {
  const { t } = useCartStrings();
  const { lang } = usePage();
  const headingId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const cart = useSyncExternalStore(subscribeToDrawer, () => cartStore.cart, () => null);
  const message = useSyncExternalStore(subscribeToDrawer, () => drawerState.message, () => null);
  const loading = useSyncExternalStore(subscribeToDrawer, () => drawerState.loading, () => false);

  useEffect(() => {
    closeRef.current?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    keepTabInside(event, panelRef.current);
  };

  // A plain click only: one with a modifier opens the link elsewhere and the shopper stays here.
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (event.target instanceof Element && event.target.closest('a[href]')) onLeave();
  };

  const say = (next: Message | null) => {
    drawerState.message = next;
  };
  const cartPath = `${langPath(lang)}/cart`;

  return (
    <div className="fixed inset-0 z-50" data-cart-drawer="">
      <div className="absolute inset-0 bg-black/40" onClick={onClose} data-cart-backdrop="" aria-hidden="true" />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={headingId}
        onKeyDown={onKeyDown}
        onClick={onClick}
        className="absolute inset-y-0 end-0 flex w-full max-w-md flex-col bg-background text-text shadow-xl"
      >
        <div className="flex items-center justify-between gap-2 border-b border-theme p-4">
          <h2 id={headingId} className="m-0 text-lg font-title text-title">
            {t('cart.title')}
          </h2>
          <button ref={closeRef} type="button" onClick={onClose} aria-label={t('cart.close')} className="inline-flex h-11 w-11 items-center justify-center rounded-theme text-title">
            <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="1.8">
              <path d="M6 6l12 12M18 6 6 18" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <div role="status" aria-live="polite" className="px-4 empty:hidden" data-cart-message={message?.tone ?? ''}>
          {message && <p className={`my-2 text-sm text-text ${message.tone === 'success' ? '' : 'font-semibold'}`}>{t(message.key, message.values)}</p>}
        </div>
        <div className="flex-1 overflow-y-auto px-4" aria-busy={loading}>
          {cart === null ? null : cart.lines.length === 0 ? (
            <p className="my-6 text-desc">{t('cart.empty')}</p>
          ) : (
            <ul role="list" aria-label={t('cart.lines')} className="m-0 list-none p-0">
              {cart.lines.map((line) => (
                <CartLineItem key={line.variantId} line={line} controls={<LineControls line={line} lang={lang} onOutcome={say} />} />
              ))}
            </ul>
          )}
        </div>
        {cart && cart.lines.length > 0 && (
          <div className="flex flex-col gap-3 border-t border-theme p-4">
            <CartCoupon cart={cart} action={cartPath} onApply={(code) => void applyCartCoupon(code, lang).then((outcome) => say(outcome.ok ? couponMessage() : messageOf(outcome, null)))} />
            <CartSummary cart={cart} />
            <div className="flex flex-wrap items-center gap-3">
              <a href={cartPath} className="inline-flex min-h-11 items-center rounded-theme border border-theme px-4 font-semibold text-title no-underline">
                {t('cart.viewCart')}
              </a>
              {/* The cart page's own checkout action: a guest signs in first and comes back with the cart kept. */}
              <form method="post" action={cartPath} className="flex-1">
                <input type="hidden" name="action" value="checkout" />
                <button type="submit" className="inline-flex min-h-11 w-full items-center justify-center rounded-theme bg-primary px-4 font-semibold text-background">
                  {t('cart.checkout')}
                </button>
              </form>
            </div>
          </div>
        )}
      </div>
    </div>
  );
}

/**
 * A line's stepper and remove button. The number changes at each tap; the request sends the
 * last one (at most one in flight per line), and the line total and summary change only when
 * the server answers.
 */
export function LineControls({ line, lang, onOutcome }: { line: CartLine; lang: UrlLanguage; onOutcome: (message: Message | null) => void }) {
  const { t } = useCartStrings();
  const [shown, setShown] = useState<number | null>(null);
  const quantity = shown ?? line.quantity;
  const ceiling = Math.max(line.maxQuantity, 1);

  const change = (next: number) => {
    setShown(next);
    void changeQuantity(line.variantId, next, lang).then((outcome) => {
      setShown(null);
      onOutcome(messageOf(outcome, null));
    });
  };
  const remove = () => {
    void removeFromCart(line.variantId, lang).then((outcome) => onOutcome(messageOf(outcome, null)));
  };

  const stepButton = 'inline-flex h-9 w-9 items-center justify-center rounded-theme border border-theme text-title disabled:opacity-40';
  return (
    <div className="flex items-center gap-2">
      <div role="group" aria-label={t('cart.quantityOf', { name: line.name })} className="inline-flex items-center gap-1">
        <button type="button" aria-label={t('cart.decrease', { name: line.name })} disabled={quantity <= 1} onClick={() => change(quantity - 1)} className={stepButton} data-step="down">
          −
        </button>
        <output aria-live="polite" className="min-w-8 text-center" data-quantity="">
          {quantity}
        </output>
        <button type="button" aria-label={t('cart.increase', { name: line.name })} disabled={quantity >= ceiling} onClick={() => change(quantity + 1)} className={stepButton} data-step="up">
          +
        </button>
      </div>
      <button type="button" onClick={remove} aria-label={t('cart.removeNamed', { name: line.name })} className="text-sm text-desc underline">
        {t('cart.remove')}
      </button>
    </div>
  );
}
