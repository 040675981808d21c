import { bigint, check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { STAFF_ROLES } from '../../../src/schema/admin-api/contract';
import { at, createdAt, listed } from './columns';

/*
 * The people who run the shop. Beside the admin token, which stays for scripts and the command
 * line, each staff member signs in to the back office with an email and a password (scrypt, as
 * shoppers' are) and works with the rights of one role. Session tokens are stored as SHA-256
 * hashes. A staff member is never deleted, only disabled, so the audit log keeps naming them.
 */

export const staff = pgTable(
  'staff',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Lower-cased; unique. */
    email: text('email').notNull(),
    role: text('role').notNull(),
    passwordHash: text('password_hash').notNull(),
    createdAt: createdAt(),
    passwordChangedAt: at('password_changed_at').notNull().defaultNow(),
    /** A disabled member cannot sign in, and their sessions ended when they were disabled. */
    disabledAt: at('disabled_at'),
  },
  (table) => [uniqueIndex('staff_email').on(table.email), check('staff_role', listed('role', STAFF_ROLES))],
);

/** A signed-in back office browser. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** SHA-256 of the token, hex. */
    tokenHash: text('token_hash').notNull(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: createdAt(),
    lastSeenAt: at('last_seen_at').notNull().defaultNow(),
    /** Sliding, and shorter than a shopper's: the back office can change everything. */
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
  },
  (table) => [uniqueIndex('staff_sessions_token_hash').on(table.tokenHash), index('staff_sessions_staff').on(table.staffId)],
);

/**
 * Every write made through the admin API, by a staff member or with the admin token: who, when,
 * which call on what, and what it read before and after (when the call names how to read it).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: at('at').notNull().defaultNow(),
    /** Null for the admin token. */
    staffId: uuid('staff_id').references(() => staff.id),
    /** The staff member's email when the write was made, or `admin token`. */
    actor: text('actor').notNull(),
    /** The contract's call name (`orders/ship`). */
    call: text('call').notNull(),
    /** The path written (`/orders/V1001/ship`), with its query. */
    target: text('target').notNull(),
    status: integer('status').notNull(),
    before: jsonb('before').$type<unknown>(),
    after: jsonb('after').$type<unknown>(),
  },
  (table) => [index('audit_log_actor').on(table.actor, table.id), index('audit_log_call').on(table.call, table.id)],
);
