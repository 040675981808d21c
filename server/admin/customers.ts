import { and, count, desc, eq, getTableName, gt, isNotNull, isNull, like, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AdminCallAnswer } from '../../src/schema/admin-api/contract';
import { CUSTOMER_CALLS, CUSTOMER_DETAIL_LIMITS, CUSTOMERS_PAGE_SIZE, type ListedCustomer } from '../../src/schema/admin-api/customers';
import { TRANSLATED_LOCALES } from '../../src/schema/languages';
import { ORDER_STATUSES, PAY_STATUSES } from '../../src/schema/commerce/states';
import { logAccountChange } from '../accounts/account-log';
import { revokeOtherSessions } from '../accounts/sessions';
import { deviceOf } from '../accounts/user-agent';
import { addressBookOf } from '../addresses/addresses';
import type { Database } from '../db/database';
import { newsletterSubscribers, orders, sessions, signInEvents, users } from '../db/schema';

/*
 * Shoppers' accounts as support reads them (src/schema/admin-api/customers.ts). Each page and
 * each part of an account is one indexed read: the list walks `users_created` newest first
 * and finds an email's start through `users_email_prefix`; an account's orders, sign-ins and
 * sessions are read through the index on their `user_id`. Nothing here selects a password
 * hash, a token hash or a reset link.
 */

export type CustomerListing = { q?: string | undefined; emailVerified?: 'true' | 'false' | undefined };

/** Where the list goes on from: the last account of the page before, by when it was made and its id. */
type CustomerPosition = { createdAt: string; id: string };

/** `2026-11-24T09:30:00.123456Z`: the database keeps microseconds, and one millisecond may hold many accounts. */
const POSITION_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const positionSchema = z.tuple([
  z
    .string()
    .regex(POSITION_TIME)
    // A day or hour that does not exist (2026-02-30, 25:00) would fail in the database instead.
    .refine((time) => new Date(`${time.slice(0, 23)}Z`).toISOString().slice(0, 23) === time.slice(0, 23)),
  z.uuid(),
]);

function encodePosition(position: CustomerPosition): string {
  return Buffer.from(JSON.stringify([position.createdAt, position.id])).toString('base64url');
}

/** The position an `after` names, or null when it is not one this list gave. */
export function decodeCustomerPosition(after: string): CustomerPosition | null {
  try {
    const parsed = positionSchema.safeParse(JSON.parse(Buffer.from(after, 'base64url').toString('utf8')));
    return parsed.success ? { createdAt: parsed.data[0], id: parsed.data[1] } : null;
  } catch {
    return null;
  }
}

/** `%`, `_` and `\` in what was typed match only themselves. */
const likeStart = (text: string) => `${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** The current row of `users` inside a subquery, where a bare column name would be the subquery's own. */
const USER_ID = sql.raw(`"${getTableName(users)}"."id"`);

export async function listCustomers(
  db: Database,
  listing: CustomerListing,
  after: CustomerPosition | null,
): Promise<{ customers: ListedCustomer[]; next: string | null }> {
  const createdAtExactly = sql<string>`to_char(${users.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      mobile: users.mobile,
      firstName: users.firstName,
      lastName: users.lastName,
      emailVerifiedAt: users.emailVerifiedAt,
      createdAt: users.createdAt,
      createdAtExactly,
      // One index range per row of the page (orders_user_placed, sign_in_events_user_at): the page costs the same in a shop of any size.
      orders: sql<number>`(select count(*) from ${orders} where ${orders.userId} = ${USER_ID})`.mapWith(Number),
      lastSignInAt:
        sql<Date | null>`(select max(${signInEvents.at}) from ${signInEvents} where ${signInEvents.userId} = ${USER_ID} and ${signInEvents.success})`.mapWith(
          signInEvents.at,
        ),
    })
    .from(users)
    .where(
      and(
        listing.q ? like(users.email, likeStart(listing.q)) : undefined,
        listing.emailVerified === 'true'
          ? isNotNull(users.emailVerifiedAt)
          : listing.emailVerified === 'false'
            ? isNull(users.emailVerifiedAt)
            : undefined,
        after ? sql`(${users.createdAt}, ${users.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)` : undefined,
      ),
    )
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(CUSTOMERS_PAGE_SIZE + 1);
  const page = rows.slice(0, CUSTOMERS_PAGE_SIZE);
  const last = page.at(-1);
  return {
    customers: page.map((row) => ({
      id: row.id,
      email: row.email,
      mobile: row.mobile,
      firstName: row.firstName,
      lastName: row.lastName,
      emailVerified: row.emailVerifiedAt !== null,
      createdAt: row.createdAt.toISOString(),
      orders: row.orders,
      lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
    })),
    next: rows.length > CUSTOMERS_PAGE_SIZE && last ? encodePosition({ createdAt: last.createdAtExactly, id: last.id }) : null,
  };
}

