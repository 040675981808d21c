import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { DEFAULT_LANGUAGE, isUrlLanguage, langPath, type UrlLanguage } from '../../src/schema/languages';
import { cartFormSchema, type CartFormNotice } from '../../src/schema/web-api/cart';
import { cartPath, choiceOfFields } from '../../src/schema/web-api/cart-form-fields';
import type { CookiePolicy } from '../accounts/sessions';
import type { Database } from '../db/database';
import type { CommerceRules } from '../commerce/commerce-rules';
import type { FindShopper } from '../http/shopper';
import { cartOwnerFor, cartTokenOf, setCartCookie } from './cart-cookie';
import { addToCart, removeLine, setCartCoupon, setLineQuantity, skuOfChoice, type CartAdd, type CartWrite } from './carts';

/*
 * The cart without JavaScript: the cart page's forms, and the "Add to cart" of product pages
 * and cards, post here (`POST {lang}/cart`, urlencoded) and are answered with a 303 to the
 * cart page, which says what happened (`?notice=`). The same service rules as the /api/web
 * calls apply. /api/web takes JSON only, which a page cannot send without a script; this
 * route takes a form, so it holds the same-origin rule itself: a browser's form post names its
 * page's origin (or at least `Sec-Fetch-Site`), and one from another site, or with neither
 * header, changes nothing.
 */

export type CartFormOptions = {
  db: Database;
  /** The services' commerce rules: the per-line maximum. */
  commerceRules: CommerceRules;
  findShopper: FindShopper;
  isOwnOrigin: (origin: string, url: URL) => boolean;
  /** A guest's first add sets the cart cookie, `Secure` in production. */
  cookies: CookiePolicy;
  /** Snapshots the shopper's cart into a new checkout (the checkout's own command, handed in: the cart sits below it). */
  startCheckout: (userId: string) => Promise<string | null>;
};

const MAX_FORM_BYTES = 4 * 1024;

function fromOwnPage(c: Context, isOwnOrigin: CartFormOptions['isOwnOrigin']): boolean {
  const origin = c.req.header('origin');
  if (origin !== undefined) return isOwnOrigin(origin, new URL(c.req.url));
  const site = c.req.header('sec-fetch-site');
  return site === 'same-origin' || site === 'none';
}

function noticeOf(outcome: CartWrite, done: CartFormNotice): CartFormNotice {
  if (!outcome.ok) return outcome.reason === 'out-of-stock' ? 'out-of-stock' : 'not-found';
  if (outcome.adjusted) return outcome.adjusted.reason === 'stock' ? 'capped-stock' : 'capped-max';
  return done;
}

function addNotice(outcome: CartAdd): CartFormNotice {
  if (!outcome.ok) return outcome.reason === 'out-of-stock' ? 'out-of-stock' : 'unavailable';
  if (outcome.adjusted) return outcome.adjusted.reason === 'stock' ? 'capped-stock' : 'capped-max';
  return 'added';
}

export function createCartFormRoute(options: CartFormOptions): Hono {
  const { db } = options;
  const route = new Hono();
  const limit = bodyLimit({ maxSize: MAX_FORM_BYTES, onError: (c) => c.text('The form is too large', 413) });

  const handle = async (c: Context, lang: UrlLanguage) => {
    if (!fromOwnPage(c, options.isOwnOrigin)) return c.text('This form may only be sent from the shop’s own pages', 403);
    const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    if (type !== 'application/x-www-form-urlencoded') return c.text('The cart form takes application/x-www-form-urlencoded', 415);
    const back = (notice: CartFormNotice) => c.redirect(`${cartPath(lang)}?notice=${notice}`, 303);
    let fields: Record<string, unknown>;
    try {
      fields = await c.req.parseBody();
    } catch {
      return c.text('The form could not be read', 400);
    }
    const parsed = cartFormSchema.safeParse(fields.action === 'add' ? { ...fields, choice: choiceOfFields(fields) } : fields);
    if (!parsed.success) {
      if (fields.action !== 'add') return back(fields.action === 'update' ? 'invalid-quantity' : 'not-found');
      return back(parsed.error.issues.some((issue) => issue.path[0] === 'quantity') ? 'invalid-quantity' : 'unavailable');
    }
    const form = parsed.data;
    const shopper = await options.findShopper(c);
    if (form.action === 'add') {
      // Without a script the shopper picks options, not a variant: the server finds the one they mean.
      const picked = Object.keys(form.choice).length > 0;
      const sku = picked ? await skuOfChoice(db, form.productSlug, form.choice) : null;
      if (picked && sku === null) return back('unavailable');
      const writer = shopper ? ({ kind: 'shopper', userId: shopper.id } as const) : ({ kind: 'guest', token: cartTokenOf(c) } as const);
      const outcome = await addToCart(db, options.commerceRules, writer, sku !== null ? { sku } : { productSlug: form.productSlug }, form.quantity);
      // A guest's first add makes the cart and the cookie naming it, as the add call does.
      if (outcome.ok && outcome.guestToken) setCartCookie(c, outcome.guestToken, options.cookies);
      return back(addNotice(outcome));
    }
    if (form.action === 'checkout') {
      if (!shopper) {
        // The guest cart is kept through sign-in: it joins the shopper's cart there.
        const redirect = new URLSearchParams({ redirect: cartPath(lang) });
        return c.redirect(`${langPath(lang)}/auth/signin?${redirect.toString()}`, 303);
      }
      const checkoutId = await options.startCheckout(shopper.id);
      if (checkoutId === null) return back('empty');
      return c.redirect(`${langPath(lang)}/checkout/${checkoutId}`, 303);
    }
    const owner = cartOwnerFor(shopper, cartTokenOf(c));
    if (!owner) return back('not-found');
    if (form.action === 'remove') return back(noticeOf(await removeLine(db, owner, form.variantId), 'removed'));
    // The cart page draws the code's verdict beside the field: accepted, or refused with why.
    if (form.action === 'coupon') return back(noticeOf(await setCartCoupon(db, owner, form.code || null), form.code ? 'coupon-applied' : 'coupon-removed'));
    const outcome = await setLineQuantity(db, options.commerceRules, owner, form.variantId, form.quantity);
    return back(noticeOf(outcome, form.quantity === 0 ? 'removed' : 'updated'));
  };

  route.post('/cart', limit, (c) => handle(c, DEFAULT_LANGUAGE));
  route.post('/:lang/cart', limit, (c) => {
    const lang = c.req.param('lang');
    // The default language has no prefix (`/en/…` is not an address of the shop).
    if (!isUrlLanguage(lang) || lang === DEFAULT_LANGUAGE) return c.text('Not found', 404);
    return handle(c, lang);
  });
  return route;
}
