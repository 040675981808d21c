import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { z } from 'zod';
import type { ChangeBus } from '../events/change-bus';
import { coalesce, WORK_NEWS_INTERVAL_MS } from '../events/work-news';
import { createOwnOriginCheck } from '../http/origin';
import type { Logger } from '../logger';
import { visitorIdSchema } from '../../src/schema/web-api/visitor';
import { STAFF_SOCKET } from '../../src/schema/admin-api/overview';
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

/** The back office sessions behind staff sockets (server/admin/admin-access.ts). */
export type StaffSessions = {
  /** The live session the back office cookie of a Cookie header names, or null. */
  sessionOfCookie(cookieHeader: string | undefined): Promise<string | null>;
  /** Which of these sessions are still live: not signed out, expired, or of a member since disabled. */
  liveOf(sessionIds: readonly string[]): Promise<ReadonlySet<string>>;
};

/** Whose socket it is, read once at the upgrade from the cookies alone. */
type Holder = { kind: 'shop'; userId: string | null } | { kind: 'staff'; sessionId: string | null };

export type MessageSocketServer = {
  /** Sends a message to every open connection of one visitor, in whichever server process it is held. */
  sendToVisitor(visitorId: string, message: { code: number; msg: string; data?: unknown }): Promise<void>;
  /** Sends a message to every open connection of one signed-in shopper, in whichever server process it is held. */
  sendToShopper(userId: string, message: { code: number; msg: string; data?: unknown }): Promise<void>;
  /** Sends a public message to every open connection of the shop's pages, in every server process: never one shopper's data. */
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
    /**
     * For sockets that ask for the staff's news (`STAFF_SOCKET`): the back office session of the
     * cookie at the upgrade. Unset, no socket is the staff's.
     */
    staffSessions?: StaffSessions;
  },
): MessageSocketServer {
  const { logger } = options;
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });
  const byVisitor = new Map<string, Set<WebSocket>>();
  const byShopper = new Map<string, Set<WebSocket>>();
  /** The staff's sockets, by the session each was opened with: they hear the staff's news and nothing else. */
  const staffSockets = new Map<WebSocket, string>();
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
      void holderOf(request, verdict.url).then((holder) => {
        try {
          wss.handleUpgrade(request, socket, head, (ws) => {
            try {
              accept(ws, verdict.url, holder);
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

  async function holderOf(request: IncomingMessage, url: URL): Promise<Holder> {
    if (url.searchParams.get(STAFF_SOCKET.query.name) === STAFF_SOCKET.query.value)
      return { kind: 'staff', sessionId: await staffSessionOf(request) };
    return { kind: 'shop', userId: await shopperOf(request) };
  }

  async function staffSessionOf(request: IncomingMessage): Promise<string | null> {
    if (!options.staffSessions) return null;
    try {
      return await options.staffSessions.sessionOfCookie(request.headers.cookie);
    } catch (error) {
      logger.warn('The back office session of a realtime connection could not be read', { error });
      return null;
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

  function accept(ws: WebSocket, url: URL, holder: Holder) {
    let visitorId: string | undefined;
    if (holder.kind === 'staff') {
      if (holder.sessionId === null) {
        ws.close(POLICY_VIOLATION, 'Sign in to the back office first');
        return;
      }
      staffSockets.set(ws, holder.sessionId);
      ws.on('close', () => staffSockets.delete(ws));
    } else {
      const visitor = visitorIdSchema.safeParse(url.searchParams.get('visitorId') ?? undefined);
      if (!visitor.success) {
        ws.close(POLICY_VIOLATION, 'visitorId query parameter is required');
        return;
      }
      visitorId = visitor.data;
      join(byVisitor, visitorId, ws);
      if (holder.userId !== null) join(byShopper, holder.userId, ws);
    }
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
    ws.on('error', (error) => logger.warn('Realtime connection error', { visitorId, staff: staffSockets.has(ws), error }));
  }

  /**
   * The staff sockets whose session is still live. The others are closed: a member signed out,
   * disabled or timed out hears nothing more. When the sessions cannot be read, none is told.
   */
  async function liveStaffSockets(): Promise<WebSocket[]> {
    const held = [...staffSockets];
    if (held.length === 0 || !options.staffSessions) return [];
    let live: ReadonlySet<string>;
    try {
      live = await options.staffSessions.liveOf([...new Set(held.map(([, sessionId]) => sessionId))]);
    } catch (error) {
      logger.warn('The back office sessions of realtime connections could not be read', { error });
      return [];
    }
    const kept: WebSocket[] = [];
    for (const [ws, sessionId] of held) {
      if (live.has(sessionId)) kept.push(ws);
      else ws.close(POLICY_VIOLATION, 'The back office session ended');
    }
    return kept;
  }

  // The staff's news waiting to go out, the latest of each kind: a burst is told once.
  const staffNews = new Map<string, { code: number; msg: string; data?: unknown }>();
  const tellStaff = coalesce(
    () => {
      const messages = [...staffNews.values()];
      staffNews.clear();
      void liveStaffSockets().then((sockets) => {
        for (const ws of sockets) for (const message of messages) send(ws, message);
      });
    },
    { gatherMs: 0, intervalMs: WORK_NEWS_INTERVAL_MS },
  );

  const liveness = setInterval(() => {
    for (const ws of wss.clients) {
      if (!alive.has(ws)) {
        ws.terminate();
        continue;
      }
      alive.delete(ws);
      ws.ping();
    }
    // A session ended while its socket was quiet closes it here at the latest.
    if (staffSockets.size > 0) void liveStaffSockets();
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
  // Public news is the shop's: the staff's sockets would only carry it for nothing (ten thousand stock counts imported).
  const stopListeningToEveryone = options.changes.subscribe('public-message', ({ message }) => {
    for (const ws of wss.clients) if (!staffSockets.has(ws)) send(ws, message);
  });
  const stopListeningToStaff = options.changes.subscribe('staff-message', ({ message }) => {
    staffNews.set(message.msg, message);
    tellStaff.request();
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
      stopListeningToStaff();
      tellStaff.stop();
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
