import { sql } from 'drizzle-orm';
import { catalogSeed } from '../../catalog/seed-catalog';
import type { Database, Transaction } from '../database';
import { pages, siteConfig, themes } from '../schema';
import { demoPages } from './demo-pages';
import { DEFAULT_THEME_ID, demoSiteConfig, demoThemeRows } from './site';
import { catalogTemplatesSeed } from '../../catalog/templates';

export type SeedStep = {
  name: string;
  /** Writes the step's rows unless they are already there; runs inside the seed transaction. */
  run(tx: Transaction): Promise<'seeded' | 'skipped'>;
};

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

/** Later steps (the catalog, say) append themselves here. */
export const seedSteps: SeedStep[] = [coreSeed, catalogSeed];
seedSteps.push(catalogTemplatesSeed);

/** Any number, as long as every process that seeds this database uses the same one. */
const SEED_LOCK_ID = 7_402_117;

/** Runs every seed step in one transaction: a failure leaves the database as it was. */
export async function seedDatabase(db: Database, steps: readonly SeedStep[] = seedSteps): Promise<Record<string, 'seeded' | 'skipped'>> {
  return db.transaction(async (tx) => {
    // Servers starting together on one new PostgreSQL database would each find it empty and
    // seed it twice; the second waits here and then finds the first one's rows.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    const outcome: Record<string, 'seeded' | 'skipped'> = {};
    for (const step of steps) outcome[step.name] = await step.run(tx);
    return outcome;
  });
}
