import type { Context } from 'hono';

/** The signed-in shopper a call is made for. */
export type Shopper = { id: string };

/** Who is calling, or null when no shopper is signed in. */
export type FindShopper = (c: Context) => Promise<Shopper | null>;

/**
 * Nobody can sign in yet, so every call that needs a shopper is answered with code 50. The
 * sign-in work replaces this with a lookup of the session the request carries.
 */
export const noShopperSessions: FindShopper = () => Promise.resolve(null);
