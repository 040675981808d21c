import { subscribe } from 'valtio/vanilla';
import { realtimeStore } from './realtime';

/*
 * News sent while the live connection was down is not replayed. A signed-in shopper's page
 * catches up instead: once the connection is back, the page's data is read again from the
 * server, so an order that moved, a review or comment accepted or an inquiry answered
 * meanwhile shows as it is now. (The order page also reads its order again on its own.)
 */

/** Calls `refresh` after each reopening of the connection while `signedIn()`; answers the function that stops. */
export function catchUpAfterReconnects(refresh: () => void, signedIn: () => boolean): () => void {
  let seen = realtimeStore.reopenings;
  return subscribe(realtimeStore, () => {
    if (realtimeStore.reopenings === seen) return;
    seen = realtimeStore.reopenings;
    if (signedIn()) refresh();
  });
}
