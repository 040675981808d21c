import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { createApp } from '../app';
import type { DatabaseHandle } from '../db/database';
import { openTestDatabase } from '../testing/test-database';
import { MAX_NOTIFY_PAYLOAD_BYTES } from '../events/postgres-change-bus';
import { memoryLogger } from '../logger';
import { createNodeServer, listen, type NodeServer } from '../node-server';
import { createServices, type Services } from '../services';

/* A merchant's live message, from the admin API to a shopper's open websocket, on a real listening server. */

const ADMIN_TOKEN = 'admin-token-for-the-message-tests';
let database: DatabaseHandle;
let services: Services;
let node: NodeServer;
let origin: string;

beforeAll(async () => {
  database = await openTestDatabase();
  services = createServices({ db: database.db, logger: memoryLogger() });
  const app = createApp({ services, html: { render: () => Promise.reject(new Error('not under test')) }, adminToken: ADMIN_TOKEN });
  node = createNodeServer({ app, logger: memoryLogger(), changes: services.changes });
  const port = await listen(node.server, 0, '127.0.0.1');
  origin = `127.0.0.1:${port}`;
}, 60_000);

afterAll(async () => {
  await node?.close();
  await database?.close();
});

function sendMessage(body: unknown, token: string | null = ADMIN_TOKEN) {
  return fetch(`http://${origin}/api/admin/messages`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

function connect(visitorId: string): Promise<WebSocket> {
  const ws = new WebSocket(`ws://${origin}/ws/message?visitorId=${visitorId}`);
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
  });
}

const nextMessage = (ws: WebSocket) => new Promise<unknown>((resolve) => ws.once('message', (raw) => resolve(JSON.parse(String(raw)))));

async function problemPaths(response: Response): Promise<string[]> {
  const body = (await response.json()) as { data: { issues: { path: string }[] } };
  return body.data.issues.map((issue) => issue.path);
}

describe('POST /api/admin/messages', () => {
  it('reaches the open websocket of that visitor, and no other', async () => {
    const shopper = await connect('shopper-1');
    const other = await connect('shopper-2');
    const seenByOther: unknown[] = [];
    other.on('message', (raw) => seenByOther.push(JSON.parse(String(raw))));
    const received = nextMessage(shopper);
    const response = await sendMessage({
      visitorId: 'shopper-1',
      code: 0,
      msg: 'order-shipped',
      data: { order: 'A-1001', carrier: '顺丰' },
    });
    expect(response.status).toBe(202);
    expect(await received).toEqual({ code: 0, msg: 'order-shipped', data: { order: 'A-1001', carrier: '顺丰' } });
    // A ping round trip proves the other visitor's socket had its chance to receive.
    const pong = nextMessage(other);
    other.send(JSON.stringify({ code: 200, msg: 'ping' }));
    await pong;
    expect(seenByOther).toEqual([{ code: 200, msg: 'pong' }]);
    shopper.close();
    other.close();
  });

  it('refuses a message with mistakes with 422, naming every field', async () => {
    const response = await sendMessage({ visitorId: '<script>', code: 1.5 });
    expect(response.status).toBe(422);
    expect(await problemPaths(response)).toEqual(['visitorId', 'code', 'msg']);
    const notJson = await sendMessage('{"visitorId":');
    expect(notJson.status).toBe(400);
  });

  it('refuses a message too large for one notification between processes, naming data', async () => {
    const response = await sendMessage({
      visitorId: 'shopper-3',
      code: 0,
      msg: 'catalog',
      data: { items: 'x'.repeat(MAX_NOTIFY_PAYLOAD_BYTES) },
    });
    expect(response.status).toBe(422);
    expect(await problemPaths(response)).toEqual(['data']);
  });

  it('is refused without the admin token', async () => {
    const response = await sendMessage({ visitorId: 'shopper-1', code: 0, msg: 'hello' }, null);
    expect(response.status).toBe(401);
  });
});

describe('merchant writes', () => {
  it('tell every process sharing the database that the site changed', async () => {
    const heard: unknown[] = [];
    const stop = services.changes.subscribe('site-changed', (change) => heard.push(change));
    const put = await fetch(`http://${origin}/api/admin/pages`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${ADMIN_TOKEN}` },
      body: JSON.stringify({ key: 'page/bus-check', locale: 'en', pageBody: { template: 'page', blocks: [] } }),
    });
    expect(put.status).toBe(201);
    const refused = await fetch(`http://${origin}/api/admin/site-config`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${ADMIN_TOKEN}` },
      body: JSON.stringify({ languages: 'all of them' }),
    });
    expect(refused.status).toBe(422);
    const removed = await fetch(`http://${origin}/api/admin/pages?key=page/bus-check&locale=en`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    expect(removed.status).toBe(200);
    stop();
    // The refused write changed nothing, so it told nobody.
    expect(heard).toEqual([{ what: 'page page/bus-check (en)' }, { what: 'page page/bus-check (en) deleted' }]);
  });
});
