import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { z } from 'zod';
import type { ChangeBus } from '../events/change-bus';
import { createOwnOriginCheck } from '../http/origin';
import type { Logger } from '../logger';
import { visitorIdSchema } from '../../src/schema/web-api/visitor';
import { judgeUpgrade, refuseUpgrade } from './upgrade-request';

export const MESSAGE_SOCKET_PATH = '/ws/message';

/** Spec §7: JSON messages `{code, msg, data?}`; the client pings with code 200 and msg "ping". */
const incomingMessageSchema = z.object({ code: z.number(), msg: z.string(), data: z.unknown().optional() });

/** WebSocket close codes (RFC 6455). */
const POLICY_VIOLATION = 1008;
const UNSUPPORTED_DATA = 1003;
const GOING_AWAY = 1001;

const MAX_MESSAGE_BYTES = 16 * 1024;
/** Connections that stop answering protocol pings are dropped after this long. */
const LIVENESS_INTERVAL_MS = 30_000;

export type MessageSocketServer = {
  /** Sends a message to every open connection of one visitor, in whichever server process it is held. */
  sendToVisitor(visitorId: string, message: { code: number; msg: string; data?: unknown }): Promise<void>;
  /** Sends a message to every open connection of one signed-in shopper, in whichever server process it is held. */
  sendToShopper(userId: string, message: { code: number; msg: string; data?: unknown }): Promise<void>;
  /** Sends a public message to every open connection, in every server process: never one shopper's data. */
  broadcast(message: { code: number; msg: string; data?: unknown }): Promise<void>;
  connectionCount(): number;
  close(): Promise<void>;
};

/**
 * The realtime channel on the same HTTP server. Upgrades for other paths are left alone
 * when `otherUpgrades` is 'ignore' (Vite's hot reload shares the server in development)
 * and answered 404 otherwise. `isOwnOrigin` says whose pages may connect; unset, only the
 * request's own host's.
 */
