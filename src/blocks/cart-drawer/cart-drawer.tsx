import { useRef } from 'react';
import { loadCartDrawer, prefetchCartDrawer } from '../../renderer/kit/add-to-cart';
import { useCartStrings } from '../../renderer/kit/cart-strings';
import { usePage } from '../../renderer/kit/page-context';
import { CartIcon } from '../../renderer/kit/product-card';
import type { CartDrawerBlockProps } from './schema';

/** Opens the cart drawer on the visitor's cart, read from the server as it opens. */
export default function CartDrawerBlock({ label }: CartDrawerBlockProps) {
  const { t, i18n } = useCartStrings();
  const page = usePage();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const open = async () => (await loadCartDrawer()).openWithCart({ page, i18n, opener: buttonRef.current });
  return (
    <button
      ref={buttonRef}
      type="button"
      aria-haspopup="dialog"
      onClick={() => void open()}
      onPointerEnter={prefetchCartDrawer}
      onFocus={prefetchCartDrawer}
      className="inline-flex min-h-11 items-center gap-2 rounded-theme border border-theme px-4 font-semibold text-title"
      data-open-cart=""
    >
      <CartIcon />
      {label || t('cart.viewCart')}
    </button>
  );
}
