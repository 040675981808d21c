import { connect as connectTcp } from 'node:net';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { createOwnOriginCheck } from '../http/origin';
import { memoryLogger } from '../logger';
import { createNodeServer, listen, type NodeServer } from '../node-server';

/* The realtime channel on a real listening server, spoken to by a real websocket client. */

let node: NodeServer;
let base: string;
let port: number;

beforeAll(async () => {
  const app = new Hono();
  app.get('/', (c) => c.text('shop'));
  node = createNodeServer({ app, logger: memoryLogger(), isOwnOrigin: createOwnOriginCheck({ publicOrigin: 'https://shop.example', allowedHosts: ['m.shop.example'] }) });
  port = await listen(node.server, 0, '127.0.0.1');
  base = `ws://127.0.0.1:${port}`;
});

afterAll(async () => {
  await node?.close();
});

type Closed = { code: number; reason: string };

function connect(path: string): Promise<WebSocket> {
  const ws = new WebSocket(`${base}${path}`);
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
  });
}

function nextMessage(ws: WebSocket): Promise<unknown> {
  return new Promise((resolve) => ws.once('message', (raw) => resolve(JSON.parse(String(raw)))));
}

function closed(ws: WebSocket): Promise<Closed> {
  return new Promise((resolve) => ws.once('close', (code, reason) => resolve({ code, reason: reason.toString() })));
}

describe('/ws/message', () => {
  it('answers a ping with a pong', async () => {
    const ws = await connect('/ws/message?visitorId=visitor-1');
    const reply = nextMessage(ws);
    ws.send(JSON.stringify({ code: 200, msg: 'ping' }));
    expect(await reply).toEqual({ code: 200, msg: 'pong' });
    ws.close();
  });

  it('closes a connection without a visitorId with 1008 and says why', async () => {
    for (const path of ['/ws/message', '/ws/message?visitorId=', '/ws/message?visitorId=%3Cscript%3E']) {
      const ws = new WebSocket(`${base}${path}`);
      const { code, reason } = await closed(ws);
      expect(code, path).toBe(1008);
      expect(reason, path).toContain('visitorId');
    }
  });

  it('answers a message that is not JSON with an explanation and keeps the connection', async () => {
    const ws = await connect('/ws/message?visitorId=visitor-2');
    const complaint = nextMessage(ws);
    ws.send('ping');
    expect(await complaint).toMatchObject({ code: 40, msg: expect.stringContaining('JSON') });
    const reply = nextMessage(ws);
    ws.send(JSON.stringify({ code: 200, msg: 'ping' }));
    expect(await reply).toEqual({ code: 200, msg: 'pong' });
    ws.close();
  });

  it('delivers a server message to every connection of that visitor only', async () => {
    const first = await connect('/ws/message?visitorId=visitor-3');
    const second = await connect('/ws/message?visitorId=visitor-3');
    const other = await connect('/ws/message?visitorId=visitor-4');
    const seenByOther: unknown[] = [];
    other.on('message', (raw) => seenByOther.push(JSON.parse(String(raw))));
    const received = Promise.all([nextMessage(first), nextMessage(second)]);
    await node.realtime.sendToVisitor('visitor-3', { code: 0, msg: 'order-shipped' });
    expect(await received).toEqual([
      { code: 0, msg: 'order-shipped' },
      { code: 0, msg: 'order-shipped' },
    ]);
    // A ping round trip on the other connection proves it had its chance to receive.
    const pong = nextMessage(other);
    other.send(JSON.stringify({ code: 200, msg: 'ping' }));
    expect(await pong).toEqual({ code: 200, msg: 'pong' });
    expect(seenByOther).toEqual([{ code: 200, msg: 'pong' }]);
    for (const ws of [first, second, other]) ws.close();
  });

  it('refuses upgrades on any other path', async () => {
    const ws = new WebSocket(`${base}/ws/elsewhere?visitorId=visitor-5`);
    const failure = await new Promise<Error>((resolve) => ws.once('error', resolve));
    expect(failure).toBeInstanceOf(Error);
  });

  it('accepts a page of the host it was asked on (which the allowed hosts do not name), of PUBLIC_ORIGIN, of an allowed host, and a program that sends no Origin', async () => {
    for (const origin of [`http://127.0.0.1:${port}`, 'https://shop.example', 'https://m.shop.example', undefined]) {
      const ws = await connectWith('/ws/message?visitorId=visitor-6', origin);
      expect(ws.readyState, String(origin)).toBe(WebSocket.OPEN);
      ws.close();
    }
  });
});

/*
 * Upgrade requests written byte by byte on a raw socket, as an attacker would send them: each
 * gets a plain HTTP answer, and the server goes on serving the next shopper.
 */
