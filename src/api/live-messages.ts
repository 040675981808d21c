import { liveMessageSchema, type LiveMessage } from '../schema/realtime-messages';
import { recordOrderChange } from '../state/order-changes';
import { connectRealtime, type RealtimeConnection, type RealtimeMessage, type RealtimeOptions } from './realtime';

/*
 * The shopper's live messages: one realtime connection shared by every part of the page that
 * listens, opened by the first and closed with the last. Each message is checked against the
 * one schema the server builds it with and handed to its store; anything else is ignored.
 */

let connection: RealtimeConnection | null = null;
let listeners = 0;

/** Hands a checked message to the store it belongs to; answers false for one this page does not know. */
export function dispatchLiveMessage(message: RealtimeMessage): boolean {
  const parsed = liveMessageSchema.safeParse(message);
  if (!parsed.success) return false;
  const live: LiveMessage = parsed.data;
  switch (live.msg) {
    case 'order-changed':
      recordOrderChange(live.data);
      return true;
    default:
      // Kinds this page has no store for yet are read and dropped.
      return false;
  }
}

/**
 * Opens (or shares) the connection while something on the page listens; the answer stops
 * listening. `options` are for tests: a socket of their own, a server of their own.
 */
export function listenForLiveMessages(options: Omit<RealtimeOptions, 'onMessage'> = {}): () => void {
  listeners += 1;
  connection ??= connectRealtime({ ...options, onMessage: dispatchLiveMessage });
  let stopped = false;
  return () => {
    if (stopped) return;
    stopped = true;
    listeners -= 1;
    if (listeners === 0) {
      connection?.close();
      connection = null;
    }
  };
}
