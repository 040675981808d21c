import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../logger';

/*
 * Behind a reverse proxy every request reaches the server from the proxy's address. Unless
 * TRUST_PROXY says the proxy is there, the shop counts every shopper behind it as that one
 * address: one RATE_LIMIT_WEB bucket and one set of sign-in limits for the whole shop. Nothing
 * fails loudly when that happens, so the first request that shows a proxy says it in the log.
 */

/** Logs one warning, at the first request carrying X-Forwarded-For or Forwarded while no proxy is trusted. */
export function warnOfUntrustedProxy(options: { trustProxy: number; logger: Logger }): MiddlewareHandler {
  let warned = options.trustProxy > 0;
  return async (c, next) => {
    if (!warned && (c.req.header('x-forwarded-for') !== undefined || c.req.header('forwarded') !== undefined)) {
      warned = true;
      options.logger.warn(
        'A request came through a proxy (X-Forwarded-For) but TRUST_PROXY is 0: every client behind it counts as the proxy’s one address, ' +
          'sharing one RATE_LIMIT_WEB limit and one set of sign-in limits. Set TRUST_PROXY to the number of proxies in front of the server ' +
          '(this is said once per server process)',
        { path: c.req.path },
      );
    }
    return next();
  };
}
