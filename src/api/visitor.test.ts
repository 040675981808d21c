import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readStored } from '../state/storage';
import { useMemoryStorage } from '../state/test-utils';
import { dismissAllToasts, toastStore } from '../state/toasts';
import { envelope, useLocale } from './test-utils';
import { ensureVisitorId, startVisitorTracking, VISITOR_TRACK_INTERVAL_MS, type VisitorTrack } from './visitor';

/*
 * The server does not answer /visitor/track yet, so fetch is a stand-in that records each
 * call; what is under test is when the reports go out, which the fake clock controls.
 */
let sent: Array<{ url: string; body: unknown; visitorId: string | null }>;
let stops: Array<() => void>;

beforeEach(async () => {
  vi.useFakeTimers({ now: new Date('2030-01-01T00:00:00Z') });
  useMemoryStorage();
  await useLocale('en');
  dismissAllToasts();
  sent = [];
  stops = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    sent.push({
      url,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
      visitorId: new Headers(init.headers).get('x-visitor-id'),
    });
    return envelope(0);
  });
});
afterEach(() => {
  for (const stop of stops) stop();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const visit: VisitorTrack = { url: 'https://shop.example/product/mug', referer: 'https://search.example/', timezone: 'Asia/Hong_Kong' };

function start(currentVisit = () => visit) {
  const stop = startVisitorTracking({ currentVisit });
  stops.push(stop);
  return stop;
}

describe('visitor tracking', () => {
  it('reports the visit at once, then every 10 s until stopped', async () => {
    expect(VISITOR_TRACK_INTERVAL_MS).toBe(10_000);
    const stop = start();
    expect(sent).toEqual([{ url: '/api/web/visitor/track', body: visit, visitorId: readStored('visitorId') }]);
    expect(sent[0]?.visitorId).toMatch(/^[0-9a-f-]{36}$/);

    await vi.advanceTimersByTimeAsync(9_999);
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(sent).toHaveLength(4);

    stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sent).toHaveLength(4);
  });

  it('reports where the shopper is at each beat', async () => {
    let path = '/';
    start(() => ({ ...visit, url: `https://shop.example${path}` }));
    path = '/cart';
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sent.map(({ body }) => body)).toMatchObject([{ url: 'https://shop.example/' }, { url: 'https://shop.example/cart' }]);
  });

  it('does not start again until more than 10 s after the last start', async () => {
    start()();
    expect(sent).toHaveLength(1);

    await vi.advanceTimersByTimeAsync(10_000);
    start();
    expect(sent).toHaveLength(1);

    await vi.advanceTimersByTimeAsync(1);
    start();
    expect(sent).toHaveLength(2);
    expect(readStored('trackStartedAt')).toBe(Date.now());
  });

  it('starts when the last start is stamped in the future by a changed clock', () => {
    localStorage.setItem('trackStartedAt', String(Date.now() + 3_600_000));
    start();
    expect(sent).toHaveLength(1);
  });

  it('fails silently: a lost report shows the shopper nothing', async () => {
    vi.stubGlobal('fetch', async () => new Response(null, { status: 502 }));
    start();
    await vi.advanceTimersByTimeAsync(0);
    expect(toastStore.toasts).toEqual([]);
  });
});

describe('visitor id', () => {
  it('is created once, stored, and kept afterwards', () => {
    expect(readStored('visitorId')).toBeNull();
    const first = ensureVisitorId();
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(readStored('visitorId')).toBe(first);
    expect(ensureVisitorId()).toBe(first);
  });

  it('is still a v4 UUID where the browser has no crypto.randomUUID (plain http)', async () => {
    const realCrypto = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: (bytes: Uint8Array<ArrayBuffer>) => realCrypto.getRandomValues(bytes) });
    vi.resetModules();
    const fresh = await import('./visitor');
    const id = fresh.ensureVisitorId();
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(readStored('visitorId')).toBe(id);
  });

  it('is created when tracking starts', () => {
    start();
    expect(readStored('visitorId')).not.toBeNull();
  });
});
