import { ARTICLE_CALLS } from './admin-api/articles';
import { CATEGORY_CALLS } from './admin-api/categories';
import { COMMENT_CALLS } from './admin-api/comments';
import type { AdminApiTable } from './admin-api/contract';
import { COUPON_CALLS } from './admin-api/coupons';
import { CUSTOMER_CALLS } from './admin-api/customers';
import { INQUIRY_CALLS } from './admin-api/inquiries';
import { MESSAGE_CALLS } from './admin-api/messages';
import { ORDER_CALLS } from './admin-api/orders';
import { OVERVIEW_CALLS } from './admin-api/overview';
import { PAGE_CALLS } from './admin-api/pages';
import { PRODUCT_CALLS } from './admin-api/products';
import { RETURN_CALLS } from './admin-api/returns';
import { REVIEW_CALLS } from './admin-api/reviews';
import { STAFF_CALLS } from './admin-api/staff';
import { TAXONOMY_CALLS } from './admin-api/taxonomy';

export * from './admin-api/contract';

/**
 * Every call of the merchant (admin) API, once. The server mounts each entry onto its handler
 * (server/admin/), the command line calls it through `createAdminClient`
 * (server/cli/admin-client.ts), and the published JSON Schema (public/schema/admin-api/) is
 * written from it. A new call is one entry in its area's table, `./admin-api/<area>.ts`, and
 * one handler in `server/admin/admin-<area>.ts`.
 */
export const ADMIN_API = {
  ...PAGE_CALLS,
  ...MESSAGE_CALLS,
  ...COUPON_CALLS,
  ...ORDER_CALLS,
  ...RETURN_CALLS,
  ...REVIEW_CALLS,
  ...COMMENT_CALLS,
  ...INQUIRY_CALLS,
  ...CUSTOMER_CALLS,
  ...PRODUCT_CALLS,
  ...CATEGORY_CALLS,
  ...TAXONOMY_CALLS,
  ...ARTICLE_CALLS,
  ...STAFF_CALLS,
  ...OVERVIEW_CALLS,
} as const satisfies AdminApiTable;

export type AdminApi = typeof ADMIN_API;
export type AdminCallName = keyof AdminApi;