export function attachMessageSocket(
  server: Server,
  options: {
    logger: Logger;
    otherUpgrades: 'ignore' | 'refuse';
    changes: ChangeBus;
    isOwnOrigin?: (origin: string, url: URL) => boolean;
    /**
     * The signed-in shopper a request's session cookie names, or null. Read once at the
     * upgrade, from the cookie alone: an id the client sends is never believed.
     */
    shopperOfCookie?: (cookieHeader: string | undefined) => Promise<string | null>;
  },
): MessageSocketServer {
  const { logger } = options;
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });
  const byVisitor = new Map<string, Set<WebSocket>>();
  const byShopper = new Map<string, Set<WebSocket>>();
  const alive = new WeakSet<WebSocket>();
  const rules = { path: MESSAGE_SOCKET_PATH, isOwnOrigin: options.isOwnOrigin ?? createOwnOriginCheck({}) };

  // Runs on the server's upgrade event, where a throw would stop the whole process.
  function onUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer) {
    try {
      const verdict = judgeUpgrade(request, rules);
      if (verdict.kind === 'other-path') {
        if (options.otherUpgrades === 'refuse') refuseUpgrade(socket, 404, `No websocket at this address; use ${MESSAGE_SOCKET_PATH}`);
        return;
      }
      if (verdict.kind === 'refuse') {
        refuseUpgrade(socket, verdict.status, verdict.reason);
        return;
      }
      // Who is signed in is known before the socket opens, so no message sent after the open is missed.
      void shopperOf(request).then((userId) => {
        try {
          wss.handleUpgrade(request, socket, head, (ws) => {
            try {
              accept(ws, verdict.url, userId);
            } catch (error) {
              logger.error('Realtime connection could not be set up', { error });
              ws.terminate();
            }
          });
        } catch (error) {
          logger.error('Websocket upgrade failed', { error });
          refuseUpgrade(socket, 500, 'The connection could not be opened');
        }
      });
    } catch (error) {
      logger.error('Websocket upgrade failed', { error });
      refuseUpgrade(socket, 500, 'The connection could not be opened');
    }
  }

  async function shopperOf(request: IncomingMessage): Promise<string | null> {
    if (!options.shopperOfCookie) return null;
    try {
      return await options.shopperOfCookie(request.headers.cookie);
    } catch (error) {
      // The connection still serves the visitor; only the shopper's messages are lost.
      logger.warn('The session of a realtime connection could not be read', { error });
      return null;
    }
  }

  function join(table: Map<string, Set<WebSocket>>, key: string, ws: WebSocket) {
    const sockets = table.get(key) ?? new Set<WebSocket>();
    sockets.add(ws);
    table.set(key, sockets);
    ws.on('close', () => {
      sockets.delete(ws);
      if (sockets.size === 0 && table.get(key) === sockets) table.delete(key);
    });
  }

  function accept(ws: WebSocket, url: URL, userId: string | null) {
    const visitor = visitorIdSchema.safeParse(url.searchParams.get('visitorId') ?? undefined);
    if (!visitor.success) {
      ws.close(POLICY_VIOLATION, 'visitorId query parameter is required');
      return;
    }
    const visitorId = visitor.data;
    join(byVisitor, visitorId, ws);
    if (userId !== null) join(byShopper, userId, ws);
    alive.add(ws);

    ws.on('pong', () => alive.add(ws));
    ws.on('message', (raw: RawData, isBinary: boolean) => {
      alive.add(ws);
      if (isBinary) {
        ws.close(UNSUPPORTED_DATA, 'Expected text messages with JSON');
        return;
      }
      const message = parseMessage(raw);
      if (message === 'not-json') {
        // A bad message costs the sender one reply, not the connection.
        send(ws, { code: 40, msg: 'Expected a JSON message like {"code":200,"msg":"ping"}' });
        return;
      }
      if (message?.code === 200 && message.msg === 'ping') send(ws, { code: 200, msg: 'pong' });
    });
    ws.on('error', (error) => logger.warn('Realtime connection error', { visitorId, error }));
  }

  const liveness = setInterval(() => {
    for (const ws of wss.clients) {
      if (!alive.has(ws)) {
        ws.terminate();
        continue;
      }
      alive.delete(ws);
      ws.ping();
    }
  }, LIVENESS_INTERVAL_MS);
  liveness.unref();

  server.on('upgrade', onUpgrade);

  // Every process hears every live message and hands it to the sockets it holds for that visitor.
  const stopListening = options.changes.subscribe('visitor-message', ({ visitorId, message }) => {
    for (const ws of byVisitor.get(visitorId) ?? []) send(ws, message);
  });
  const stopListeningToShoppers = options.changes.subscribe('shopper-message', ({ userId, message }) => {
    for (const ws of byShopper.get(userId) ?? []) send(ws, message);
  });
  const stopListeningToEveryone = options.changes.subscribe('public-message', ({ message }) => {
    for (const ws of wss.clients) send(ws, message);
  });

  return {
    sendToVisitor: (visitorId, message) => options.changes.publish('visitor-message', { visitorId, message }),
    sendToShopper: (userId, message) => options.changes.publish('shopper-message', { userId, message }),
    broadcast: (message) => options.changes.publish('public-message', { message }),
    connectionCount: () => wss.clients.size,
    close() {
      stopListening();
      stopListeningToShoppers();
      stopListeningToEveryone();
      clearInterval(liveness);
      server.off('upgrade', onUpgrade);
      for (const ws of wss.clients) ws.close(GOING_AWAY, 'Server shutting down');
      return new Promise((resolve) => wss.close(() => resolve()));
    },
  };
}

/** The message, null for JSON this server has no use for (ignored), or 'not-json'. */
function parseMessage(raw: RawData): z.infer<typeof incomingMessageSchema> | null | 'not-json' {
  const text = Array.isArray(raw) ? Buffer.concat(raw).toString('utf8') : Buffer.from(raw instanceof ArrayBuffer ? new Uint8Array(raw) : raw).toString('utf8');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return 'not-json';
  }
  const parsed = incomingMessageSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}

function send(ws: WebSocket, message: unknown) {
  if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(message));
}
