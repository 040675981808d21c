import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { memoryLogger } from '../logger';
import { createNodeServer, listen, type NodeServer } from '../node-server';

/* The realtime channel on a real listening server, spoken to by a real websocket client. */

let node: NodeServer;
let base: string;

beforeAll(async () => {
  const app = new Hono();
  app.get('/', (c) => c.text('shop'));
  node = createNodeServer({ app, logger: memoryLogger() });
  const port = await listen(node.server, 0, '127.0.0.1');
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
});
