import { and, asc, eq, max, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { BlockRegistry } from '../../src/renderer/core/define-block';
import { validatePageBlocks } from '../../src/renderer/core/resolve-page';
import type { TranslatedLocale } from '../../src/schema/languages';
import { pageBodySchema, type PageBody } from '../../src/schema/page';
import type { Database } from '../db/database';
import { pageDrafts, pageRevisions, pages } from '../db/schema';
import { formatPath, type JsonPath } from '../../src/renderer/core/json-path';
import { PAGE_LIMITS } from '../../src/schema/limits';
import { unstorableStrings, valueDepth } from '../http/json-body';
import { problemsFromZod, type Problem } from '../http/problems';
import { pageMetaInputSchema, type PageMetaInput } from './meta';
import { contentVersion } from './content-version';
import { pageKeySchema, pageLocaleSchema } from '../../src/schema/admin-api/pages';
import { cleanHtmlOfPage } from './clean-html';

const pageWriteShape = z.strictObject({
  key: pageKeySchema,
  locale: pageLocaleSchema,
  pageBody: z.unknown(),
  meta: pageMetaInputSchema.optional(),
});

export type PageWrite = { key: string; locale: TranslatedLocale; pageBody: PageBody; meta: PageMetaInput };
export type ValidationResult<T> = { ok: true; value: T } | { ok: false; problems: Problem[] };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * How much work a write asks for, measured without recursion: the number of blocks, how
 * deep they nest, how deep props and JSON-LD nest. Checked before anything walks the page
 * recursively (zod, the renderer core, the database driver's serializer).
 */
export function pageLimitProblems(input: unknown): Problem[] {
  const problems: Problem[] = [];
  const tooDeep = (value: unknown) => valueDepth(value, PAGE_LIMITS.maxPropsDepth) > PAGE_LIMITS.maxPropsDepth;
  const body = isRecord(input) ? input.pageBody : undefined;
  const blocks = isRecord(body) ? body.blocks : undefined;
  if (Array.isArray(blocks)) {
    let count = 0;
    const stack: { list: unknown[]; depth: number; path: JsonPath }[] = [{ list: blocks, depth: 1, path: ['pageBody', 'blocks'] }];
    while (stack.length > 0 && problems.length < PAGE_LIMITS.maxProblems) {
      const { list, depth, path } = stack.pop()!;
      count += list.length;
      if (count > PAGE_LIMITS.maxBlocks) {
        problems.push({ path: 'pageBody.blocks', message: `A page holds at most ${PAGE_LIMITS.maxBlocks} blocks, children included` });
        break;
      }
      list.forEach((block, index) => {
        if (!isRecord(block)) return;
        if (tooDeep(block.props)) problems.push({ path: formatPath([...path, index, 'props']), message: `Props nest at most ${PAGE_LIMITS.maxPropsDepth} levels deep` });
        if (!Array.isArray(block.children)) return;
        const childPath = [...path, index, 'children'];
        if (depth >= PAGE_LIMITS.maxBlockDepth) problems.push({ path: formatPath(childPath), message: `Blocks nest at most ${PAGE_LIMITS.maxBlockDepth} levels deep` });
        else stack.push({ list: block.children, depth: depth + 1, path: childPath });
      });
    }
  }
  const meta = isRecord(input) ? input.meta : undefined;
  const jsonLd = isRecord(meta) ? meta.jsonLd : undefined;
  if (Array.isArray(jsonLd)) {
    jsonLd.forEach((entry, index) => {
      if (tooDeep(entry)) problems.push({ path: `meta.jsonLd[${index}]`, message: `JSON-LD nests at most ${PAGE_LIMITS.maxPropsDepth} levels deep` });
    });
  }
  return problems;
}

/**
 * Checks a page write with the code the renderer uses: the envelope, the page body, then
 * every block against the registry. Every problem is reported, not just the first.
 */
export function validatePageWrite(input: unknown, registry: BlockRegistry): ValidationResult<PageWrite> {
  // Bounds and storable text first: the checks below recurse and the database refuses NUL.
  const limits = pageLimitProblems(input);
  if (limits.length > 0) return { ok: false, problems: limits };
  const unstorable = unstorableStrings(input).problems;
  if (unstorable.length > 0) return { ok: false, problems: unstorable };
  const problems: Problem[] = [];
  const envelope = pageWriteShape.safeParse(input);
  if (!envelope.success) problems.push(...problemsFromZod(envelope.error, input));

  const rawBody = typeof input === 'object' && input !== null && 'pageBody' in input ? input.pageBody : undefined;
  if (rawBody === undefined) {
    problems.push({ path: 'pageBody', message: 'is required' });
  } else {
    const body = pageBodySchema.safeParse(rawBody);
    if (!body.success) problems.push(...problemsFromZod(body.error, rawBody, ['pageBody']));
    const blocks = typeof rawBody === 'object' && rawBody !== null && 'blocks' in rawBody ? rawBody.blocks : undefined;
    if (Array.isArray(blocks)) {
      for (const issue of validatePageBlocks(blocks, registry)) {
        problems.push({ path: `pageBody.${issue.path}`, message: issue.message, blockId: issue.blockId, type: issue.type });
      }
    }
    if (problems.length === 0 && envelope.success && body.success) {
      return {
        ok: true,
        value: { key: envelope.data.key, locale: envelope.data.locale, pageBody: body.data, meta: envelope.data.meta ?? {} },
      };
    }
  }
  return { ok: false, problems };
}

export type StoredPage = { key: string; locale: string; pageBody: unknown; meta: unknown; updatedAt: string; version: string };

/**
 * A stored page's version, as a read answers it (`ETag`) and a write may name it (`If-Match`):
 * a hash of what is stored and when, so any change makes another.
 */
function versionOf(row: { body: unknown; meta: unknown; updatedAt: Date }): string {
  return contentVersion([row.body, row.meta, row.updatedAt.toISOString()], 20);
}

/** A draft's version, as its read answers it and a save may name it (`If-Match`). */
export function draftVersionOf(row: { body: unknown; meta: unknown; basedOn: string | null; savedBy: string; savedAt: Date }): string {
  return contentVersion([row.body, row.meta, row.basedOn, row.savedBy, row.savedAt.toISOString()], 20);
}

/** What a page write answers: its problems, a version that is no longer the page's (or the draft's it publishes), or the page as stored. */
export type PageWriteResult =
  | ValidationResult<{ key: string; locale: string; created: boolean; updatedAt: string; version: string; revision: number }>
  | { ok: false; stale: { current: string | null } }
  | { ok: false; staleDraft: true };

/** How a page is published, beside what it is. */
export type PublishOptions = {
  /** The version the page must still have: `*` any page that exists, null no page at all (a draft of a new page). */
  ifMatch?: string | null | undefined;
  /** Who publishes, as the revision names them. */
  by?: string;
  /** The revision a rollback publishes again. */
  rolledBackFrom?: number;
  /** The draft this write publishes, at the version read: removed with the write, which is refused if the draft was saved again meanwhile. */
  draft?: { version: string };
};
export type PageListing = { key: string; locale: string; template: string | null; blocks: number; updatedAt: string };

export type PageStore = {
  /**
   * Validates, then creates or replaces the page and records it as the page's next revision;
   * nothing is stored when it is invalid, or when `ifMatch` names a version the page no longer has.
   */
  put(input: unknown, options?: PublishOptions): Promise<PageWriteResult>;
  /** What `put` would refuse the write for, checked against the same blocks; nothing is written. */
  check(input: unknown): ValidationResult<PageWrite>;
  get(key: string, locale: string): Promise<StoredPage | null>;
  remove(key: string, locale: string): Promise<boolean>;
  list(filter?: { key?: string | undefined; locale?: string | undefined }): Promise<PageListing[]>;
};

/** The one place pages are written: the admin endpoint and the command line both use it. */
export function createPageStore(db: Database, registry: BlockRegistry): PageStore {
  return {
    async put(input, { ifMatch, by = 'command line', rolledBackFrom, draft } = {}) {
      const checked = validatePageWrite(input, registry);
      if (!checked.ok) return checked;
      const { key, locale, pageBody, meta } = checked.value;
      // Cleaned now, once, rather than on every shopper's request.
      const cleanHtml = cleanHtmlOfPage(pageBody, registry);
      return db.transaction(async (tx): Promise<PageWriteResult> => {
        // Locked, so a second write naming the same version waits and then finds it gone.
        const [existing] = await tx
          .select({ id: pages.id, body: pages.body, meta: pages.meta, updatedAt: pages.updatedAt })
          .from(pages)
          .where(and(eq(pages.key, key), eq(pages.locale, locale)))
          .for('update');
        const current = existing ? versionOf(existing) : null;
        if (ifMatch === null && current !== null) return { ok: false, stale: { current } };
        if (typeof ifMatch === 'string' && (current === null || (ifMatch !== '*' && ifMatch !== current))) return { ok: false, stale: { current } };
        if (draft) {
          const address = and(eq(pageDrafts.key, key), eq(pageDrafts.locale, locale));
          const [saved] = await tx.select().from(pageDrafts).where(address).for('update');
          if (!saved || draftVersionOf(saved) !== draft.version) return { ok: false, staleDraft: true };
          await tx.delete(pageDrafts).where(address);
        }
        const updatedAt = new Date();
        // The version is of the row as the database keeps it (jsonb orders keys its own way), as a read will see it.
        const stored = { body: pages.body, meta: pages.meta, updatedAt: pages.updatedAt };
        const [row] = existing
          ? await tx.update(pages).set({ body: pageBody, meta, cleanHtml, updatedAt }).where(eq(pages.id, existing.id)).returning(stored)
          : await tx.insert(pages).values({ key, locale, body: pageBody, meta, cleanHtml, updatedAt }).returning(stored);
        // Numbered under the page row's lock (a new page's second writer fails on the page's own unique key).
        const [last] = await tx
          .select({ number: max(pageRevisions.number) })
          .from(pageRevisions)
          .where(and(eq(pageRevisions.key, key), eq(pageRevisions.locale, locale)));
        const revision = (last?.number ?? 0) + 1;
        await tx.insert(pageRevisions).values({ key, locale, number: revision, body: pageBody, meta, publishedBy: by, publishedAt: updatedAt, rolledBackFrom });
        return { ok: true as const, value: { key, locale, created: !existing, updatedAt: updatedAt.toISOString(), version: versionOf(row!), revision } };
      });
    },
    check: (input) => validatePageWrite(input, registry),
    async get(key, locale) {
      const [row] = await db
        .select()
        .from(pages)
        .where(and(eq(pages.key, key), eq(pages.locale, locale)))
        .limit(1);
      return row ? { key: row.key, locale: row.locale, pageBody: row.body, meta: row.meta, updatedAt: row.updatedAt.toISOString(), version: versionOf(row) } : null;
    },
    async remove(key, locale) {
      return db.transaction(async (tx) => {
        const deleted = await tx
          .delete(pages)
          .where(and(eq(pages.key, key), eq(pages.locale, locale)))
          .returning({ id: pages.id });
        return deleted.length > 0;
      });
    },
    async list(filter = {}) {
      const conditions = [filter.key ? eq(pages.key, filter.key) : undefined, filter.locale ? eq(pages.locale, filter.locale) : undefined];
      const rows = await db
        .select({
          key: pages.key,
          locale: pages.locale,
          template: sql<string | null>`${pages.body}->>'template'`,
          blocks: sql<number>`coalesce(jsonb_array_length(case when jsonb_typeof(${pages.body}->'blocks') = 'array' then ${pages.body}->'blocks' end), 0)`,
          updatedAt: pages.updatedAt,
        })
        .from(pages)
        .where(and(...conditions))
        .orderBy(asc(pages.key), asc(pages.locale));
      return rows.map((row) => ({ ...row, blocks: Number(row.blocks), updatedAt: row.updatedAt.toISOString() }));
    },
  };
}
