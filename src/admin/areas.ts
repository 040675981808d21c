import type { AdminCallName } from '../schema/admin-api';
import { EDITORS, OWNER_ONLY, SUPPORT, type StaffRole } from '../schema/admin-api/contract';

/**
 * Who may open each area of the back office: the roles of the call the area opens with. They
 * are the contract's role lists named again, so the navigation and the first page know them
 * without loading every area's schemas; areas.test.ts holds each equal to its call's.
 */
export const AREAS = {
  orders: { roles: SUPPORT, opensWith: 'orders/list' },
  /** Low stock is counted for those who may change it; it has no page of its own. */
  stock: { roles: EDITORS, opensWith: 'stock/put' },
  products: { roles: EDITORS, opensWith: 'products/list' },
  categories: { roles: EDITORS, opensWith: 'categories/list' },
  tags: { roles: EDITORS, opensWith: 'tags/list' },
  collections: { roles: EDITORS, opensWith: 'collections/list' },
  /** The catalog's files: an import is made of product batches, an export of the product list. */
  catalog: { roles: EDITORS, opensWith: 'products/batch' },
  articles: { roles: EDITORS, opensWith: 'articles/list' },
  /** The composer: its first call is a read, but it is there to save drafts. */
  pages: { roles: EDITORS, opensWith: 'pages/draft/put' },
  /** The theme editor: its first call is a read, but it is there to save the theme. */
  theme: { roles: EDITORS, opensWith: 'theme/put' },
  returns: { roles: SUPPORT, opensWith: 'returns/list' },
  reviews: { roles: SUPPORT, opensWith: 'reviews/list' },
  comments: { roles: SUPPORT, opensWith: 'comments/list' },
  inquiries: { roles: SUPPORT, opensWith: 'inquiries/list' },
  customers: { roles: SUPPORT, opensWith: 'customers/list' },
  coupons: { roles: OWNER_ONLY, opensWith: 'coupons/list' },
  newsletter: { roles: OWNER_ONLY, opensWith: 'newsletter/export' },
  staff: { roles: OWNER_ONLY, opensWith: 'staff/list' },
  audit: { roles: OWNER_ONLY, opensWith: 'audit/list' },
} as const satisfies Record<string, { roles: readonly StaffRole[]; opensWith: AdminCallName }>;
