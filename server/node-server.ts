import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import type { Hono } from 'hono';
import { createLocalChangeBus, type ChangeBus } from './events/change-bus';
import type { Logger } from './logger';
import { attachMessageSocket, type MessageSocketServer, type StaffSessions } from './realtime/message-socket';

/** Connect-style middleware, as Vite's dev server exposes it. */
export type NodeMiddleware = (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => void;

export type NodeServer = { server: Server; realtime: MessageSocketServer; close(): Promise<void> };

/**
 * One node http server for everything: optional middlewares in front (Vite in
 * development), then the Hono app, and the websocket on the upgrade event.
 * `middlewares` is read per request so Vite can be attached after the server exists
 * (its hot reload needs the server first).
 */
export function createNodeServer(options: {
  app: Hono;
  logger: Logger;
  middlewares?: () => NodeMiddleware | undefined;
  /** Carries live messages to websockets other server processes hold; local when unset. */
  changes?: ChangeBus;
  /** Whose pages may open the websocket: the app's own origin check; unset, the request's own host only. */
  isOwnOrigin?: (origin: string, url: URL) => boolean;
  /** The signed-in shopper a websocket's session cookie names, so their own messages reach it. */
  shopperOfCookie?: (cookieHeader: string | undefined) => Promise<string | null>;
  /** The back office sessions, so a staff member's socket hears that the work waiting changed. */
  staffSessions?: StaffSessions;
}): NodeServer {
  const { app, logger } = options;
  const handle = getRequestListener(app.fetch);
  const server = createServer((request, response) => {
    const middleware = options.middlewares?.();
    if (!middleware) {
      void handle(request, response);
      return;
    }
    middleware(request, response, (error) => {
      if (error) {
        logger.error('Development middleware failed', { path: request.url, error });
        response.statusCode = 500;
        response.end('Internal error in the development server');
        return;
      }
      void handle(request, response);
    });
  });
  // A client or proxy sends its next request on a connection it kept idle, and Node closes one
  // idle for 5 s: a request crossing that close reads ECONNRESET and is lost. Idle connections
  // stay longer than common proxies keep theirs (60 s); headers may take a moment more.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  const realtime = attachMessageSocket(server, {
    logger,
    otherUpgrades: options.middlewares ? 'ignore' : 'refuse',
    changes: options.changes ?? createLocalChangeBus(),
    isOwnOrigin: options.isOwnOrigin,
    ...(options.shopperOfCookie ? { shopperOfCookie: options.shopperOfCookie } : {}),
    ...(options.staffSessions ? { staffSessions: options.staffSessions } : {}),
  });
  return {
    server,
    realtime,
    async close() {
      await realtime.close();
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}

export function listen(server: Server, port: number, host?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    });
  });
}
