import { desc, eq } from 'drizzle-orm';
import { MESSAGE_CALLS } from '../../src/schema/admin-api/messages';
import { ResponseCode } from '../../src/schema/envelope';
import type { Database } from '../db/database';
import { outbox } from '../db/schema';
import { failEnvelope } from '../http/envelope';
import { describeProblems, problemsFromZod } from '../http/problems';
import type { AdminHandler } from '../http/admin-mount';

/**
 * `GET /api/admin/outbox?recipient=…&limit=…`: the messages the shop sent, newest first,
 * so a developer or a test can read a code or a link without a mail server.
 */
export function listOutbox(db: Database): AdminHandler<(typeof MESSAGE_CALLS)['outbox/list']> {
  return async ({ c, ok }) => {
    const query = { recipient: c.req.query('recipient'), limit: c.req.query('limit') };
    const parsed = MESSAGE_CALLS['outbox/list'].query.safeParse(query);
    if (!parsed.success) return failEnvelope(c, 400, ResponseCode.fail, describeProblems(problemsFromZod(parsed.error, query)));
    const recipient = parsed.data.recipient?.toLowerCase();
    const rows = await db
      .select()
      .from(outbox)
      .where(recipient === undefined ? undefined : eq(outbox.recipient, recipient))
      .orderBy(desc(outbox.id))
      .limit(parsed.data.limit);
    return ok(
      rows.map((row) => ({
        id: row.id,
        channel: row.channel,
        recipient: row.recipient,
        template: row.template,
        locale: row.locale,
        subject: row.subject,
        body: row.body,
        createdAt: row.createdAt.toISOString(),
        sentAt: row.sentAt?.toISOString() ?? null,
        error: row.error,
      })),
    );
  };
}
