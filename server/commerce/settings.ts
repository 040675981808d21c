import type { z } from 'zod';
import { commerceSettingsSchema } from '../../src/schema/admin-api/orders';
import type { Database, Transaction } from '../db/database';
import { commerceSettings } from '../db/schema';

/*
 * The shop's buying rules, one row read through this schema; a shop that never set them gets
 * the defaults. The merchant changes them through the admin API (`PUT /api/admin/commerce-settings`).
 */

export type CommerceSettings = z.infer<typeof commerceSettingsSchema>;

export const DEFAULT_COMMERCE_SETTINGS: CommerceSettings = commerceSettingsSchema.parse({});

/** The shop's buying rules as stored now; every cart answer reads them, through the commerce rules that keep them (commerce-rules.ts). */
export async function loadCommerceSettings(db: Database | Transaction): Promise<CommerceSettings> {
  const [row] = await db.select({ settings: commerceSettings.settings }).from(commerceSettings).limit(1);
  if (!row) return DEFAULT_COMMERCE_SETTINGS;
  const parsed = commerceSettingsSchema.safeParse(row.settings);
  return parsed.success ? parsed.data : DEFAULT_COMMERCE_SETTINGS;
}

/** Stores the rules; whoever keeps them (the services' commerce rules) forgets them after, so they are read again at once. */
export async function writeCommerceSettings(db: Database | Transaction, settings: CommerceSettings): Promise<void> {
  await db
    .insert(commerceSettings)
    .values({ id: 1, settings })
    .onConflictDoUpdate({ target: commerceSettings.id, set: { settings, updatedAt: new Date() } });
}
