import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { INQUIRY_KINDS, INQUIRY_LIMITS, INQUIRY_STATUSES, INQUIRY_SUBJECT_TYPES } from '../../../src/schema/web-api/inquiry-limits';
import { users } from './accounts';
import { listed, uploadedPictureColumns } from './columns';

/*
 * Quote requests and feedback (spec §1, §3 Inquiry: content, images). A guest's inquiry keeps
 * the contact they typed; a signed-in shopper's also names their account, which is what lets
 * them (and only them) read it and its answer in the user area.
 */

export const inquiries = pgTable(
  'inquiries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** `Q20261124-000042`, numbered per day. */
    inquiryNo: text('inquiry_no').notNull(),
    kind: text('kind').notNull(),
    /** What a quote is about, by slug; null for feedback and for a request about nothing in particular. */
    subjectType: text('subject_type'),
    subjectSlug: text('subject_slug'),
    /** The product's name or page's title as the shopper saw it, kept should the product go. */
    subjectTitle: text('subject_title').notNull().default(''),
    /** Units asked about; quotes only. */
    quantity: integer('quantity'),
    /** Spec §3 content, stored as typed and always shown as text. */
    message: text('message').notNull(),
    contactKind: text('contact_kind').notNull(),
    /** A lower-cased email address or an E.164 mobile number. */
    contact: text('contact').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The language the shopper wrote in: the confirmation and the answer are sent in it. */
    locale: text('locale').notNull(),
    status: text('status').notNull().default('new'),
    answer: text('answer').notNull().default(''),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('inquiries_inquiry_no').on(table.inquiryNo),
    index('inquiries_user').on(table.userId, table.createdAt),
    index('inquiries_status').on(table.status, table.createdAt),
    check('inquiries_kind', listed('kind', INQUIRY_KINDS)),
    check('inquiries_status_listed', listed('status', INQUIRY_STATUSES)),
    check('inquiries_subject_type', sql`${table.subjectType} is null or ${listed('subject_type', INQUIRY_SUBJECT_TYPES)}`),
    check('inquiries_contact_kind', listed('contact_kind', ['email', 'mobile'])),
    check(
      'inquiries_quantity',
      sql`${table.quantity} is null or ${table.quantity} between 1 and ${sql.raw(String(INQUIRY_LIMITS.quantity))}`,
    ),
    check('inquiries_locale', listed('locale', ['en', 'zh-CN', 'zh-HK'])),
  ],
);

/** The last inquiry number given out on each day. */
export const inquiryNumbers = pgTable('inquiry_numbers', {
  day: text('day').primaryKey(),
  last: integer('last').notNull(),
});

/** Up to five pictures per inquiry, re-encoded to WebP without metadata. */
export const inquiryImages = pgTable(
  'inquiry_images',
  {
    inquiryId: uuid('inquiry_id')
      .notNull()
      .references(() => inquiries.id, { onDelete: 'cascade' }),
    ...uploadedPictureColumns(),
  },
  (table) => [
    primaryKey({ name: 'inquiry_images_pk', columns: [table.inquiryId, table.position] }),
    check('inquiry_images_position', sql`${table.position} between 1 and ${sql.raw(String(INQUIRY_LIMITS.pictures))}`),
  ],
);
