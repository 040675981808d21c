import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import { ResponseCode } from '../../src/schema/envelope';
import { failEnvelope } from './envelope';

/*
 * A token bucket per client address: `perMinute` calls may come at once, and the bucket
 * refills at `perMinute` a minute. A shopper's browser makes a handful of API calls per
 * page; a script hammering the API from one address is slowed to that rate, and nobody else
 * notices.
 */

/** Distinct addresses remembered at once; beyond it the least recently seen is forgotten. */
export const DEFAULT_MAX_ADDRESSES = 10_000;

export type RateLimitOptions = {
  /** Calls per minute per address, also the burst allowed at once; 0 turns the limit off. */
  perMinute: number;
  /** Proxies in front of the server whose X-Forwarded-For entries are believed (TRUST_PROXY). */
  trustProxy?: number;
  maxAddresses?: number;
  /** Milliseconds; tests move it instead of sleeping. */
  now?: () => number;
};

type Bucket = { tokens: number; updatedAt: number };

/** The answer to a call over the limit, `retryAfter` seconds before the next one may come. */
export type RateLimitRefusal = (c: Context, retryAfter: number) => Response | Promise<Response>;

/** The API's refusal: its envelope, as every /api call answers. */
export const refuseWithEnvelope: RateLimitRefusal = (c, retryAfter) =>
  failEnvelope(c, 429, ResponseCode.fail, `Too many requests from this address; try again in ${retryAfter} s`);

export function rateLimit(options: RateLimitOptions): MiddlewareHandler {
  return rateLimiter(options)(refuseWithEnvelope);
}

/**
 * One set of buckets that several routes draw on, each refusing in its own way: the shopper
 * API with its envelope, a form a page posts with a page's plain text. A script cannot then
 * double its rate by alternating between the API and the form that does the same.
 */
export function rateLimiter(options: RateLimitOptions): (refuse: RateLimitRefusal) => MiddlewareHandler {
  const { perMinute, trustProxy = 0, maxAddresses = DEFAULT_MAX_ADDRESSES, now = Date.now } = options;
  if (perMinute <= 0) return () => (_c, next) => next();
  const refillPerMs = perMinute / 60_000;
  // Map order is insertion order: re-inserting on every call keeps the least recently seen first.
  const buckets = new Map<string, Bucket>();

  return (refuse) => async (c, next) => {
    const key = clientKey(c, trustProxy);
    const at = now();
    const previous = buckets.get(key);
    const bucket = previous ?? { tokens: perMinute, updatedAt: at };
    bucket.tokens = Math.min(perMinute, bucket.tokens + Math.max(0, at - bucket.updatedAt) * refillPerMs);
    bucket.updatedAt = at;
    buckets.delete(key);
    if (!previous && buckets.size >= maxAddresses) {
      // Forgetting an address only hands it a full bucket again: memory stays bounded whatever the number of addresses.
      const oldest = buckets.keys().next().value;
      if (oldest !== undefined) buckets.delete(oldest);
    }
    buckets.set(key, bucket);

    if (bucket.tokens < 1) {
      const retryAfter = Math.max(1, Math.ceil((1 - bucket.tokens) / refillPerMs / 1000));
      c.header('Retry-After', String(retryAfter));
      return refuse(c, retryAfter);
    }
    bucket.tokens -= 1;
    return next();
  };
}

/**
 * The address a call counts against, and the one sessions and the sign-in history record: the
 * socket's peer, or with `trustProxy` hops the entry of X-Forwarded-For that the outermost
 * trusted proxy saw (entries further left are written by the client and prove nothing).
 */
export function clientKey(c: Context, trustProxy = 0): string {
  let address = socketAddress(c);
  if (trustProxy > 0) {
    const forwarded = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const entry = forwarded[Math.max(0, forwarded.length - trustProxy)];
    if (entry) address = entry;
  }
  return addressKey(address ?? 'unknown');
}

function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    // Called without a node socket (app.fetch in tests): every such call shares one bucket.
    return undefined;
  }
}

/**
 * How the shop writes a client address, to count it and to show the shopper where they signed
 * in. IPv4 (IPv4-mapped IPv6 too) as it is: the shopper recognises it, and it is usually shared
 * by a household anyway. A public IPv6 address by its /64, the block one subscriber gets, so
 * rotating addresses inside it does not escape a limit, and the device's own half (which may
 * carry its hardware address, and changes daily with privacy addresses) is never kept: it would
 * tell the shopper nothing and follows the device. Loopback, link-local and unique-local IPv6
 * never leave the local network and name no one beyond it: kept whole, so a session on the
 * shop's own machine reads `::1`, not `0:0:0:0::/64`.
 */
export function addressKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (!address.includes(':')) return address.slice(0, 64);
  const groups = expandIpv6(address.replace(/%.*$/, ''));
  if (!groups) return address.slice(0, 64);
  const numbers = groups.map((group) => Number.parseInt(group, 16));
  if (isLocalIpv6(numbers)) return compressIpv6(numbers);
  return `${compressIpv6([...numbers.slice(0, 4), 0, 0, 0, 0])}/64`;
}

/** `::1`, `::`, fe80::/10 (link-local) and fc00::/7 (unique local). */
function isLocalIpv6(numbers: readonly number[]): boolean {
  const first = numbers[0]!;
  const zeroUpTo7 = numbers.slice(0, 7).every((group) => group === 0);
  return (zeroUpTo7 && numbers[7]! <= 1) || (first & 0xffc0) === 0xfe80 || (first & 0xfe00) === 0xfc00;
}

/** The RFC 5952 form: lower case, no leading zeros, the longest run of two or more zero groups as `::`. */
function compressIpv6(numbers: readonly number[]): string {
  let best = { at: -1, length: 0 };
  for (let at = 0; at < numbers.length; ) {
    if (numbers[at] !== 0) {
      at += 1;
      continue;
    }
    let end = at;
    while (end < numbers.length && numbers[end] === 0) end += 1;
    if (end - at > best.length) best = { at, length: end - at };
    at = end;
  }
  const hex = numbers.map((group) => group.toString(16));
  if (best.length < 2) return hex.join(':');
  return `${hex.slice(0, best.at).join(':')}::${hex.slice(best.at + best.length).join(':')}`;
}

function expandIpv6(address: string): string[] | null {
  const halves = address.split('::');
  if (halves.length > 2) return null;
  const head = halves[0] ? halves[0].split(':') : [];
  const tail = halves.length === 2 && halves[1] ? halves[1].split(':') : [];
  const missing = 8 - head.length - tail.length;
  if (missing < 0 || (halves.length === 1 && missing !== 0)) return null;
  const groups = [...head, ...Array<string>(missing).fill('0'), ...tail];
  if (!groups.every((group) => /^[0-9a-f]{1,4}$/i.test(group))) return null;
  return groups.map((group) => group.toLowerCase().replace(/^0+(?=.)/, ''));
}
