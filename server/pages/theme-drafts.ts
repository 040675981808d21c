import { eq } from 'drizzle-orm';
import { PAGE_CALLS } from '../../src/schema/admin-api/pages';
import { PAGE_LIMITS } from '../../src/schema/limits';
import { themeConfigSchema } from '../../src/schema/theme';
import type { Database } from '../db/database';
import { siteConfig as siteConfigTable, themeDrafts, themes } from '../db/schema';
import { problemsFromZod, type Problem } from '../http/problems';
import { contentVersion } from './content-version';
import { themeVersionOf } from './site-settings';

/*
 * The active theme as the theme editor reads it, and the editor's draft of it. The published
 * theme is read here afresh from the database (a staff member must see another process's
 * publish at once), never from the site memo shoppers' pages use. A draft is saved as the
 * editor sent it, refused values and all, and checked whole when it is published through the
 * site settings, which write the theme and remove the draft in one transaction.
 */

export type PublishedTheme = { id: string; config: unknown; version: string; publishedBy: string | null; publishedAt: string };

export type StoredThemeDraft = { config: unknown; basedOn: string; savedBy: string; savedAt: string; version: string; problems: Problem[] };

export type ThemeDraftSaveResult =
  | { ok: true; draft: Omit<StoredThemeDraft, 'config'> & { created: boolean } }
  | { ok: false; problems: Problem[] }
  | { ok: false; stale: StoredThemeDraft | null }
  | { ok: false; noTheme: true };

export type ThemeDraftRemoveResult = { ok: true } | { ok: false; missing: true } | { ok: false; stale: StoredThemeDraft | null };

type DraftRow = typeof themeDrafts.$inferSelect;

/** A draft's version, as its read answers it and a save may name it (`If-Match`). */
function draftVersionOf(row: DraftRow): string {
  return contentVersion([row.config, row.basedOn, row.savedBy, row.savedAt.toISOString()], 20);
}

/** What keeps the draft from being published: the contract's own check of a theme. */
function problemsOf(config: unknown): Problem[] {
  const checked = themeConfigSchema.safeParse(config);
  return checked.success ? [] : problemsFromZod(checked.error, config).slice(0, PAGE_LIMITS.maxProblems);
}

const draftOf = (row: DraftRow): StoredThemeDraft => ({
  config: row.config,
  basedOn: row.basedOn,
  savedBy: row.savedBy,
  savedAt: row.savedAt.toISOString(),
  version: draftVersionOf(row),
  problems: problemsOf(row.config),
});

const draftWriteShape = PAGE_CALLS['theme/draft/put'].request;

export function createThemeDrafts(db: Database) {
  async function published(): Promise<PublishedTheme | null> {
    const [row] = await db
      .select({ id: themes.id, config: themes.config, updatedAt: themes.updatedAt, updatedBy: themes.updatedBy })
      .from(siteConfigTable)
      .innerJoin(themes, eq(themes.id, siteConfigTable.activeThemeId))
      .where(eq(siteConfigTable.id, 1))
      .limit(1);
    if (!row) return null;
    return {
      id: row.id,
      config: row.config,
      version: themeVersionOf(row),
      publishedBy: row.updatedBy,
      publishedAt: row.updatedAt.toISOString(),
    };
  }

  return {
    published,

    async get(themeId: string): Promise<StoredThemeDraft | null> {
      const [row] = await db.select().from(themeDrafts).where(eq(themeDrafts.themeId, themeId));
      return row ? draftOf(row) : null;
    },

    /**
     * Saves the active theme's draft; refused only when it is not a theme-shaped object, when no
     * theme is active, or when `ifMatch` names a draft version that is gone.
     */
    async save(input: unknown, by: string, ifMatch?: string): Promise<ThemeDraftSaveResult> {
      const shape = draftWriteShape.safeParse(input);
      if (!shape.success) return { ok: false, problems: problemsFromZod(shape.error, input) };
      const theme = await published();
      if (!theme) return { ok: false, noTheme: true };
      return db.transaction(async (tx): Promise<ThemeDraftSaveResult> => {
        const [existing] = await tx.select().from(themeDrafts).where(eq(themeDrafts.themeId, theme.id)).for('update');
        if (ifMatch !== undefined) {
          const current = existing ? draftVersionOf(existing) : null;
          if (current === null || (ifMatch !== '*' && ifMatch !== current))
            return { ok: false, stale: existing ? draftOf(existing) : null };
        }
        // A draft keeps the version it was started from until the editor says it took in a newer one.
        const basedOn = shape.data.basedOn ?? existing?.basedOn ?? theme.version;
        const values = { config: shape.data.config, basedOn, savedBy: by, savedAt: new Date() };
        const [row] = existing
          ? await tx.update(themeDrafts).set(values).where(eq(themeDrafts.themeId, theme.id)).returning()
          : // Two first saves at once: the later replaces the earlier, as a save without If-Match does.
            await tx
              .insert(themeDrafts)
              .values({ themeId: theme.id, ...values })
              .onConflictDoUpdate({ target: themeDrafts.themeId, set: values })
              .returning();
        const { config: _config, ...saved } = draftOf(row!);
        return { ok: true, draft: { ...saved, created: !existing } };
      });
    },

    /**
     * Discards the theme's draft; refused when there is none, or when `ifMatch` names a draft
     * version that is gone (the draft saved since is answered, so its values are not lost unseen).
     */
    async remove(themeId: string, ifMatch?: string): Promise<ThemeDraftRemoveResult> {
      return db.transaction(async (tx): Promise<ThemeDraftRemoveResult> => {
        const [existing] = await tx.select().from(themeDrafts).where(eq(themeDrafts.themeId, themeId)).for('update');
        if (ifMatch !== undefined && (!existing || (ifMatch !== '*' && ifMatch !== draftVersionOf(existing))))
          return { ok: false, stale: existing ? draftOf(existing) : null };
        if (!existing) return { ok: false, missing: true };
        await tx.delete(themeDrafts).where(eq(themeDrafts.themeId, themeId));
        return { ok: true };
      });
    },
  };
}

export type ThemeDrafts = ReturnType<typeof createThemeDrafts>;
