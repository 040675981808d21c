/** The admin token the journeys' server starts with; journeys use it to arrange pages. */
export const adminToken = 'e2e-admin-token-for-journeys';

/** An article the journeys add whose body holds a script, an onerror handler and a javascript: link. */
export const HOSTILE_ARTICLE_SLUG = 'e2e-hostile-markup';

/** Where the journeys’ shop listens, as playwright.config.ts starts it and the README names it: the origin its pages send. */
export const shopOrigin = `http://localhost:${Number(process.env.E2E_PORT ?? 4310)}`;

/** Where the shop a merchant starts as their own listens (DEMO_CATALOG=off, e2e/own-shop.spec.ts). */
export const ownShopPort = Number(process.env.E2E_OWN_SHOP_PORT ?? 4311);

/** The origin the shop writes into mail: started with no ALLOWED_HOSTS or PUBLIC_ORIGIN, production names this whatever host it is asked on. */
export const mailOrigin = `http://localhost:${Number(process.env.E2E_PORT ?? 4310)}`;

/** Shoppers of the checkout journeys alone, each with two products in the cart and addresses in the US and Hong Kong. */
export const CHECKOUT_SHOPPERS = {
  threeDSecure: 'checkout-3ds@journey.example',
  retry: 'checkout-retry@journey.example',
  hongKong: 'checkout-hk@journey.example',
} as const;
export const CHECKOUT_PASSWORD = 'journey-checkout-1';

/** The purchase journey's shopper alone: one address in the US and an empty cart, so the guest's cart is what it buys. */
export const PURCHASE_SHOPPER = { account: 'purchase@journey.example', password: 'journey-purchase-1' } as const;

/** The reviews journey's shoppers: one with a delivered order of one product nobody has reviewed, one who bought nothing. */
export const REVIEW_SHOPPERS = {
  buyer: { account: 'review-buyer@journey.example', password: 'journey-review-1' },
  stranger: { account: 'review-stranger@journey.example', password: 'journey-review-2' },
} as const;

/**
 * The screenshot journeys' shopper alone (e2e/built-shop.spec.ts): one address and one delivered
 * order on a fixed day long past, so its checkout, order and user center look the same on every run.
 */
export const PICTURES_SHOPPER = { account: 'pictures@journey.example', password: 'journey-pictures-1', orderNo: 'V20250314-000001' } as const;

/** The back office journey's shopper alone (e2e/back-office.spec.ts): one order, paid by card an hour ago and not yet shipped. */
export const BACK_OFFICE_SHOPPER = { account: 'back-office@journey.example', password: 'journey-back-office-1' } as const;
