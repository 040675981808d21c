import { z } from 'zod';
import {
  articleKindDataSchema,
  categoryKindDataSchema,
  collectionKindDataSchema,
  composedPageKindDataSchema,
  productKindDataSchema,
  searchKindDataSchema,
  tagKindDataSchema,
  wishListKindDataSchema,
} from './catalog';
import type { RouteKind } from './route-kinds';
import { authPageDataSchema } from './auth-page';
import { addressBookSchema } from './web-api/address-book';
import { couponKindDataSchema, promotionKindDataSchema } from './web-api/coupon';
import { userReturnDetailKindDataSchema, userReturnKindDataSchema } from './web-api/returns';
import { checkoutViewSchema, paymentStepSchema, thankYouSchema } from './web-api/checkout';
import { cartKindDataSchema } from './web-api/cart';
import { inquiryFormKindDataSchema, inquiryThankYouKindDataSchema, userInquiryKindDataSchema } from './web-api/inquiry';
import { userPageDataSchema } from './user-area';
import { userOrderDetailKindDataSchema, userOrderKindDataSchema } from './order-pages';
import { userLogKindDataSchema, userSecurityActivityKindDataSchema, userSecurityKindDataSchema } from './security-pages';

/** The data schema table of a route kind table: each kind's page data as its resolver returns it. */
export type RouteKindDataTable = Readonly<Record<string, z.ZodType<Record<string, unknown>>>>;

const none = z.object({});

/**
 * What each route kind's resolver adds to page data `data`; the server checks it before
 * sending. A kind missing here, or a name the route kind table lacks, is a type error.
 */
export const ROUTE_KIND_DATA = {
  home: none,
  search: searchKindDataSchema,
  cart: cartKindDataSchema,
  'inquiry-feedback': inquiryFormKindDataSchema,
  'inquiry-thankyou': inquiryThankYouKindDataSchema,
  inquiry: inquiryFormKindDataSchema,
  promotion: promotionKindDataSchema,
  coupon: couponKindDataSchema,
  'checkout-thankyou': z.object({ thankYou: thankYouSchema, payment: paymentStepSchema.nullable() }),
  checkout: z.object({ checkout: checkoutViewSchema }),
  'error-404': none,
  'error-500': none,
  'error-403': none,
  'auth-forget': authPageDataSchema,
  'auth-reset-password': authPageDataSchema,
  'auth-signin': authPageDataSchema,
  'auth-signup': authPageDataSchema,
  'auth-verify-email': authPageDataSchema,
  'auth-verify-prompt': authPageDataSchema,
  'user-center': userPageDataSchema,
  'user-account': userPageDataSchema,
  'user-address': z.object({ addressBook: addressBookSchema }),
  'user-article': wishListKindDataSchema,
  'user-favorite': wishListKindDataSchema,
  'user-security': userSecurityKindDataSchema,
  'user-security-activity': userSecurityActivityKindDataSchema,
  'user-log': userLogKindDataSchema,
  'user-info': userPageDataSchema,
  'user-order': userOrderKindDataSchema,
  'user-order-detail': userOrderDetailKindDataSchema,
  'user-return': userReturnKindDataSchema,
  'user-return-detail': userReturnDetailKindDataSchema,
  'user-wishlist': wishListKindDataSchema,
  'user-inquiry': userInquiryKindDataSchema,
  product: productKindDataSchema,
  category: categoryKindDataSchema,
  tag: tagKindDataSchema,
  collection: collectionKindDataSchema,
  article: articleKindDataSchema,
  page: composedPageKindDataSchema,
  custom: composedPageKindDataSchema,
  error: none,
  root: composedPageKindDataSchema,
} as const satisfies Record<RouteKind, z.ZodType<Record<string, unknown>>>;

export type RouteKindData<K extends RouteKind> = z.output<(typeof ROUTE_KIND_DATA)[K]>;

/** The schema of a kind's page data, typed by the kind's name. */
export function kindDataSchema<K extends RouteKind>(kind: K): z.ZodType<RouteKindData<K>> {
  const byKind: { readonly [P in RouteKind]: z.ZodType<RouteKindData<P>> } = ROUTE_KIND_DATA;
  return byKind[kind];
}
