import type { Database } from '../db/database';
import { visits } from '../db/schema';

export type Visit = { visitorId?: string | undefined; url: string; referer: string; timezone: string; userAgent: string };

/** Keeps one look at a page (spec §7 visitor tracking). */
export async function recordVisit(db: Database, visit: Visit): Promise<void> {
  await db.insert(visits).values({
    visitorId: visit.visitorId ?? null,
    url: visit.url,
    referer: visit.referer,
    timezone: visit.timezone,
    userAgent: visit.userAgent.slice(0, 512),
  });
}
