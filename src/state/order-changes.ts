import { proxy } from 'valtio/vanilla';
import type { OrderStatus, PayStatus } from '../schema/commerce/states';

/*
 * Orders of the signed-in shopper that changed while a page was open, by order id, as the
 * server announced them over the realtime channel. The order page watches its own order here
 * and fetches it again when it moves.
 */

export type OrderChange = { orderNo: string; status: OrderStatus; payStatus: PayStatus; /** Counts announcements, so the same state twice still reads as news. */ seq: number };

export const orderChanges = proxy<{ byOrder: Record<string, OrderChange> }>({ byOrder: {} });

let seq = 0;

export function recordOrderChange(change: { orderId: string; orderNo: string; status: OrderStatus; payStatus: PayStatus }): void {
  seq += 1;
  orderChanges.byOrder[change.orderId] = { orderNo: change.orderNo, status: change.status, payStatus: change.payStatus, seq };
}

// Orders drawn on this page right now, with how many parts draw each: their changes need no toast.
const ordersOnScreen = new Map<string, number>();

/** Marks an order as on screen until the answer is called. */
export function showOrderOnScreen(orderId: string): () => void {
  ordersOnScreen.set(orderId, (ordersOnScreen.get(orderId) ?? 0) + 1);
  let done = false;
  return () => {
    if (done) return;
    done = true;
    const left = (ordersOnScreen.get(orderId) ?? 1) - 1;
    if (left > 0) ordersOnScreen.set(orderId, left);
    else ordersOnScreen.delete(orderId);
  };
}

export function isOrderOnScreen(orderId: string): boolean {
  return ordersOnScreen.has(orderId);
}
