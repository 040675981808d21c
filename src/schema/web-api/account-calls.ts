import { KiB, MiB, type WebApiTable } from './contract';

/** The shopper's own profile, password and avatar (spec §7 `/user/*`); every call acts on the caller only. */
export const ACCOUNT_CALLS = {
  'user/info': {
    method: 'POST',
    body: 'json',
    auth: 'shopper',
    maxBodyBytes: 1 * KiB,
    schemas: async () => (await import('./account')).userInfoCall,
  },
  'user/editName': {
    method: 'POST',
    body: 'json',
    auth: 'shopper',
    maxBodyBytes: 4 * KiB,
    schemas: async () => (await import('./account')).editNameCall,
  },
  'user/editInfo': {
    method: 'POST',
    body: 'json',
    auth: 'shopper',
    maxBodyBytes: 8 * KiB,
    schemas: async () => (await import('./account')).editInfoCall,
  },
  'user/editPassword': {
    method: 'POST',
    body: 'json',
    auth: 'shopper',
    maxBodyBytes: 4 * KiB,
    schemas: async () => (await import('./account')).editPasswordCall,
  },
  /** Multipart: the picture in `avatar`. The body may be a little over the 2 MB picture for the form's own bytes. */
  'user/editAvatar': {
    method: 'POST',
    body: 'multipart',
    auth: 'shopper',
    maxBodyBytes: 2 * MiB + 16 * KiB,
    schemas: async () => (await import('./account')).editAvatarCall,
  },
} as const satisfies WebApiTable;
