import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at } from './columns';

/*
 * Newsletter subscribers, with double opt-in: an address is mailed nothing but its
 * confirmation until its owner follows the link. Tokens are stored as SHA-256 hashes.
 */

export const NEWSLETTER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** As the subscriber typed it, trimmed; unique lower-cased. */
    email: text('email').notNull(),
    /** The interface language of their mail (`en`, `zh-CN`, `zh-HK`). */
    locale: text('locale').notNull(),
    status: text('status', { enum: NEWSLETTER_STATUSES }).notNull().default('pending'),
    /** The confirmation link's token; cleared once used. */
    confirmTokenHash: text('confirm_token_hash'),
    confirmExpiresAt: at('confirm_expires_at'),
    /** Every newsletter mail's one-click unsubscribe link. */
    unsubscribeTokenHash: text('unsubscribe_token_hash').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    confirmedAt: at('confirmed_at'),
    unsubscribedAt: at('unsubscribed_at'),
  },
  (table) => [
    uniqueIndex('newsletter_subscribers_email_key').on(sql`lower(${table.email})`),
    uniqueIndex('newsletter_subscribers_confirm_token_key').on(table.confirmTokenHash),
    uniqueIndex('newsletter_subscribers_unsubscribe_token_key').on(table.unsubscribeTokenHash),
    index('newsletter_subscribers_status_idx').on(table.status, table.confirmedAt),
    check('newsletter_subscribers_status_check', sql`${table.status} in ('pending', 'confirmed', 'unsubscribed')`),
  ],
);
