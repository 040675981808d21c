import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { ResponseCode } from '../src/schema/envelope';
import { productionBuildOrWhyNot, startProductionServer, stopProductionServer, type ProductionServer } from './testing/test-production-server';

/*
 * The shop started exactly as the README's production section says, `ADMIN_TOKEN=… npm run
 * serve` on localhost, no ALLOWED_HOSTS: the shop's own pages may call it, another site may not.
 */

const runnable = productionBuildOrWhyNot('production start tests');

describe.skipIf(!runnable)('the production start of the README', { timeout: 30_000 }, () => {
  let dataDir: string;
  let server: ProductionServer;
  let shop: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'vitrine-production-start-'));
    server = await startProductionServer({ PORT: '0', DATA_DIR: dataDir, ADMIN_TOKEN: 'admin-token-for-the-production-start' });
    shop = `http://localhost:${server.port}`;
  }, 120_000);

  afterAll(async () => {
    await stopProductionServer(server);
    await rm(dataDir, { recursive: true, force: true });
  }, 30_000);

  const addToCart = (headers: Record<string, string>) =>
    fetch(`${shop}/api/web/cart/add`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ productSlug: 'heavyweight-hoodie', quantity: 1 }),
    });

  it('says at start which origin its pages name, as nothing else tells it', () => {
    // PORT=0 here, so the origin it names carries the port as configured, not the one the system chose.
    expect(server.output.join('')).toMatch(/Neither PUBLIC_ORIGIN nor ALLOWED_HOSTS is set: pages, mail and the sitemap name http:\/\/localhost:\d+/);
  });

  it('answers “Add to cart” from its own page', async () => {
    const response = await addToCart({ origin: shop, 'sec-fetch-site': 'same-origin' });
    const body = (await response.json()) as { code: number; msg: string; data?: { count: number } };
    expect(response.status, body.msg).toBe(200);
    expect(body.data?.count).toBe(1);
    expect(response.headers.get('set-cookie')).toMatch(/vitrine_cart=/);
  });

  it('refuses a call from another site, by Origin or by Sec-Fetch-Site', async () => {
    for (const headers of [{ origin: 'https://elsewhere.example' }, { 'sec-fetch-site': 'cross-site' }] as Record<string, string>[]) {
      const response = await addToCart(headers);
      expect(response.status, JSON.stringify(headers)).toBe(403);
      expect(((await response.json()) as { code: number }).code).toBe(ResponseCode.permission);
    }
  });

  it('opens the live channel for its own page and refuses another site’s', async () => {
    const open = (origin: string) =>
      new Promise<'open' | 'refused'>((resolve) => {
        const ws = new WebSocket(`ws://localhost:${server.port}/ws/message?visitorId=production-start`, { origin });
        ws.once('open', () => {
          ws.close();
          resolve('open');
        });
        ws.once('error', () => resolve('refused'));
      });
    expect(await open(shop)).toBe('open');
    expect(await open('https://elsewhere.example')).toBe('refused');
  });
});
