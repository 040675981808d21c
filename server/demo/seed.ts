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
import { catalogTemplatesSeed, catalogTemplatesSeedFor } from './templates';

/**
 * The shop's starting content. It is written only when the site has no configuration yet,
 * so a page the merchant deleted does not come back on the next start. `demoCatalog` is
 * remembered with it: the catalog, shoppers and orders of the demo come only to a shop that
 * started with them.
 */
function coreSeedFor(demoCatalog: boolean): SeedStep {
  return {
    name: 'core',
    async run(tx) {
      const existing = await tx.select({ id: siteConfig.id }).from(siteConfig).limit(1);
      if (existing.length > 0) return 'skipped';
      await tx.insert(themes).values(demoThemeRows).onConflictDoNothing();
      await tx.insert(siteConfig).values({ id: 1, config: demoSiteConfig, activeThemeId: DEFAULT_THEME_ID, demoCatalog }).onConflictDoNothing();
      await tx
        .insert(pages)
        .values(demoPages.map((page) => ({ key: page.key, locale: page.locale, body: page.body, meta: page.meta })))
        .onConflictDoNothing();
      return 'seeded';
    },
  };
}
export const coreSeed = coreSeedFor(true);

/** The demo shop: its site and pages, the catalog, the catalog's templates, then the demo shopper. */
export const seedSteps: readonly SeedStep[] = [coreSeed, catalogSeed, catalogTemplatesSeed, demoShopperSeed, demoAddressesSeed, demoProfileSeed, demoFavoritesSeed, demoShopperSecuritySeed, demoCouponsSeed, demoOrdersSeed, demoReturnsSeed, demoReviewsSeed, demoCommerceSettingsSeed, demoCommentsSeed, demoNewsletterSeed, demoInquiriesSeed];

/**
 * A shop of the merchant's own, before their first product: the site, its pages and themes, the
 * catalog's page templates, and shipping and payment methods to change; no products,
 * categories, tags, collections, articles, shoppers or orders.
 */
export const emptyShopSteps: readonly SeedStep[] = [coreSeedFor(false), catalogTemplatesSeedFor(false), demoCommerceSettingsSeed];

/**
 * What a start seeds: the demo shop, or the merchant's own before its first product when
 * `demoCatalog` is false, then `after`. Only a new database takes `demoCatalog`; one that has
 * started before keeps what it started with, so a start that forgets DEMO_CATALOG=off never
 * puts demo products, or the demo shopper and their known password, into the merchant's shop.
 */
export async function seedShop(db: Database, demoCatalog: boolean, after: readonly SeedStep[] = []): Promise<{ demoCatalog: boolean; seeded: Record<string, 'seeded' | 'skipped'> }> {
  const [started] = await db.select({ demoCatalog: siteConfig.demoCatalog }).from(siteConfig).limit(1);
  const demo = started?.demoCatalog ?? demoCatalog;
  return { demoCatalog: demo, seeded: await seedDatabase(db, [...(demo ? seedSteps : emptyShopSteps), ...after]) };
}

/** Seeds the demo shop (or the given steps) in one transaction; steps already done are skipped. */
export function seedDatabase(db: Database, steps: readonly SeedStep[] = seedSteps): Promise<Record<string, 'seeded' | 'skipped'>> {
  return runSeedSteps(db, steps);
}
