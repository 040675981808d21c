import type { Context } from 'hono';
import type { PageShopper } from '../../src/schema/page-shopper';

/** The cookie a session's token travels in: set by the accounts, read by the API table's mount below them. */
export const SESSION_COOKIE = 'vitrine_session';

/** The signed-in shopper a request is made for, and the session it came with. */
export type Shopper = { id: string; sessionId: string };

/** Who is calling, or null when no shopper is signed in: read from the session cookie or `x-auth`. */
export type FindShopper = (c: Context) => Promise<Shopper | null>;

/** What the page header shows of a signed-in shopper; null when the account is gone. */
export type DescribeShopper = (shopper: Shopper) => Promise<PageShopper | null>;