type CustomerDetail = AdminCallAnswer<(typeof CUSTOMER_CALLS)['customers/get']>;

const iso = (at: Date | null) => at?.toISOString() ?? null;
// Stored values outside the lists (written by hand in the database) read as the nearest known one rather than fail the page.
const localeOf = z.enum(TRANSLATED_LOCALES).catch('en');
const orderStatusOf = z.enum(ORDER_STATUSES).catch('in-progress');
const payStatusOf = z.enum(PAY_STATUSES).catch('unpaid');

/** One account with its address book, latest orders, sign-ins and open sessions; null when there is none. */
export async function readCustomer(db: Database, id: string, now = new Date()): Promise<CustomerDetail | null> {
  const [user] = await db
    .select({
      id: users.id,
      email: users.email,
      emailVerifiedAt: users.emailVerifiedAt,
      mobile: users.mobile,
      mobileVerifiedAt: users.mobileVerifiedAt,
      firstName: users.firstName,
      lastName: users.lastName,
      nickName: users.nickName,
      locale: users.locale,
      loginEmailVerification: users.loginEmailVerification,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  if (!user) return null;
  const theirs = eq(orders.userId, id);
  const [book, [ordered], latestOrders, signIns, openSessions, [subscriber]] = await Promise.all([
    addressBookOf(db, id),
    db.select({ n: count() }).from(orders).where(theirs),
    db
      .select({
        orderNo: orders.orderNo,
        placedAt: orders.placedAt,
        status: orders.status,
        payStatus: orders.payStatus,
        totalCents: orders.totalCents,
        currency: orders.currency,
      })
      .from(orders)
      .where(theirs)
      .orderBy(desc(orders.placedAt), desc(orders.orderNo))
      .limit(CUSTOMER_DETAIL_LIMITS.orders),
    db
      .select({
        at: signInEvents.at,
        ip: signInEvents.ip,
        userAgent: signInEvents.userAgent,
        loginMethod: signInEvents.loginMethod,
        success: signInEvents.success,
        reason: signInEvents.reason,
      })
      .from(signInEvents)
      .where(eq(signInEvents.userId, id))
      .orderBy(desc(signInEvents.at), desc(signInEvents.id))
      .limit(CUSTOMER_DETAIL_LIMITS.signIns),
    // The same sessions the shopper's own security page lists as open.
    db
      .select({
        createdAt: sessions.createdAt,
        lastSeenAt: sessions.lastSeenAt,
        ip: sessions.ip,
        userAgent: sessions.userAgent,
        loginMethod: sessions.loginMethod,
      })
      .from(sessions)
      .where(and(eq(sessions.userId, id), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
      .orderBy(desc(sessions.lastSeenAt))
      .limit(CUSTOMER_DETAIL_LIMITS.sessions),
    user.email === null
      ? Promise.resolve([])
      : db
          .select({ status: newsletterSubscribers.status })
          .from(newsletterSubscribers)
          .where(sql`lower(${newsletterSubscribers.email}) = ${user.email}`)
          .limit(1),
  ]);
  return {
    customer: {
      ...user,
      emailVerifiedAt: iso(user.emailVerifiedAt),
      mobileVerifiedAt: iso(user.mobileVerifiedAt),
      locale: localeOf.parse(user.locale),
      createdAt: user.createdAt.toISOString(),
      newsletter: subscriber?.status ?? null,
    },
    addresses: book.addresses,
    orders: {
      count: ordered?.n ?? 0,
      latest: latestOrders.map((order) => ({
        orderNo: order.orderNo,
        placedAt: order.placedAt.toISOString(),
        status: orderStatusOf.parse(order.status),
        payStatus: payStatusOf.parse(order.payStatus),
        total: { amount: order.totalCents, currency: order.currency },
      })),
    },
    signIns: signIns.map((event) => ({
      at: event.at.toISOString(),
      ip: event.ip.slice(0, 64),
      device: deviceOf(event.userAgent),
      loginMethod: event.loginMethod.slice(0, 40),
      success: event.success,
      reason: event.reason.slice(0, 40),
    })),
    sessions: openSessions.map((session) => ({
      createdAt: session.createdAt.toISOString(),
      lastSeenAt: session.lastSeenAt.toISOString(),
      ip: session.ip.slice(0, 64),
      device: deviceOf(session.userAgent),
      loginMethod: session.loginMethod.slice(0, 40),
    })),
  };
}

/**
 * Signs the customer out everywhere, as their own "sign out everywhere" does (revokeOtherSessions),
 * and says so in their account's change log; answers how many sessions ended, null for no such account.
 */
export async function endCustomerSessions(db: Database, id: string): Promise<number | null> {
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1);
    if (!user) return null;
    const ended = await revokeOtherSessions(tx, id, null);
    if (ended > 0) await logAccountChange(tx, { userId: id, kind: 'sessions-ended-by-shop', detail: { count: ended } });
    return ended;
  });
}
