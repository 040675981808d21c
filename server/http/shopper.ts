import type { Context } from 'hono';

/** The signed-in shopper a request is made for, and the session it came with. */
export type Shopper = { id: string; sessionId: string };

/** Who is calling, or null when no shopper is signed in: read from the session cookie or `x-auth`. */
export type FindShopper = (c: Context) => Promise<Shopper | null>;
