import { eq } from 'drizzle-orm';
import { siteConfigSchema, type SiteConfig } from '../../src/schema/site-config';
import { themeConfigSchema, type ThemeConfigInput } from '../../src/schema/theme';
import type { Database } from '../db/database';
import { siteConfig as siteConfigTable, themeDrafts, themes } from '../db/schema';
import { problemsFromZod, type Problem } from '../http/problems';
import type { Logger } from '../logger';
import { contentVersion } from './content-version';
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
  /**
   * `updateTheme` with a version to keep to: nothing is written when the theme's version is no
   * longer `ifMatch` (`*` any). `removeDraft` removes the theme editor's draft with the write.
   */
  publishTheme(input: unknown, options?: ThemePublishOptions): Promise<ThemePublishResult>;
};

export type ThemePublishOptions = {
  /** The version the theme must still have, or `*` for any; undefined: no check. */
  ifMatch?: string | undefined;
  /** Who publishes: a staff member's email, `admin token` or `command line`. */
  by?: string;
  removeDraft?: boolean;
};

export type ThemePublishResult =
  | { ok: true; theme: { id: string; config: ThemeConfigInput; version: string; publishedBy: string; publishedAt: string } }
  | { ok: false; problems: Problem[] }
  | { ok: false; stale: { current: string | null } };

/**
 * A published theme's version, as `theme/get` answers it and a publish may name it (`If-Match`):
 * a hash of what is stored and when, so any publish makes another.
 */
export function themeVersionOf(row: { config: unknown; updatedAt: Date }): string {
  return contentVersion([row.config, row.updatedAt.toISOString()], 20);
}

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
      const result = await this.publishTheme(input);
      if (!result.ok && 'stale' in result) throw new Error('A theme write that names no version cannot find it stale');
      return result.ok ? { ok: true, theme: { id: result.theme.id, config: result.theme.config } } : result;
    },
    async publishTheme(input, { ifMatch, by = 'command line', removeDraft = false } = {}) {
      const parsed = themeConfigSchema.safeParse(input);
      if (!parsed.success) return { ok: false, problems: problemsFromZod(parsed.error, input) };
      const result = await db.transaction(async (tx): Promise<ThemePublishResult> => {
        const [row] = await tx.select({ themeId: siteConfigTable.activeThemeId }).from(siteConfigTable).where(eq(siteConfigTable.id, 1)).limit(1);
        if (!row) return { ok: false, problems: [{ path: '(site)', message: 'No site configuration is stored yet, so no theme is active' }] };
        // Locked, so a second publish naming the same version waits and then finds it gone.
        const [existing] = await tx
          .select({ config: themes.config, updatedAt: themes.updatedAt })
          .from(themes)
          .where(eq(themes.id, row.themeId))
          .for('update');
        const current = existing ? themeVersionOf(existing) : null;
        if (ifMatch !== undefined && (current === null || (ifMatch !== '*' && ifMatch !== current))) return { ok: false, stale: { current } };
        // The version is of the row as the database keeps it (jsonb orders keys its own way), as a read will see it.
        const [stored] = await tx
          .update(themes)
          .set({ config: parsed.data, ...(parsed.data.name ? { name: parsed.data.name } : {}), updatedAt: new Date(), updatedBy: by })
          .where(eq(themes.id, row.themeId))
          .returning({ config: themes.config, updatedAt: themes.updatedAt });
        if (removeDraft) await tx.delete(themeDrafts).where(eq(themeDrafts.themeId, row.themeId));
        const theme = { id: row.themeId, config: parsed.data, version: themeVersionOf(stored!), publishedBy: by, publishedAt: stored!.updatedAt.toISOString() };
        return { ok: true, theme };
      });
      if (result.ok) memo.clear();
      return result;
    },
  };
}
