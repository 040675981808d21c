import { eq } from 'drizzle-orm';
import { siteConfigSchema, type SiteConfig } from '../../src/schema/site-config';
import { themeConfigSchema, type ThemeConfigInput } from '../../src/schema/theme';
import type { Database } from '../db/database';
import { siteConfig as siteConfigTable, themes } from '../db/schema';
import { problemsFromZod, type Problem } from '../http/problems';
import type { Logger } from '../logger';
import { createSiteMemo, type SiteMemo } from './site-memo';

export type SiteSettings = {
  siteConfig: SiteConfig;
  /** The active theme exactly as stored; the page data service resolves it value by value. */
  theme: { id: string; config: unknown };
};

export type SiteSettingsService = {
  get(): Promise<SiteSettings>;
  /** Validates and stores a new site config; nothing changes when it is invalid. */
  updateSiteConfig(input: unknown): Promise<{ ok: true; siteConfig: SiteConfig } | { ok: false; problems: Problem[] }>;
  /**
   * Replaces the active theme's config after checking every value; nothing changes when
   * any value is invalid. Pages drawn after it use the new theme, no rebuild needed.
   */
  updateTheme(input: unknown): Promise<{ ok: true; theme: { id: string; config: ThemeConfigInput } } | { ok: false; problems: Problem[] }>;
};

/**
 * Settings are read on nearly every request, so they are kept in the site memo with what
 * every page shares (server/pages/site-memo.ts): a write through this service forgets the
 * memo at once, one from another process once 'site-changed' reaches this one or the memo's
 * age runs out. The server passes its one memo; a memo of its own is for a command's run.
 */
export function createSiteSettings(db: Database, logger: Logger, memo: SiteMemo = createSiteMemo()): SiteSettingsService {
  async function load(): Promise<SiteSettings> {
    const [row] = await db
      .select({ config: siteConfigTable.config, themeId: siteConfigTable.activeThemeId, themeConfig: themes.config })
      .from(siteConfigTable)
      .leftJoin(themes, eq(themes.id, siteConfigTable.activeThemeId))
      .where(eq(siteConfigTable.id, 1))
      .limit(1);
    if (!row) {
      logger.warn('No site configuration stored; using the defaults');
      return { siteConfig: siteConfigSchema.parse({}), theme: { id: 'default', config: {} } };
    }
    const parsed = siteConfigSchema.safeParse(row.config);
    if (!parsed.success) {
      logger.error('The stored site configuration is invalid; using the defaults', { problems: problemsFromZod(parsed.error, row.config) });
    }
    return { siteConfig: parsed.success ? parsed.data : siteConfigSchema.parse({}), theme: { id: row.themeId, config: row.themeConfig ?? {} } };
  }

  return {
    get: () => memo.get('site-settings', load),
    async updateSiteConfig(input) {
      const parsed = siteConfigSchema.safeParse(input);
      if (!parsed.success) return { ok: false, problems: problemsFromZod(parsed.error, input) };
      await db.transaction(async (tx) => {
        const updated = await tx
          .update(siteConfigTable)
          .set({ config: parsed.data, updatedAt: new Date() })
          .where(eq(siteConfigTable.id, 1))
          .returning({ id: siteConfigTable.id });
        if (updated.length === 0) {
          const [theme] = await tx.select({ id: themes.id }).from(themes).orderBy(themes.id).limit(1);
          if (!theme) throw new Error('Cannot store a site configuration before any theme exists');
          await tx.insert(siteConfigTable).values({ id: 1, config: parsed.data, activeThemeId: theme.id });
        }
      });
      memo.clear();
      return { ok: true, siteConfig: parsed.data };
    },
    async updateTheme(input) {
      const parsed = themeConfigSchema.safeParse(input);
      if (!parsed.success) return { ok: false, problems: problemsFromZod(parsed.error, input) };
      const [row] = await db.select({ themeId: siteConfigTable.activeThemeId }).from(siteConfigTable).where(eq(siteConfigTable.id, 1)).limit(1);
      if (!row) return { ok: false, problems: [{ path: '(site)', message: 'No site configuration is stored yet, so no theme is active' }] };
      await db
        .update(themes)
        .set({ config: parsed.data, ...(parsed.data.name ? { name: parsed.data.name } : {}), updatedAt: new Date() })
        .where(eq(themes.id, row.themeId));
      memo.clear();
      return { ok: true, theme: { id: row.themeId, config: parsed.data } };
    },
  };
}
