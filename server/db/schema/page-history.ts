import { bigint, integer, jsonb, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { at } from './columns';

/*
 * A composed page's life before and after shoppers see it. The draft is what the composer last
 * saved: one per page and language, never read by the shop. A revision is every publish (a
 * draft published, a page written whole with `pages/put`, a rollback), kept as it was: a
 * rollback publishes an old body again as a new revision, so history is never rewritten.
 */

export const pageDrafts = pgTable(
  'page_drafts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    key: text('key').notNull(),
    locale: text('locale').notNull(),
    /** As the composer sent it, problems and all: a half-made block must not be lost to an autosave. */
    body: jsonb('body').$type<unknown>().notNull(),
    meta: jsonb('meta').$type<unknown>().notNull().default({}),
    /** The published page's version the draft was started from; null when there was none. */
    basedOn: text('based_on'),
    /** The staff member's email, `admin token` or `command line`. */
    savedBy: text('saved_by').notNull(),
    savedAt: at('saved_at').notNull().defaultNow(),
  },
  (table) => [unique('page_drafts_key_locale').on(table.key, table.locale)],
);

export const pageRevisions = pgTable(
  'page_revisions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    key: text('key').notNull(),
    locale: text('locale').notNull(),
    /** Counted from 1 per page and language. */
    number: integer('number').notNull(),
    body: jsonb('body').$type<unknown>().notNull(),
    meta: jsonb('meta').$type<unknown>().notNull().default({}),
    publishedBy: text('published_by').notNull(),
    publishedAt: at('published_at').notNull().defaultNow(),
    /** The revision a rollback published again. */
    rolledBackFrom: integer('rolled_back_from'),
  },
  (table) => [unique('page_revisions_key_locale_number').on(table.key, table.locale, table.number)],
);
