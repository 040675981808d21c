import { WebSocket } from 'ws';
import { DEMO_PRODUCTS } from '../server/demo/products';
import { startProductionServer } from './server';

/*
 * `npm run bench -- live`: how long a change takes to reach an open page's socket on
 * localhost, from the moment the merchant's admin call is sent to the message's arrival
 * (the target: p95 ≤ 200 ms). Public news (a stock count, heard by every open page)
 * many times over; then every order change the demo shopper's orders allow (ship, pay,
 * deliver, answer a cancel request), heard only by that shopper's socket.
 */

const SAMPLES = Number(process.env.BENCH_LIVE_SAMPLES ?? 200);
const ADMIN_TOKEN = 'bench-live-admin-token';
const DEMO = { account: 'demo@vitrine.example', password: 'vitrine-demo' };

type Message = { msg: string; data?: Record<string, unknown> };
type MerchantOrder = { orderNo: string; status: string; payStatus: string; shipped: boolean };

function percentile(values: readonly number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
}

/** A socket that hands each message to whoever waits for one like it. */
function openSocket(url: string, headers: Record<string, string>): Promise<{ next: (match: (message: Message) => boolean) => Promise<number>; close: () => void }> {
  const ws = new WebSocket(url, { headers });
  const waiting: { match: (message: Message) => boolean; resolve: (at: number) => void }[] = [];
  ws.on('message', (raw) => {
    const at = performance.now();
    const message = JSON.parse(String(raw)) as Message;
    const index = waiting.findIndex((waiter) => waiter.match(message));
    if (index !== -1) waiting.splice(index, 1)[0]!.resolve(at);
  });
  return new Promise((resolve, reject) => {
    ws.once('error', reject);
    ws.once('open', () =>
      resolve({
        next: (match) =>
          new Promise<number>((done, fail) => {
            const timer = setTimeout(() => fail(new Error('No message within 5 s')), 5000);
            waiting.push({ match, resolve: (at) => (clearTimeout(timer), done(at)) });
          }),
        close: () => ws.close(),
      }),
    );
  });
}

function nextAction(order: MerchantOrder): { path: string; body?: unknown } | null {
  if (order.status === 'pending-cancellation') return { path: 'refuse-cancel' };
  if (order.status !== 'in-progress') return null;
  if (order.payStatus === 'unpaid') return { path: 'mark-paid' };
  if (!order.shipped) return { path: 'ship', body: { expressName: 'SF Express', expressNumber: `SF${Date.now()}` } };
  return { path: 'deliver' };
}

export async function runLiveBench(port: number): Promise<void> {
  const server = await startProductionServer({ port, env: { ADMIN_TOKEN, RATE_LIMIT_WEB: '0', RATE_LIMIT_ADMIN: '0' } });
  const admin = (method: string, path: string, body?: unknown) =>
    fetch(`${server.origin}/api/admin${path}`, {
      method,
      headers: { authorization: `Bearer ${ADMIN_TOKEN}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  try {
    const signIn = await fetch(`${server.origin}/api/web/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.origin },
      body: JSON.stringify(DEMO),
    });
    const cookie = (signIn.headers.getSetCookie()[0] ?? '').split(';')[0]!;
    if (!signIn.ok || cookie === '') throw new Error(`The demo shopper could not sign in: HTTP ${signIn.status}`);
    const info = await fetch(`${server.origin}/api/web/user/info`, { method: 'POST', headers: { 'content-type': 'application/json', origin: server.origin, cookie }, body: '{}' });
    const { id: userId } = ((await info.json()) as { data: { id: string } }).data;
    const socket = await openSocket(`${server.origin.replace('http:', 'ws:')}/ws/message?visitorId=bench-live-visitor`, { cookie, origin: server.origin });

    const sku = DEMO_PRODUCTS[0]!.variants[0]!.sku;
    const stockTimes: number[] = [];
    for (let sample = 0; sample < SAMPLES; sample++) {
      const stock = 100 + (sample % 2);
      const arrival = socket.next((message) => message.msg === 'stock-changed' && message.data?.sku === sku && message.data.stock === stock);
      const sentAt = performance.now();
      const answer = await admin('PUT', '/stock', { sku, stock });
      if (!answer.ok) throw new Error(`Stock change refused: HTTP ${answer.status}`);
      stockTimes.push((await arrival) - sentAt);
    }

    const orderTimes: number[] = [];
    for (let round = 0; round < 5; round++) {
      const listed = await admin('GET', `/orders?userId=${userId}`);
      const { orders } = ((await listed.json()) as { data: { orders: MerchantOrder[] } }).data;
      for (const order of orders) {
        const action = nextAction(order);
        if (!action) continue;
        const arrival = socket.next((message) => message.msg === 'order-changed' && message.data?.orderNo === order.orderNo);
        const sentAt = performance.now();
        const answer = await admin('POST', `/orders/${order.orderNo}/${action.path}`, action.body);
        if (!answer.ok) continue;
        orderTimes.push((await arrival) - sentAt);
      }
    }
    socket.close();

    console.log('\nLive messages: from the admin call sent to the message on an open socket, localhost (target: p95 ≤ 200 ms)');
    console.log(`${'message'.padEnd(34)}${'samples'.padStart(8)}${'p50 ms'.padStart(9)}${'p95 ms'.padStart(9)}${'max ms'.padStart(9)}`);
    for (const [name, times] of [
      ['stock-changed (every open page)', stockTimes],
      ['order-changed (the shopper only)', orderTimes],
    ] as const) {
      if (times.length === 0) continue;
      console.log(
        `${name.padEnd(34)}${String(times.length).padStart(8)}${percentile(times, 0.5).toFixed(1).padStart(9)}${percentile(times, 0.95).toFixed(1).padStart(9)}${Math.max(...times).toFixed(1).padStart(9)}`,
      );
    }
  } finally {
    await server.stop();
  }
}