describe('upgrade requests the channel refuses', () => {
  const cases: { name: string; target: string; headers?: Record<string, string>; status: number }[] = [
    { name: 'a double slash', target: '//', status: 400 },
    { name: 'an absolute URL', target: 'http://x/', status: 400 },
    { name: 'a 10 KB target', target: `/ws/message?visitorId=${'a'.repeat(10 * 1024)}`, status: 414 },
    { name: 'a NUL in the target', target: '/ws/message?visitorId=a\u0000b', status: 400 },
    { name: 'a backslash target', target: '/\\evil.example/ws/message', status: 400 },
    { name: 'a page on another site', target: '/ws/message?visitorId=visitor-7', headers: { Origin: 'https://evil.example' }, status: 403 },
    { name: 'a sandboxed frame', target: '/ws/message?visitorId=visitor-7', headers: { Origin: 'null' }, status: 403 },
    { name: 'another path', target: '/ws/elsewhere', status: 404 },
  ];

  for (const { name, target, headers, status } of cases) {
    it(`answers ${name} with ${status} and keeps serving`, async () => {
      const answer = await rawUpgrade(target, headers);
      expect(answer.statusLine).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
      expect(answer.closed).toBe(true);
      const next = await fetch(`http://127.0.0.1:${port}/`);
      expect(next.status).toBe(200);
      expect(await next.text()).toBe('shop');
    });
  }

  it('answers a missing visitorId on an open connection with close code 1008, then serves the next connection', async () => {
    const ws = new WebSocket(`${base}/ws/message`, { origin: `http://127.0.0.1:${port}` });
    expect((await closed(ws)).code).toBe(1008);
    const next = await connect('/ws/message?visitorId=visitor-8');
    const reply = nextMessage(next);
    next.send(JSON.stringify({ code: 200, msg: 'ping' }));
    expect(await reply).toEqual({ code: 200, msg: 'pong' });
    next.close();
  });
});

function connectWith(path: string, origin: string | undefined): Promise<WebSocket> {
  const ws = new WebSocket(`${base}${path}`, origin ? { origin } : {});
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
  });
}

/** Sends one websocket upgrade request as raw bytes and reads the answer until the server closes. */
function rawUpgrade(target: string, headers: Record<string, string> = {}): Promise<{ statusLine: string; closed: boolean }> {
  return new Promise((resolve, reject) => {
    const socket = connectTcp(port, '127.0.0.1');
    let received = '';
    const timer = setTimeout(() => {
      socket.destroy();
      resolve({ statusLine: received.split('\r\n')[0] ?? '', closed: false });
    }, 3000);
    socket.on('data', (chunk) => (received += chunk.toString('latin1')));
    socket.on('error', reject);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ statusLine: received.split('\r\n')[0] ?? '', closed: true });
    });
    const lines = [
      `GET ${target} HTTP/1.1`,
      `Host: 127.0.0.1:${port}`,
      'Connection: Upgrade',
      'Upgrade: websocket',
      'Sec-WebSocket-Version: 13',
      'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==',
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    ];
    socket.write(Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1'));
  });
}

describe('messages for a signed-in shopper', () => {
  it('reach the sockets whose session cookie names the shopper, whatever the address claims, and a failing session lookup leaves a visitor', async () => {
    const sessions: Record<string, string> = { 'token-mei': 'user-mei' };
    const shopNode = createNodeServer({
      app: new Hono(),
      logger: memoryLogger(),
      shopperOfCookie: async (cookie) => {
        if (cookie?.includes('token-broken')) throw new Error('database away');
        const token = /vitrine_session=([^;]+)/.exec(cookie ?? '')?.[1];
        return token ? (sessions[token] ?? null) : null;
      },
    });
    const shopBase = `ws://127.0.0.1:${await listen(shopNode.server, 0, '127.0.0.1')}`;
    const open = (query: string, cookie?: string) =>
      new Promise<{ ws: WebSocket; seen: unknown[] }>((resolve, reject) => {
        const ws = new WebSocket(`${shopBase}/ws/message?${query}`, cookie ? { headers: { cookie } } : {});
        const seen: unknown[] = [];
        ws.on('message', (raw) => seen.push(JSON.parse(String(raw))));
        ws.once('open', () => resolve({ ws, seen }));
        ws.once('error', reject);
      });
    try {
      const mei = await open('visitorId=visitor-mei', 'vitrine_session=token-mei');
      const claimer = await open('visitorId=visitor-claim&userId=user-mei&shopper=user-mei');
      const broken = await open('visitorId=visitor-broken', 'vitrine_session=token-broken');

      await shopNode.realtime.sendToShopper('user-mei', { code: 0, msg: 'order-changed' });

      await expect.poll(() => mei.seen).toEqual([{ code: 0, msg: 'order-changed' }]);
      // The others still answer pings: they are open, and were simply not addressed.
      for (const other of [claimer, broken]) {
        const pong = nextMessage(other.ws);
        other.ws.send(JSON.stringify({ code: 200, msg: 'ping' }));
        expect(await pong).toEqual({ code: 200, msg: 'pong' });
        expect(other.seen).toEqual([{ code: 200, msg: 'pong' }]);
      }
      for (const { ws } of [mei, claimer, broken]) ws.close();
    } finally {
      await shopNode.close();
    }
  });
});
