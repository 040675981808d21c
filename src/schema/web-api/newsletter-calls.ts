import { KiB, type WebApiTable } from './contract';

/** The newsletter sign-up of the newsletter block; confirming and unsubscribing are links in mail. */
export const NEWSLETTER_CALLS = {
  'newsletter/join': {
    method: 'POST',
    body: 'json',
    auth: 'none',
    maxBodyBytes: 2 * KiB,
    schemas: async () => (await import('./newsletter')).newsletterJoin,
  },
} as const satisfies WebApiTable;
