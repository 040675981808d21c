import { proxy } from 'valtio/vanilla';
import { z } from 'zod';
import { anyEnvelopeSchema, type Envelope } from '../schema/envelope';
import { ensureVisitorId } from './visitor';

export const REALTIME_PATH = '/ws/message';
/** Spec §4 and §9: the connection's heartbeat, and how often and how far apart it retries. */
export const REALTIME_HEARTBEAT_MS = 10_000;
export const REALTIME_MAX_RECONNECTS = 5;
export const REALTIME_RECONNECT_DELAY_MS = 50_000;

/** Spec §7: the heartbeat message. */
export const PING_MESSAGE = { code: 200, msg: 'ping' } as const;

export type RealtimeStatus = 'idle' | 'connecting' | 'open' | 'waiting-to-reconnect' | 'closed';

export const realtimeStore = proxy({
  status: 'idle' as RealtimeStatus,
  /** Reconnections tried since the connection was last open. */
  reconnectAttempts: 0,
  /** Set once every reconnection has failed: the page should say live updates are off. */
  reconnectError: false,
  /**
   * Counts openings after a drop. Messages sent while the socket was down are gone, so a page
   * that shows the shopper's own data reads it again from the server when this moves.
   */
  reopenings: 0,
});

/**
 * What the client needs of a WebSocket; the browser's and the `ws` package's both fit.
 * Handlers take `never` so either socket's own event type is accepted; the client parses
 * what it receives instead of trusting that type.
 */
export interface RealtimeSocket {
  onopen: ((event: never) => void) | null;
  onmessage: ((event: never) => void) | null;
  onclose: ((event: never) => void) | null;
  onerror: ((event: never) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}
export type RealtimeSocketConstructor = new (url: string) => RealtimeSocket;

export type RealtimeMessage = Envelope<unknown>;

export type RealtimeOptions = {
  visitorId?: string;
  /** The socket address; by default /ws/message on this page's host. */
  url?: string;
  WebSocket?: RealtimeSocketConstructor;
  /** Each JSON message the server sends, parsed as an envelope; anything else is ignored. */
  onMessage?: (message: RealtimeMessage) => void;
  heartbeatMs?: number;
  maxReconnects?: number;
  reconnectDelayMs?: number;
};

export type RealtimeConnection = {
  /** Sends a JSON message; false when the socket is not open. */
  send(message: Record<string, unknown>): boolean;
  /** Closes for good: no reconnection follows. */
  close(): void;
};

/** The socket address for `visitorId` on the page's own host, ws: or wss: to match the page. */
export function realtimeUrl(visitorId: string, page: { protocol: string; host: string } = window.location): string {
  const scheme = page.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${page.host}${REALTIME_PATH}?${new URLSearchParams({ visitorId })}`;
}

const messageEventSchema = z.object({ data: z.string() });

/**
 * Opens the realtime connection of spec §7: pings every 10 s while open, and when the
 * connection drops retries up to 5 times, 50 s apart, then sets `realtimeStore.reconnectError`.
 * The retry count starts over after each successful connection.
 *
 * @example
 * useEffect(() => {
 *   const connection = connectRealtime({ onMessage: (message) => showToast({ type: 'info', message: message.msg }) });
 *   return () => connection.close();
 * }, []);
 */
export function connectRealtime(options: RealtimeOptions = {}): RealtimeConnection {
  const {
    WebSocket: SocketImpl = globalThis.WebSocket,
    onMessage,
    heartbeatMs = REALTIME_HEARTBEAT_MS,
    maxReconnects = REALTIME_MAX_RECONNECTS,
    reconnectDelayMs = REALTIME_RECONNECT_DELAY_MS,
  } = options;
  if (SocketImpl === undefined) throw new Error('Realtime needs a WebSocket, and there is none here (server rendering?)');
  const url = options.url ?? realtimeUrl(options.visitorId ?? ensureVisitorId());

  let socket: RealtimeSocket | null = null;
  let isOpen = false;
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  let closedForGood = false;
  let reconnectAttempts = 0;
  let hasBeenOpen = false;

  Object.assign(realtimeStore, { status: 'connecting', reconnectAttempts: 0, reconnectError: false });

  const sendJson = (message: Record<string, unknown>): boolean => {
    if (!socket || !isOpen) return false;
    socket.send(JSON.stringify(message));
    return true;
  };

  const open = () => {
    realtimeStore.status = 'connecting';
    const current = new SocketImpl(url);
    socket = current;
    current.onopen = () => {
      if (socket !== current) return;
      isOpen = true;
      reconnectAttempts = 0;
      Object.assign(realtimeStore, { status: 'open', reconnectAttempts, reconnectError: false });
      if (hasBeenOpen) realtimeStore.reopenings += 1;
      hasBeenOpen = true;
      heartbeat = setInterval(() => sendJson(PING_MESSAGE), heartbeatMs);
    };
    current.onmessage = (event: unknown) => {
      const message = parseMessage(event);
      if (message && onMessage) onMessage(message);
    };
    current.onclose = () => {
      if (socket !== current) return;
      clearInterval(heartbeat);
      socket = null;
      isOpen = false;
      if (!closedForGood) reconnectLater();
    };
    // An error is always followed by close, which decides what happens next.
    current.onerror = () => {};
  };

  const reconnectLater = () => {
    if (reconnectAttempts >= maxReconnects) {
      Object.assign(realtimeStore, { status: 'closed', reconnectError: true });
      return;
    }
    reconnectAttempts += 1;
    Object.assign(realtimeStore, { status: 'waiting-to-reconnect', reconnectAttempts });
    reconnectTimer = setTimeout(open, reconnectDelayMs);
  };

  open();

  return {
    send: sendJson,
    close() {
      closedForGood = true;
      clearInterval(heartbeat);
      clearTimeout(reconnectTimer);
      const current = socket;
      socket = null;
      isOpen = false;
      current?.close();
      realtimeStore.status = 'closed';
    },
  };
}

function parseMessage(event: unknown): RealtimeMessage | null {
  const frame = messageEventSchema.safeParse(event);
  if (!frame.success) return null;
  let json: unknown;
  try {
    json = JSON.parse(frame.data.data);
  } catch {
    return null;
  }
  const message = anyEnvelopeSchema.safeParse(json);
  return message.success ? message.data : null;
}
