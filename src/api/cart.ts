import type { UrlLanguage } from '../schema/languages';
import type { Cart, CartAdjustment } from '../schema/web-api/cart';
import { receiveCart } from '../state/cart-view';
import { ApiError } from './client';
import { callApi } from './web-api';

/*
 * The cart's calls, loaded with the drawer on the first add (or when a shopper shows intent),
 * never with the first page. Every answer is the whole cart: the store keeps the newest one,
 * so totals on screen are always the server's, and the header's number follows its count.
 */

export type CartOutcome = { ok: true; adjusted: CartAdjustment | null } | { ok: false; key: string };

/** Answers are applied in the order their requests were sent: an older one arriving late never undoes a newer one. */
let sent = 0;
let applied = 0;

async function send(run: () => Promise<{ cart: Cart; adjusted: CartAdjustment | null }>): Promise<CartOutcome> {
  const order = ++sent;
  try {
    const answer = await run();
    if (order > applied) {
      applied = order;
      receiveCart(answer.cart);
    }
    return { ok: true, adjusted: answer.adjusted };
  } catch (error) {
    return { ok: false, key: error instanceof ApiError && error.key ? error.key : 'cart.failed' };
  }
}

export function loadCart(lang: UrlLanguage): Promise<CartOutcome> {
  return send(() => callApi('cart/get', { lang }, { quiet: true }));
}

export function addToCart(item: { sku: string } | { productSlug: string }, quantity: number, lang: UrlLanguage): Promise<CartOutcome> {
  return send(() => callApi('cart/add', { ...item, quantity, lang }, { quiet: true }));
}

/** Puts a coupon code on the cart (an empty one takes it off); the answer's cart carries the verdict. */
export function applyCartCoupon(code: string, lang: UrlLanguage): Promise<CartOutcome> {
  return send(() => callApi('cart/coupon', { code, lang }, { quiet: true }));
}

export function removeFromCart(variantId: number, lang: UrlLanguage): Promise<CartOutcome> {
  pending.delete(variantId);
  return send(() => callApi('cart/remove', { variantId, lang }, { quiet: true }));
}

type LineRequests = { wanted: number; inFlight: Promise<CartOutcome> | null };
const pending = new Map<number, LineRequests>();

/**
 * Sets a line's quantity. Taps that come while a request for the line is on its way only
 * change what is wanted; when it answers, one more request sends the final quantity, if it
 * differs. So a line has at most one request in flight, and the last tap wins.
 */
export function changeQuantity(variantId: number, quantity: number, lang: UrlLanguage): Promise<CartOutcome> {
  const line = pending.get(variantId) ?? { wanted: quantity, inFlight: null };
  line.wanted = quantity;
  pending.set(variantId, line);
  if (line.inFlight) return line.inFlight;
  const run = async (): Promise<CartOutcome> => {
    let outcome: CartOutcome = { ok: true, adjusted: null };
    let last: number | null = null;
    while (pending.get(variantId) === line && line.wanted !== last) {
      last = line.wanted;
      const target = last;
      outcome = await send(() => callApi('cart/update', { variantId, quantity: target, lang }, { quiet: true }));
      if (!outcome.ok) break;
    }
    line.inFlight = null;
    if (pending.get(variantId) === line) pending.delete(variantId);
    return outcome;
  };
  line.inFlight = run();
  return line.inFlight;
}

/** The quantity a line shows: what the shopper last asked for while it is on its way, else the server's. */
export function wantedQuantity(variantId: number): number | null {
  return pending.get(variantId)?.wanted ?? null;
}
