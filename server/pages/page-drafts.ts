import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { PAGE_CALLS, pageKeySchema, pageLocaleSchema } from '../../src/schema/admin-api/pages';
import { PAGE_LIMITS } from '../../src/schema/limits';
import type { Database } from '../db/database';
import { pageDrafts, pageRevisions } from '../db/schema';
import { unstorableStrings } from '../http/json-body';
import { problemsFromZod, type Problem } from '../http/problems';
import { draftVersionOf, pageLimitProblems, type PageStore } from './page-store';

/*
 * Drafts and revisions of composed pages. A draft is saved as the composer sent it, problems
 * and all, so an autosave in the middle of an edit loses nothing; it is checked again, whole,
 * when it is published through the page store, which also numbers the revisions.
 */

const draftWriteShape = z.strictObject({
  key: pageKeySchema,
  locale: pageLocaleSchema,
  pageBody: z.unknown().refine((body) => body !== undefined, 'is required'),
  meta: z.unknown().optional(),
  /** Named when the composer has taken in a page published since its draft began (a re-base). */
  basedOn: z.string().max(100).nullable().optional(),
});

export type StoredDraft = {
  key: string;
  locale: string;
  pageBody: unknown;
  meta: unknown;
  basedOn: string | null;
  savedBy: string;
  savedAt: string;
  version: string;
  problems: Problem[];
};

export type DraftSaveResult =
  | { ok: true; draft: Omit<StoredDraft, 'pageBody' | 'meta'> & { created: boolean } }
  | { ok: false; problems: Problem[] }
  | { ok: false; stale: StoredDraft | null };

export type RevisionListing = { number: number; publishedBy: string; publishedAt: string; rolledBackFrom: number | null };
export type StoredRevision = RevisionListing & { key: string; locale: string; pageBody: unknown; meta: unknown };

type DraftRow = typeof pageDrafts.$inferSelect;

// Pages are published by hand: the newest few hundred revisions are all of a page's history for years.
const revisionsListed = PAGE_CALLS['pages/revisions/list'].maxPageSize;

export function createPageDrafts(db: Database, pageStore: PageStore) {
  /** What keeps the draft from being published: the page store's own check of a write. */
  const problemsOf = (row: DraftRow): Problem[] => {
    const checked = pageStore.check({ key: row.key, locale: row.locale, pageBody: row.body, meta: row.meta });
    return checked.ok ? [] : checked.problems.slice(0, PAGE_LIMITS.maxProblems);
  };
  const draftOf = (row: DraftRow): StoredDraft => ({
    key: row.key,
    locale: row.locale,
    pageBody: row.body,
    meta: row.meta,
    basedOn: row.basedOn,
    savedBy: row.savedBy,
    savedAt: row.savedAt.toISOString(),
    version: draftVersionOf(row),
    problems: problemsOf(row),
  });
  const draftAt = (key: string, locale: string) => and(eq(pageDrafts.key, key), eq(pageDrafts.locale, locale));
  const revisionsOf = (key: string, locale: string) => and(eq(pageRevisions.key, key), eq(pageRevisions.locale, locale));

  return {
    async get(key: string, locale: string): Promise<StoredDraft | null> {
      const [row] = await db.select().from(pageDrafts).where(draftAt(key, locale));
      return row ? draftOf(row) : null;
    },

    /**
     * Saves the draft; refused only when it names no page or could not be stored (too large,
     * too deep, text the database refuses), or when `ifMatch` names a draft version that is gone.
     */
    async save(input: unknown, by: string, ifMatch?: string): Promise<DraftSaveResult> {
      const limits = [...pageLimitProblems(input), ...unstorableStrings(input).problems];
      if (limits.length > 0) return { ok: false, problems: limits };
      const shape = draftWriteShape.safeParse(input);
      if (!shape.success) return { ok: false, problems: problemsFromZod(shape.error, input) };
      const { key, locale, pageBody, meta = {} } = shape.data;
      // Read before the lock: a page published in between leaves the draft on the older version, which publishing then refuses.
      const published = shape.data.basedOn === undefined ? ((await pageStore.get(key, locale))?.version ?? null) : shape.data.basedOn;
      return db.transaction(async (tx): Promise<DraftSaveResult> => {
        const [existing] = await tx.select().from(pageDrafts).where(draftAt(key, locale)).for('update');
        if (ifMatch !== undefined) {
          const current = existing ? draftVersionOf(existing) : null;
          if (current === null || (ifMatch !== '*' && ifMatch !== current))
            return { ok: false, stale: existing ? draftOf(existing) : null };
        }
        const basedOn = shape.data.basedOn !== undefined || !existing ? published : existing.basedOn;
        const values = { body: pageBody, meta, basedOn, savedBy: by, savedAt: new Date() };
        const [row] = existing
          ? await tx.update(pageDrafts).set(values).where(eq(pageDrafts.id, existing.id)).returning()
          : await tx
              .insert(pageDrafts)
              .values({ key, locale, ...values })
              .returning();
        const { pageBody: _body, meta: _meta, ...saved } = draftOf(row!);
        return { ok: true, draft: { ...saved, created: !existing } };
      });
    },

    async remove(key: string, locale: string): Promise<boolean> {
      const deleted = await db.delete(pageDrafts).where(draftAt(key, locale)).returning({ id: pageDrafts.id });
      return deleted.length > 0;
    },

    async revisions(key: string, locale: string): Promise<RevisionListing[]> {
      const rows = await db
        .select({
          number: pageRevisions.number,
          publishedBy: pageRevisions.publishedBy,
          publishedAt: pageRevisions.publishedAt,
          rolledBackFrom: pageRevisions.rolledBackFrom,
        })
        .from(pageRevisions)
        .where(revisionsOf(key, locale))
        .orderBy(desc(pageRevisions.number))
        .limit(revisionsListed);
      return rows.map((row) => ({ ...row, publishedAt: row.publishedAt.toISOString() }));
    },

    async revision(key: string, locale: string, number: number): Promise<StoredRevision | null> {
      const [row] = await db
        .select()
        .from(pageRevisions)
        .where(and(revisionsOf(key, locale), eq(pageRevisions.number, number)));
      return row
        ? {
            key: row.key,
            locale: row.locale,
            number: row.number,
            publishedBy: row.publishedBy,
            publishedAt: row.publishedAt.toISOString(),
            rolledBackFrom: row.rolledBackFrom,
            pageBody: row.body,
            meta: row.meta,
          }
        : null;
    },
  };
}

export type PageDrafts = ReturnType<typeof createPageDrafts>;
