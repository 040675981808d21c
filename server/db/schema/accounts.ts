import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, bytea, createdAt } from './columns';

/*
 * Shoppers' accounts. Every table that holds one shopper's data carries `user_id` and is read
 * only through a query that names it: another shopper's row is simply not found (a 404),
 * never refused in a way that says it exists. Secrets (session tokens, codes, reset links)
 * are stored as SHA-256 hashes, passwords as scrypt hashes: a copy of the database signs
 * nobody in.
 */

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Lower-cased; unique among accounts. */
    email: text('email'),
    emailVerifiedAt: at('email_verified_at'),
    /** E.164 (`+8613800138000`, `+14155550123`). */
    mobile: text('mobile'),
    mobileVerifiedAt: at('mobile_verified_at'),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    nickName: text('nick_name').notNull().default(''),
    bio: text('bio').notNull().default(''),
    /** `YYYY-MM-DD`. */
    birthday: date('birthday', { mode: 'string' }),
    /** Bumped on every avatar change, so its URL changes and caches never show the old one. */
    avatarVersion: integer('avatar_version').notNull().default(0),
    creditsBalance: bigint('credits_balance', { mode: 'number' }).notNull().default(0),
    /** The interface language of the shopper's messages (`en`, `zh-CN`, `zh-HK`). */
    locale: text('locale').notNull().default('en'),
    /** Spec §3: when on, a sign-in from a device not seen before needs a code sent by email. */
    loginEmailVerification: boolean('login_email_verification').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email').on(table.email),
    uniqueIndex('users_mobile').on(table.mobile),
    // The back office's customer list, newest first by (created_at, id), and an email's start
    // under any collation the database was made with: each reads one page in order and stops.
    index('users_created').on(table.createdAt, table.id),
    index('users_email_prefix').on(table.email.op('text_pattern_ops')),
    check('users_has_account', sql`${table.email} is not null or ${table.mobile} is not null`),
    check('users_locale_translated', sql`${table.locale} in ('en', 'zh-CN', 'zh-HK')`),
  ],
);

/** The shopper a row belongs to: it goes when their account does. */
export const shopperOwned = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** The avatar as served: WebP, 256 px, metadata stripped. */
export const avatars = pgTable('avatars', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  webp: bytea('webp').notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** A signed-in browser or client. The token itself is never stored; ending it sets `revoked_at`. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** SHA-256 of the token, hex. */
    tokenHash: text('token_hash').notNull(),
    userId: shopperOwned(),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    /** `password`, `code`, `signup`, `reset-password`. */
    loginMethod: text('login_method').notNull(),
    createdAt: createdAt(),
    lastSeenAt: at('last_seen_at').notNull().defaultNow(),
    /** Sliding: moved forward as the session is used. */
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
  },
  (table) => [uniqueIndex('sessions_token_hash').on(table.tokenHash), index('sessions_user').on(table.userId, table.lastSeenAt)],
);

/** Every sign-in attempt on a known account, successful or not (`user/security/activity`). */
export const signInEvents = pgTable(
  'sign_in_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: shopperOwned(),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    loginMethod: text('login_method').notNull(),
    success: boolean('success').notNull(),
    /** Why a failure failed (`wrong-password`, `wrong-code`, `throttled`…); empty on success. */
    reason: text('reason').notNull().default(''),
    at: at('at').notNull().defaultNow(),
  },
  (table) => [index('sign_in_events_user_at').on(table.userId, table.at)],
);

/** The account's change log (`user/log`): name, email, mobile, password, avatar, addresses, sessions ended. */
export const accountLog = pgTable(
  'account_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: shopperOwned(),
    /** `name`, `info`, `email`, `mobile`, `password`, `avatar`, `address-added`, `session-ended`… */
    kind: text('kind').notNull(),
    /** What the shopper may read about the change; never a secret. */
    detail: jsonb('detail').$type<unknown>().notNull().default({}),
    ip: text('ip').notNull().default(''),
    at: at('at').notNull().defaultNow(),
  },
  (table) => [index('account_log_user_at').on(table.userId, table.at)],
);

/** 6-digit codes sent to an email address or a mobile number. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** `signup`, `signin`, `change-email`, `change-mobile`, `new-device`. */
    purpose: text('purpose').notNull(),
    /** Lower-cased email or E.164 mobile the code went to. */
    target: text('target').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    tries: integer('tries').notNull().default(0),
    expiresAt: at('expires_at').notNull(),
    consumedAt: at('consumed_at'),
    createdAt: createdAt(),
  },
  (table) => [index('verification_codes_target').on(table.target, table.purpose, table.createdAt)],
);

/** Links that act once: reset a password, verify an email address. Stored hashed. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    /** `reset-password`, `verify-email`. */
    purpose: text('purpose').notNull(),
    userId: shopperOwned(),
    /** The address the link was sent to; a verify link only verifies that one. */
    target: text('target').notNull().default(''),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (table) => [index('one_time_tokens_user').on(table.userId, table.purpose)],
);

/**
 * Every mail and text message the shop sends. Without SMTP this is where they stay (and the
 * development log prints them), readable through the admin API.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** `email` or `sms`. */
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    /** What the message is (`signup-code`, `verify-email`, `reset-password`…), for the admin API. */
    template: text('template').notNull(),
    locale: text('locale').notNull().default('en'),
    subject: text('subject').notNull().default(''),
    body: text('body').notNull(),
    createdAt: createdAt(),
    sentAt: at('sent_at'),
    error: text('error'),
  },
  (table) => [index('outbox_recipient').on(table.recipient, table.createdAt)],
);

/** The address book (spec §3 Address). `country` is ISO 3166-1 alpha-2. */
export const addresses = pgTable(
  'addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: shopperOwned(),
    country: text('country').notNull(),
    province: text('province').notNull().default(''),
    city: text('city').notNull().default(''),
    area: text('area').notNull().default(''),
    postalCode: text('postal_code').notNull().default(''),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    addressLine: text('address_line').notNull(),
    apartment: text('apartment').notNull().default(''),
    /** The phone's country calling code (`+1`, `+86`). */
    countryCode: text('country_code').notNull(),
    phone: text('phone').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('addresses_user').on(table.userId, table.createdAt),
    uniqueIndex('addresses_one_default')
      .on(table.userId)
      .where(sql`${table.isDefault}`),
  ],
);

/** Favorites and the wish list (spec §3: three lists, article, product, page), by slug. */
export const favorites = pgTable(
  'favorites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: shopperOwned(),
    /** `product`, `article` or `page`. */
    targetType: text('target_type').notNull(),
    targetSlug: text('target_slug').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('favorites_user_target').on(table.userId, table.targetType, table.targetSlug),
    index('favorites_user_at').on(table.userId, table.createdAt),
    check('favorites_target_type', sql`${table.targetType} in ('product', 'article', 'page')`),
  ],
);

/** Counted attempts for throttling (failed sign-ins, code sends), shared by every server process. */
export const throttleHits = pgTable(
  'throttle_hits',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    key: text('key').notNull(),
    at: at('at').notNull().defaultNow(),
  },
  (table) => [index('throttle_hits_key_at').on(table.key, table.at)],
);

/** Human checks already used: a solved challenge is accepted once. */
export const spentChallenges = pgTable('spent_challenges', {
  id: text('id').primaryKey(),
  expiresAt: at('expires_at').notNull(),
});

/**
 * Secrets every server process must share (the human check's HMAC key): made once by the
 * first process that needs one, read by all the others.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});
