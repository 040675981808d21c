import { KiB, type WebApiTable } from './web-api/contract';

export * from './web-api/contract';

/**
 * Every call of the shopper API, once. The server mounts each entry onto its handler
 * (server/web-api/), the browser calls it through `callApi` (src/api/web-api.ts); both take
 * their types from here. A new call is one entry here, its schemas in `./web-api/<area>.ts`,
 * and one handler.
 */
export const WEB_API = {
  /** Spec §4: reported every 10 s; `navigator.sendBeacon` may send it as text/plain. */
  'visitor/track': {
    method: 'POST',
    body: 'json',
    auth: 'none',
    maxBodyBytes: 16 * KiB,
    headerFields: { visitorId: 'x-visitor-id' },
    schemas: async () => (await import('./web-api/visitor')).visitorTrack,
  },
  /** A block the browser could not draw, for the merchant's logs. */
  'block-error': {
    method: 'POST',
    body: 'json',
    auth: 'none',
    maxBodyBytes: 16 * KiB,
    schemas: async () => (await import('./web-api/block-error')).blockError,
  },
} as const satisfies WebApiTable;

export type WebApi = typeof WEB_API;
export type WebCallName = keyof WebApi;
