import { z } from 'zod';

/*
 * Spec §3 Security: the shopper's sessions and the login email verification switch. A
 * session is named by its id, which is not a secret (the token is): another shopper's id is
 * simply not found.
 */

const sessionId = z.uuid({ message: 'validation.required' });

/** Ends one of the shopper's own sessions; `current` says it was the one making the call, now signed out. */
export const revokeSession = {
  request: z.object({ sessionId }),
  response: z.object({ current: z.boolean() }),
};

/** Ends every session of the shopper but the one making the call. */
export const revokeOtherSessions = {
  request: z.object({}),
  response: z.object({ ended: z.number().int().min(0) }),
};

/** When on, a sign-in from a device not seen before needs a code sent by email. */
export const loginVerification = {
  request: z.object({ enabled: z.boolean({ message: 'validation.required' }) }),
  response: z.object({ enabled: z.boolean() }),
};
