import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';

/*
 * jsonb columns hold what merchants wrote, typed `unknown` on purpose: every read goes
 * through the zod schema of src/schema, so a row edited by hand can never pass as valid.
 */

export const themes = pgTable('themes', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  config: jsonb('config').$type<unknown>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** Who published the config: a staff member's email, `admin token` or `command line`; null for the seeded themes. */
  updatedBy: text('updated_by'),
});

/**
 * The theme editor's draft of a theme: one per theme, never read by the shop. Kept as the editor
 * sent it, refused values and all, so an autosave in the middle of typing a colour loses nothing;
 * it is checked whole when it is published.
 */
export const themeDrafts = pgTable('theme_drafts', {
  themeId: text('theme_id')
    .primaryKey()
    .references(() => themes.id, { onDelete: 'cascade' }),
  config: jsonb('config').$type<unknown>().notNull(),
  /** The published theme's version the draft was started from. */
  basedOn: text('based_on').notNull(),
  savedBy: text('saved_by').notNull(),
  savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The site configuration: exactly one row, so reads never have to pick one. */
export const siteConfig = pgTable(
  'site_config',
  {
    id: integer('id').primaryKey().default(1),
    config: jsonb('config').$type<unknown>().notNull(),
    activeThemeId: text('active_theme_id')
      .notNull()
      .references(() => themes.id),
    /** Whether the shop started with the demo catalog: decided by its first start, kept for every later one. */
    demoCatalog: boolean('demo_catalog').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('site_config_single_row', sql`${table.id} = 1`)],
);

/**
 * Composed page bodies. `key` is `home`, a content path such as `page/about`,
 * `template:<kind>` for the template every page of a route kind shares, or
 * `layout:header` / `layout:footer` for the site-wide regions.
 */
export const pages = pgTable(
  'pages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    key: text('key').notNull(),
    locale: text('locale').notNull(),
    body: jsonb('body').$type<unknown>().notNull(),
    meta: jsonb('meta').$type<unknown>().notNull().default({}),
    /** The body's HTML as shoppers get it, cleaned when the page was written (server/pages/clean-html.ts). */
    cleanHtml: jsonb('clean_html').$type<unknown>(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('pages_key_locale').on(table.key, table.locale),
    check('pages_locale_translated', sql`${table.locale} in ('en', 'zh-CN', 'zh-HK')`),
  ],
);

export const visits = pgTable(
  'visits',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    visitorId: text('visitor_id'),
    url: text('url').notNull(),
    referer: text('referer').notNull().default(''),
    timezone: text('timezone').notNull(),
    userAgent: text('user_agent').notNull().default(''),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('visits_at').on(table.at), index('visits_visitor_at').on(table.visitorId, table.at)],
);
