import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { addressKey, rateLimit, type RateLimitOptions } from './rate-limit';

/* The limiter in front of a plain handler, called as the node server calls it: with the socket's peer address. */

function limitedApi(options: Omit<RateLimitOptions, 'now'>) {
  let clock = 1_000_000;
  const app = new Hono();
  app.use('/api/web/*', rateLimit({ ...options, now: () => clock }));
  app.post('/api/web/visitor/track', (c) => c.json({ code: 0, msg: '', data: null }));
  return {
    async call(address: string, headers: Record<string, string> = {}): Promise<Response> {
      const request = new Request('http://shop.test/api/web/visitor/track', { method: 'POST', headers, body: '{}' });
      return app.fetch(request, { incoming: { socket: { remoteAddress: address } } });
    },
    advance(ms: number) {
      clock += ms;
    },
  };
}

async function statuses(responses: Promise<Response>[]): Promise<number[]> {
  return (await Promise.all(responses)).map((response) => response.status);
}

describe('rate limit on the API', () => {
  it('answers a burst past the limit with 429, Retry-After in seconds and the envelope', async () => {
    const api = limitedApi({ perMinute: 5 });
    expect(await statuses(Array.from({ length: 5 }, () => api.call('203.0.113.7')))).toEqual([200, 200, 200, 200, 200]);
    const refused = await api.call('203.0.113.7');
    expect(refused.status).toBe(429);
    // Five a minute: the next call is possible twelve seconds later.
    expect(refused.headers.get('Retry-After')).toBe('12');
    expect(await refused.json()).toEqual({ code: 40, msg: expect.stringContaining('Too many requests'), data: null });
  });

  it('leaves another address unaffected', async () => {
    const api = limitedApi({ perMinute: 2 });
    await statuses([api.call('203.0.113.7'), api.call('203.0.113.7')]);
    expect((await api.call('203.0.113.7')).status).toBe(429);
    expect((await api.call('198.51.100.20')).status).toBe(200);
  });

  it('allows the address again once the bucket has refilled, and not before', async () => {
    const api = limitedApi({ perMinute: 6 });
    await statuses(Array.from({ length: 6 }, () => api.call('203.0.113.7')));
    const refused = await api.call('203.0.113.7');
    const wait = Number(refused.headers.get('Retry-After'));
    api.advance(wait * 1000 - 500);
    expect((await api.call('203.0.113.7')).status).toBe(429);
    api.advance(500);
    expect((await api.call('203.0.113.7')).status).toBe(200);
    expect((await api.call('203.0.113.7')).status).toBe(429);
    api.advance(60_000);
    expect(await statuses(Array.from({ length: 6 }, () => api.call('203.0.113.7')))).toEqual([200, 200, 200, 200, 200, 200]);
  });

  it('counts an IPv6 subscriber per /64, so rotating addresses inside it does not help', async () => {
    const api = limitedApi({ perMinute: 2 });
    expect((await api.call('2001:db8:1:2::1')).status).toBe(200);
    expect((await api.call('2001:db8:1:2:aaaa::9')).status).toBe(200);
    expect((await api.call('2001:db8:1:2:ffff:ffff:ffff:ffff')).status).toBe(429);
    expect((await api.call('2001:db8:1:3::1')).status).toBe(200);
  });

  it('forgets the least recently seen address when full, so many addresses cannot grow memory without bound', async () => {
    const api = limitedApi({ perMinute: 1, maxAddresses: 3 });
    expect((await api.call('10.0.0.1')).status).toBe(200);
    expect((await api.call('10.0.0.1')).status).toBe(429);
    for (const address of ['10.0.0.2', '10.0.0.3', '10.0.0.4']) await api.call(address);
    // 10.0.0.1 was pushed out by three newer addresses: it starts over with a full bucket.
    expect((await api.call('10.0.0.1')).status).toBe(200);
    // 10.0.0.4 is still remembered and still spent.
    expect((await api.call('10.0.0.4')).status).toBe(429);
  });

  it('ignores X-Forwarded-For unless a proxy is trusted, and then reads the entry that proxy wrote', async () => {
    const direct = limitedApi({ perMinute: 1 });
    expect((await direct.call('203.0.113.7', { 'X-Forwarded-For': '192.0.2.1' })).status).toBe(200);
    // A made-up header does not earn the same client a fresh bucket.
    expect((await direct.call('203.0.113.7', { 'X-Forwarded-For': '192.0.2.2' })).status).toBe(429);

    const proxied = limitedApi({ perMinute: 1, trustProxy: 1 });
    expect((await proxied.call('10.1.1.1', { 'X-Forwarded-For': 'spoofed, 192.0.2.1' })).status).toBe(200);
    expect((await proxied.call('10.1.1.1', { 'X-Forwarded-For': 'other-spoof, 192.0.2.1' })).status).toBe(429);
    expect((await proxied.call('10.1.1.1', { 'X-Forwarded-For': '192.0.2.2' })).status).toBe(200);
  });

  it('is off when the limit is 0', async () => {
    const api = limitedApi({ perMinute: 0 });
    expect(new Set(await statuses(Array.from({ length: 50 }, () => api.call('203.0.113.7'))))).toEqual(new Set([200]));
  });
});

describe('addressKey', () => {
  it('reads IPv4-mapped IPv6 as the IPv4 address and shortens public IPv6 to its /64', () => {
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(addressKey('2001:DB8:0:0:1::1')).toBe('2001:db8::/64');
    expect(addressKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0:0:1:0:0:0:1')).toBe('2001:0:0:1::/64');
  });

  it('keeps loopback, link-local and unique-local addresses whole: they name no one beyond the local network', () => {
    expect(addressKey('::1')).toBe('::1');
    expect(addressKey('0:0:0:0:0:0:0:1')).toBe('::1');
    expect(addressKey('127.0.0.1')).toBe('127.0.0.1');
    expect(addressKey('fe80::1%eth0')).toBe('fe80::1');
    expect(addressKey('FD12:3456:789a:1::42')).toBe('fd12:3456:789a:1::42');
    expect(addressKey('192.168.1.20')).toBe('192.168.1.20');
  });
});
