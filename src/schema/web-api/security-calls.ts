import { KiB, type WebApiTable } from './contract';

/** The shopper's sessions and sign-in protection (spec §3 Security, `user/security`). */
export const SECURITY_CALLS = {
  'security/revokeSession': {
    method: 'POST',
    body: 'json',
    auth: 'shopper',
    maxBodyBytes: 1 * KiB,
    schemas: async () => (await import('./security')).revokeSession,
  },
  'security/revokeOtherSessions': {
    method: 'POST',
    body: 'json',
    auth: 'shopper',
    maxBodyBytes: 1 * KiB,
    schemas: async () => (await import('./security')).revokeOtherSessions,
  },
  'security/loginVerification': {
    method: 'POST',
    body: 'json',
    auth: 'shopper',
    maxBodyBytes: 1 * KiB,
    schemas: async () => (await import('./security')).loginVerification,
  },
} as const satisfies WebApiTable;
