import { useId, useRef, useState, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { subscribe } from 'valtio/vanilla';
import { cartStore, closeCartDrawer } from '../../state/cart';
import { usePage } from './page-context';

/*
 * The add-to-cart button sits on every product card of every page, so it carries almost
 * nothing: the cart's calls and the drawer load as the shopper reaches for it (pointer over
 * it, focus on it) or on the first press, as the favorite heart's calls do. Whichever button
 * was pressed last holds the drawer, drawn into the body through a portal so it keeps the
 * page's language, and gets the focus back when it closes.
 */

type DrawerModule = typeof import('./cart-drawer');
let drawerModule: DrawerModule | null = null;

/** Loads the drawer and the cart's calls (once): on intent, so the first press rarely waits. */
export function loadCartDrawer(): Promise<DrawerModule> {
  return import('./cart-drawer').then((loaded) => (drawerModule = loaded));
}
const prefetch = () => void loadCartDrawer().catch(() => undefined);

const subscribeToCart = (onChange: () => void) => subscribe(cartStore, onChange);

/** Draws the drawer while `owner` holds it; `onClose` puts the focus back on the opener. */
export function useCartDrawer(owner: string, opener: { current: HTMLElement | null }): { drawer: ReactNode; remember: (loaded: DrawerModule) => void } {
  const [Drawer, setDrawer] = useState<ComponentType<{ onClose: () => void }> | null>(() => drawerModule?.CartDrawer ?? null);
  const holdsDrawer = useSyncExternalStore(
    subscribeToCart,
    () => cartStore.drawerOwner === owner,
    () => false,
  );
  const close = () => {
    closeCartDrawer();
    opener.current?.focus();
  };
  return {
    drawer: holdsDrawer && Drawer ? createPortal(<Drawer onClose={close} />, document.body) : null,
    remember: (loaded) => setDrawer(() => loaded.CartDrawer),
  };
}

export type AddToCartButtonProps = {
  /** The variant (the product page's choice), or the product, whose first variant in stock the server picks. */
  item: { sku: string } | { productSlug: string };
  quantity?: number;
  /** The product's name, for the drawer's "… is in your cart". */
  name: string;
  disabled?: boolean;
  className?: string;
  children: ReactNode;
};

export function AddToCartButton({ item, quantity = 1, name, disabled = false, className = '', children }: AddToCartButtonProps) {
  const { lang } = usePage();
  const owner = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { drawer, remember } = useCartDrawer(owner, buttonRef);

  const onClick = async () => {
    const loaded = await loadCartDrawer();
    remember(loaded);
    await loaded.addAndOpen({ owner, item, quantity, lang, name });
  };

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        disabled={disabled}
        aria-haspopup="dialog"
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => void onClick()}
        data-add-to-cart=""
        className={`${disabled ? 'cursor-not-allowed opacity-60' : ''} ${className}`}
      >
        {children}
      </button>
      {drawer}
    </>
  );
}
