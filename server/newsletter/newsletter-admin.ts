import { MESSAGE_CALLS } from '../../src/schema/admin-api/messages';
import { ResponseCode } from '../../src/schema/envelope';
import type { Database } from '../db/database';
import { failEnvelope } from '../http/envelope';
import { describeProblems, problemsFromZod } from '../http/problems';
import { confirmedSubscribers, type ConfirmedSubscriber } from './newsletter';
import type { AdminHandler } from '../http/admin-mount';

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
export function exportSubscribers(db: Database): AdminHandler<(typeof MESSAGE_CALLS)['newsletter/export']> {
  return async ({ c, ok }) => {
    const query = { format: c.req.query('format') };
    const parsed = MESSAGE_CALLS['newsletter/export'].query.safeParse(query);
    if (!parsed.success) return failEnvelope(c, 400, ResponseCode.fail, describeProblems(problemsFromZod(parsed.error, query)));
    const rows = await confirmedSubscribers(db);
    if (parsed.data.format === 'json')
      return ok({ subscribers: rows.map((row) => ({ email: row.email, language: row.locale, confirmedAt: row.confirmedAt.toISOString() })) });
    c.header('Content-Disposition', 'attachment; filename="newsletter-subscribers.csv"');
    c.header('Cache-Control', 'no-store');
    return c.body(subscribersCsv(rows), 200, { 'Content-Type': 'text/csv; charset=utf-8' });
  };
}
