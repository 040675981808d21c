import { KiB, MiB, type WebApiTable } from './contract';

/** Product reviews (the reviews list block). Reading is open to every visitor; writing needs a shopper who bought. */
export const REVIEW_CALLS = {
  'review/list': {
    method: 'POST',
    body: 'json',
    auth: 'none',
    maxBodyBytes: 1 * KiB,
    schemas: async () => (await import('./reviews')).reviewList,
  },
  'review/reviewable': {
    method: 'POST',
    body: 'json',
    auth: 'shopper',
    maxBodyBytes: 1 * KiB,
    schemas: async () => (await import('./reviews')).reviewReviewable,
  },
  /** Multipart: up to three pictures of 4 MB each in `pictures`, with room for the text. */
  'review/create': {
    method: 'POST',
    body: 'multipart',
    auth: 'shopper',
    maxBodyBytes: 13 * MiB,
    schemas: async () => (await import('./reviews')).reviewCreate,
  },
  'review/vote': {
    method: 'POST',
    body: 'json',
    auth: 'shopper',
    maxBodyBytes: 1 * KiB,
    schemas: async () => (await import('./reviews')).reviewVote,
  },
} as const satisfies WebApiTable;
