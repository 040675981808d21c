import type { Context } from 'hono';
import { clientKey } from '../http/rate-limit';

/** The client address and browser a request came from, as sessions and logs record them. */
export function requestInfo(c: Context, trustProxy = 0): { ip: string; userAgent: string } {
  return { ip: clientKey(c, trustProxy), userAgent: (c.req.header('user-agent') ?? '').slice(0, 512) };
}
