import { CART_FORM_NOTICES, type CartFormNotice } from '../../src/schema/web-api/cart';
import { cartPath } from '../../src/schema/web-api/cart-form-fields';
import type { Database } from '../db/database';
import type { KindResolver, KindResolvers } from '../pages/entities';
import { commerceRulesOf } from '../commerce/commerce-rules';
import type { PageVisitor } from '../pages/page-cache';
import { cartOwnerFor } from './cart-cookie';
import { acknowledgePrices, cartCount, readCart } from './carts';

/**
 * `cart`: this visitor's cart, drawn on the server for them (the page is built per visitor,
 * never shared). Drawing it shows each price notice, so today's prices become the ones seen.
 */
export const resolveCart: KindResolver<'cart'> = async (match, _locale, db, context) => {
  const owner = cartOwnerFor(context.shopper, context.cartToken ?? null);
  const cart = await readCart(db, commerceRulesOf(context.site), owner, { lang: match.lang, rules: context.siteConfig.rules });
  if (owner && cart.lines.some((line) => line.notices.some((notice) => notice.kind === 'price'))) await acknowledgePrices(db, owner);
  const asked = context.url.searchParams.get('notice');
  const notice = CART_FORM_NOTICES.find((candidate): candidate is CartFormNotice => candidate === asked) ?? null;
  return { data: { cart, cartForm: { action: cartPath(match.lang), notice } }, meta: {} };
};

export const cartPageResolvers = { cart: resolveCart } satisfies KindResolvers;

/**
 * The header's cart number on every page drawn for a shopper or a guest with a cart cookie:
 * their copy's `data.site.cartCount` is the server's count, in the HTML and after hydration.
 */
export function cartCountOfVisitor(db: Database) {
  return async (visitor: PageVisitor, page: { data: Readonly<Record<string, unknown>> }): Promise<Record<string, unknown>> => {
    const site = page.data.site;
    const owner = cartOwnerFor(visitor.shopper, visitor.cartToken);
    if (!owner || typeof site !== 'object' || site === null) return {};
    return { site: { ...site, cartCount: await cartCount(db, owner) } };
  };
}
