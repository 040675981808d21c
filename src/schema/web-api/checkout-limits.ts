/** Length caps of the checkout's free text, zod-free so the checkout page's fields show them before any schema loads. */
export const CHECKOUT_LIMITS = { couponCode: 40, remarks: 200, methodCode: 40 } as const;
