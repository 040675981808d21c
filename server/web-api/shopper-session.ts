import type { FindShopper } from '../http/shopper';

export type { FindShopper, Shopper } from '../http/shopper';

/** For tests of the mount alone: nobody is signed in. */
export const noShopperSessions: FindShopper = () => Promise.resolve(null);
