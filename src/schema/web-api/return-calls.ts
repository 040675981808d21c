import { KiB, MiB, type WebApiTable } from './contract';

/** The shopper's returns (`user/return`, `user/return/{slug}`, the order refund block); every call acts on the caller's own. */
export const RETURN_CALLS = {
  /** Multipart: up to three pictures of 4 MB each in `pictures`, with room for the form's own fields. */
  'return/apply': {
    method: 'POST',
    body: 'multipart',
    auth: 'shopper',
    maxBodyBytes: 13 * MiB,
    schemas: async () => (await import('./returns')).returnApply,
  },
  'return/list': {
    method: 'POST',
    body: 'json',
    auth: 'shopper',
    maxBodyBytes: 1 * KiB,
    schemas: async () => (await import('./returns')).returnList,
  },
  'return/get': {
    method: 'POST',
    body: 'json',
    auth: 'shopper',
    maxBodyBytes: 1 * KiB,
    schemas: async () => (await import('./returns')).returnGet,
  },
  'return/cancel': {
    method: 'POST',
    body: 'json',
    auth: 'shopper',
    maxBodyBytes: 1 * KiB,
    schemas: async () => (await import('./returns')).returnCancel,
  },
  'return/sendBack': {
    method: 'POST',
    body: 'json',
    auth: 'shopper',
    maxBodyBytes: 2 * KiB,
    schemas: async () => (await import('./returns')).returnSendBack,
  },
} as const satisfies WebApiTable;
