import { useEffect, useRef } from 'react';
import { STAFF_SOCKET, workChangedMessageSchema } from '../schema/admin-api/overview';

/*
 * The back office's own live socket, apart from the shop's (src/api/realtime.ts), which the back
 * office does not load. The server knows the member from the back office cookie at the upgrade
 * and tells the socket when the work waiting for the staff changed; the page reads it again.
 */

const FIRST_RETRY_MS = 1_000;
const LONGEST_RETRY_MS = 60_000;
/** The server's close code for a socket without a live back office session (RFC 6455 policy violation). */
const NO_SESSION = 1008;

function staffSocketUrl(page: Location): string {
  const scheme = page.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${page.host}${STAFF_SOCKET.path}?${new URLSearchParams({ [STAFF_SOCKET.query.name]: STAFF_SOCKET.query.value })}`;
}

function isWorkChanged(data: unknown): boolean {
  if (typeof data !== 'string') return false;
  try {
    return workChangedMessageSchema.safeParse(JSON.parse(data)).success;
  } catch {
    return false;
  }
}

/**
 * Holds the socket open while the calling component is on screen and calls `onWorkChanged` for
 * each "work-changed" message, and after each reconnection, as news sent while it was down is
 * lost. A dropped socket is opened again after 1 s, 2 s, 4 s… up to a minute; one the server
 * closed for want of a session is not: the page's slow look is all that is left.
 */
export function useWorkNews(onWorkChanged: () => void): void {
  // The latest callback, so a new one each render does not reopen the socket.
  const latest = useRef(onWorkChanged);
  useEffect(() => {
    latest.current = onWorkChanged;
  });

  useEffect(() => {
    let socket: WebSocket | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let delay = FIRST_RETRY_MS;
    let dropped = false;
    let stopped = false;

    const open = () => {
      const current = new WebSocket(staffSocketUrl(window.location));
      socket = current;
      current.onopen = () => {
        delay = FIRST_RETRY_MS;
        if (dropped) latest.current();
      };
      current.onmessage = (event: MessageEvent) => {
        if (isWorkChanged(event.data)) latest.current();
      };
      current.onclose = (event: CloseEvent) => {
        if (stopped || event.code === NO_SESSION) return;
        dropped = true;
        retry = setTimeout(open, delay);
        delay = Math.min(delay * 2, LONGEST_RETRY_MS);
      };
    };

    open();
    return () => {
      stopped = true;
      clearTimeout(retry);
      socket?.close();
    };
  }, []);
}
