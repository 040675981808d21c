import { KiB, type WebApiTable } from './contract';

/** The shopper's address book (`user/address`), used again by the checkout. */
export const ADDRESS_CALLS = {
  'address/list': {
    method: 'POST',
    body: 'json',
    auth: 'shopper',
    maxBodyBytes: 1 * KiB,
    schemas: async () => (await import('./address')).addressList,
  },
  'address/add': {
    method: 'POST',
    body: 'json',
    auth: 'shopper',
    maxBodyBytes: 8 * KiB,
    schemas: async () => (await import('./address')).addressAdd,
  },
  'address/edit': {
    method: 'POST',
    body: 'json',
    auth: 'shopper',
    maxBodyBytes: 8 * KiB,
    schemas: async () => (await import('./address')).addressEdit,
  },
  'address/delete': {
    method: 'POST',
    body: 'json',
    auth: 'shopper',
    maxBodyBytes: 1 * KiB,
    schemas: async () => (await import('./address')).addressDelete,
  },
  'address/setDefault': {
    method: 'POST',
    body: 'json',
    auth: 'shopper',
    maxBodyBytes: 1 * KiB,
    schemas: async () => (await import('./address')).addressSetDefault,
  },
} as const satisfies WebApiTable;
