import { z } from 'zod';
import type { Database, Transaction } from '../db/database';
import { commerceSettings } from '../db/schema';

/*
 * The shop's buying rules, one row read through this schema; a shop that never set them gets
 * the defaults. The merchant changes them through the admin API (`PUT /api/admin/commerce-settings`).
 */

export const commerceSettingsSchema = z.object({
  /** An unpaid order is cancelled after this long and its stock comes back. */
  unpaidTimeoutMinutes: z.int().min(1).max(7 * 24 * 60).default(30),
  /** Days after delivery within which a return may be applied for. */
  returnWindowDays: z.int().min(0).max(365).default(30),
  /** The most units of one variant a cart line may hold. */
  maxLineQuantity: z.int().min(1).max(999).default(20),
  /** Where returned goods go, shown to the shopper once a return is approved. */
  returnAddress: z
    .object({ consignee: z.string().min(1).max(100), contactNumber: z.string().min(1).max(40), detailedAddress: z.string().min(1).max(400) })
    .default({ consignee: 'Vitrine Returns', contactNumber: '+1 415 555 0100', detailedAddress: '500 Harbor Way, Unit 3, San Francisco, CA 94107, US' }),
});
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
