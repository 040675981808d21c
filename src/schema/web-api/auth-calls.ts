import { KiB, type WebApiTable } from './contract';

/** Signing in and out, signing up, codes and recovery (spec §2 auth routes). */
export const AUTH_CALLS = {
  'auth/signin': {
    method: 'POST',
    body: 'json',
    auth: 'none',
    maxBodyBytes: 4 * KiB,
    schemas: async () => (await import('./auth')).signInWithPassword,
  },
  'auth/logout': {
    method: 'POST',
    body: 'json',
    auth: 'none',
    maxBodyBytes: 1 * KiB,
    schemas: async () => (await import('./auth')).signOut,
  },
} as const satisfies WebApiTable;
