import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WebSocket as NodeWebSocket, WebSocketServer } from 'ws';
import { readStored } from '../state/storage';
import { useMemoryStorage } from '../state/test-utils';
import {
  connectRealtime,
  PING_MESSAGE,
  REALTIME_HEARTBEAT_MS,
  REALTIME_MAX_RECONNECTS,
  REALTIME_RECONNECT_DELAY_MS,
  realtimeStore,
  realtimeUrl,
  type RealtimeConnection,
  type RealtimeMessage,
  type RealtimeSocket,
} from './realtime';

let connections: RealtimeConnection[];
beforeEach(() => {
  connections = [];
  useMemoryStorage();
});
afterEach(() => {
  for (const connection of connections) connection.close();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/**
 * A socket whose server side the test plays by hand, so the spec's 10 s and 50 s timings
 * can run on a fake clock; the real `ws` tests below cover the wire.
 */
class ScriptedSocket implements RealtimeSocket {
  static opened: ScriptedSocket[] = [];
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: unknown) => void) | null = null;
  onclose: ((event: unknown) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  sent: unknown[] = [];
  closedByClient = false;

  constructor(readonly url: string) {
    ScriptedSocket.opened.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.closedByClient = true;
  }
  // The events the browser would fire; the client must cope with whatever the event holds.
  accept() {
    this.onopen?.({});
  }
  deliver(data: unknown) {
    this.onmessage?.({ data });
  }
  drop() {
    this.onerror?.({});
    this.onclose?.({ code: 1006 });
  }
}

const latestSocket = () => {
  const socket = ScriptedSocket.opened.at(-1);
  if (!socket) throw new Error('No socket was opened');
  return socket;
};

function connectScripted(onMessage?: (message: RealtimeMessage) => void) {
  ScriptedSocket.opened = [];
  const connection = connectRealtime({
    visitorId: 'visitor-1',
    url: 'ws://shop.test/ws/message?visitorId=visitor-1',
    WebSocket: ScriptedSocket,
    onMessage,
  });
  connections.push(connection);
  return connection;
}

describe('realtime timings (fake clock)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  it('pings every 10 s while connected', () => {
    expect(REALTIME_HEARTBEAT_MS).toBe(10_000);
    connectScripted();
    const socket = latestSocket();
    vi.advanceTimersByTime(30_000);
    expect(socket.sent).toEqual([]);

    socket.accept();
    expect(realtimeStore.status).toBe('open');
    vi.advanceTimersByTime(9_999);
    expect(socket.sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(socket.sent).toEqual([{ code: 200, msg: 'ping' }]);
    vi.advanceTimersByTime(20_000);
    expect(socket.sent).toEqual([PING_MESSAGE, PING_MESSAGE, PING_MESSAGE]);
  });

  it('stops the heartbeat when the connection closes', () => {
    connectScripted();
    const socket = latestSocket();
    socket.accept();
    vi.advanceTimersByTime(10_000);
    socket.drop();
    // Only the reconnection wait is left; the heartbeat interval is gone.
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(REALTIME_RECONNECT_DELAY_MS - 1);
    expect(socket.sent).toHaveLength(1);
  });

  it('reconnects up to 5 times, 50 s apart, then raises the reconnect error', () => {
    expect([REALTIME_MAX_RECONNECTS, REALTIME_RECONNECT_DELAY_MS]).toEqual([5, 50_000]);
    connectScripted();
    latestSocket().drop();

    for (let attempt = 1; attempt <= 5; attempt++) {
      expect(realtimeStore).toMatchObject({ status: 'waiting-to-reconnect', reconnectAttempts: attempt, reconnectError: false });
      vi.advanceTimersByTime(49_999);
      expect(ScriptedSocket.opened).toHaveLength(attempt);
      vi.advanceTimersByTime(1);
      expect(ScriptedSocket.opened).toHaveLength(attempt + 1);
      latestSocket().drop();
    }

    expect(realtimeStore).toMatchObject({ status: 'closed', reconnectError: true });
    vi.advanceTimersByTime(10 * REALTIME_RECONNECT_DELAY_MS);
    expect(ScriptedSocket.opened).toHaveLength(6);
  });

  it('gets a fresh 5 attempts after a reconnection succeeds', () => {
    connectScripted();
    latestSocket().drop();
    vi.advanceTimersByTime(50_000);
    latestSocket().drop();
    vi.advanceTimersByTime(50_000);
    latestSocket().accept();
    expect(realtimeStore.reconnectAttempts).toBe(0);
    latestSocket().drop();
    expect(realtimeStore.reconnectAttempts).toBe(1);
  });

  it('does not reconnect after being closed on purpose', () => {
    const connection = connectScripted();
    latestSocket().accept();
    connection.close();
    expect(latestSocket().closedByClient).toBe(true);
    vi.advanceTimersByTime(10 * REALTIME_RECONNECT_DELAY_MS);
    expect(ScriptedSocket.opened).toHaveLength(1);
    expect(realtimeStore).toMatchObject({ status: 'closed', reconnectError: false });
  });

  it('stops pinging once closed on purpose', () => {
    const connection = connectScripted();
    const socket = latestSocket();
    socket.accept();
    vi.advanceTimersByTime(10_000);
    connection.close();
    vi.advanceTimersByTime(60_000);
    expect(socket.sent).toEqual([PING_MESSAGE]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('counts a reopening after a drop, so pages read again what they may have missed', () => {
    connectScripted();
    const before = realtimeStore.reopenings;
    latestSocket().accept();
    expect(realtimeStore.reopenings).toBe(before);
    latestSocket().drop();
    vi.advanceTimersByTime(REALTIME_RECONNECT_DELAY_MS);
    expect(realtimeStore.reopenings).toBe(before);
    latestSocket().accept();
    expect(realtimeStore.reopenings).toBe(before + 1);
  });

  it('passes on JSON envelopes and ignores anything else', () => {
    const received: RealtimeMessage[] = [];
    connectScripted((message) => received.push(message));
    const socket = latestSocket();
    socket.accept();
    socket.deliver(JSON.stringify({ code: 0, msg: 'order shipped', data: { orderNo: 'A1' } }));
    socket.deliver('not json');
    socket.deliver(JSON.stringify({ msg: 'no code' }));
    socket.deliver(new ArrayBuffer(4));
    expect(received).toEqual([{ code: 0, msg: 'order shipped', data: { orderNo: 'A1' } }]);
  });
});

describe('realtime address', () => {
  it('follows the page scheme and host and carries the visitor id', () => {
    expect(realtimeUrl('a b', { protocol: 'https:', host: 'shop.example' })).toBe('wss://shop.example/ws/message?visitorId=a+b');
    expect(realtimeUrl('v1', { protocol: 'http:', host: 'localhost:3000' })).toBe('ws://localhost:3000/ws/message?visitorId=v1');
  });

  it('uses the stored visitor id, creating one if needed', () => {
    vi.stubGlobal('window', { location: { protocol: 'http:', host: 'shop.test' } });
    ScriptedSocket.opened = [];
    connections.push(connectRealtime({ WebSocket: ScriptedSocket }));
    const visitorId = readStored('visitorId');
    expect(visitorId).not.toBeNull();
    expect(latestSocket().url).toBe(`ws://shop.test/ws/message?visitorId=${visitorId}`);
  });
});

describe('realtime over a real WebSocket server', () => {
  it('connects with the visitor id, sends JSON pings, receives JSON and reconnects after a drop', async () => {
    const server = new WebSocketServer({ host: '127.0.0.1', port: 0, path: '/ws/message' });
    await new Promise<void>((resolve) => server.once('listening', resolve));
    const address = server.address();
    if (address === null || typeof address === 'string') throw new Error('Expected a TCP address');

    const visitorIds: Array<string | null> = [];
    const pings: unknown[] = [];
    server.on('connection', (peer, upgrade) => {
      visitorIds.push(new URL(upgrade.url ?? '', 'http://localhost').searchParams.get('visitorId'));
      const isFirst = visitorIds.length === 1;
      let pingsHere = 0;
      peer.on('message', (data) => {
        pings.push(JSON.parse(String(data)));
        // Drop the first connection once its heartbeat has shown, to see the client come back.
        if (isFirst && ++pingsHere === 2) peer.terminate();
      });
      peer.send(JSON.stringify({ code: 0, msg: 'hello', data: { unread: 2 } }));
    });

    const received: RealtimeMessage[] = [];
    const connection = connectRealtime({
      visitorId: 'visitor 7',
      url: `ws://127.0.0.1:${address.port}/ws/message?visitorId=visitor+7`,
      WebSocket: NodeWebSocket,
      onMessage: (message) => received.push(message),
      heartbeatMs: 40,
      reconnectDelayMs: 30,
    });
    connections.push(connection);
    try {
      await vi.waitFor(() => expect(visitorIds).toEqual(['visitor 7', 'visitor 7']), { timeout: 3000 });
      await vi.waitFor(() => expect(realtimeStore.status).toBe('open'));
      expect(pings.length).toBeGreaterThanOrEqual(2);
      expect(pings).toEqual(pings.map(() => ({ code: 200, msg: 'ping' })));
      expect(received).toEqual([
        { code: 0, msg: 'hello', data: { unread: 2 } },
        { code: 0, msg: 'hello', data: { unread: 2 } },
      ]);
    } finally {
      connection.close();
      for (const client of server.clients) client.terminate();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
