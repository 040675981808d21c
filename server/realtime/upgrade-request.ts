import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';

/*
 * What the server decides about a websocket upgrade before any websocket code sees it. The
 * request line comes straight from the network: nothing here may throw, and anything odd is
 * an answer with a status, never an exception on the server's upgrade event.
 */

/** Longer targets are not links any page of the shop makes. */
export const MAX_UPGRADE_TARGET_LENGTH = 2048;

export type UpgradeVerdict =
  | { kind: 'accept'; url: URL }
  /** A well-formed target on another path: someone else's upgrade (Vite's hot reload), or a 404. */
  | { kind: 'other-path' }
  | { kind: 'refuse'; status: 400 | 403 | 414; reason: string };

export type UpgradeRules = {
  path: string;
  /** Whether an `Origin` is the shop's own for a request to this URL: the same check as the shop API's (server/http/origin.ts). */
  isOwnOrigin: (origin: string, url: URL) => boolean;
};

/**
 * Origin-form targets only (`/ws/message?visitorId=…`): `//`, `http://x/`, control characters
 * and oversize targets are refused before they are parsed. Browsers always send Origin; a page
 * on another site must not speak for a shopper's visitorId, so a foreign Origin is refused.
 * A missing Origin is a program (the server's own tests, a monitoring probe) and may connect:
 * it proves nothing about a browser, and a browser cannot leave it out.
 */
export function judgeUpgrade(request: IncomingMessage, rules: UpgradeRules): UpgradeVerdict {
  const target = request.url ?? '';
  if (target.length > MAX_UPGRADE_TARGET_LENGTH) return { kind: 'refuse', status: 414, reason: 'The address is too long' };
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u0020\u007f]/.test(target)) return { kind: 'refuse', status: 400, reason: 'The address holds control characters or spaces' };
  if (!target.startsWith('/') || target.startsWith('//') || target.includes('\\')) {
    return { kind: 'refuse', status: 400, reason: 'Expected an address on this server, like /ws/message?visitorId=…' };
  }
  let url: URL;
  try {
    url = new URL(target, 'http://localhost');
  } catch {
    return { kind: 'refuse', status: 400, reason: 'The address cannot be read' };
  }
  if (url.pathname !== rules.path) return { kind: 'other-path' };
  if (!originAllowed(request, rules.isOwnOrigin)) return { kind: 'refuse', status: 403, reason: 'Connections are accepted from the shop’s own pages only' };
  return { kind: 'accept', url };
}

function originAllowed(request: IncomingMessage, isOwnOrigin: UpgradeRules['isOwnOrigin']): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  // The host the socket was asked for, as the shop API reads it from Host; one that is no host names nothing.
  const host = request.headers.host ?? '';
  const requested = URL.canParse(`http://${host}/`) ? new URL(`http://${host}/`) : null;
  return requested !== null && isOwnOrigin(origin, requested);
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  403: 'Forbidden',
  404: 'Not Found',
  414: 'URI Too Long',
  500: 'Internal Server Error',
};

/**
 * Answers on the raw socket, as no HTTP response object exists for an upgrade, and closes it.
 * A socket that already broke is simply destroyed.
 */
export function refuseUpgrade(socket: Duplex, status: number, reason: string): void {
  try {
    socket.on('error', () => socket.destroy());
    if (!socket.writable) {
      socket.destroy();
      return;
    }
    const body = `${reason}\n`;
    socket.once('finish', () => socket.destroy());
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_TEXT[status] ?? 'Error'}\r\n` +
        'Connection: close\r\nContent-Type: text/plain; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  } catch {
    socket.destroy();
  }
}
