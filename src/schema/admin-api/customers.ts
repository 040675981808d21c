import { z } from 'zod';
import { TRANSLATED_LOCALES } from '../languages';
import { ORDER_STATUSES, PAY_STATUSES } from '../commerce/states';
import { moneySchema, orderNoSchema } from '../order-pages';
import { deviceSchema } from '../security-pages';
import { MAX_ADDRESSES, savedAddressSchema } from '../web-api/address-book';
import { ADMIN_MAX_BODY_BYTES, forRoles, SUPPORT } from './contract';

/*
 * The shoppers' accounts as support looks them up: found by email, read with their addresses,
 * latest orders, sign-ins and open sessions, and signed out everywhere when asked. Nothing an
 * answer holds signs anyone in: no password hash, no session token or its hash, no reset link,
 * and sessions are told apart by when and where, never by an id a caller could use.
 */

/** Customers one page of the list holds. */
export const CUSTOMERS_PAGE_SIZE = 50;
/** The latest orders, sign-ins and sessions a customer's page shows. */
export const CUSTOMER_DETAIL_LIMITS = { orders: 5, signIns: 10, sessions: 200 } as const;

const isoTime = z.iso.datetime({ offset: true });

export const listedCustomerSchema = z.object({
  id: z.uuid(),
  /** Lower-cased as stored; null for an account made with a mobile number alone. */
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  emailVerified: z.boolean(),
  createdAt: isoTime,
  /** Every order the customer placed, in any state. */
  orders: z.int(),
  /** Their latest successful sign-in (signing up is one); null when none is recorded. */
  lastSignInAt: isoTime.nullable(),
});
export type ListedCustomer = z.infer<typeof listedCustomerSchema>;

const customerProfileSchema = z.object({
  id: z.uuid(),
  email: z.string().nullable(),
  emailVerifiedAt: isoTime.nullable(),
  mobile: z.string().nullable(),
  mobileVerifiedAt: isoTime.nullable(),
  firstName: z.string(),
  lastName: z.string(),
  nickName: z.string(),
  /** The language of the shop's messages to them. */
  locale: z.enum(TRANSLATED_LOCALES),
  /** Whether a sign-in from a new device asks for a code sent by email. */
  loginEmailVerification: z.boolean(),
  createdAt: isoTime,
  /** Where their email address stands on the newsletter list; null when it is not on it (or they have none). */
  newsletter: z.enum(['pending', 'confirmed', 'unsubscribed']).nullable(),
});

const customerOrderSchema = z.object({
  orderNo: orderNoSchema,
  placedAt: isoTime,
  status: z.enum(ORDER_STATUSES),
  payStatus: z.enum(PAY_STATUSES),
  total: moneySchema,
});

/** A sign-in attempt as the shopper's own activity page shows it. */
const customerSignInSchema = z.object({
  at: isoTime,
  ip: z.string().max(64),
  device: deviceSchema,
  /** `password`, `code`, `signup`, `reset-password`. */
  loginMethod: z.string().max(40),
  success: z.boolean(),
  /** Why a failure failed (`wrong-password`, `wrong-code`, `throttled`…); empty on success. */
  reason: z.string().max(40),
});

/** A session still open, by when and where it started: never its id, token or hash. */
const customerSessionSchema = z.object({
  createdAt: isoTime,
  lastSeenAt: isoTime,
  ip: z.string().max(64),
  device: deviceSchema,
  loginMethod: z.string().max(40),
});

const customerAnswer = z.object({
  customer: customerProfileSchema,
  /** The address book, the default first, then the newest. */
  addresses: z.array(savedAddressSchema).max(MAX_ADDRESSES),
  /** Every order they placed (`count`) and the latest few. */
  orders: z.object({ count: z.int(), latest: z.array(customerOrderSchema).max(CUSTOMER_DETAIL_LIMITS.orders) }),
  /** The latest sign-in attempts, failed ones too, newest first. */
  signIns: z.array(customerSignInSchema).max(CUSTOMER_DETAIL_LIMITS.signIns),
  /** Sessions neither ended nor expired, the most recently used first. */
  sessions: z.array(customerSessionSchema).max(CUSTOMER_DETAIL_LIMITS.sessions),
});

export const CUSTOMER_CALLS = forRoles(SUPPORT, {
  /**
   * Newest accounts first, 50 at a time: `next` of one page as `after` reads the page of older
   * ones, and an account made meanwhile never moves the pages after the first. No total: a
   * count of every match costs more than the page.
   */
  'customers/list': {
    method: 'GET',
    path: '/customers',
    query: z.object({
      q: z
        .string()
        .trim()
        .toLowerCase()
        .max(254)
        .optional()
        .meta({ description: 'An email address or its start, in any case: ada@ finds ada@example.com' }),
      emailVerified: z
        .enum(['true', 'false'])
        .optional()
        .meta({
          description: '`true`: only accounts whose email address is verified; `false`: the others (a mobile-only account among them)',
        }),
      after: z
        .string()
        .min(1)
        .max(200)
        .optional()
        .meta({ description: "The `next` of the page before: the accounts after that page's last one" }),
    }),
    answer: z.object({
      customers: z.array(listedCustomerSchema).max(CUSTOMERS_PAGE_SIZE),
      next: z.string().nullable().meta({ description: 'Send it back as `after` for the older accounts; null on the last page' }),
    }),
    maxBodyBytes: ADMIN_MAX_BODY_BYTES,
    maxPageSize: CUSTOMERS_PAGE_SIZE,
  },
  /** One account; 404 for an id that names none (a malformed one too). */
  'customers/get': { method: 'GET', path: '/customers/:id', answer: customerAnswer, maxBodyBytes: ADMIN_MAX_BODY_BYTES },
  /**
   * Ends every open session of the customer: each of their browsers and apps is signed out at
   * its next request, as after their own "sign out everywhere". Their password stays.
   */
  'customers/end-sessions': {
    reads: 'customers/get',
    method: 'POST',
    path: '/customers/:id/end-sessions',
    answer: z.object({ ended: z.int().min(0) }),
    maxBodyBytes: ADMIN_MAX_BODY_BYTES,
  },
});
