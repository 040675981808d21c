import { demoInquiriesSeed } from './inquiries';
import type { Database } from '../db/database';
import { pages, siteConfig, themes } from '../db/schema';
import { runSeedSteps, type SeedStep } from '../db/seed';
import { demoPages } from './pages';
import { catalogSeed } from './seed-catalog';
import { demoCouponsSeed } from './coupons';
import { demoCommerceSettingsSeed } from './commerce-settings';
import { demoProfileSeed } from './profile';
import { demoFavoritesSeed } from './favorites';
import { demoShopperSeed } from './shoppers';
import { demoAddressesSeed } from './shopper-addresses';
import { demoShopperSecuritySeed } from './shopper-security';
import { demoOrdersSeed } from './orders';
import { demoReturnsSeed } from './returns';
import { demoReviewsSeed } from './reviews';
import { demoCommentsSeed } from './comments';
import { demoNewsletterSeed } from './newsletter-subscribers';
import { DEFAULT_THEME_ID, demoSiteConfig, demoThemeRows } from './site';
import { catalogTemplatesSeed } from './templates';

/**
 * The shop's starting content. It is written only when the site has no configuration yet,
 * so a page the merchant deleted does not come back on the next start.
 */
export const coreSeed: SeedStep = {
  name: 'core',
  async run(tx) {
    const existing = await tx.select({ id: siteConfig.id }).from(siteConfig).limit(1);
    if (existing.length > 0) return 'skipped';
    await tx.insert(themes).values(demoThemeRows).onConflictDoNothing();
    await tx.insert(siteConfig).values({ id: 1, config: demoSiteConfig, activeThemeId: DEFAULT_THEME_ID }).onConflictDoNothing();
    await tx
      .insert(pages)
      .values(demoPages.map((page) => ({ key: page.key, locale: page.locale, body: page.body, meta: page.meta })))
      .onConflictDoNothing();
    return 'seeded';
  },
};

/** The demo shop: its site and pages, the catalog, the catalog's templates, then the demo shopper. */
export const seedSteps: readonly SeedStep[] = [coreSeed, catalogSeed, catalogTemplatesSeed, demoShopperSeed, demoAddressesSeed, demoProfileSeed, demoFavoritesSeed, demoShopperSecuritySeed, demoCouponsSeed, demoOrdersSeed, demoReturnsSeed, demoReviewsSeed, demoCommerceSettingsSeed, demoCommentsSeed, demoNewsletterSeed, demoInquiriesSeed];

/**
 * A shop of the merchant's own, before their first product: the site, its pages and themes, the
 * catalog's page templates, and shipping and payment methods to change; no products,
 * categories, tags, collections, articles, shoppers or orders.
 */
export const emptyShopSteps: readonly SeedStep[] = [coreSeed, catalogTemplatesSeed, demoCommerceSettingsSeed];

/** Seeds the demo shop (or the given steps) in one transaction; steps already done are skipped. */
export function seedDatabase(db: Database, steps: readonly SeedStep[] = seedSteps): Promise<Record<string, 'seeded' | 'skipped'>> {
  return runSeedSteps(db, steps);
}
