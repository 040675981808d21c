import { Hono } from 'hono';
import { z } from 'zod';
import { ResponseCode } from '../../src/schema/envelope';
import type { Database } from '../db/database';
import { failEnvelope, okEnvelope } from '../http/envelope';
import { describeProblems, problemsFromZod } from '../http/problems';
import { confirmedSubscribers, type ConfirmedSubscriber } from '../newsletter/subscribers';

const querySchema = z.object({ format: z.enum(['csv', 'json']).default('csv') });

/**
 * A CSV cell: quoted, quotes doubled, and a leading `= + - @` (or tab, return) defused with an
 * apostrophe so a spreadsheet never runs an address as a formula.
 */
function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
}

export function subscribersCsv(rows: readonly ConfirmedSubscriber[]): string {
  const lines = rows.map((row) => [row.email, row.locale, row.confirmedAt.toISOString()].map(csvCell).join(','));
  return ['email,language,confirmed_at', ...lines].join('\r\n') + '\r\n';
}

/**
 * `GET /api/admin/newsletter/export`: the confirmed subscribers, the only addresses the
 * merchant may mail, as CSV (what mailing services import) or, with `?format=json`, in the envelope.
 */
export function createAdminNewsletter(db: Database) {
  const api = new Hono();
  api.get('/export', async (c) => {
    const query = { format: c.req.query('format') };
    const parsed = querySchema.safeParse(query);
    if (!parsed.success) return failEnvelope(c, 400, ResponseCode.fail, describeProblems(problemsFromZod(parsed.error, query)));
    const rows = await confirmedSubscribers(db);
    if (parsed.data.format === 'json')
      return okEnvelope(c, { subscribers: rows.map((row) => ({ email: row.email, language: row.locale, confirmedAt: row.confirmedAt.toISOString() })) });
    c.header('Content-Disposition', 'attachment; filename="newsletter-subscribers.csv"');
    c.header('Cache-Control', 'no-store');
    return c.body(subscribersCsv(rows), 200, { 'Content-Type': 'text/csv; charset=utf-8' });
  });
  return api;
}
