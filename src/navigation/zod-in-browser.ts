import { config } from 'zod';

/*
 * Imported before the browser's first zod check, whichever comes first: the page checks
 * or the shopper API (visitor tracking reports at once). Zod's compiled fast paths would
 * probe with `new Function`, which the shop's Content-Security-Policy refuses (and
 * reports); and the browser checks each schema a handful of times, so compiling costs
 * more than it saves. The server, parsing all day, keeps them.
 */
if (typeof window !== 'undefined') config({ jitless: true });
