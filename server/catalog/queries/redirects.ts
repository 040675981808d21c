import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { slugRedirects } from '../../db/schema';

/** Where a renamed product (or other detail) now lives: its newest slug, or null when the slug never moved. */
export async function movedSlugOf(db: Database, kind: 'product' | 'category' | 'article', slug: string): Promise<string | null> {
  const [row] = await db
    .select({ toSlug: slugRedirects.toSlug })
    .from(slugRedirects)
    .where(and(eq(slugRedirects.kind, kind), eq(slugRedirects.fromSlug, slug)))
    .limit(1);
  return row?.toSlug ?? null;
}
