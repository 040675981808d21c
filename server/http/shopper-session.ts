import type { FindShopper } from './shopper';

export type { FindShopper, Shopper } from './shopper';

/** For tests of the mount alone: nobody is signed in. */
export const noShopperSessions: FindShopper = () => Promise.resolve(null);
