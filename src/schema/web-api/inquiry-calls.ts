import { MiB, type WebApiTable } from './contract';

/** Quote requests and feedback (`inquiry/{slug}`, `inquiry/feedback`): guests and signed-in shoppers alike. */
export const INQUIRY_CALLS = {
  /** Multipart: up to five pictures of 4 MB, 12 MB together, with room for the form's own fields. */
  'inquiry/send': {
    method: 'POST',
    body: 'multipart',
    auth: 'none',
    maxBodyBytes: 13 * MiB,
    schemas: async () => (await import('./inquiry')).inquirySend,
  },
} as const satisfies WebApiTable;
